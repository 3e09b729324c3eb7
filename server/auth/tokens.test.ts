import { eq } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../db/client';
import { refreshTokens, tokenFamilies } from '../db/schema';
import { openTestDatabase } from '../test-database';
import {
  bearer,
  memberIdOf,
  naverAccount,
  OPERATOR_HEADERS,
  signInNaver,
  type SignInResponse,
  testApp,
  type TestApp,
  testClock,
} from '../test-app';
import { REFRESH_GRACE_DEFAULT_S } from '../config';
import { hashRefreshToken, openPair, sealPair } from './tokens';

let database: OpenDatabase;
beforeAll(async () => {
  database = await openTestDatabase({ seed: false });
});
afterAll(async () => {
  await database?.close();
});

interface Pair {
  accessToken: string;
  refreshToken: string;
  expireDt: string;
}

function validate(t: TestApp, headers: Record<string, string>) {
  return t.app.request('/api/v1/token/jwt/validation', { headers });
}

function refresh(t: TestApp, pair: { accessToken: string; refreshToken: string }) {
  return t.app.request('/api/v1/token/jwt/refresh', {
    method: 'PUT',
    headers: { accessToken: pair.accessToken, refreshToken: pair.refreshToken },
  });
}

function logout(t: TestApp, pair: { accessToken: string; refreshToken: string }) {
  return t.app.request('/api/v1/token/jwt', {
    method: 'DELETE',
    headers: { accessToken: pair.accessToken, refreshToken: pair.refreshToken },
  });
}

function profile(t: TestApp, accessToken: string) {
  return t.app.request('/api/v2/user/profile', { headers: bearer(accessToken) });
}

async function expectError(res: Response, status: number, code: number): Promise<{ message: string }> {
  expect(res.status).toBe(status);
  const body = (await res.json()) as { code: number; message: string; errorType: string };
  expect(body).toEqual({ code, message: expect.stringMatching(/[가-힣]/), errorType: expect.any(String) });
  return body;
}

async function stats(t: TestApp, userId: number): Promise<{ refreshCount: number; activeFamilies: number }> {
  const res = await t.app.request(`/api/dev/operator/users/${userId}/stats`, { headers: OPERATOR_HEADERS });
  expect(res.status).toBe(200);
  return (await res.json()) as { refreshCount: number; activeFamilies: number };
}

describe('tokens issued at sign-in', () => {
  it('are an HS256 access JWT with sub, fam, jti, iat, exp and an opaque refresh token stored hashed', async () => {
    const t = testApp(database.db);
    const signIn = await signInNaver(t);
    expect(decodeProtectedHeader(signIn.accessToken)).toMatchObject({ alg: 'HS256', typ: 'JWT' });
    const claims = decodeJwt(signIn.accessToken);
    expect(Object.keys(claims).sort()).toEqual(['exp', 'fam', 'iat', 'jti', 'sub']);
    expect(claims.sub).toMatch(/^\d+$/);
    expect(claims.exp! - claims.iat!).toBe(1800);
    expect(signIn.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [stored] = await database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(signIn.refreshToken)));
    expect(stored).toMatchObject({ familyId: claims.fam, usedAt: null, revokedAt: null });
    expect((stored!.expiresAt.getTime() - stored!.issuedAt.getTime()) / 1000).toBe(1_209_600);
    // the token itself is nowhere in the database
    const raw = await database.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, signIn.refreshToken));
    expect(raw).toHaveLength(0);
  });

  it('give expireDt as the access expiry in KST with +09:00', async () => {
    const t = testApp(database.db, {}, testClock(new Date('2025-03-01T05:30:00.400Z')));
    const signIn = await signInNaver(t);
    expect(signIn.expireDt).toBe('2025-03-01T15:00:00+09:00');
    expect(new Date(signIn.expireDt).getTime() / 1000).toBe(decodeJwt(signIn.accessToken).exp);
  });

  it('follow ACCESS_TOKEN_TTL_S and REFRESH_TOKEN_TTL_S', async () => {
    const t = testApp(database.db, { ACCESS_TOKEN_TTL_S: '60', REFRESH_TOKEN_TTL_S: '120' });
    const signIn = await signInNaver(t);
    const claims = decodeJwt(signIn.accessToken);
    expect(claims.exp! - claims.iat!).toBe(60);
    t.time.advance(119);
    expect((await refresh(t, signIn)).status).toBe(200);
  });
});

