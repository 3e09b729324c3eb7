import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type * as v from 'valibot';
import { nextPage } from './catalog/product-card';
import { request } from './client';
import { POINT_HISTORY_TYPES, PointHistorySchema, PointRowSchema } from '../../contract/schemas/point-history';

export { PointHistorySchema, PointRowSchema };

/** GET /api/v1/user/point (member): the 별 history, newest first, page by page. */

export const POINT_HISTORY_PATH = '/api/v1/user/point';

export { POINT_HISTORY_TYPES };
export type PointHistoryType = (typeof POINT_HISTORY_TYPES)[number];

export type PointRow = v.InferOutput<typeof PointRowSchema>;

export type PointHistory = v.InferOutput<typeof PointHistorySchema>;

export const POINT_HISTORY_PAGE_SIZE = 20;

export function fetchPointHistory(type: PointHistoryType, page: number, size = POINT_HISTORY_PAGE_SIZE): Promise<PointHistory> {
  return request(PointHistorySchema, POINT_HISTORY_PATH, { query: { type, page, size } });
}

export const pointHistoryQueryOptions = (type: PointHistoryType) =>
  infiniteQueryOptions({
    queryKey: ['user', 'point', 'history', type],
    queryFn: ({ pageParam }) => fetchPointHistory(type, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: 0,
    retryOnMount: false,
  });

export function usePointHistory(type: PointHistoryType) {
  return useInfiniteQuery(pointHistoryQueryOptions(type));
}
