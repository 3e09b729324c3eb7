import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type * as v from 'valibot';
import { AlarmPageSchema, AlarmSchema } from '../../contract/schemas/alarms';
import { nextPage } from './catalog/product-card';
import { request } from './client';

/**
 * GET /api/v1/alarm (member): the alarms of one type (or all), newest first, page by page.
 * SPEC.md §5: fetched only for a member and once a type value is present; 'null' means all types.
 */

export const ALARMS_PATH = '/api/v1/alarm';

/** The alarm screen's tab value: 'null' (전체) or a type number as text. */
export type AlarmTypeValue = string;
export const ALL_ALARM_TYPES: AlarmTypeValue = 'null';

export { AlarmPageSchema, AlarmSchema };
export type Alarm = v.InferOutput<typeof AlarmSchema>;

export type AlarmPage = v.InferOutput<typeof AlarmPageSchema>;

export const ALARM_PAGE_SIZE = 20;

/** the query of a tab value: nothing for 'null' (all), else the type number */
export function alarmTypeQuery(type: AlarmTypeValue): { alarmType?: string } {
  return type === ALL_ALARM_TYPES || type.trim() === '' ? {} : { alarmType: type };
}

export function fetchAlarms(type: AlarmTypeValue, page: number, size = ALARM_PAGE_SIZE): Promise<AlarmPage> {
  return request(AlarmPageSchema, ALARMS_PATH, { query: { ...alarmTypeQuery(type), page, size } });
}

export const alarmsQueryOptions = (type: AlarmTypeValue) =>
  infiniteQueryOptions({
    queryKey: ['user', 'alarm', 'list', type],
    queryFn: ({ pageParam }) => fetchAlarms(type, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: 0,
    retryOnMount: false,
  });

/** `type` undefined (no tab yet) or a visitor: nothing is fetched. */
export function useAlarms(type: AlarmTypeValue | undefined, loggedIn: boolean) {
  return useInfiniteQuery({ ...alarmsQueryOptions(type ?? ALL_ALARM_TYPES), enabled: loggedIn && type !== undefined });
}
