import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as v from 'valibot';
import { AlarmTypeSchema, AlarmTypesSchema } from '../../contract/schemas/alarms';
import { request } from './client';

/** GET /api/v1/alarm/type (member): the alarm types, for the alarm screen's tabs. */

export const ALARM_TYPES_PATH = '/api/v1/alarm/type';

export { AlarmTypeSchema, AlarmTypesSchema };
export type AlarmType = v.InferOutput<typeof AlarmTypeSchema>;

export async function fetchAlarmTypes(): Promise<AlarmType[]> {
  return (await request(AlarmTypesSchema, ALARM_TYPES_PATH)).items;
}

export const alarmTypesQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'alarm', 'types'], queryFn: fetchAlarmTypes, retryOnMount: false });

export function useAlarmTypes() {
  return useQuery(alarmTypesQueryOptions());
}
