/** Data the session statechart works with. Shapes follow SPEC.md §3; the app maps API answers onto them. */

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  /** access token expiry, ISO 8601 */
  expireDt: string;
}

export interface BanStatus {
  isBanned: boolean;
  message: string | null;
}

/** What the session needs from the profile (GET /api/v2/user/profile). */
export interface SessionProfile {
  userId: string;
  nickName: string;
  retrySignIn: boolean;
  banStatus: BanStatus;
  isSurveyCompleted: boolean;
}

export interface SignInResult {
  tokens: TokenPair;
  banStatus: BanStatus;
  isNewMember: boolean;
  isCafe24Register: boolean;
}

export type LogoutReason = 'user' | 'expired' | 'retrySignIn' | 'withdrawal' | 'revoked';

/**
 * Errors reach the machine from its actors. The catalogue lives in src/api; the machine only needs
 * the code, read structurally so that machines/ stays free of src/.
 */
export function errorCode(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  const code = (error as { code: unknown }).code;
  return typeof code === 'number' ? code : null;
}

/** SPEC.md §8 codes the session reacts to. */
export const SessionErrorCode = {
  NullOrEmptyToken: 110,
  AccessTokenExpired: 111,
  RefreshTokenExpired: 112,
} as const;
