import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type * as v from 'valibot';
import { request } from '../client';
import { nextPage, PAGE_SIZE } from './product-card';
import { DealRecommendationSchema } from '../../../contract/schemas/catalog/deal-recommendation';

export { DealRecommendationSchema };

export type DealRecommendation = v.InferOutput<typeof DealRecommendationSchema>;

export const DEAL_RECOMMENDATION_PATH = '/api/v2/display/deal/recommendation';

export function fetchDealRecommendation(page: number, sort?: string): Promise<DealRecommendation> {
  return request(DealRecommendationSchema, DEAL_RECOMMENDATION_PATH, {
    query: { page, size: PAGE_SIZE, ...(sort ? { sort } : {}) },
  });
}

/** '오늘의 추천 상품' under the deals on the home screen, page by page. */
export const dealRecommendationQueryOptions = (sort?: string) =>
  infiniteQueryOptions({
    queryKey: ['catalog', 'deal', 'recommendation', sort ?? 'default'],
    queryFn: ({ pageParam }) => fetchDealRecommendation(pageParam, sort),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export function useDealRecommendation(sort?: string) {
  return useInfiniteQuery(dealRecommendationQueryOptions(sort));
}
