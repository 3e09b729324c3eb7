import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../db/client';
import { members, nicknameChanges } from '../db/schema';
import { bearer, memberIdOf, naverAccount, OPERATOR_HEADERS, signInNaver, testApp, type TestApp } from '../test-app';
import { openTestDatabase } from '../test-database';

let database: OpenDatabase;
let t: TestApp;
beforeAll(async () => {
  database = await openTestDatabase({ seed: false });
  t = testApp(database.db);
});
afterAll(async () => {
  await database?.close();
});

interface UserInfo {
  userId: number;
  nickName: string;
  email: string | null;
  signUpDt: string;
  pushYN: 'Y' | 'N';
  adYN: 'Y' | 'N';
  isMember: true;
  isSurveyCompleted: boolean;
  retrySignIn: boolean;
  banStatus: { isBanned: boolean; message: string | null };
}

async function call(method: string, path: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const res = await t.app.request(path, {
    method,
    headers: {
      ...(options.token ? bearer(options.token) : {}),
      ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...options.headers,
    },
    ...(options.body === undefined || method === 'GET' ? {} : { body: JSON.stringify(options.body) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const operator = (path: string, body?: unknown) => call('POST', `/api/dev/operator${path}`, { body, headers: OPERATOR_HEADERS });

async function newMember(overrides = {}) {
  const account = naverAccount(overrides);
  const signIn = await signInNaver(t, account);
  return { account, token: signIn.accessToken, userId: memberIdOf(signIn.accessToken) };
}

describe('member-only calls', () => {
  it.each([
    ['GET', '/api/v2/user/profile'],
    ['PUT', '/api/v2/user/profile'],
    ['PUT', '/api/v1/user/nick-name'],
    ['PUT', '/api/v2/user/ad-consent'],
    ['PUT', '/api/v2/user/cellphone'],
    ['GET', '/api/v1/user/settings'],
    ['DELETE', '/api/v2/auth/social/withdrawal'],
  ])('%s %s answers 401 code 110 without a token', async (method, path) => {
    expect(await call(method, path, { body: {} })).toMatchObject({ status: 401, body: { code: 110, message: '로그인이 필요해요.' } });
    expect(await call(method, path, { token: 'forged.token.here', body: {} })).toMatchObject({ status: 401, body: { code: 110 } });
  });
});

describe('GET /api/v2/user/profile', () => {
  it('answers the member in userInfo', async () => {
    const { account, token, userId } = await newMember();
    const { status, body } = await call('GET', '/api/v2/user/profile', { token });
    expect(status).toBe(200);
    expect(body).toEqual({
      userInfo: {
        userId,
        nickName: expect.stringMatching(/^[가-힣]+\d{4}$/),
        email: account.email,
        signUpDt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+09:00$/),
        pushYN: 'Y',
        adYN: 'N',
        isMember: true,
        isSurveyCompleted: false,
        retrySignIn: false,
        banStatus: { isBanned: false, message: null },
      },
    });
  });

  it('shows the ban and the retrySignIn flag the operator sets, and their removal', async () => {
    const { token, userId } = await newMember();
    expect(await operator(`/users/${userId}/ban`, { message: '부적절한 게시물로 이용이 제한되었어요.' })).toMatchObject({
      status: 200,
      body: { userId, banStatus: { isBanned: true, message: '부적절한 게시물로 이용이 제한되었어요.' } },
    });
    expect(await operator(`/users/${userId}/retry-sign-in`, { value: true })).toMatchObject({ status: 200, body: { userId, retrySignIn: true } });
    let info = (await call('GET', '/api/v2/user/profile', { token })).body.userInfo as UserInfo;
    expect(info.banStatus).toEqual({ isBanned: true, message: '부적절한 게시물로 이용이 제한되었어요.' });
    expect(info.retrySignIn).toBe(true);

    await operator(`/users/${userId}/unban`);
    await operator(`/users/${userId}/retry-sign-in`, { value: false });
    info = (await call('GET', '/api/v2/user/profile', { token })).body.userInfo as UserInfo;
    expect(info.banStatus).toEqual({ isBanned: false, message: null });
    expect(info.retrySignIn).toBe(false);
  });
});

describe('PUT /api/v2/user/profile', () => {
  it('updates only the fields sent and answers the same shape', async () => {
    const { token } = await newMember();
    const before = (await call('GET', '/api/v2/user/profile', { token })).body.userInfo as UserInfo;
    const { status, body } = await call('PUT', '/api/v2/user/profile', { token, body: { pushYN: 'N' } });
    expect(status).toBe(200);
    expect(body.userInfo).toEqual({ ...before, pushYN: 'N' });

    const renamed = await call('PUT', '/api/v2/user/profile', { token, body: { nickName: `프로필${Date.now() % 10000}`, adYN: 'Y' } });
    expect(renamed.body.userInfo).toMatchObject({ nickName: expect.stringMatching(/^프로필/), adYN: 'Y', pushYN: 'N' });
    expect((await call('PUT', '/api/v2/user/profile', { token })).status).toBe(200);
  });

  it('refuses wrong values (12) and a nickname that breaks the rules (12)', async () => {
    const { token } = await newMember();
    expect(await call('PUT', '/api/v2/user/profile', { token, body: { pushYN: 'yes' } })).toMatchObject({ status: 400, body: { code: 12 } });
    expect(await call('PUT', '/api/v2/user/profile', { token, body: { nickName: 'a' } })).toMatchObject({ status: 400, body: { code: 12 } });
  });
});

describe('GET /api/v1/user/nick-name/validation', () => {
  const validate = (nickName: string | undefined, token?: string) =>
    call('GET', `/api/v1/user/nick-name/validation${nickName === undefined ? '' : `?nickName=${encodeURIComponent(nickName)}`}`, {
      ...(token ? { token } : {}),
    });

  it('needs nickName (10)', async () => {
    expect(await validate(undefined)).toMatchObject({ status: 400, body: { code: 10 } });
    expect(await validate('')).toMatchObject({ status: 400, body: { code: 10 } });
  });

  it.each(['맛있는딸기', 'Market01', '가나', '한글English10'.slice(0, 10)])('accepts %s', async (nickName) => {
    expect(await validate(nickName)).toEqual({ status: 200, body: { valid: true } });
  });

  it.each([
    ['가', '2~10자'],
    ['가나다라마바사아자차카', '2~10자'],
    ['닉 네임', '한글, 영문, 숫자'],
    ['nick_name', '한글, 영문, 숫자'],
    ['ㅋㅋㅋ', '한글, 영문, 숫자'],
    ['😀웃음', '한글, 영문, 숫자'],
    ['마켓관리자', '사용할 수 없는 단어'],
    ['ADMIN1', '사용할 수 없는 단어'],
    ['씨발놈', '사용할 수 없는 단어'],
  ])('refuses %s with 400 code 12 and a Korean reason', async (nickName, reason) => {
    const { status, body } = await validate(nickName);
    expect(status).toBe(400);
    expect(body).toEqual({ code: 12, message: expect.stringContaining(reason), errorType: 'USER' });
  });

  it('refuses a nickname another member uses (case-insensitive), and accepts the caller own nickname', async () => {
    const { token } = await newMember();
    const nickName = `Taken${Date.now() % 10000}`;
    expect((await call('PUT', '/api/v1/user/nick-name', { token, body: { nickName } })).status).toBe(200);
    const taken = await validate(nickName.toLowerCase());
    expect(taken).toMatchObject({ status: 400, body: { code: 12, message: expect.stringContaining('이미 사용 중') } });
    expect(await validate(nickName, token)).toEqual({ status: 200, body: { valid: true } });
    // a token that is not ours on this optional-member call: a visitor
    expect(await validate(nickName, 'not.a.token')).toMatchObject({ status: 400, body: { code: 12 } });
  });

  it('answers 111 for an expired token, so the app refreshes and asks again as the member', async () => {
    const later = testApp(database.db);
    const signIn = await signInNaver(later);
    later.time.advance(1800);
    const res = await later.app.request('/api/v1/user/nick-name/validation?nickName=아무거나', { headers: bearer(signIn.accessToken) });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 111 });
  });
});

describe('PUT /api/v1/user/nick-name', () => {
  it('needs nickName (10) and follows the same rules (12)', async () => {
    const { token } = await newMember();
    expect(await call('PUT', '/api/v1/user/nick-name', { token, body: {} })).toMatchObject({ status: 400, body: { code: 10 } });
    expect(await call('PUT', '/api/v1/user/nick-name', { token, body: { nickName: '관리자님' } })).toMatchObject({ status: 400, body: { code: 12 } });
  });

  it('allows 3 changes in 30 days; the 4th answers 429 code 87; 30 days later it works again', async () => {
    const { token, userId } = await newMember();
    const stamp = Date.now() % 100000;
    for (const n of [1, 2, 3]) {
      const res = await call('PUT', '/api/v1/user/nick-name', { token, body: { nickName: `변경${stamp}${n}` } });
      expect(res).toEqual({ status: 200, body: { nickName: `변경${stamp}${n}` } });
    }
    // the same nickname again is no change and is not counted
    expect((await call('PUT', '/api/v1/user/nick-name', { token, body: { nickName: `변경${stamp}3` } })).status).toBe(200);

    const fourth = await call('PUT', '/api/v1/user/nick-name', { token, body: { nickName: `변경${stamp}4` } });
    expect(fourth.status).toBe(429);
    expect(fourth.body).toEqual({ code: 87, message: expect.stringMatching(/30일 동안 3번까지.*\d+년 \d+월 \d+일부터/), errorType: 'USER' });
    const [member] = await database.db.select().from(members).where(eq(members.id, userId));
    expect(member?.nickName).toBe(`변경${stamp}3`);

    // move the recorded changes 31 days back: the window is over
    await database.db
      .update(nicknameChanges)
      .set({ changedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(nicknameChanges.memberId, userId));
    expect((await call('PUT', '/api/v1/user/nick-name', { token, body: { nickName: `변경${stamp}4` } })).status).toBe(200);
  });
});

describe('GET /api/v1/user/email', () => {
  it('needs cellphone (10) in the 010 format (12)', async () => {
    expect(await call('GET', '/api/v1/user/email')).toMatchObject({ status: 400, body: { code: 10 } });
    for (const bad of ['011-1234-5678', '010-123-5678', '+821012345678', 'abc']) {
      expect(await call('GET', `/api/v1/user/email?cellphone=${encodeURIComponent(bad)}`)).toMatchObject({ status: 400, body: { code: 12 } });
    }
  });

  it('answers the masked email of the member with that number, with or without hyphens', async () => {
    const phone = `010-5${String(Date.now() % 1000).padStart(3, '0')}-${String(Math.floor(Math.random() * 10000)).padStart(4, '0')}`;
    await newMember({ email: `market${Date.now() % 1000}@naver.com`, mobile: phone });
    for (const query of [phone, phone.replace(/-/g, '')]) {
      expect(await call('GET', `/api/v1/user/email?cellphone=${query}`)).toEqual({ status: 200, body: { email: expect.stringMatching(/^ma\*\*\*@naver\.com$/) } });
    }
  });

  it('answers 404 code 8 for an unknown number', async () => {
    expect(await call('GET', '/api/v1/user/email?cellphone=010-0000-0000')).toMatchObject({ status: 404, body: { code: 8, message: expect.stringMatching(/[가-힣]/) } });
  });
});

describe('ad consent, cellphone and settings', () => {
  it('PUT /api/v2/user/ad-consent sets the channels and the consent date', async () => {
    const { token } = await newMember();
    expect(await call('GET', '/api/v1/user/settings', { token })).toEqual({
      status: 200,
      body: { pushYN: 'Y', adYN: 'N', emailYN: 'N', smsYN: 'N', marketingAgreedDt: null },
    });
    expect(await call('PUT', '/api/v2/user/ad-consent', { token, body: { emailYN: 'Y', smsYN: 'N' } })).toEqual({
      status: 200,
      body: { emailYN: 'Y', smsYN: 'N' },
    });
    const settings = (await call('GET', '/api/v1/user/settings', { token })).body;
    expect(settings).toEqual({ pushYN: 'Y', adYN: 'N', emailYN: 'Y', smsYN: 'N', marketingAgreedDt: expect.stringMatching(/\+09:00$/) });
    await call('PUT', '/api/v2/user/ad-consent', { token, body: { emailYN: 'N', smsYN: 'N' } });
    expect((await call('GET', '/api/v1/user/settings', { token })).body.marketingAgreedDt).toBeNull();
  });

  it('PUT /api/v2/user/ad-consent needs both values as Y or N', async () => {
    const { token } = await newMember();
    expect(await call('PUT', '/api/v2/user/ad-consent', { token, body: { emailYN: 'Y' } })).toMatchObject({ status: 400, body: { code: 10 } });
    expect(await call('PUT', '/api/v2/user/ad-consent', { token, body: { emailYN: true, smsYN: 'N' } })).toMatchObject({ status: 400, body: { code: 12 } });
  });

  it('PUT /api/v2/user/cellphone stores the number; the email lookup finds it', async () => {
    const { token } = await newMember({ email: 'phone-change@example.com' });
    const number = `0109${String(Date.now() % 10_000_000).padStart(7, '0')}`;
    expect(await call('PUT', '/api/v2/user/cellphone', { token, body: { cellphone: number } })).toEqual({
      status: 200,
      body: { cellphone: `${number.slice(0, 3)}-${number.slice(3, 7)}-${number.slice(7)}` },
    });
    expect((await call('GET', `/api/v1/user/email?cellphone=${number}`)).body).toEqual({ email: 'ph***@example.com' });
    expect(await call('PUT', '/api/v2/user/cellphone', { token, body: { cellphone: '02-123-4567' } })).toMatchObject({ status: 400, body: { code: 12 } });
    expect(await call('PUT', '/api/v2/user/cellphone', { token, body: {} })).toMatchObject({ status: 400, body: { code: 10 } });
  });
});
