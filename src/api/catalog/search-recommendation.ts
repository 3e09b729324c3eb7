import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as v from 'valibot';
import { request } from '../client';
import { SearchRecommendationSchema } from '../../../contract/schemas/catalog/search-recommendation';

export { SearchRecommendationSchema };

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
