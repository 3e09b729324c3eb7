import { describe, expect, it } from 'vitest';
import { toApiError } from './errors';
import { isRateLimited } from './rate-limit';

describe('isRateLimited (issue 27)', () => {
  const body = { code: 13, message: '닉네임 확인 요청이 너무 잦아요. 30초 뒤에 다시 시도해 주세요.', errorType: 'USER' };

  it('is the server’s 429 with code 13, whose message is the one to show', () => {
    const error = toApiError(body, 429);
    expect(isRateLimited(error)).toBe(true);
    expect(error?.message).toBe(body.message);
  });

  it('is not a 13 about a value, nor the limits of nicknames and likes (87, 91, 92 also answer 429)', () => {
    expect(isRateLimited(toApiError(body, 400))).toBe(false);
    for (const code of [87, 91, 92]) expect(isRateLimited(toApiError({ ...body, code }, 429))).toBe(false);
    expect(isRateLimited(new Error('429'))).toBe(false);
  });
});
