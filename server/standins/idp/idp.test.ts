import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../../db/client';
import { appleToken, signInRequest, type SignInResponse, testApp, type TestApp } from '../../test-app';
import { openTestDatabase } from '../../test-database';
import { isSameOriginPath } from '../html';

let database: OpenDatabase;
let t: TestApp;
beforeAll(async () => {
  database = await openTestDatabase();
  t = testApp(database.db);
});
afterAll(async () => {
  await database?.close();
});

const NAVER_QUERY = 'client_id=market-web&redirect_uri=%2Flogin-landing&state=st-123&auth_type=';

async function page(path: string, app: TestApp = t): Promise<{ status: number; html: string; res: Response }> {
  const res = await app.app.request(path);
  return { status: res.status, html: await res.text(), res };
}

function form(fields: Record<string, string | string[]>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) params.append(name, one);
  }
  return params;
}

const NAVER_FIELDS = {
  client_id: 'market-web',
  redirect_uri: '/login-landing',
  state: 'st-123',
  auth_type: '',
  name: '김쇼핑',
  email: 'shopper@example.com',
  gender: 'F',
  birthyear: '1990',
  mobile: '010-1234-5678',
};

async function submitNaver(fields: Record<string, string | string[]>): Promise<Response> {
  return t.app.request('/dev/idp/naver/authorize', { method: 'POST', body: form(fields) });
}

/** The fragment parameters of a redirect to redirect_uri#... */
function fragment(location: string | null): URLSearchParams {
  expect(location).toBeTruthy();
  return new URLSearchParams(location!.slice(location!.indexOf('#') + 1));
}

async function me(token: string | undefined): Promise<{ status: number; body: unknown }> {
  const res = await t.app.request('/dev/idp/naver/me', { headers: token === undefined ? {} : { Authorization: `Bearer ${token}` } });
  return { status: res.status, body: await res.json() };
}

