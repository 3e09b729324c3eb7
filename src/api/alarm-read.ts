import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as v from 'valibot';
import { AlarmReadSchema } from '../../contract/schemas/alarms';
import { ALARM_COUNT_QUERY_KEY } from './alarm-count';
import { request } from './client';

/** PUT /api/v1/alarm/read (member): one alarm, every alarm of a type, or all of them read. */

export const ALARM_READ_PATH = '/api/v1/alarm/read';

/** one alarm, every alarm of a type, or all (AlarmReadBodySchema of contract/schemas/alarms.ts) */
export type AlarmReadTarget = { alarmId: number } | { alarmType: number } | Record<string, never>;

export type AlarmReadResult = v.InferOutput<typeof AlarmReadSchema>;

export function putAlarmRead(target: AlarmReadTarget): Promise<AlarmReadResult> {
  return request(AlarmReadSchema, ALARM_READ_PATH, { method: 'PUT', body: target });
}

/** Marks read; the unread count takes the server's answer, the lists and my page refetch. */
export function useAlarmRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putAlarmRead,
    onSuccess: (result) => {
      queryClient.setQueryData(ALARM_COUNT_QUERY_KEY, result.count);
      void queryClient.invalidateQueries({ queryKey: ['user', 'alarm', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['user', 'mypage'] });
    },
  });
}
