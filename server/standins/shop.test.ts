import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { readConfig } from '../config';
import type { OpenDatabase } from '../db/client';
import { stubPages } from '../render/test-pages';
import { openTestDatabase } from '../test-database';

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

describe('the shop login and logout stand-ins', () => {
  it('GET /dev/shop/login explains that sign-in happens in the app and links to /login', async () => {
    const res = await appWith({}).request('/dev/shop/login?returnUrl=%2Fmy-page');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toMatch(/<title>쇼핑몰 로그인 · [^<]+<\/title>/);
    expect(html).toMatch(/<h1[^>]*>쇼핑몰 로그인<\/h1>/);
    expect(html).toMatch(/네이버 또는 Apple/);
    expect(html).toMatch(/<a href="\/login"[^>]*>로그인하러 가기<\/a>/);
    expect(html).not.toMatch(/<script/);
  });

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