describe('GET /api/v1/token/jwt/validation', () => {
  let t: TestApp;
  let signIn: SignInResponse;
  beforeAll(async () => {
    t = testApp(database.db, { ACCESS_TOKEN_TTL_S: '2' });
    signIn = await signInNaver(t);
  });

  it('answers { valid: true } for a valid token in the accessToken header or as bearer', async () => {
    for (const headers of [{ accessToken: signIn.accessToken }, bearer(signIn.accessToken), { accessToken: `Bearer ${signIn.accessToken}` }]) {
      const res = await validate(t, headers);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ valid: true });
    }
  });

  it('answers 110 without a token', async () => {
    const body = await expectError(await validate(t, {}), 401, 110);
    expect(body.message).toBe('로그인이 필요해요.');
    await expectError(await validate(t, { accessToken: '' }), 401, 110);
  });

  it('answers 110 for a forged, malformed or unknown token', async () => {
    const [header, payload] = signIn.accessToken.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    const other = testApp(database.db, { JWT_SECRET: 'another-secret-0123456789-abcdefghijklmnop' });
    const foreign = (await signInNaver(other)).accessToken;
    for (const token of [forged, 'not-a-jwt', foreign]) {
      const body = await expectError(await validate(t, { accessToken: token }), 401, 110);
      expect(body.message).toBe('로그인이 필요해요.');
    }
  });

  it('answers 111 once the token expired (clock moved)', async () => {
    const fresh = await signInNaver(t);
    t.time.advance(2);
    await expectError(await validate(t, { accessToken: fresh.accessToken }), 401, 111);
    await expectError(await profile(t, fresh.accessToken), 401, 111);
  });

  it('answers 111 after the real time of a 2 s token (real clock)', async () => {
    // 2 s, not 1: a token's expiry is in whole seconds, so a 1 s token issued late in a second lived
    // only the rest of it, and the refreshed one below could expire before a loaded machine checked it
    const real = testApp(database.db, { ACCESS_TOKEN_TTL_S: '2' }, { clock: () => new Date(), advance: () => {} });
    const fresh = await signInNaver(real);
    await new Promise((resolve) => setTimeout(resolve, 3100));
    await expectError(await validate(real, { accessToken: fresh.accessToken }), 401, 111);
    // the refresh token still works, and its new access token is valid
    const res = await refresh(real, fresh);
    expect(res.status).toBe(200);
    const next = (await res.json()) as Pair;
    expect((await validate(real, { accessToken: next.accessToken })).status).toBe(200);
  });
});

