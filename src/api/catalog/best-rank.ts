import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type * as v from 'valibot';
import { request } from '../client';
import { nextPage, PAGE_SIZE } from './product-card';
import { BestRankSchema, RankedProductSchema } from '../../../contract/schemas/catalog/best-rank';

export { BestRankSchema, RankedProductSchema };

export type RankedProduct = v.InferOutput<typeof RankedProductSchema>;

export type BestRank = v.InferOutput<typeof BestRankSchema>;

export const BEST_RANK_PATH = '/api/v1/display/best/rank';

export function fetchBestRank(categoryCode: string | null, page: number, size = PAGE_SIZE): Promise<BestRank> {
  return request(BestRankSchema, BEST_RANK_PATH, {
    query: { page, size, ...(categoryCode ? { categoryCode } : {}) },
  });
}

/** Best sellers of a tab (null: all), page by page, at most 100 ranks. */
export const bestRankQueryOptions = (categoryCode: string | null) =>
  infiniteQueryOptions({
    queryKey: ['catalog', 'best', 'rank', categoryCode ?? 'all'],
    queryFn: ({ pageParam }) => fetchBestRank(categoryCode, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export function useBestRank(categoryCode: string | null) {
  return useInfiniteQuery(bestRankQueryOptions(categoryCode));
}

/** The top `size` of all products (the home screen's best block). */
export const bestTopQueryOptions = (size = 5) =>
  queryOptions({
    queryKey: ['catalog', 'best', 'top', size],
    queryFn: () => fetchBestRank(null, 1, size),
  });

export function useBestTop(size = 5) {
  return useQuery(bestTopQueryOptions(size));
}
