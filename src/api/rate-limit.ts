import { ApiError, ErrorCode } from './errors';

/**
 * The server's rate limit (issue 27, server/rate-limit.ts): HTTP 429 with code 13 and a Korean message
 * that says when to try again ('로그인 시도가 너무 잦아요. 30초 뒤에 다시 시도해 주세요.'). It is not an
 * answer about what the shopper typed: screens show its message, never take it for a rule of their form.
 * The session treats it as a busy server and tries again later (machines/session/session.types.ts).
 */
export const RATE_LIMIT_STATUS = 429;

export function isRateLimited(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === RATE_LIMIT_STATUS && error.code === ErrorCode.OutOfRange;
}