describe('PUT /api/v1/token/jwt/refresh', () => {
  it('needs both headers (400 code 10)', async () => {
    const t = testApp(database.db);
    const signIn = await signInNaver(t);
    const cases: Record<string, string>[] = [{}, { accessToken: signIn.accessToken }, { refreshToken: signIn.refreshToken }, { accessToken: '', refreshToken: signIn.refreshToken }];
    for (const headers of cases) {
      const res = await t.app.request('/api/v1/token/jwt/refresh', { method: 'PUT', headers });
      await expectError(res, 400, 10);
    }
  });

  it('rotates: a new pair of the same family, the old refresh token used once', async () => {
    const t = testApp(database.db, { ACCESS_TOKEN_TTL_S: '60' });
    const signIn = await signInNaver(t);
    const userId = memberIdOf(signIn.accessToken);
    t.time.advance(90); // the access token expired: the point of refreshing
    await expectError(await profile(t, signIn.accessToken), 401, 111);

    const res = await refresh(t, signIn);
    expect(res.status).toBe(200);
    const next = (await res.json()) as Pair;
    expect(Object.keys(next).sort()).toEqual(['accessToken', 'expireDt', 'refreshToken']);
    expect(next.refreshToken).not.toBe(signIn.refreshToken);
    expect(decodeJwt(next.accessToken).fam).toBe(decodeJwt(signIn.accessToken).fam);
    expect(decodeJwt(next.accessToken).sub).toBe(String(userId));
    expect(next.expireDt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+09:00$/);
    expect(new Date(next.expireDt).getTime()).toBe(t.time.clock().getTime() - (t.time.clock().getTime() % 1000) + 60_000);
    expect((await profile(t, next.accessToken)).status).toBe(200);
    expect(await stats(t, userId)).toEqual({ refreshCount: 1, activeFamilies: 1 });

    // the new refresh token rotates again
    const again = await refresh(t, next);
    expect(again.status).toBe(200);
    expect((await stats(t, userId)).refreshCount).toBe(2);
  });

  it('a replayed refresh token answers 112 and revokes the whole family', async () => {
    const t = testApp(database.db);
    const signIn = await signInNaver(t);
    const userId = memberIdOf(signIn.accessToken);
    const next = (await (await refresh(t, signIn)).json()) as Pair;

    t.time.advance(REFRESH_GRACE_DEFAULT_S + 1); // past the grace of a lost answer
    const replay = await refresh(t, signIn);
    const body = await expectError(replay, 401, 112);
    expect(body.message).toBe('로그인 유효기간이 만료되어 자동 로그아웃 됩니다. 다시 로그인 해주세요');

    // every token of the family stops working: access → 110, refresh → 112
    await expectError(await validate(t, { accessToken: next.accessToken }), 401, 110);
    await expectError(await validate(t, { accessToken: signIn.accessToken }), 401, 110);
    await expectError(await profile(t, next.accessToken), 401, 110);
    await expectError(await refresh(t, next), 401, 112);
    expect(await stats(t, userId)).toEqual({ refreshCount: 1, activeFamilies: 0 });
    const [family] = await database.db.select().from(tokenFamilies).where(eq(tokenFamilies.id, String(decodeJwt(next.accessToken).fam)));
    expect(family).toMatchObject({ revokeReason: 'reuse', revokedAt: expect.any(Date) });
  });

  it('leaves other families (other devices) of the member alone', async () => {
    const t = testApp(database.db);
    const account = naverAccount();
    const phone = await signInNaver(t, account);
    const laptop = await signInNaver(t, account);
    const userId = memberIdOf(phone.accessToken);
    expect(memberIdOf(laptop.accessToken)).toBe(userId);
    expect((await stats(t, userId)).activeFamilies).toBe(2);
    await refresh(t, phone);
    t.time.advance(REFRESH_GRACE_DEFAULT_S + 1);
    await expectError(await refresh(t, phone), 401, 112); // replay: the phone's family is revoked
    expect((await stats(t, userId)).activeFamilies).toBe(1);
    expect((await validate(t, { accessToken: laptop.accessToken })).status).toBe(200);
    expect((await refresh(t, laptop)).status).toBe(200);
  });

  it('answers 112 for an expired, unknown or malformed refresh token', async () => {
    const t = testApp(database.db, { REFRESH_TOKEN_TTL_S: '100' });
    const signIn = await signInNaver(t);
    await expectError(await refresh(t, { accessToken: signIn.accessToken, refreshToken: 'x'.repeat(43) }), 401, 112);
    await expectError(await refresh(t, { accessToken: signIn.accessToken, refreshToken: 'short' }), 401, 112);
    t.time.advance(100);
    await expectError(await refresh(t, signIn), 401, 112);
  });

  it('needs an access token of ours for the same member (110 otherwise), without using up the refresh token', async () => {
    const t = testApp(database.db);
    const mine = await signInNaver(t);
    const someoneElse = await signInNaver(t);
    await expectError(await refresh(t, { accessToken: someoneElse.accessToken, refreshToken: mine.refreshToken }), 401, 110);
    await expectError(await refresh(t, { accessToken: 'garbage', refreshToken: mine.refreshToken }), 401, 110);
    const other = testApp(database.db, { JWT_SECRET: 'another-secret-0123456789-abcdefghijklmnop' });
    const foreign = await signInNaver(other);
    await expectError(await refresh(t, { accessToken: foreign.accessToken, refreshToken: mine.refreshToken }), 401, 110);
    expect((await refresh(t, mine)).status).toBe(200);
  });

  it('without the grace window, 20 simultaneous calls of the same refresh token: exactly one 200, the rest 112, then the family is revoked', async () => {
    const t = testApp(database.db, { REFRESH_GRACE_S: '0' });
    const signIn = await signInNaver(t);
    const userId = memberIdOf(signIn.accessToken);
    const responses = await Promise.all(Array.from({ length: 20 }, () => refresh(t, signIn)));
    const statuses = responses.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 401)).toHaveLength(19);
    const bodies = await Promise.all(responses.map((res) => res.json() as Promise<{ code?: number } & Partial<Pair>>));
    for (const body of bodies.filter((b) => b.code !== undefined)) expect(body.code).toBe(112);
    expect(await stats(t, userId)).toEqual({ refreshCount: 1, activeFamilies: 0 });

    // the replays revoked the family: even the winner's new pair is dead (the app must single-flight)
    const winner = bodies.find((body) => body.accessToken !== undefined) as Pair;
    await expectError(await validate(t, { accessToken: winner.accessToken }), 401, 110);
    await expectError(await refresh(t, winner), 401, 112);
    expect(t.logged).toEqual([]);
  });

  it('with 20 simultaneous calls of the same refresh token: one rotation, every call answers its pair, the family lives', async () => {
    const t = testApp(database.db);
    const signIn = await signInNaver(t);
    const userId = memberIdOf(signIn.accessToken);
    const responses = await Promise.all(Array.from({ length: 20 }, () => refresh(t, signIn)));
    expect(responses.map((res) => res.status)).toEqual(Array.from({ length: 20 }, () => 200));
    const pairs = await Promise.all(responses.map((res) => res.json() as Promise<Pair>));
    expect(new Set(pairs.map((pair) => pair.refreshToken)).size).toBe(1);
    expect(new Set(pairs.map((pair) => pair.accessToken)).size).toBe(1);
    expect(await stats(t, userId)).toEqual({ refreshCount: 1, activeFamilies: 1 });
    expect((await refresh(t, pairs[0] as Pair)).status).toBe(200);
    expect(t.logged).toEqual([]);
  });

  it('one refresh at a time (single-flight) keeps the family alive', async () => {
    const t = testApp(database.db);
    let pair: Pair = await signInNaver(t);
    const userId = memberIdOf(pair.accessToken);
    for (let i = 0; i < 5; i++) {
      const res = await refresh(t, pair);
      expect(res.status).toBe(200);
      pair = (await res.json()) as Pair;
    }
    expect(await stats(t, userId)).toEqual({ refreshCount: 5, activeFamilies: 1 });
    expect((await validate(t, { accessToken: pair.accessToken })).status).toBe(200);
  });
});

