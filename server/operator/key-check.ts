import { createHash, timingSafeEqual } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { ApiError, ErrorCode } from '../errors';

function sha256(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/**
 * The operator endpoints' guard: the header `X-Operator-Key` must match, compared in constant time;
 * any wrong key, however long or odd, is the same 403 code 9 (compared as hashes, never stored).
 */
export function operatorKeyCheck(operatorKey: string) {
  const expected = sha256(operatorKey);
  return createMiddleware(async (c, next) => {
    const given = c.req.header('X-Operator-Key');
    if (given === undefined || !timingSafeEqual(sha256(given), expected)) {
      throw new ApiError(ErrorCode.Unsupported, { status: 403, message: '운영자 키가 없거나 올바르지 않아요.' });
    }
    await next();
  });
}
