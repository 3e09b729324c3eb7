import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../db/client';
import { memberIdOf, naverAccount, OPERATOR_HEADERS, signInNaver, testApp, type TestApp } from '../test-app';
import { openTestDatabase } from '../test-database';

let database: OpenDatabase;
let t: TestApp;
beforeAll(async () => {
  database = await openTestDatabase();
  t = testApp(database.db);
});
afterAll(async () => {
  await database?.close();
});

async function post(app: TestApp, path: string, headers: Record<string, string>, body?: unknown) {
  const res = await app.app.request(`/api/dev/operator${path}`, {
    method: 'POST',
    headers: { ...headers, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function get(app: TestApp, path: string, headers: Record<string, string> = OPERATOR_HEADERS) {
  const res = await app.app.request(`/api/dev/operator${path}`, { headers });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('the operator key', () => {
  it('is required: missing or wrong answers 403 code 9, on every endpoint', async () => {
    const userId = memberIdOf((await signInNaver(t)).accessToken);
    const calls = [
      () => get(t, '/users', {}),
      () => get(t, '/users', { 'X-Operator-Key': 'wrong' }),
      () => get(t, `/users/${userId}/stats`, { 'X-Operator-Key': 'dev-operator2' }),
      () => post(t, `/users/${userId}/ban`, {}, { message: '차단' }),
      () => post(t, `/users/${userId}/expire-access`, { 'X-Operator-Key': 'DEV-OPERATOR' }),
      () => post(t, '/prohibited', {}, { provider: 'naver', email: 'x@example.com' }),
      () => get(t, '/nowhere', {}),
    ];
    for (const call of calls) {
      expect(await call()).toEqual({ status: 403, body: { code: 9, message: expect.stringMatching(/운영자 키/), errorType: 'USER' } });
    }
  });

  it('defaults to dev-operator outside production; OPERATOR_KEY replaces it', async () => {
    const custom = testApp(database.db, { OPERATOR_KEY: 'support-secret' });
    expect((await get(custom, '/users')).status).toBe(403);
    expect((await get(custom, '/users', { 'X-Operator-Key': 'support-secret' })).status).toBe(200);
  });

  it('in production without OPERATOR_KEY the endpoints do not exist (404 code 9)', async () => {
    const production = testApp(database.db, { NODE_ENV: 'production' });
    expect(await get(production, '/users')).toMatchObject({ status: 404, body: { code: 9 } });
    const withKey = testApp(database.db, { NODE_ENV: 'production', OPERATOR_KEY: 'prod-key' });
    expect((await get(withKey, '/users', { 'X-Operator-Key': 'prod-key' })).status).toBe(200);
  });
});

describe('operator endpoints', () => {
  it('GET /users?email= finds members by email (case-insensitive)', async () => {
    const account = naverAccount();
    const userId = memberIdOf((await signInNaver(t, account)).accessToken);
    const { status, body } = await get(t, `/users?email=${encodeURIComponent(account.email.toUpperCase())}`);
    expect(status).toBe(200);
    expect(body).toEqual({ users: [{ userId, email: account.email, nickName: expect.any(String) }] });
    expect((await get(t, '/users?email=nobody@example.com')).body).toEqual({ users: [] });
  });

  it('answers 404 code 8 for an unknown member and 12 for a malformed id', async () => {
    expect(await post(t, '/users/99999999/ban', OPERATOR_HEADERS, { message: '차단' })).toMatchObject({ status: 404, body: { code: 8 } });
    expect(await get(t, '/users/abc/stats')).toMatchObject({ status: 400, body: { code: 12 } });
  });

  it('validates bodies: ban needs a message, retry-sign-in a boolean value', async () => {
    const userId = memberIdOf((await signInNaver(t)).accessToken);
    expect(await post(t, `/users/${userId}/ban`, OPERATOR_HEADERS, {})).toMatchObject({ status: 400, body: { code: 10 } });
    expect(await post(t, `/users/${userId}/retry-sign-in`, OPERATOR_HEADERS, { value: 'yes' })).toMatchObject({ status: 400, body: { code: 12 } });
  });

  it('POST /prohibited adds a Naver account by email: its next sign-in answers 83', async () => {
    const account = naverAccount();
    await signInNaver(t, account);
    const added = await post(t, '/prohibited', OPERATOR_HEADERS, { provider: 'naver', email: account.email });
    expect(added).toEqual({
      status: 201,
      body: { id: expect.any(Number), provider: 'naver', email: account.email, name: null, createdDt: expect.stringMatching(/\+09:00$/) },
    });
    await expect(signInNaver(t, account)).rejects.toThrow(/403.*"code":83/);
  });

  it('POST /prohibited needs a provider and an email or a name', async () => {
    expect(await post(t, '/prohibited', OPERATOR_HEADERS, { provider: 'kakao', email: 'a@b.c' })).toMatchObject({ status: 400, body: { code: 12 } });
    expect(await post(t, '/prohibited', OPERATOR_HEADERS, { provider: 'apple' })).toMatchObject({ status: 400, body: { code: 10 } });
  });
});
