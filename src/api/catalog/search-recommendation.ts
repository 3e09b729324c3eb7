import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { request } from '../client';
import { pageSchema, ProductCardSchema } from './product-card';

export const SearchRecommendationSchema = pageSchema(ProductCardSchema, { title: v.string(), sort: v.string() });
export type SearchRecommendation = v.InferOutput<typeof SearchRecommendationSchema>;

export const SEARCH_RECOMMENDATION_PATH = '/api/v2/display/search/recommendation';

export function fetchSearchRecommendation(size = 6): Promise<SearchRecommendation> {
  return request(SearchRecommendationSchema, SEARCH_RECOMMENDATION_PATH, { query: { page: 1, size } });
}

/** Products suggested after a search that found nothing ('이런 상품은 어때요?'). */
export const searchRecommendationQueryOptions = (size = 6) =>
  queryOptions({ queryKey: ['catalog', 'search', 'recommendation', size], queryFn: () => fetchSearchRecommendation(size) });

export function useSearchRecommendation(size = 6) {
  return useQuery(searchRecommendationQueryOptions(size));
}
