import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { request } from './client';
import { LevelDetailSchema, LevelSchema } from './level';

/** GET /api/v1/user/level (member): the level, what was earned in the period, the next level. */

export const USER_LEVEL_PATH = '/api/v1/user/level';

export const UserLevelSchema = v.object({
  level: LevelDetailSchema,
  /** 별 earned in the last `periodDays` days (spending does not lower it) */
  earnedPoint: v.number(),
  periodDays: v.number(),
  /** null at the top level */
  next: v.nullable(
    v.object({
      ...LevelSchema.entries,
      minPoint: v.number(),
      remainingPoint: v.number(),
      /** 0–99: the way from this level's minPoint to the next's */
      progressRate: v.number(),
    }),
  ),
  levels: v.array(LevelDetailSchema),
});
export type UserLevel = v.InferOutput<typeof UserLevelSchema>;

export function fetchUserLevel(): Promise<UserLevel> {
  return request(UserLevelSchema, USER_LEVEL_PATH);
}

export const userLevelQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'level'], queryFn: fetchUserLevel, staleTime: 0, retryOnMount: false });

export function useUserLevel() {
  return useQuery(userLevelQueryOptions());
}