function expectPage(html: string, title: string) {
  expect(html).toMatch(/^<!doctype html>\s*<html lang="ko">/);
  expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1');
  expect(html).toContain(`<title>${title} · `);
  expect(html).toContain('개발용 대역');
  expect(html).not.toMatch(/<script|<link|src="http/);
}

describe('Naver-like provider: GET /dev/idp/naver/authorize', () => {
  it('shows the consent screen with the account fields and four checked items', async () => {
    const { status, html, res } = await page(`/dev/idp/naver/authorize?${NAVER_QUERY}`);
    expect(status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expectPage(html, '네이버 아이디로 로그인');
    expect(html).toMatch(/<h1[^>]*>네이버 아이디로 로그인<\/h1>/);
    expect(html).toMatch(/<form method="post" action="\/dev\/idp\/naver\/authorize">/);
    expect(html).toContain('<input type="hidden" name="redirect_uri" value="/login-landing">');
    expect(html).toContain('<input type="hidden" name="state" value="st-123">');
    expect(html).toMatch(/<input id="email" name="email" type="email" value="shopper@example.com"/);
    expect(html).toMatch(/<input id="mobile" name="mobile" type="tel" value="010-1234-5678"/);
    expect(html).toContain('<option value="1990" selected>1990년</option>');
    expect(html).toMatch(/<select id="gender" name="gender"/);
    for (const [item, label] of [
      ['email', '이메일'],
      ['gender', '성별'],
      ['birthyear', '출생연도'],
      ['mobile', '휴대전화번호'],
    ]) {
      expect(html).toMatch(new RegExp(`<input type="checkbox" id="agree-${item}" name="agree" value="${item}" checked`));
      expect(html).toMatch(new RegExp(`<label for="agree-${item}"[^>]*>${label} `));
    }
    expect(html).toMatch(/<button type="submit" name="action" value="agree"[^>]*>동의하기<\/button>/);
    expect(html).toMatch(/<button type="submit" name="action" value="cancel" formnovalidate[^>]*>취소<\/button>/);
    // Enter in a field submits with the first submit button: it must be the agree one
    expect(html.indexOf('value="agree"')).toBeLessThan(html.indexOf('value="cancel"'));
  });

  it('offers test accounts, whose links fill the form', async () => {
    const { html } = await page(`/dev/idp/naver/authorize?${NAVER_QUERY}`);
    expect(html).toContain('blocked@example.com');
    const prefilled = await page(`/dev/idp/naver/authorize?${NAVER_QUERY}&email=blocked%40example.com&birthyear=1985`);
    expect(prefilled.html).toMatch(/name="email" type="email" value="blocked@example.com"/);
    expect(prefilled.html).toContain('<option value="1985" selected>');
  });

  it.each([
    ['an absolute URL', 'https://evil.example/cb'],
    ['a protocol-relative URL', '//evil.example/cb'],
    ['a backslash trick', '/\\evil.example'],
    ['a relative path without /', 'login-landing'],
    ['a fragment', '/login-landing#x'],
    ['javascript:', 'javascript:alert(1)'],
  ])('answers a 400 page for %s as redirect_uri', async (_name, redirectUri) => {
    const { status, html } = await page(
      `/dev/idp/naver/authorize?client_id=x&state=s&redirect_uri=${encodeURIComponent(redirectUri)}`,
    );
    expect(status).toBe(400);
    expect(html).toContain('잘못된 로그인 요청이에요');
    expect(html).toContain('redirect_uri');
    const posted = await submitNaver({ ...NAVER_FIELDS, redirect_uri: redirectUri, action: 'agree' });
    expect(posted.status).toBe(400);
    expect(posted.headers.get('location')).toBeNull();
  });

  it('answers a 400 page without redirect_uri or state', async () => {
    expect((await page('/dev/idp/naver/authorize?state=s')).status).toBe(400);
    const noState = await page('/dev/idp/naver/authorize?redirect_uri=%2Flogin-landing');
    expect(noState.status).toBe(400);
    expect(noState.html).toContain('state');
  });
});

describe('Naver-like provider: consent and /me', () => {
  it('agree redirects to redirect_uri#access_token=…&state=…&token_type=bearer&expires_in=3600', async () => {
    const res = await submitNaver({ ...NAVER_FIELDS, state: 'a b&c=d/가', agree: ['email', 'gender', 'birthyear', 'mobile'], action: 'agree' });
    expect([302, 303]).toContain(res.status);
    const location = res.headers.get('location')!;
    expect(location).toMatch(/^\/login-landing#access_token=[\w-]+\.[\w-]+\.[\w-]+&state=/);
    expect(location).toMatch(/&token_type=bearer&expires_in=3600$/);
    const params = fragment(location);
    expect(params.get('state')).toBe('a b&c=d/가');

    const profile = await me(params.get('access_token')!);
    expect(profile).toEqual({
      status: 200,
      body: {
        resultcode: '00',
        message: 'success',
        response: {
          id: expect.stringMatching(/^[\w-]{32}$/),
          name: '김쇼핑',
          email: 'shopper@example.com',
          gender: 'F',
          birthyear: '1990',
          mobile: '010-1234-5678',
        },
      },
    });
  });

  it('unchecked items are left out of /me; the id is the same account', async () => {
    const all = fragment((await submitNaver({ ...NAVER_FIELDS, agree: ['email', 'gender', 'birthyear', 'mobile'], action: 'agree' })).headers.get('location'));
    const some = fragment((await submitNaver({ ...NAVER_FIELDS, agree: ['email', 'birthyear'], action: 'agree' })).headers.get('location'));
    const none = fragment((await submitNaver({ ...NAVER_FIELDS, action: 'agree' })).headers.get('location'));
    const full = (await me(all.get('access_token')!)).body as { response: { id: string } };
    expect((await me(some.get('access_token')!)).body).toEqual({
      resultcode: '00',
      message: 'success',
      response: { id: full.response.id, name: '김쇼핑', email: 'shopper@example.com', birthyear: '1990' },
    });
    expect(((await me(none.get('access_token')!)).body as { response: unknown }).response).toEqual({ id: full.response.id, name: '김쇼핑' });
  });

  it('cancel redirects to redirect_uri#error=access_denied&state=…&error_description=Canceled+By+User', async () => {
    const res = await submitNaver({ ...NAVER_FIELDS, action: 'cancel', email: '' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/login-landing#error=access_denied&state=st-123&error_description=Canceled+By+User');
  });

  it('shows the form again (400) for a malformed mobile number or email, without redirecting', async () => {
    for (const bad of [{ mobile: '01012345678' }, { email: 'not-an-email' }, { birthyear: '1800' }, { name: '' }]) {
      const res = await submitNaver({ ...NAVER_FIELDS, ...bad, agree: ['email'], action: 'agree' });
      expect(res.status).toBe(400);
      expect(res.headers.get('location')).toBeNull();
      const html = await res.text();
      expect(html).toContain('role="alert"');
      expect(html).toContain('네이버 아이디로 로그인');
    }
  });

  it('/me answers 401 resultcode 024 for a missing, unknown, Apple or expired token', async () => {
    const failed = { status: 401, body: { resultcode: '024', message: 'Authentication failed' } };
    expect(await me(undefined)).toEqual(failed);
    expect(await me('nonsense')).toEqual(failed);
    expect(await me(await appleToken(t, { firstName: '마켓', lastName: '김' }))).toEqual(failed);
    const token = fragment((await submitNaver({ ...NAVER_FIELDS, action: 'agree' })).headers.get('location')).get('access_token')!;
    t.time.advance(600);
    expect(await me(token)).toEqual(failed);
  });

  it('its token signs a member in (channelType 1001); without all items sign-in answers 10', async () => {
    const email = `idp-${Date.now()}@example.com`;
    const agreed = fragment(
      (await submitNaver({ ...NAVER_FIELDS, email, agree: ['email', 'gender', 'birthyear', 'mobile'], action: 'agree' })).headers.get('location'),
    );
    const res = await signInRequest(t, agreed.get('access_token')!);
    expect(res.status).toBe(200);
    expect(((await res.json()) as SignInResponse).isNewMember).toBe(true);

    const partial = fragment((await submitNaver({ ...NAVER_FIELDS, email, agree: ['email'], action: 'agree' })).headers.get('location'));
    const refused = await signInRequest(t, partial.get('access_token')!);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 10, message: expect.stringContaining('필수 제공 항목') });
  });

  it('the seeded prohibited account is refused with 83', async () => {
    const blocked = fragment(
      (await submitNaver({ ...NAVER_FIELDS, email: 'blocked@example.com', agree: ['email', 'gender', 'birthyear', 'mobile'], action: 'agree' })).headers.get(
        'location',
      ),
    );
    const res = await signInRequest(t, blocked.get('access_token')!);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 83, message: '이용이 제한된 계정이라 가입할 수 없어요. 고객센터로 문의해 주세요.' });
  });
});

describe('Apple-like provider', () => {
  const APPLE_QUERY = 'client_id=market.web&redirect_uri=%2Flogin-landing-apple&state=ap-1&response_mode=query';
  const APPLE_FIELDS = { client_id: 'market.web', redirect_uri: '/login-landing-apple', state: 'ap-1', response_mode: 'query' };
  const submit = (fields: Record<string, string>) => t.app.request('/dev/idp/apple/authorize', { method: 'POST', body: form(fields) });

  it('GET /dev/idp/apple/authorize asks for the name with Korean defaults', async () => {
    const { status, html } = await page(`/dev/idp/apple/authorize?${APPLE_QUERY}`);
    expect(status).toBe(200);
    expectPage(html, 'Apple로 로그인');
    expect(html).toMatch(/<h1[^>]*>Apple로 로그인<\/h1>/);
    expect(html).toMatch(/<input id="lastName" name="lastName" value="김"/);
    expect(html).toMatch(/<input id="firstName" name="firstName" value="마켓"/);
    expect(html).toMatch(/value="agree"[^>]*>계속<\/button>/);
    expect(html).toMatch(/value="cancel" formnovalidate[^>]*>취소<\/button>/);
    expect(html.indexOf('value="agree"')).toBeLessThan(html.indexOf('value="cancel"'));
  });

  it('continue redirects with id_token, state and user; the token signs a member in (1002)', async () => {
    const res = await submit({ ...APPLE_FIELDS, lastName: '이', firstName: '사과', action: 'agree' });
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    expect(location).toMatch(/^\/login-landing-apple\?id_token=[\w-]+\.[\w-]+\.[\w-]+&state=ap-1&user=/);
    const params = new URLSearchParams(location.slice(location.indexOf('?') + 1));
    expect(JSON.parse(params.get('user')!)).toEqual({ name: { firstName: '사과', lastName: '이' } });

    const signIn = await signInRequest(t, params.get('id_token')!, { channelType: 1002, deviceType: 1003, name: '이사과' });
    expect(signIn.status).toBe(200);
    expect(await signIn.json()).toMatchObject({ isNewMember: expect.any(Boolean), banStatus: { isBanned: false, message: null } });
  });

  it('cancel redirects to redirect_uri?error=user_cancelled_authorize&state=…', async () => {
    const res = await submit({ ...APPLE_FIELDS, action: 'cancel' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/login-landing-apple?error=user_cancelled_authorize&state=ap-1');
  });

  it('keeps a query already in redirect_uri', async () => {
    const res = await submit({ ...APPLE_FIELDS, redirect_uri: '/login-landing-apple?from=popup', action: 'cancel' });
    expect(res.headers.get('location')).toBe('/login-landing-apple?from=popup&error=user_cancelled_authorize&state=ap-1');
  });

  it('refuses a foreign redirect_uri with a 400 page', async () => {
    expect((await page('/dev/idp/apple/authorize?state=s&redirect_uri=https%3A%2F%2Fevil.example')).status).toBe(400);
    const res = await submit({ ...APPLE_FIELDS, redirect_uri: '//evil.example', action: 'agree' });
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
  });

  it('asks again (400) for an empty name', async () => {
    const res = await submit({ ...APPLE_FIELDS, lastName: '', firstName: '마켓', action: 'agree' });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('성과 이름을 모두 입력해 주세요.');
  });
});

describe('IDP_STANDIN=off', () => {
  it.each(['/dev/idp/naver/authorize', '/dev/idp/apple/authorize', '/dev/idp/naver/me'])('%s answers a plain 404', async (path) => {
    const off = testApp(database.db, { IDP_STANDIN: 'off' });
    const res = await page(`${path}?${NAVER_QUERY}`, off);
    expect(res.status).toBe(404);
    expect(res.res.headers.get('content-type')).toMatch(/^text\/plain/);
  });
});

describe('isSameOriginPath', () => {
  it('accepts paths on this origin and nothing else', () => {
    for (const ok of ['/', '/login-landing', '/login-landing-apple?from=popup', '/a/b?c=%2F']) expect(isSameOriginPath(ok)).toBe(true);
    for (const bad of [undefined, '', 'x', '//x', '/\\x', '/x#y', 'http://x', '/x\ny', ' /x', '/x y']) expect(isSameOriginPath(bad)).toBe(false);
  });
});
