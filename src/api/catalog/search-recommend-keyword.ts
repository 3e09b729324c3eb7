import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as v from 'valibot';
import { request } from '../client';
import { RecommendKeywordsSchema } from '../../../contract/schemas/catalog/search-recommend-keyword';

export { RecommendKeywordsSchema };

export type RecommendKeywords = v.InferOutput<typeof RecommendKeywordsSchema>;

export const RECOMMEND_KEYWORD_PATH = '/api/v1/display/search/recommend-keyword';

export function fetchRecommendKeywords(): Promise<RecommendKeywords> {
  return request(RecommendKeywordsSchema, RECOMMEND_KEYWORD_PATH);
}

/** The market's curated keywords, in order (each finds products). */
export const recommendKeywordsQueryOptions = () =>
  queryOptions({ queryKey: ['catalog', 'search', 'recommend-keyword'], queryFn: fetchRecommendKeywords });

export function useRecommendKeywords() {
  return useQuery(recommendKeywordsQueryOptions());
}
