import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as v from 'valibot';
import { request } from './client';
import { UserLevelSchema } from '../../contract/schemas/user-level';

export { UserLevelSchema };

/** GET /api/v1/user/level (member): the level, what was earned in the period, the next level. */

export const USER_LEVEL_PATH = '/api/v1/user/level';

export type UserLevel = v.InferOutput<typeof UserLevelSchema>;

export function fetchUserLevel(): Promise<UserLevel> {
  return request(UserLevelSchema, USER_LEVEL_PATH);
}

export const userLevelQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'level'], queryFn: fetchUserLevel, staleTime: 0, retryOnMount: false });

export function useUserLevel() {
  return useQuery(userLevelQueryOptions());
}
