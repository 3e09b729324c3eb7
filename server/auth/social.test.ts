import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OpenDatabase } from '../db/client';
import { members, signIns } from '../db/schema';
import { naverUserId } from '../standins/idp/tokens';
import {
  appleToken,
  bearer,
  memberIdOf,
  naverAccount,
  naverToken,
  OPERATOR_HEADERS,
  signInNaver,
  signInRequest,
  type SignInResponse,
  testApp,
  type TestApp,
  testClock,
} from '../test-app';
import { openTestDatabase } from '../test-database';
import { signingKeys } from './keys';

let database: OpenDatabase;
let t: TestApp;
beforeAll(async () => {
  database = await openTestDatabase();
  t = testApp(database.db);
});
afterAll(async () => {
  await database?.close();
});

async function errorOf(res: Response): Promise<{ status: number; code: number; message: string; errorType: string }> {
  const body = (await res.json()) as { code: number; message: string; errorType: string };
  return { status: res.status, ...body };
}

describe('POST /api/v2/auth/social/signin-and-up with Naver (1001)', () => {
  it('creates the member on the first sign-in (isNewMember) and finds it afterwards', async () => {
    const account = naverAccount();
    const first = await signInRequest(t, await naverToken(t, account), {}, { 'click-key': 'campaign-42' });
    expect(first.status).toBe(200);
    const body = (await first.json()) as SignInResponse;
    expect(body).toEqual({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      expireDt: expect.stringMatching(/\+09:00$/),
      banStatus: { isBanned: false, message: null },
      isCafe24Register: true,
      isNewMember: true,
    });

    const again = await signInNaver(t, account);
    expect(again.isNewMember).toBe(false);
    expect(memberIdOf(again.accessToken)).toBe(memberIdOf(body.accessToken));

    const [member] = await database.db.select().from(members).where(eq(members.id, memberIdOf(body.accessToken)));
    expect(member).toMatchObject({
      provider: 'naver',
      providerUserId: naverUserId(account.email),
      email: account.email,
      name: '김테스트',
      gender: 'F',
      birthYear: 1990,
      cellphone: '01012345678',
      nickName: expect.stringMatching(/^[가-힣]+\d{4}$/),
    });
    const rows = await database.db.select().from(signIns).where(eq(signIns.memberId, member!.id)).orderBy(signIns.id);
    expect(rows.map((row) => [row.isNewMember, row.clickKey, row.deviceUuid, row.channelType, row.deviceType])).toEqual([
      [true, 'campaign-42', 'w-test-device', 1001, 1002],
      [false, null, 'w-test-device', 1001, 1002],
    ]);
  });

  it('the same email in another case is the same Naver account', async () => {
    const account = naverAccount();
    const first = await signInNaver(t, account);
    const second = await signInNaver(t, { ...account, email: account.email.toUpperCase() });
    expect(memberIdOf(second.accessToken)).toBe(memberIdOf(first.accessToken));
  });

  it('needs the socialToken header (400 code 10)', async () => {
    expect(await errorOf(await signInRequest(t, undefined))).toMatchObject({ status: 400, code: 10, message: expect.stringContaining('socialToken') });
  });

  it('answers 81 for a token Naver did not issue or that expired', async () => {
    const token = await naverToken(t);
    const forged = `${token.slice(0, -4)}AAAA`;
    const apple = await appleToken(t, { firstName: '마켓', lastName: '김' });
    const access = (await signInNaver(t)).accessToken; // our own access token is not a social token
    for (const socialToken of ['garbage', forged, apple, access]) {
      const error = await errorOf(await signInRequest(t, socialToken));
      expect(error).toMatchObject({ status: 502, code: 81, errorType: 'SYSTEM', message: expect.stringMatching(/네이버/) });
    }
    const later = testApp(database.db, {}, testClock(new Date(Date.now() + 11 * 60_000)));
    expect((await errorOf(await signInRequest(later, token))).code).toBe(81);
  });

  it('validates the body: missing 10, wrong value 12, too long 13', async () => {
    const token = await naverToken(t);
    const cases: [Record<string, unknown>, number][] = [
      [{ channelType: 1003 }, 12],
      [{ channelType: '1001' }, 12],
      [{ deviceType: 1004 }, 12],
      [{ redirectUri: 42 }, 12],
      [{ state: 'x'.repeat(501) }, 13],
      [{ redirectUri: '/x'.repeat(1025) }, 13],
      [{ name: '가'.repeat(61) }, 13],
      [{ state: '' }, 10],
    ];
    for (const [body, code] of cases) {
      expect((await errorOf(await signInRequest(t, token, body as Partial<{ channelType: number }>))).code, JSON.stringify(body)).toBe(code);
    }
    const noBody = await t.app.request('/api/v2/auth/social/signin-and-up', { method: 'POST', headers: { socialToken: token } });
    expect((await errorOf(noBody)).code).toBe(10);
    const notJson = await t.app.request('/api/v2/auth/social/signin-and-up', { method: 'POST', headers: { socialToken: token }, body: '[1]' });
    expect((await errorOf(notJson)).code).toBe(12);
    const missing = await t.app.request('/api/v2/auth/social/signin-and-up', {
      method: 'POST',
      headers: { socialToken: token, 'Content-Type': 'application/json' },
      body: JSON.stringify({ channelType: 1001, redirectUri: '/login-landing', state: 's' }),
    });
    expect(await errorOf(missing)).toMatchObject({ status: 400, code: 10, message: expect.stringContaining('deviceType') });
  });

  it('refuses the prohibited account blocked@example.com with 403 code 83 and the server message', async () => {
    const error = await errorOf(await signInRequest(t, await naverToken(t, naverAccount({ email: 'Blocked@Example.com' }))));
    expect(error).toEqual({
      status: 403,
      code: 83,
      errorType: 'USER',
      message: '이용이 제한된 계정이라 가입할 수 없어요. 고객센터로 문의해 주세요.',
    });
  });

  it('refuses a sign-in without all four required items (10, SPEC.md §5 text)', async () => {
    const error = await errorOf(await signInRequest(t, await naverToken(t, naverAccount(), ['email', 'gender', 'birthyear'])));
    expect(error).toMatchObject({ status: 400, code: 10 });
    expect(error.message).toContain('필수 제공 항목에 모두 체크를 하셔야 가입이 완료됩니다.');
    expect(error.message).toContain('휴대전화번호');
  });

  it('refuses a person born in the current year minus 15 or later (83, SPEC.md §5 text)', async () => {
    const year = new Date(Date.now() + 9 * 3600_000).getUTCFullYear();
    const young = await errorOf(await signInRequest(t, await naverToken(t, naverAccount({ birthyear: String(year - 15) }))));
    expect(young).toMatchObject({
      status: 403,
      code: 83,
      message: '14세 미만 회원은 보호자의 동의 후 가입이 가능합니다. 자세한 문의는 고객센터로 연락주세요.',
    });
    const oldEnough = await signInRequest(t, await naverToken(t, naverAccount({ birthyear: String(year - 16) })));
    expect(oldEnough.status).toBe(200);
  });

  it('tells a banned member in banStatus, and clears retrySignIn', async () => {
    const account = naverAccount();
    const userId = memberIdOf((await signInNaver(t, account)).accessToken);
    await t.app.request(`/api/dev/operator/users/${userId}/ban`, {
      method: 'POST',
      headers: { ...OPERATOR_HEADERS, 'Content-Type': 'application/json' },
      body: JSON.stringify({ message: '운영 정책 위반으로 이용이 제한되었어요.' }),
    });
    await t.app.request(`/api/dev/operator/users/${userId}/retry-sign-in`, {
      method: 'POST',
      headers: { ...OPERATOR_HEADERS, 'Content-Type': 'application/json' },
      body: JSON.stringify({ value: true }),
    });
    const again = await signInNaver(t, account);
    expect(again.banStatus).toEqual({ isBanned: true, message: '운영 정책 위반으로 이용이 제한되었어요.' });
    const profile = (await (await t.app.request('/api/v2/user/profile', { headers: bearer(again.accessToken) })).json()) as {
      userInfo: { retrySignIn: boolean };
    };
    expect(profile.userInfo.retrySignIn).toBe(false);
  });
});

