import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { nextPage, pageSchema } from './catalog/product-card';
import { request } from './client';

/** GET /api/v1/user/point (member): the 별 history, newest first, page by page. */

export const POINT_HISTORY_PATH = '/api/v1/user/point';

export const POINT_HISTORY_TYPES = ['ALL', 'EARNED', 'SPENT'] as const;
export type PointHistoryType = (typeof POINT_HISTORY_TYPES)[number];

export const PointRowSchema = v.object({
  pointId: v.number(),
  type: v.picklist(['EARNED', 'SPENT']),
  /** ATTENDANCE, EXCHANGE, EXPIRED, … */
  reason: v.string(),
  /** what to show */
  title: v.string(),
  /** always positive; `type` says the direction */
  amount: v.number(),
  /** the balance after this row */
  balance: v.number(),
  createdDt: v.string(),
  expireDt: v.nullable(v.string()),
  exchangeId: v.nullable(v.number()),
});
export type PointRow = v.InferOutput<typeof PointRowSchema>;

export const PointHistorySchema = pageSchema(PointRowSchema, { type: v.picklist(POINT_HISTORY_TYPES) });
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
