import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, createErrorHandler, errorCatalogue, ErrorCode, handleNotFound, maintenanceError } from './errors';
import { readJsonBody, requiredQuery } from './request';

/** every code of SPEC.md §8 */
const SPEC_CODES = [5, 8, 9, 10, 11, 12, 13, 18, 51, 52, 81, 82, 83, 84, 87, 91, 92, 110, 111, 112, 141, 180, 400];

function appWithHandlers() {
  const log = vi.fn();
  const app = new Hono();
  app.onError(createErrorHandler(log));
  app.notFound(handleNotFound);
  app.get('/boom', () => {
    throw new Error('secret detail at /srv/app.ts:12');
  });
  app.get('/api-error', () => {
    throw new ApiError(ErrorCode.LikeProductMaxLimit);
  });
  app.get('/http-exception', () => {
    throw new HTTPException(401, { message: 'Unauthorized' });
  });
  app.get('/required', (c) => c.text(requiredQuery(c, 'keyword')));
  app.post('/json', async (c) => c.json({ received: await readJsonBody(c) }));
  return { app, log };
}

describe('error catalogue', () => {
  it('holds every code of SPEC.md §8 with a Korean message', () => {
    expect(Object.keys(errorCatalogue).map(Number).sort((a, b) => a - b)).toEqual(SPEC_CODES);
    for (const entry of Object.values(errorCatalogue)) {
      expect(entry.message).toMatch(/[가-힣]/);
      expect(['USER', 'SYSTEM']).toContain(entry.errorType);
    }
  });

  it('uses the HTTP statuses of DESIGN.md', () => {
    const status = (code: keyof typeof errorCatalogue) => errorCatalogue[code].status;
    expect(([110, 111, 112] as const).map(status)).toEqual([401, 401, 401]);
    expect(([10, 11, 12, 13] as const).map(status)).toEqual([400, 400, 400, 400]);
    expect(status(8)).toBe(404);
    expect(status(18)).toBe(409);
    expect([status(91), status(92)]).toEqual([429, 429]);
    expect([status(83), status(84)]).toEqual([403, 403]);
    expect(status(5)).toBe(500);
    expect(status(180)).toBe(502);
    expect(maintenanceError().status).toBe(503);
  });

  it('is copied exactly into the code table of docs/api.md', () => {
    const doc = readFileSync(new URL('../docs/api.md', import.meta.url), 'utf8');
    for (const [code, entry] of Object.entries(errorCatalogue)) {
      expect(doc).toContain(`| ${code} | ${entry.name} | ${entry.status} | ${entry.errorType} | ${entry.message} |`);
    }
  });

  it('names codes', () => {
    expect(ErrorCode.NoData).toBe(8);
    expect(ErrorCode.RefreshTokenExpired).toBe(112);
    expect(new ApiError(ErrorCode.RefreshTokenExpired).body).toEqual({
      code: 112,
      message: '로그인 유효기간이 만료되어 자동 로그아웃 됩니다. 다시 로그인 해주세요',
      errorType: 'USER',
    });
  });
});

describe('error handlers', () => {
  it('answers an unexpected exception as code 5 without its details, and logs it', async () => {
    const { app, log } = appWithHandlers();
    const res = await app.request('/boom');
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ code: 5, message: errorCatalogue[5].message, errorType: 'SYSTEM' });
    expect(text).not.toMatch(/secret|\.ts|at /);
    expect(log).toHaveBeenCalledOnce();
  });

  it('answers an ApiError with its catalogue status and body', async () => {
    const { app, log } = appWithHandlers();
    const res = await app.request('/api-error');
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ code: 91, message: errorCatalogue[91].message, errorType: 'USER' });
    expect(log).not.toHaveBeenCalled();
  });

  it('maps framework HTTP exceptions into the catalogue', async () => {
    const { app } = appWithHandlers();
    const res = await app.request('/http-exception');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 110, errorType: 'USER' });
  });

  it('answers unknown paths and methods with code 9 as JSON', async () => {
    const { app } = appWithHandlers();
    for (const res of [await app.request('/nowhere'), await app.request('/boom', { method: 'DELETE' })]) {
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ code: 9, message: '지원하지 않는 요청이에요.', errorType: 'USER' });
    }
  });

  it('answers missing and malformed input with codes 10 and 12 in Korean', async () => {
    const { app } = appWithHandlers();
    const missing = await app.request('/required?keyword=');
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ code: 10, message: expect.stringMatching(/keyword.*필요/) });

    const malformed = await app.request('/json', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"broken":',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ code: 12, errorType: 'USER', message: expect.stringMatching(/[가-힣]/) });
  });
});