describe('POST /api/v2/auth/social/signin-and-up with Apple (1002)', () => {
  it('signs up with the name from the body, then finds the same person', async () => {
    const token = await appleToken(t, { firstName: '사과', lastName: '홍' });
    const first = await signInRequest(t, token, { channelType: 1002, deviceType: 1003, name: '홍사과' });
    expect(first.status).toBe(200);
    const body = (await first.json()) as SignInResponse;
    expect(body.isNewMember).toBe(true);
    const [member] = await database.db.select().from(members).where(eq(members.id, memberIdOf(body.accessToken)));
    expect(member).toMatchObject({ provider: 'apple', name: '홍사과', email: expect.stringMatching(/@privaterelay\.appleid\.com$/) });
    expect(member?.providerUserId).toMatch(/^\d{6}\.[0-9a-f]{32}\.[0-9a-f]{4}$/);

    const second = await signInRequest(t, await appleToken(t, { firstName: '사과', lastName: '홍' }), { channelType: 1002 });
    expect(((await second.json()) as SignInResponse).isNewMember).toBe(false);
  });

  it('answers 82 for a token Apple did not issue (a Naver token included)', async () => {
    for (const token of ['nope', await naverToken(t)]) {
      const error = await errorOf(await signInRequest(t, token, { channelType: 1002 }));
      expect(error).toMatchObject({ status: 502, code: 82, message: expect.stringMatching(/Apple/) });
    }
  });

  it('refuses an Apple account the operator prohibited with 403 code 84', async () => {
    const added = await t.app.request('/api/dev/operator/prohibited', {
      method: 'POST',
      headers: { ...OPERATOR_HEADERS, 'Content-Type': 'application/json' },
      body: JSON.stringify({ provider: 'apple', name: '차단애플' }),
    });
    expect(added.status).toBe(201);
    const token = await appleToken(t, { firstName: '애플', lastName: '차단' });
    const error = await errorOf(await signInRequest(t, token, { channelType: 1002 }));
    expect(error).toMatchObject({ status: 403, code: 84, message: '이용이 제한된 계정이라 가입할 수 없어요. 고객센터로 문의해 주세요.' });
  });
});

