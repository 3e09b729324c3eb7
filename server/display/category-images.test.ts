import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { readConfig } from '../config';
import type { OpenDatabase } from '../db/client';
import { categoryRows } from '../seed/categories';
import { openTestDatabase } from '../test-database';
import { categoryImageSvg } from '../art/category';
import { motifs } from '../art/category-motifs';

let database: OpenDatabase;
let dist: string;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await openTestDatabase();
  // a build is present, so a miss that fell through to the SPA would answer index.html
  dist = mkdtempSync(join(tmpdir(), 'market-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>SPA</title>');
  app = createApp({ db: database.db, config: readConfig({ DATABASE_URL: process.env.DATABASE_URL, DIST_DIR: dist }) });
});
afterAll(async () => {
  rmSync(dist, { recursive: true, force: true });
  await database?.close();
});

/** Checks that the markup is well-formed: tags nest and close, attributes are quoted. */
function expectWellFormed(svg: string): void {
  const open: string[] = [];
  const rest = svg.replace(/<(\/?)([a-zA-Z]+)((?:\s+[a-zA-Z-]+="[^"<>]*")*)\s*(\/?)>/g, (_, closing: string, tag: string, _attributes: string, selfClosing: string) => {
    if (closing) expect(open.pop()).toBe(tag);
    else if (!selfClosing) open.push(tag);
    return '';
  });
  expect(open).toEqual([]);
  expect(rest).not.toMatch(/[<>]/);
}

describe('GET /images/categories/:code', () => {
  it('draws a known category as SVG, cached for a day', async () => {
    const res = await app.request('/images/categories/01.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const svg = await res.text();
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toMatch(/<svg [^>]*viewBox="0 0 120 120"/);
    expect(svg).toContain('<title>과일</title>');
    expectWellFormed(svg);
  });

  it('answers every imageUrl the category API hands out', async () => {
    const res = await app.request('/api/v1/display/web/category');
    interface Node {
      imageUrl: string | null;
      children: Node[];
    }
    const urls: string[] = [];
    const collect = (nodes: Node[]) => {
      for (const node of nodes) {
        if (node.imageUrl) urls.push(node.imageUrl);
        collect(node.children);
      }
    };
    collect(((await res.json()) as { children: Node[] }).children);
    expect(urls).toHaveLength(categoryRows().length);
    for (const url of urls) {
      expect(url).toMatch(/^\/images\/categories\/[0-9]+\.webp$/);
      const image = await app.request(url);
      expect(image.status, url).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
    }
  });

  it('rasterises a category at the size phones show it (52 CSS px at most, 3 device pixels each), not larger', async () => {
    const res = await app.request('/images/categories/01.webp');
    const { default: sharp } = await import('sharp');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 156, 156]);
  });

  it('draws a deeper category with its first-level family in another tint', async () => {
    const [root, second, third] = await Promise.all(
      ['01', '0101', '010101'].map(async (code) => (await app.request(`/images/categories/${code}.svg`)).text()),
    );
    const body = (svg: string | undefined) => svg?.replace(/<title>.*<\/title>|aria-label="[^"]*"|<circle cx="60" cy="60" r="56" fill="[^"]+"\/>/g, '');
    expect(body(second)).toBe(body(root));
    expect(body(third)).toBe(body(root));
    const tint = (svg: string | undefined) => /r="56" fill="([^"]+)"/.exec(svg ?? '')?.[1];
    expect(tint(second)).not.toBe(tint(root));
    expect(tint(third)).toMatch(/^#[0-9A-F]{6}$/);
  });

  it('accepts .png (databases seeded before) and no extension', async () => {
    for (const path of ['/images/categories/0102.png', '/images/categories/0102']) {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
    }
  });

  it('compresses the drawing when gzip is accepted', async () => {
    const res = await app.request('/images/categories/05.svg', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toMatch(/^<svg /);
  });

  it.each(['/images/categories/99.svg', '/images/categories/9999', '/images/categories/01.gif', '/images/categories/..%2F01.svg', '/images/categories/', '/images/categories'])(
    '%s answers a plain-text 404, neither JSON nor the SPA',
    async (path) => {
      const res = await app.request(path, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(await res.text()).toBe('이미지를 찾을 수 없어요.');
    },
  );
});

describe('categoryImageSvg', () => {
  it('has a drawing for every first-level category of the seed', () => {
    const roots = categoryRows().filter((row) => row.depth === 1);
    for (const root of roots) expect(Object.keys(motifs), root.name).toContain(root.name);
  });

  it('escapes the name and falls back to a generic drawing for an unknown family', () => {
    const svg = categoryImageSvg({ code: 'X1', name: '<간식 & "차">', depth: 1, rootName: '새 카테고리' });
    expect(svg).toContain('<title>&#60;간식 &#38; &#34;차&#34;&#62;</title>');
    expectWellFormed(svg);
  });
});
