import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type * as v from 'valibot';
import { request } from '../client';
import { nextPage, PAGE_SIZE } from './product-card';
import { SeasonDelicacySchema } from '../../../contract/schemas/catalog/season-delicacy';

export { SeasonDelicacySchema };

export type SeasonDelicacy = v.InferOutput<typeof SeasonDelicacySchema>;

export interface SeasonDelicacyFilter {
  /** 1–12; absent: the current month in Korea */
  month?: number | undefined;
  /** a delicacy code of that month; absent: all of them */
  code?: string | undefined;
  /** a sortFilterList code */
  sort?: string | undefined;
}

export const SEASON_DELICACY_PATH = '/api/v1/display/season/delicacy';

export function fetchSeasonDelicacy(filter: SeasonDelicacyFilter, page: number): Promise<SeasonDelicacy> {
  return request(SeasonDelicacySchema, SEASON_DELICACY_PATH, {
    query: {
      page,
      size: PAGE_SIZE,
      ...(filter.month ? { month: filter.month } : {}),
      ...(filter.code ? { code: filter.code } : {}),
      ...(filter.sort ? { sort: filter.sort } : {}),
    },
  });
}

/** Seasonal delicacies (제철 먹거리) of a month and their products, page by page. */
export const seasonDelicacyQueryOptions = (filter: SeasonDelicacyFilter = {}) =>
  infiniteQueryOptions({
    queryKey: ['catalog', 'season', 'delicacy', filter.month ?? 'now', filter.code ?? 'all', filter.sort ?? 'default'],
    queryFn: ({ pageParam }) => fetchSeasonDelicacy(filter, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    placeholderData: keepPreviousData,
    retryOnMount: false,
  });

export function useSeasonDelicacy(filter: SeasonDelicacyFilter = {}) {
  return useInfiniteQuery(seasonDelicacyQueryOptions(filter));
}