describe('with IDP_STANDIN=off', () => {
  it('no provider is wired in: 81 / 82', async () => {
    const off = testApp(database.db, { IDP_STANDIN: 'off' });
    expect((await errorOf(await signInRequest(off, await naverToken(t)))).code).toBe(81);
    expect((await errorOf(await signInRequest(off, await appleToken(t, { firstName: 'a', lastName: 'b' }), { channelType: 1002 }))).code).toBe(82);
  });
});

describe('signingKeys', () => {
  it('uses JWT_SECRET for access tokens and a derived key for the identity providers', () => {
    const keys = signingKeys('s'.repeat(32));
    expect(new TextDecoder().decode(keys.access)).toBe('s'.repeat(32));
    expect(keys.idp).toHaveLength(32);
    expect(Buffer.from(keys.idp).equals(Buffer.from(keys.access))).toBe(false);
  });

  it('without JWT_SECRET makes one random key per process and warns once', () => {
    const warn = vi.fn();
    const first = signingKeys(undefined, warn);
    const second = signingKeys(undefined, warn);
    expect(first.access).toHaveLength(32);
    expect(Buffer.from(second.access).equals(Buffer.from(first.access))).toBe(true);
    expect(warn.mock.calls.length).toBeLessThanOrEqual(1);
    expect(signingKeys(undefined, warn).access).toBe(first.access);
  });
});

describe('sign-ins are recorded newest last', () => {
  it('keeps the device uuid of the sign-in on its token family', async () => {
    const body = await signInNaver(t);
    const [row] = await database.db
      .select()
      .from(signIns)
      .where(eq(signIns.memberId, memberIdOf(body.accessToken)))
      .orderBy(desc(signIns.id))
      .limit(1);
    expect(row?.deviceUuid).toBe('w-test-device');
  });
});
