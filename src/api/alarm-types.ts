import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { request } from './client';

/** GET /api/v1/alarm/type (member): the alarm types, for the alarm screen's tabs. */

export const ALARM_TYPES_PATH = '/api/v1/alarm/type';

export const AlarmTypeSchema = v.object({ alarmType: v.number(), name: v.string() });
export type AlarmType = v.InferOutput<typeof AlarmTypeSchema>;

export const AlarmTypesSchema = v.object({ items: v.array(AlarmTypeSchema) });

export async function fetchAlarmTypes(): Promise<AlarmType[]> {
  return (await request(AlarmTypesSchema, ALARM_TYPES_PATH)).items;
}

export const alarmTypesQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'alarm', 'types'], queryFn: fetchAlarmTypes, retryOnMount: false });

export function useAlarmTypes() {
  return useQuery(alarmTypesQueryOptions());
}
