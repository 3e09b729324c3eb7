import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { readConfig } from './config';
import type { OpenDatabase } from './db/client';
import { stubPages } from './render/test-pages';
import { openTestDatabase } from './test-database';

const INLINE = 'window.page=1';
const pageWith = () => `<!doctype html><html lang="ko"><head><title>마켓</title></head><body><div id="root"></div><script>${INLINE}</script></body></html>`;
/** the CSP source of the stand-in page's one inline script */
const PAGE_SCRIPT = `'sha256-${createHash('sha256').update(INLINE).digest('base64')}'`;

let database: OpenDatabase;
let dist: string;

function appWith(env: Record<string, string> = {}) {
  return createApp({ db: database.db, config: readConfig({ DATABASE_URL: process.env.DATABASE_URL, DIST_DIR: dist, ...env }), pages: stubPages(pageWith) });
}

beforeAll(async () => {
  database = await openTestDatabase({ seed: false });
  dist = mkdtempSync(join(tmpdir(), 'market-dist-'));
  mkdirSync(join(dist, 'client', 'assets'), { recursive: true });
  writeFileSync(join(dist, 'client', 'assets', 'index-Ab12.js'), 'export const x = 1;\n');
});
afterAll(async () => {
  rmSync(dist, { recursive: true, force: true });
  await database?.close();
});

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | null): Map<string, string[]> {
  expect(header, 'Content-Security-Policy').toBeTruthy();
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function expectCommonHeaders(res: Response, rendered = false) {
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  const csp = directives(res.headers.get('content-security-policy'));
  // never `unsafe-inline` or eval, anywhere: a rendered page's inline scripts by their hashes only
  expect(csp.get('script-src')).toEqual(rendered ? ["'self'", PAGE_SCRIPT] : ["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('form-action')).toEqual(["'self'"]);
  return csp;
}

function expectAppPolicy(res: Response, rendered = false) {
  const csp = expectCommonHeaders(res, rendered);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('style-src')).toEqual(["'self'"]);
  // the style attributes of the server's HTML (docs/decisions.md "Server rendering"), no <style> element
  expect(csp.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
  expect(csp.get('connect-src')).toEqual(["'self'"]);
  expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
  return csp;
}

describe('security headers on every kind of answer', () => {
  it('an API answer: the app policy, COOP same-origin', async () => {
    const res = await appWith().request('/api/v1/display/web/category');
    expect(res.status).toBe(200);
    expectAppPolicy(res);
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });

  it("a rendered page: the app policy with its inline scripts' hashes, COOP unsafe-none so sign-in popups keep their opener", async () => {
    const res = await appWith().request('/login-landing-apple?from=popup');
    expect(await res.text()).toContain(INLINE);
    expectAppPolicy(res, true);
    expect(res.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
  });

  it('an asset and a drawn picture', async () => {
    for (const path of ['/assets/index-Ab12.js', '/api/v2/survey/images/strawberry.svg']) {
      const res = await appWith().request(path);
      expect(res.status, path).toBe(200);
      expectAppPolicy(res);
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    }
  });

  it('errors: an API error body, an unknown API path, a missing file, a wrong method', async () => {
    const cases = [
      ['GET', '/api/v2/user/profile', 401],
      ['GET', '/api/v9/nothing', 404],
      ['GET', '/assets/missing-1a.js', 404],
      ['DELETE', '/', 404],
    ] as const;
    for (const [method, path, status] of cases) {
      const res = await appWith().request(path, { method });
      expect(res.status, `${method} ${path}`).toBe(status);
      expectAppPolicy(res);
    }
  });

  it('a /dev stand-in page: its own policy (style attributes, no inline script), COOP unsafe-none', async () => {
    for (const path of ['/dev/shop/logout?returnUrl=%2F', '/dev/idp/apple/authorize?redirect_uri=%2Flogin-landing-apple&state=s', '/dev/nothing']) {
      const res = await appWith().request(path);
      const csp = expectCommonHeaders(res);
      expect(csp.get('default-src'), path).toEqual(["'none'"]);
      expect(csp.get('style-src'), path).toEqual(["'unsafe-inline'"]);
      expect(csp.has('connect-src'), path).toBe(false);
    }
    // the stand-in's 303 back to the app is a hop of the popup's navigation: it keeps the opener too
    const form = new URLSearchParams({ redirect_uri: '/login-landing-apple?from=popup', state: 's', action: 'cancel' });
    const redirect = await appWith().request('/dev/idp/apple/authorize', { method: 'POST', body: form });
    expect(redirect.status).toBe(303);
    expect(redirect.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
    const page = await appWith().request('/dev/shop/logout');
    expect(page.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
    // the logout page's script is a file the policy allows ('self'), not inline markup
    expect(await page.text()).toMatch(/<script src="\/dev\/shop\/logout\.js"><\/script>/);
  });

  it('API_ORIGIN adds the API to connect-src and img-src, and nothing else', async () => {
    const res = await appWith({ API_ORIGIN: 'https://api.example.co.kr, http://127.0.0.1:4174' }).request('/api/health');
    const csp = expectCommonHeaders(res);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.example.co.kr', 'http://127.0.0.1:4174']);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://api.example.co.kr', 'http://127.0.0.1:4174']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
  });

  it('the messenger SDK’s host is a script source only with VITE_KAKAO_JS_KEY, and exactly that host (issue 25)', async () => {
    const page = (env: Record<string, string>) => appWith(env).request('/deal/1');
    const csp = directives((await page({ VITE_KAKAO_JS_KEY: 'js-key' })).headers.get('content-security-policy'));
    expect(csp.get('script-src')).toEqual(["'self'", PAGE_SCRIPT, 'https://t1.kakaocdn.net']);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    // without a key, or with the stand-in on this origin: nothing more
    expectAppPolicy(await page({ VITE_KAKAO_SDK_URL: 'https://t1.kakaocdn.net/kakao_js_sdk/2.7.4/kakao.min.js' }), true);
    expectAppPolicy(await page({ VITE_KAKAO_JS_KEY: 'js-key', VITE_KAKAO_SDK_URL: '/dev/messenger/kakao.js' }), true);
  });

  it('Google Analytics 4’s hosts only with VITE_GA_ID (issue 25)', async () => {
    const csp = directives((await appWith({ VITE_GA_ID: 'G-TEST1234' }).request('/')).headers.get('content-security-policy'));
    expect(csp.get('script-src')).toEqual(["'self'", PAGE_SCRIPT, 'https://www.googletagmanager.com']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com']);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com']);
    expectAppPolicy(await appWith({ VITE_GA_ID: '' }).request('/'), true);
  });

  it('API_ORIGIN refuses what is not an origin', () => {
    for (const value of ['api.example.co.kr', 'https://api.example.co.kr/v1', 'ftp://files.example.co.kr', "'unsafe-inline'"]) {
      expect(() => readConfig({ API_ORIGIN: value }), value).toThrow(/API_ORIGIN must list origins/);
    }
  });
});