describe('DELETE /api/v1/token/jwt (logout)', () => {
  it('needs both headers (400 code 10)', async () => {
    const t = testApp(database.db);
    const res = await t.app.request('/api/v1/token/jwt', { method: 'DELETE', headers: { accessToken: 'x' } });
    await expectError(res, 400, 10);
  });

  it('answers {} and revokes the family: access 110, refresh 112; other sign-ins stay', async () => {
    const t = testApp(database.db);
    const account = naverAccount();
    const phone = await signInNaver(t, account);
    const laptop = await signInNaver(t, account);
    const res = await logout(t, phone);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    await expectError(await validate(t, { accessToken: phone.accessToken }), 401, 110);
    await expectError(await refresh(t, phone), 401, 112);
    expect((await validate(t, { accessToken: laptop.accessToken })).status).toBe(200);
    expect((await stats(t, memberIdOf(laptop.accessToken))).activeFamilies).toBe(1);
    // logging out again is harmless
    expect((await logout(t, phone)).status).toBe(200);
  });

  it('works with an expired access token', async () => {
    const t = testApp(database.db, { ACCESS_TOKEN_TTL_S: '5' });
    const signIn = await signInNaver(t);
    t.time.advance(10);
    expect((await logout(t, signIn)).status).toBe(200);
    await expectError(await refresh(t, signIn), 401, 112);
  });
});

