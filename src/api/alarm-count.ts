import { QueryObserver, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { AlarmCountSchema } from '../../contract/schemas/alarms';
import { request } from './client';

/**
 * GET /api/v1/alarm/count (member): the unread alarms, for the badges of the bottom bar and my
 * page (the bottom bar's badge loads this module lazily, for members only). Failures are
 * swallowed (SPEC.md §8): no badge.
 */

export const ALARM_COUNT_PATH = '/api/v1/alarm/count';

export async function fetchUnreadAlarmCount(): Promise<number> {
  return (await request(AlarmCountSchema, ALARM_COUNT_PATH)).count;
}

export const ALARM_COUNT_QUERY_KEY = ['user', 'alarm', 'count'] as const;

export const alarmCountQueryOptions = () =>
  queryOptions({ queryKey: ALARM_COUNT_QUERY_KEY, queryFn: fetchUnreadAlarmCount, staleTime: 60_000 });

/** The unread count for a member (0 for a visitor, while loading, or when the call failed). */
export function useUnreadAlarmCount(isMember: boolean): number {
  const query = useQuery({ ...alarmCountQueryOptions(), enabled: isMember });
  return isMember ? (query.data ?? 0) : 0;
}

/** Follows the count outside React (the bottom bar's badge): calls `onCount` now and on every change. */
export function watchUnreadAlarmCount(queryClient: QueryClient, onCount: (count: number) => void): () => void {
  const observer = new QueryObserver(queryClient, alarmCountQueryOptions());
  onCount(observer.getCurrentResult().data ?? 0);
  return observer.subscribe((result) => onCount(result.data ?? 0));
}
