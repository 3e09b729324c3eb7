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

/**
 * The server's rate limit (issue 27): HTTP 429 with code 13 and a Korean message that says when to
 * try again, read structurally like errorCode. Flows show that message rather than a generic one.
 */
export function isRateLimitAnswer(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  return (error as { status?: unknown }).status === 429 && errorCode(error) === 13;
}

/** SPEC.md §8 codes the session reacts to. */
export const SessionErrorCode = {
  NullOrEmptyToken: 110,
  AccessTokenExpired: 111,
  RefreshTokenExpired: 112,
} as const;

/**
 * How a failed refresh ended (issue 11 §6): only an answer that says the sign-in is over ends the
 * session. A refresh that never got a usable answer (offline, timeout, a 5xx, a broken body) says
 * nothing about the tokens: the member stays signed in and the refresh is tried again later.
 * - `expired`: 112, the refresh token is over
 * - `rejected`: 110, the server does not know the token at all
 * - `unreachable`: no answer, or server trouble (5xx, errorType SYSTEM, a body that is not the pair), or
 *   too many calls (429, the server's rate limit, issue 27): nothing is known about the tokens, try later
 * - `answered`: every other answer from the server (counts towards the refresh limit)
 */
export type RefreshFailure = 'expired' | 'rejected' | 'unreachable' | 'answered';

/**
 * Reads the typed errors of src/api/errors.ts structurally (by `name`, `status`, `code` and
 * `errorType`), so that machines/ stays free of src/. A plain `TypeError` is what `fetch` throws
 * when it cannot connect.
 */
export function classifyRefreshFailure(error: unknown): RefreshFailure {
  const code = errorCode(error);
  if (code === SessionErrorCode.RefreshTokenExpired) return 'expired';
  if (code === SessionErrorCode.NullOrEmptyToken) return 'rejected';
  if (typeof error !== 'object' || error === null) return 'answered';
  const { name, status, errorType } = error as { name?: unknown; status?: unknown; errorType?: unknown };
  if (name === 'NetworkError' || name === 'TimeoutError' || name === 'SchemaError' || name === 'TypeError' || name === 'AbortError') {
    return 'unreachable';
  }
  if (typeof status === 'number' && (status >= 500 || status === 429)) return 'unreachable';
  if (code !== null && errorType === 'SYSTEM') return 'unreachable';
  return 'answered';
}

/** Exponential backoff of refreshes that could not reach the server: 1 s, 2 s, 4 s, … at most 30 s. */
export function refreshBackoffMs(failures: number, { firstMs = 1_000, maxMs = 30_000 }: { firstMs?: number; maxMs?: number } = {}): number {
  const exponent = Math.max(0, failures - 1);
  return Math.min(maxMs, firstMs * 2 ** exponent);
}
