import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type * as v from 'valibot';
import { request } from '../client';
import { nextPage, PAGE_SIZE } from './product-card';
import { PeriodDetailSchema, PeriodSchema } from '../../../contract/schemas/catalog/period-detail';

export { PeriodDetailSchema, PeriodSchema };

export type Period = v.InferOutput<typeof PeriodSchema>;

export type PeriodDetail = v.InferOutput<typeof PeriodDetailSchema>;

/** The period filter state (SPEC.md §3): codes of periodSortFilterList and discountRateFilterList. */
export interface PeriodFilter {
  sort?: string | undefined;
  discountRate?: string | undefined;
}

export const periodDetailPath = (periodId: string) => `/api/v2/display/period/${periodId}`;

export function fetchPeriodDetail(periodId: string, filter: PeriodFilter, page: number): Promise<PeriodDetail> {
  return request(PeriodDetailSchema, periodDetailPath(periodId), {
    query: {
      page,
      size: PAGE_SIZE,
      ...(filter.sort ? { sort: filter.sort } : {}),
      ...(filter.discountRate ? { discountRate: filter.discountRate } : {}),
    },
  });
}

/**
 * An exhibition and its products for a sort and minimum discount, page by page (also the admin
 * preview). A new filter keeps the previous pages on screen until its first page arrives.
 */
export const periodDetailQueryOptions = (periodId: string, filter: PeriodFilter = {}) =>
  infiniteQueryOptions({
    queryKey: ['catalog', 'period', 'detail', periodId, filter.sort ?? 'default', filter.discountRate ?? 'default'],
    queryFn: ({ pageParam }) => fetchPeriodDetail(periodId, filter, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    placeholderData: keepPreviousData,
    retryOnMount: false,
  });

export function usePeriodDetail(periodId: string, filter: PeriodFilter = {}) {
  return useInfiniteQuery(periodDetailQueryOptions(periodId, filter));
}
