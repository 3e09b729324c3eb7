import type * as v from 'valibot';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { fetchUserProfile, type UserProfile } from './auth';
import { request } from './client';
import { ProfileAnswerSchema } from '../../contract/schemas/user-profile';
import type { ProfileBodySchema } from '../../contract/schemas/user-profile';

export { ProfileAnswerSchema };

/**
 * The member's own profile for the account screens (my info, settings): GET and PUT
 * /api/v2/user/profile (docs/api.md). The session keeps its own copy for the guards and the ban
 * dialog (src/app/session-services.ts); these screens read this query, which a change updates at once.
 */

export const USER_PROFILE_PATH = '/api/v2/user/profile';

/** What the account screens show, with the defaults of docs/api.md applied. */
export interface MemberProfile {
  nickName: string;
  /** from the social provider; null when it never gave one */
  email: string | null;
  /** ISO 8601 in KST; null when the server did not say */
  signUpDt: string | null;
  pushYN: 'Y' | 'N';
  adYN: 'Y' | 'N';
}

export function toMemberProfile(info: Pick<UserProfile, 'nickName' | 'email' | 'signUpDt' | 'pushYN' | 'adYN'>): MemberProfile {
  return {
    nickName: info.nickName ?? '',
    email: info.email ?? null,
    signUpDt: info.signUpDt ?? null,
    pushYN: info.pushYN ?? 'Y',
    adYN: info.adYN ?? 'N',
  };
}

export async function fetchMemberProfile(): Promise<MemberProfile> {
  return toMemberProfile(await fetchUserProfile());
}

export const memberProfileQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'profile'], queryFn: fetchMemberProfile, retryOnMount: false });

export function useMemberProfile() {
  return useQuery(memberProfileQueryOptions());
}

export interface ProfileChange {
  pushYN?: 'Y' | 'N';
  adYN?: 'Y' | 'N';
}

/** PUT /api/v2/user/profile (member): the member's push or advertising consent outside the web view. */
export async function updateMemberProfile(change: ProfileChange): Promise<MemberProfile> {
  const answer = await request(ProfileAnswerSchema, USER_PROFILE_PATH, { method: 'PUT', body: change satisfies v.InferInput<typeof ProfileBodySchema> });
  return toMemberProfile(answer.userInfo);
}

/** Changes the cached profile (e.g. the new nickname), when it is cached. */
export function patchMemberProfile(queryClient: QueryClient, patch: Partial<MemberProfile>): void {
  queryClient.setQueryData<MemberProfile>(memberProfileQueryOptions().queryKey, (old) => (old ? { ...old, ...patch } : old));
}
