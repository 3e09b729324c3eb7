import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type * as v from 'valibot';
import { request } from './client';
import { ErrorCode, isApiError } from './errors';
import { fetchMemberProfile } from './user-profile';
import { MyInfoSchema } from '../../contract/schemas/my-info';

export { MyInfoSchema };

/**
 * What /my-page/my-info shows: GET /api/v1/user/my-info (member; masked email and cellphone,
 * sign-up date, the sign-in platform). A server without that call yet (code 9) is read from
 * GET /api/v2/user/profile instead, without the cellphone and the platform.
 */

export const MY_INFO_PATH = '/api/v1/user/my-info';

export type MyInfo = v.InferOutput<typeof MyInfoSchema>;

export async function fetchMyInfo(): Promise<MyInfo> {
  try {
    return await request(MyInfoSchema, MY_INFO_PATH);
  } catch (error) {
    if (!isApiError(error, ErrorCode.Unsupported)) throw error;
    const profile = await fetchMemberProfile();
    return { nickName: profile.nickName, email: profile.email, cellphone: null, signUpDt: profile.signUpDt, socialLoginPlatform: null };
  }
}

export const myInfoQueryOptions = () => queryOptions({ queryKey: ['user', 'my-info'], queryFn: fetchMyInfo, retryOnMount: false });

export function useMyInfo() {
  return useQuery(myInfoQueryOptions());
}

/** Changes the cached my-info (e.g. the new nickname), when it is cached. */
export function patchMyInfo(queryClient: QueryClient, patch: Partial<MyInfo>): void {
  queryClient.setQueryData<MyInfo>(myInfoQueryOptions().queryKey, (old) => (old ? { ...old, ...patch } : old));
}