describe('operator switches on tokens', () => {
  it('expire-access: every current access token answers 111, a refreshed one works', async () => {
    const t = testApp(database.db);
    const signIn = await signInNaver(t);
    const userId = memberIdOf(signIn.accessToken);
    const res = await t.app.request(`/api/dev/operator/users/${userId}/expire-access`, { method: 'POST', headers: OPERATOR_HEADERS });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ userId, expiredAccessTokens: 1 });
    await expectError(await validate(t, { accessToken: signIn.accessToken }), 401, 111);
    await expectError(await profile(t, signIn.accessToken), 401, 111);
    const next = (await (await refresh(t, signIn)).json()) as Pair;
    expect((await profile(t, next.accessToken)).status).toBe(200);
  });

  it('expire-refresh: the refresh tokens answer 112 (the access token lives on)', async () => {
    const t = testApp(database.db);
    const signIn = await signInNaver(t);
    const userId = memberIdOf(signIn.accessToken);
    const res = await t.app.request(`/api/dev/operator/users/${userId}/expire-refresh`, { method: 'POST', headers: OPERATOR_HEADERS });
    expect(await res.json()).toEqual({ userId, expiredRefreshTokens: 1 });
    await expectError(await refresh(t, signIn), 401, 112);
    expect((await validate(t, { accessToken: signIn.accessToken })).status).toBe(200);
    expect((await stats(t, userId)).activeFamilies).toBe(0);
  });
});

