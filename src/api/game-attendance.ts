import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { request } from './client';
import { invalidatePointData } from './point-exchange';

/**
 * The attendance game (/game): GET /api/v1/game/attendance is this month's board, POST stamps
 * today (code 18 with the server's Korean message on a second stamp the same Korean day).
 */

export const GAME_ATTENDANCE_PATH = '/api/v1/game/attendance';

export const AttendanceSchema = v.object({
  /** '2025-03' */
  month: v.string(),
  /** '2025-03-26', the Korean calendar day */
  today: v.string(),
  isStampedToday: v.boolean(),
  streak: v.number(),
  /** stamps still needed for the next bonus, today's included */
  daysToBonus: v.number(),
  dailyPoint: v.number(),
  streakDays: v.number(),
  streakBonusPoint: v.number(),
  stamps: v.array(v.object({ date: v.string(), point: v.number(), bonusPoint: v.number() })),
});
export type Attendance = v.InferOutput<typeof AttendanceSchema>;

export const StampResultSchema = v.object({ ...AttendanceSchema.entries, point: v.number(), bonusPoint: v.number(), balance: v.number() });
export type StampResult = v.InferOutput<typeof StampResultSchema>;

export function fetchAttendance(): Promise<Attendance> {
  return request(AttendanceSchema, GAME_ATTENDANCE_PATH);
}

export function postAttendance(): Promise<StampResult> {
  return request(StampResultSchema, GAME_ATTENDANCE_PATH, { method: 'POST' });
}

export const attendanceQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'game', 'attendance'], queryFn: fetchAttendance, staleTime: 0, retryOnMount: false });

export function useAttendance() {
  return useQuery(attendanceQueryOptions());
}

/** Stamps today; the board takes the answer, the point data refetch. A second stamp refetches the board. */
export function useStampAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postAttendance,
    onSuccess: (result) => {
      queryClient.setQueryData<Attendance>(attendanceQueryOptions().queryKey, result);
      void invalidatePointData(queryClient);
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: attendanceQueryOptions().queryKey }),
  });
}
