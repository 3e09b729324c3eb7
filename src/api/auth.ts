import type * as v from 'valibot';
import { getClickKey, getDeviceUuid, getStoredAccessToken, getStoredRefreshToken } from '../platform/storage';
import { request } from './client';
import { EmptyAnswerSchema } from '../../contract/schemas/page';
import { ProfileSchema, SignInResponseSchema, TokenPairSchema, TokenValidSchema } from '../../contract/schemas/auth';
import type { SignInBodySchema } from '../../contract/schemas/auth';
import type { DEVICE_TYPES } from '../../contract/schemas/app';

export { ProfileSchema, SignInResponseSchema, TokenPairSchema };

/**
 * The token, sign-in and profile calls of SPEC.md §7 that the session and sign-in flows make
 * (docs/api.md "Login, tokens and members"). Token calls never go through the client's 111/112
 * ports: their answers are the session machine's own events.
 */

export type TokenPair = v.InferOutput<typeof TokenPairSchema>;

function tokenHeaders(withRefresh: boolean): Record<string, string> {
  const headers: Record<string, string> = { accessToken: getStoredAccessToken() ?? '' };
  if (withRefresh) headers.refreshToken = getStoredRefreshToken() ?? '';
  return headers;
}

/** GET /api/v1/token/jwt/validation: resolves when the stored access token is valid (HTTP 200). */
export async function validateStoredToken(): Promise<void> {
  await request(TokenValidSchema, '/api/v1/token/jwt/validation', { headers: tokenHeaders(false), sessionPorts: false });
}

/**
 * GET /api/v1/token/jwt/validation with a token that is not stored yet (one the hosting app hands
 * over): resolves when the server accepts it. The stored token is not sent.
 */
export async function validateAccessToken(accessToken: string): Promise<void> {
  await request(TokenValidSchema, '/api/v1/token/jwt/validation', {
    headers: { accessToken, Authorization: `Bearer ${accessToken.replace(/^Bearer\s+/i, '')}` },
    sessionPorts: false,
  });
}

/** PUT /api/v1/token/jwt/refresh with the stored pair. */
export function refreshStoredTokens(): Promise<TokenPair> {
  return request(TokenPairSchema, '/api/v1/token/jwt/refresh', { method: 'PUT', headers: tokenHeaders(true), sessionPorts: false });
}

/** DELETE /api/v1/token/jwt: revokes the stored pair on the server. */
export async function revokeStoredTokens(): Promise<void> {
  await request(EmptyAnswerSchema, '/api/v1/token/jwt', { method: 'DELETE', headers: tokenHeaders(true), sessionPorts: false });
}

export type UserProfile = v.InferOutput<typeof ProfileSchema>['userInfo'];

/** GET /api/v2/user/profile (member). Goes through the client's ports: a 111 here refreshes. */
export async function fetchUserProfile(options: { sessionPorts?: boolean } = {}): Promise<UserProfile> {
  return (await request(ProfileSchema, '/api/v2/user/profile', options)).userInfo;
}

/** SPEC.md §9 channel types. */
export const ChannelType = { Naver: 1001, Apple: 1002 } as const;
export type ChannelType = (typeof ChannelType)[keyof typeof ChannelType];

export interface SignInRequest {
  channelType: ChannelType;
  socialToken: string;
  redirectUri: string;
  state: string;
  /** SPEC.md §1: 1001 otherwise, 1002 a normal browser, 1003 the app */
  deviceType: (typeof DEVICE_TYPES)[number];
  /** Apple only: the name Apple tells on the first authorisation */
  name?: string;
}

export type SignInResponse = v.InferOutput<typeof SignInResponseSchema>;

/** POST /api/v2/auth/social/signin-and-up with the headers and body of SPEC.md §7. */
export function signInAndUp({ socialToken, channelType, redirectUri, state, deviceType, name }: SignInRequest): Promise<SignInResponse> {
  const headers: Record<string, string> = { socialToken, deviceUuid: getDeviceUuid() };
  const clickKey = getClickKey();
  if (clickKey) headers['click-key'] = clickKey;
  return request(SignInResponseSchema, '/api/v2/auth/social/signin-and-up', {
    method: 'POST',
    headers,
    body: { channelType, redirectUri, state, deviceType, ...(name ? { name } : {}) } satisfies v.InferInput<typeof SignInBodySchema>,
    sessionPorts: false,
  });
}
