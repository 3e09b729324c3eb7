import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { readConfig } from '../config';
import type { OpenDatabase } from '../db/client';
import { stubPages } from '../render/test-pages';
import { members } from '../db/schema';
import { openTestDatabase } from '../test-database';
import { SHOP_LOGIN_PASSWORD } from './shop-login';

const SPA = '<!doctype html><html lang="ko"><title>SPA</title></html>';
/** the app's pages: a path that fell through to them would answer the SPA */
const pages = stubPages(() => SPA);

let database: OpenDatabase;
let dist: string;

function appWith(env: Record<string, string>) {
  return createApp({ db: database.db, config: readConfig({ DATABASE_URL: process.env.DATABASE_URL, DIST_DIR: dist, ...env }), pages });
}

beforeAll(async () => {
  database = await openTestDatabase({ seed: false });
  dist = mkdtempSync(join(tmpdir(), 'market-dist-'));
});
afterAll(async () => {
  rmSync(dist, { recursive: true, force: true });
  await database?.close();
});

describe('the shop stand-in under /dev/shop (SHOP_STANDIN on, the default)', () => {
  const pages = [
    ['/dev/shop/cart', '장바구니'],
    ['/dev/shop/like', '찜한 상품'],
  ] as const;

  it.each(pages)('GET %s is a mobile-friendly Korean page saying it stands in for the shop', async (path, title) => {
    const res = await appWith({}).request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html; charset=utf-8/i);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toMatch(/^<!doctype html>\s*<html lang="ko">/);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1');
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toMatch(new RegExp(`<title>${title} · [^<]+</title>`));
    expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expect(html).toContain('개발용 대역');
    expect(html).toMatch(/<a href="\/"[^>]*>마켓으로 돌아가기<\/a>/);
    expect(html).not.toMatch(/<script|<link|src="http/);
  });

  it.each(['/dev/shop/checkout', '/dev/shop', '/dev/shop/', '/dev/shop/cart/extra', '/dev/naver/authorize', '/dev'])(
    'GET %s answers a plain 404, not the SPA',
    async (path) => {
      const res = await appWith({}).request(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.text()).not.toBe(SPA);
    },
  );

  it('answers other methods with code 9, still not cached', async () => {
    const res = await appWith({}).request('/dev/shop/cart', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toMatchObject({ code: 9 });
  });

  it('leaves other paths to the SPA', async () => {
    const res = await appWith({}).request('/developer-notes');
    expect(await res.text()).toBe(SPA);
  });
});

describe('a product’s page and the way back (issue 25)', () => {
  it('GET /dev/shop/product/detail.html?product_no=… stands in for the product page', async () => {
    const res = await appWith({}).request('/dev/shop/product/detail.html?product_no=1099');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<h1[^>]*>상품 상세<\/h1>/);
    expect(html).toContain('상품 번호 1099');
    expect(html).toMatch(/<a href="\/"[^>]*>마켓으로 돌아가기<\/a>/);
  });

  it.each(['', '?product_no=abc', '?product_no=1%3Cscript%3E'])('GET /dev/shop/product/detail.html%s is a 404', async (query) => {
    const res = await appWith({}).request(`/dev/shop/product/detail.html${query}`);
    expect(res.status).toBe(404);
  });

  it('goes back where the app’s returnPath cookie says, when it is a page of this origin', async () => {
    const app = appWith({});
    const request = (value: string) => app.request('http://127.0.0.1:4173/dev/shop/cart', { headers: { Cookie: `returnPath=${encodeURIComponent(value)}` } });
    expect(await (await request('http://127.0.0.1:4173/best?category=10')).text()).toMatch(/<a href="\/best\?category=10"[^>]*>마켓으로 돌아가기<\/a>/);
    // another site, or a path that leaves the origin: home instead
    for (const value of ['https://evil.example/best', '//evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
      expect(await (await request(value)).text()).toMatch(/<a href="\/"[^>]*>마켓으로 돌아가기<\/a>/);
    }
  });

  it.each(['/dev/shop/constructor', '/dev/shop/__proto__', '/dev/shop/toString'])('GET %s is no page', async (path) => {
    expect((await appWith({}).request(path)).status).toBe(404);
  });
});

describe('the shop’s member login (issue 25)', () => {
  let memberId: number;
  beforeAll(async () => {
    const [row] = await database.db
      .insert(members)
      .values({ provider: 'naver', providerUserId: 'shop-login-test', email: 'Shopper@Example.com', nickName: '장보는고양이' })
      .returning({ id: members.id });
    memberId = row!.id;
    await database.db
      .insert(members)
      .values({ provider: 'apple', providerUserId: 'not-at-the-shop', email: 'apple-only@example.com', nickName: '사과만', shopRegistered: false });
  });

  const post = (fields: Record<string, string>, origin = 'http://127.0.0.1:4173') =>
    appWith({}).request(`${origin}/dev/shop/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });

  it('GET /dev/shop/login shows a login form that keeps the return address and offers a way back', async () => {
    const res = await appWith({}).request('http://127.0.0.1:4173/dev/shop/login?returnUrl=http%3A%2F%2F127.0.0.1%3A4173%2Flogin-action');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toMatch(/<title>쇼핑몰 로그인 · [^<]+<\/title>/);
    expect(html).toMatch(/<form method="post" action="\/dev\/shop\/login"/);
    expect(html).toContain('<input type="hidden" name="returnUrl" value="/login-action">');
    expect(html).toMatch(/<a href="\/login-action\?result=cancel"[^>]*>로그인하지 않고 돌아가기<\/a>/);
    expect(html).not.toMatch(/<script/);
  });

  it('keeps no return address of another site', async () => {
    const html = await (await appWith({}).request('http://127.0.0.1:4173/dev/shop/login?returnUrl=https%3A%2F%2Fevil.example%2Flogin-action')).text();
    expect(html).toContain('<input type="hidden" name="returnUrl" value="">');
    expect(html).toMatch(/<a href="\/login"[^>]*>로그인하지 않고 돌아가기<\/a>/);
  });

  it('a member’s email and the password: the shared token cookies, then back to /login-action with result=success', async () => {
    const res = await post({ email: ' shopper@example.com ', password: SHOP_LOGIN_PASSWORD, returnUrl: '/login-action' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/login-action?result=success');
    const cookies = res.headers.getSetCookie();
    const access = cookies.find((c) => c.startsWith('ACCESS_TOKEN='));
    const refresh = cookies.find((c) => c.startsWith('REFRESH_TOKEN='));
    expect(access).toMatch(/; Path=\/; Expires=[^;]+; SameSite=Lax$/);
    expect(refresh).toMatch(/; Path=\/; Expires=[^;]+; SameSite=Lax$/);
    expect(access).not.toMatch(/HttpOnly/i);
    // the pair is the market's: the access token is valid for the member
    const token = decodeURIComponent(/^ACCESS_TOKEN=([^;]+)/.exec(access!)![1]!);
    const profile = await appWith({}).request('/api/v2/user/profile', { headers: { Authorization: `Bearer ${token}` } });
    expect(profile.status).toBe(200);
    const refreshExpires = new Date(/Expires=([^;]+)/.exec(refresh!)![1]!).getTime();
    const accessExpires = new Date(/Expires=([^;]+)/.exec(access!)![1]!).getTime();
    expect(refreshExpires - accessExpires).toBeGreaterThan(80 * 86_400_000);
    expect(memberId).toBeGreaterThan(0);
  });

  it('over https the cookies are Secure and SameSite=None, as SPEC.md §9 says', async () => {
    const res = await post({ email: 'shopper@example.com', password: SHOP_LOGIN_PASSWORD }, 'https://m.market.test');
    expect(res.headers.get('location')).toBe('/login-action?result=success');
    expect(res.headers.getSetCookie().find((c) => c.startsWith('ACCESS_TOKEN='))).toMatch(/; Secure; SameSite=None$/);
  });

  it.each([
    [{ email: 'shopper@example.com', password: 'wrong' }, '아이디 또는 비밀번호가 맞지 않아요'],
    [{ email: 'nobody@example.com', password: SHOP_LOGIN_PASSWORD }, '아이디 또는 비밀번호가 맞지 않아요'],
    [{ email: 'apple-only@example.com', password: SHOP_LOGIN_PASSWORD }, '아이디 또는 비밀번호가 맞지 않아요'],
    [{ email: '', password: '' }, '아이디와 비밀번호를 모두 입력해 주세요.'],
  ])('refuses %j with the form again and no cookie', async (fields, message) => {
    const res = await post({ ...fields, returnUrl: '/login-action' });
    expect(res.status).toBe(401);
    expect(res.headers.getSetCookie()).toEqual([]);
    const html = await res.text();
    expect(html).toMatch(new RegExp(`<p role="alert"[^>]*>${message}`));
    expect(html).toContain(`value="${fields.email}"`);
  });
});

describe('the shop logout stand-in', () => {
  it('GET /dev/shop/logout says 로그아웃되었어요, closes itself after 1 s as a popup, else links back to /', async () => {
    const res = await appWith({}).request('/dev/shop/logout?returnUrl=%2F');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<h2[^>]*>로그아웃되었어요<\/h2>/);
    expect(html).toMatch(/<a href="\/"[^>]*>마켓으로 돌아가기<\/a>/);
    // no inline script (the Content-Security-Policy would block it): a file of the stand-in
    expect(html).not.toMatch(/<script>/);
    const src = /<script src="([^"]+)"><\/script>/.exec(html)?.[1];
    expect(src).toBe('/dev/shop/logout.js');
    const file = await appWith({}).request(src!);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^text\/javascript/);
    const script = await file.text();
    expect(script).toContain('window.close()');
    expect(script).toContain('1000');

    // run the script against a stand-in window: a popup closes after 1 s, a normal tab does not
    const run = (win: { opener: unknown; outerWidth: number }) => {
      const closed: number[] = [];
      const timers: [() => void, number][] = [];
      const fakeWindow = { ...win, close: () => closed.push(1) };
      new Function('window', 'setTimeout', script)(fakeWindow, (fn: () => void, ms: number) => timers.push([fn, ms]));
      for (const [fn] of timers) fn();
      return { closed: closed.length, delays: timers.map(([, ms]) => ms) };
    };
    expect(run({ opener: {}, outerWidth: 100 })).toEqual({ closed: 1, delays: [1000] });
    expect(run({ opener: null, outerWidth: 1 })).toEqual({ closed: 1, delays: [1000] });
    expect(run({ opener: null, outerWidth: 1280 })).toEqual({ closed: 0, delays: [] });
  });
});

describe('SHOP_STANDIN=off', () => {
  it.each(['/dev/shop/cart', '/dev/shop/like'])('GET %s answers 404 and never the SPA', async (path) => {
    const res = await appWith({ SHOP_STANDIN: 'off' }).request(path);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).not.toContain('마켓으로 돌아가기');
  });
});
