import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as v from 'valibot';
import { request } from './client';
import { invalidatePointData } from './point-exchange';
import { AttendanceSchema, StampResultSchema } from '../../contract/schemas/game-attendance';

export { AttendanceSchema, StampResultSchema };

/**
 * The attendance game (/game): GET /api/v1/game/attendance is this month's board, POST stamps
 * today (code 18 with the server's Korean message on a second stamp the same Korean day).
 */

export const GAME_ATTENDANCE_PATH = '/api/v1/game/attendance';

export type Attendance = v.InferOutput<typeof AttendanceSchema>;

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