describe('DELETE /api/v2/auth/social/withdrawal', () => {
  it('needs a member (110), then anonymises the member and revokes every family', async () => {
    const t = testApp(database.db);
    await expectError(await t.app.request('/api/v2/auth/social/withdrawal', { method: 'DELETE' }), 401, 110);

    const account = naverAccount();
    const phone = await signInNaver(t, account);
    const laptop = await signInNaver(t, account);
    const userId = memberIdOf(phone.accessToken);
    const res = await t.app.request('/api/v2/auth/social/withdrawal', {
      method: 'DELETE',
      headers: { ...bearer(phone.accessToken), 'Content-Type': 'application/json', deviceUuid: 'w-test-device' },
      body: JSON.stringify({ reason: '자주 이용하지 않아요' }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    for (const pair of [phone, laptop]) {
      await expectError(await validate(t, { accessToken: pair.accessToken }), 401, 110);
      await expectError(await refresh(t, pair), 401, 112);
    }
    const users = await t.app.request(`/api/dev/operator/users?email=${encodeURIComponent(account.email)}`, { headers: OPERATOR_HEADERS });
    expect(await users.json()).toEqual({ users: [] });
    expect((await t.app.request(`/api/dev/operator/users/${userId}/stats`, { headers: OPERATOR_HEADERS })).status).toBe(404);

    // signing in again makes a new member
    const again = await signInNaver(t, account);
    expect(again.isNewMember).toBe(true);
    expect(memberIdOf(again.accessToken)).not.toBe(userId);
  });

  it('accepts an empty body and refuses a reason that is too long (13)', async () => {
    const t = testApp(database.db);
    const tooLong = await signInNaver(t);
    const res = await t.app.request('/api/v2/auth/social/withdrawal', {
      method: 'DELETE',
      headers: { ...bearer(tooLong.accessToken), 'Content-Type': 'application/json' },
      body: JSON.stringify({ reason: '가'.repeat(501) }),
    });
    await expectError(res, 400, 13);
    const empty = await t.app.request('/api/v2/auth/social/withdrawal', { method: 'DELETE', headers: bearer(tooLong.accessToken) });
    expect(empty.status).toBe(200);
  });

  it('answers code 400 while the operator switch says the shop failed, and changes nothing', async () => {
    const t = testApp(database.db);
    const member = await signInNaver(t);
    const userId = memberIdOf(member.accessToken);
    const switchTo = (value: boolean) =>
      t.app.request(`/api/dev/operator/users/${userId}/withdrawal-failure`, {
        method: 'POST',
        headers: { ...OPERATOR_HEADERS, 'Content-Type': 'application/json' },
        body: JSON.stringify({ value }),
      });
    expect(await (await switchTo(true)).json()).toEqual({ userId, withdrawalFailure: true });
    const failed = await t.app.request('/api/v2/auth/social/withdrawal', { method: 'DELETE', headers: bearer(member.accessToken) });
    const body = await expectError(failed, 502, 400);
    expect(body.message).toBe('쇼핑몰 회원 탈퇴 처리 중 문제가 생겼어요. 고객센터로 문의해 주세요.');
    // still a member with working tokens
    expect((await validate(t, { accessToken: member.accessToken })).status).toBe(200);

    await switchTo(false);
    const done = await t.app.request('/api/v2/auth/social/withdrawal', { method: 'DELETE', headers: bearer(member.accessToken) });
    expect(done.status).toBe(200);
  });
});

describe('a refresh answer lost on the network (issue 27)', () => {
  it('the replaced token presented again within the grace window answers the same pair, and the family lives', async () => {
    const t = testApp(database.db, { ACCESS_TOKEN_TTL_S: '60' });
    const signIn = await signInNaver(t);
    const userId = memberIdOf(signIn.accessToken);
    t.time.advance(90);
    const lost = (await (await refresh(t, signIn)).json()) as Pair; // the answer the app never got
    t.time.advance(REFRESH_GRACE_DEFAULT_S - 1); // the app tries again, still with the old pair
    const again = await refresh(t, signIn);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(lost);
    expect(await stats(t, userId)).toEqual({ refreshCount: 1, activeFamilies: 1 });
    expect((await profile(t, lost.accessToken)).status).toBe(200);
    // the new pair rotates as usual, and from then on the old token is a replay
    const next = (await (await refresh(t, lost)).json()) as Pair;
    await expectError(await refresh(t, signIn), 401, 112);
    await expectError(await refresh(t, next), 401, 112);
    expect(await stats(t, userId)).toEqual({ refreshCount: 2, activeFamilies: 0 });
  });

  it('after the grace window the replaced token is a replay: 112, family revoked', async () => {
    const t = testApp(database.db, { REFRESH_GRACE_S: '5' });
    const signIn = await signInNaver(t);
    const userId = memberIdOf(signIn.accessToken);
    const next = (await (await refresh(t, signIn)).json()) as Pair;
    t.time.advance(6);
    await expectError(await refresh(t, signIn), 401, 112);
    await expectError(await refresh(t, next), 401, 112);
    expect(await stats(t, userId)).toEqual({ refreshCount: 1, activeFamilies: 0 });
  });

  it('REFRESH_GRACE_S=0 keeps the strict rule: the first reuse revokes', async () => {
    const t = testApp(database.db, { REFRESH_GRACE_S: '0' });
    const signIn = await signInNaver(t);
    await refresh(t, signIn);
    await expectError(await refresh(t, signIn), 401, 112);
  });

  it('keeps the pair sealed: only the replaced refresh token opens it, and no token is stored in the clear', async () => {
    const t = testApp(database.db);
    const signIn = await signInNaver(t);
    const next = (await (await refresh(t, signIn)).json()) as Pair;
    const [row] = await database.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashRefreshToken(signIn.refreshToken)));
    expect(row?.successorHash).toBe(hashRefreshToken(next.refreshToken));
    const sealed = row?.successorSealed ?? '';
    expect(sealed).not.toContain(next.refreshToken);
    expect(Buffer.from(sealed, 'base64url').toString('latin1')).not.toContain(next.accessToken.slice(0, 20));
    expect(openPair(sealed, signIn.refreshToken)).toEqual(next);
    expect(openPair(sealed, next.refreshToken)).toBeUndefined();
    expect(openPair(`${sealed.slice(0, -4)}AAAA`, signIn.refreshToken)).toBeUndefined();
    expect(openPair(sealPair(next, 'a'.repeat(43)), signIn.refreshToken)).toBeUndefined();
  });

  it('a revoked family gets nothing in the grace window', async () => {
    const t = testApp(database.db);
    const signIn = await signInNaver(t);
    const next = (await (await refresh(t, signIn)).json()) as Pair;
    expect((await logout(t, next)).status).toBe(200);
    await expectError(await refresh(t, signIn), 401, 112);
  });
});
