import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as v from 'valibot';
import { request } from './client';
import { MyPageSchema } from '../../contract/schemas/mypage';

export { MyPageSchema };

/**
 * The my-page header: GET /api/v1/user/mypage (member). SPEC.md §7 swallows its failures: the
 * screen shows its parts with '-' placeholders, never an error page, so the loader ignores them.
 */

export const MYPAGE_PATH = '/api/v1/user/mypage';

export type MyPage = v.InferOutput<typeof MyPageSchema>;

export function fetchMyPage(): Promise<MyPage> {
  return request(MyPageSchema, MYPAGE_PATH);
}

/** How old the answer may be when the screen mounts and takes it without calling again (ms). */
export const MYPAGE_JUST_CALLED_MS = 1000;

/**
 * Personal and changing: called again whenever the screen opens again (staleTime 0), but not by the
 * screen's mount right after its route's loader has called: that was a second identical call on every
 * visit, 200 ms after the first.
 */
export const myPageQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'mypage'],
    queryFn: fetchMyPage,
    staleTime: 0,
    retryOnMount: false,
    refetchOnMount: (query) => Date.now() - query.state.dataUpdatedAt > MYPAGE_JUST_CALLED_MS,
  });

export function useMyPage() {
  return useQuery(myPageQueryOptions());
}
