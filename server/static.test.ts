import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { readConfig } from './config';
import type { OpenDatabase } from './db/client';
import type { PagesSource } from './render/app-pages';
import { stubPages } from './render/test-pages';
import { negotiate } from './static';
import { openTestDatabase } from './test-database';

/** what the stand-in renderer draws for every address: its one inline script names it */
const page = (path: string) =>
  `<!DOCTYPE html><html lang="ko"><head><title>마켓</title></head><body><div id="root"></div><script>${JSON.stringify(path)}</script>${'<!-- padding -->'.repeat(40)}</body></html>`;
const pages = stubPages((path) => page(path));
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const SCRIPT = `export const greeting = '안녕하세요';\n${'console.log(greeting);\n'.repeat(100)}`;
const LOGO = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array<number>(600).fill(7)]);
const PREBUILT_CSS = 'body{color:#ff6400}'.repeat(40);

let database: OpenDatabase;
let dist: string;
let app: ReturnType<typeof createApp>;

function appFor(distDir: string, pages?: PagesSource) {
  return createApp({ db: database.db, config: readConfig({ DATABASE_URL: process.env.DATABASE_URL, DIST_DIR: distDir }), pages });
}

/** the page of the address, whose inline script the CSP header allows by its hash */
async function pageOf(res: Response, path: string, body?: string): Promise<void> {
  expect(res.headers.get('content-security-policy')).toContain(`script-src 'self' ${sha256(JSON.stringify(path))};`);
  expect(body ?? (await res.text())).toBe(page(path));
}

beforeAll(async () => {
  database = await openTestDatabase({ seed: false });
  dist = mkdtempSync(join(tmpdir(), 'market-dist-'));
  const client = join(dist, 'client');
  mkdirSync(join(client, 'assets'), { recursive: true });
  mkdirSync(join(client, '.vite'));
  writeFileSync(join(client, '.vite', 'manifest.json'), '{}');
  writeFileSync(join(client, 'assets', 'index-Ab12Cd.js'), SCRIPT);
  writeFileSync(join(client, 'assets', 'logo-Ef34.png'), LOGO);
  writeFileSync(join(client, 'assets', 'app-9z.css'), PREBUILT_CSS);
  writeFileSync(join(client, 'assets', 'app-9z.css.gz'), gzipSync('/* the build wrote this one */'));
  writeFileSync(join(client, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  app = appFor(dist, pages);
});
afterAll(async () => {
  rmSync(dist, { recursive: true, force: true });
  await database?.close();
});

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

describe('the build in DIST_DIR and the pages', () => {
  it('answers every app route with its rendered page, revalidated (no-cache), its inline script by its hash', async () => {
    for (const path of ['/', '/deal/123', '/category/detail/0101', '/my-page/point', '/community/board-detail/1.5', '/']) {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      await pageOf(res, path);
    }
  });

  it("keeps the build's own records private", async () => {
    expect((await get('/.vite/manifest.json')).status).toBe(404);
  });

  it('serves hashed assets as immutable for a year', async () => {
    const res = await get('/assets/logo-Ef34.png', { 'Accept-Encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(Buffer.from(await res.arrayBuffer())).toEqual(LOGO);
  });

  it('serves other files of dist with no-cache', async () => {
    const res = await get('/robots.txt');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('User-agent');
  });

  it('answers 404, not index.html, for a missing file', async () => {
    for (const path of ['/assets/gone-123.js', '/images/gone.png', '/favicon.ico']) {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    }
  });

  it('sends brotli when accepted, preferring it over gzip', async () => {
    const res = await get('/assets/index-Ab12Cd.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(body.length);
    expect(body.length).toBeLessThan(Buffer.byteLength(SCRIPT));
    expect(brotliDecompressSync(body).toString()).toBe(SCRIPT);
  });

  it('sends gzip when brotli is not accepted', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip']) {
      const res = await get('/', { 'Accept-Encoding': accept });
      expect(res.headers.get('content-encoding')).toBe('gzip');
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      await pageOf(res, '/', gunzipSync(Buffer.from(await res.arrayBuffer())).toString());
    }
  });

  it('sends the file as is without an acceptable encoding', async () => {
    const res = await get('/assets/index-Ab12Cd.js', { 'Accept-Encoding': 'identity' });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(await res.text()).toBe(SCRIPT);
  });

  it('uses a .gz file the build wrote beside the original', async () => {
    const res = await get('/assets/app-9z.css', { 'Accept-Encoding': 'gzip' });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe('/* the build wrote this one */');
    expect((await get('/assets/app-9z.css.gz')).status).toBe(404);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('/', { 'Accept-Encoding': 'br' });
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await get('/', { 'Accept-Encoding': 'br', 'If-None-Match': etag ?? '' });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('no-cache');
  });

  it('does not answer API paths with the SPA', async () => {
    const res = await get('/api/unknown');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 9 });
  });

  it('answers a Korean hint to build when there is no build', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'market-nodist-'));
    try {
      const res = await appFor(empty).request('/deal/1');
      expect(res.status).toBe(503);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await res.text()).toContain('npm run build');
      // the API still works without a build
      expect((await appFor(empty).request('/api/health')).status).toBe(200);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe('negotiate', () => {
  it('honours q-values and wildcards', () => {
    const both = ['br', 'gzip'] as const;
    expect(negotiate(undefined, both)).toBeUndefined();
    expect(negotiate('gzip, br', both)).toBe('br');
    expect(negotiate('br;q=0.5, gzip;q=0.8', both)).toBe('gzip');
    expect(negotiate('*', both)).toBe('br');
    expect(negotiate('*;q=0, gzip', both)).toBe('gzip');
    expect(negotiate('deflate', both)).toBeUndefined();
  });
});
