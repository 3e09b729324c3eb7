import { describe, expect, it } from 'vitest';
import { errorCatalogue as serverCatalogue } from '../../server/errors';
import { ApiError, errorCatalogue, ErrorCode, errorMessage, messages, NetworkError, SchemaError, toApiError } from './errors';

/** Every server code of SPEC.md §8. */
const specCodes = [5, 8, 9, 10, 11, 12, 13, 18, 51, 52, 81, 82, 83, 84, 87, 91, 92, 110, 111, 112, 141, 180, 400];

describe('error catalogue', () => {
  it('has exactly the codes of SPEC.md §8, each with a Korean fallback', () => {
    expect(Object.keys(errorCatalogue).map(Number).sort((a, b) => a - b)).toEqual(specCodes);
    expect(Object.values(ErrorCode).sort((a, b) => a - b)).toEqual(specCodes);
    for (const entry of Object.values(errorCatalogue)) expect(entry.message).toMatch(/[가-힣]/);
  });

  it('shows, for every code, the very text the server answers (one catalogue, issue 26)', () => {
    expect(errorCatalogue).toBe(serverCatalogue);
    for (const code of specCodes) {
      const error = toApiError({ code }, 400);
      expect(error?.message).toBe(serverCatalogue[code as keyof typeof serverCatalogue].message);
    }
  });

  it('reads the code from a JSON error body whatever the HTTP status', () => {
    const error = toApiError({ code: 91, message: '찜은 최대 200개까지 할 수 있어요.', errorType: 'USER' }, 200);
    expect(error).toBeInstanceOf(ApiError);
    expect(error?.code).toBe(ErrorCode.LikeProductMaxLimit);
    expect(error?.message).toBe('찜은 최대 200개까지 할 수 있어요.');
    expect(error?.errorType).toBe('USER');
    expect(error?.status).toBe(200);
  });

  it('accepts a numeric string code and falls back to the catalogue text without a message', () => {
    const error = toApiError({ code: '112' }, 401);
    expect(error?.code).toBe(112);
    expect(error?.message).toBe(messages.refreshExpired);
    expect(error?.errorType).toBe('SYSTEM');
  });

  it('keeps an unknown code with the generic text', () => {
    const error = toApiError({ code: 777 }, 500);
    expect(error?.known).toBe(false);
    expect(error?.message).toBe(messages.generic);
  });

  it('returns null for bodies that are not catalogue errors', () => {
    expect(toApiError('<html>', 502)).toBeNull();
    expect(toApiError({ error: 'x' }, 500)).toBeNull();
    expect(toApiError(null, 500)).toBeNull();
  });

  it('gives every error a Korean sentence for the screen', () => {
    expect(errorMessage(new NetworkError('/api/x'))).toBe(messages.network);
    expect(errorMessage(new SchemaError('/api/x', ['a: bad']))).toBe(messages.invalidResponse);
    expect(errorMessage(new TypeError('x is undefined'))).toBe(messages.generic);
  });
});
