import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../db/client';
import { products } from '../db/schema';
import { testApp, type TestApp } from '../test-app';
import { openTestDatabase } from '../test-database';
import { bannerSvg, kindSvg, productSvg, regionSvg, storeSvg } from '../art/catalog/render';
import { get } from '../../tests/server/catalog-kit';
import { kinds } from '../seed/catalog/kinds';

let database: OpenDatabase;
let t: TestApp;
let dist: string;
beforeAll(async () => {
  database = await openTestDatabase();
  // a build is present, so a miss that fell through to the SPA would answer index.html
  dist = mkdtempSync(join(tmpdir(), 'market-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>SPA</title>');
  t = testApp(database.db, { DIST_DIR: dist });
});
afterAll(async () => {
  rmSync(dist, { recursive: true, force: true });
  await database?.close();
});

/** Tags nest and close, attributes are quoted, no stray angle brackets. */
function expectWellFormed(svg: string): void {
  const open: string[] = [];
  const rest = svg.replace(/<(\/?)([a-zA-Z]+)((?:\s+[a-zA-Z][a-zA-Z0-9-]*="[^"<>]*")*)\s*(\/?)>/g, (_, closing: string, tag: string, _attributes: string, selfClosing: string) => {
    if (closing) expect(open.pop()).toBe(tag);
    else if (!selfClosing) open.push(tag);
    return '';
  });
  expect(open).toEqual([]);
  expect(rest).not.toMatch(/[<>]/);
  expect(svg).not.toMatch(/NaN|undefined/);
}

describe('drawn pictures', () => {
  it('draws every product kind in three views, labelled in Korean', () => {
    for (const kind of kinds) {
      for (const view of [1, 2, 3] as const) {
        const svg = productSvg({ productNo: 1, name: `논산 ${kind.name}`, kind: kind.key, label: kind.name, storeName: '논산 햇살딸기농원', view });
        expectWellFormed(svg);
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      }
      expect(productSvg({ productNo: 1, name: 'x', kind: kind.key, label: kind.name, storeName: 's', view: 1 })).toContain(`>${kind.name}</text>`);
      expectWellFormed(kindSvg(kind.key, kind.name));
    }
  });

  it('draws stores, banners and regions, escaping their text', () => {
    expectWellFormed(storeSvg({ storeId: 1, name: '논산 <햇살> & "딸기"', art: 'strawberry' }));
    expectWellFormed(bannerSvg({ title: '딸기 & 한라봉 <특가>', subtitle: '최대 40% 할인', theme: '#FF5A5F', art: 'strawberry', tag: '기획전' }));
    expectWellFormed(bannerSvg({ title: '밝은 배경', subtitle: '어두운 글씨', theme: '#FFF59D', art: 'tangerine' }));
    expectWellFormed(regionSvg('충청남도', '충남', 'strawberry'));
  });
});

describe('GET /images/...', () => {
  it('serves a product picture in three views, cacheable, with ETag', async () => {
    const [product] = await database.db.select().from(products).orderBy(asc(products.productNo)).limit(1);
    for (const suffix of ['', '-2', '-3']) {
      const res = await t.app.request(`/images/products/${product?.productNo}${suffix}.svg`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const body = await res.text();
      expect(body).toContain(`<title>${product?.name}`);
      const again = await t.app.request(`/images/products/${product?.productNo}${suffix}.svg`, { headers: { 'If-None-Match': res.headers.get('etag') ?? '' } });
      expect(again.status).toBe(304);
    }
  });

  it('serves every picture the catalogue points at', async () => {
    const urls = new Set<string>();
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object') {
        for (const [key, inner] of Object.entries(value)) {
          if ((key === 'imageUrl' || key === 'images') && inner) [inner].flat().forEach((url) => urls.add(String(url)));
          else collect(inner);
        }
      }
    };
    for (const path of ['/api/v2/display/deal/1', '/api/v2/display/period', '/api/v2/display/custom-event', '/api/v2/display/banner', '/api/v1/display/local', '/api/v2/display/local/jeju', '/api/v1/display/home/season']) {
      collect((await get(t, path)).body);
    }
    expect(urls.size).toBeGreaterThan(20);
    for (const url of urls) {
      expect(url.startsWith('/images/'), url).toBe(true);
      const res = await t.app.request(url);
      expect(res.status, url).toBe(200);
      // every picture the catalogue points at is a WebP of its drawing (this machine has a Korean font: npm test installs one)
      expect(url.endsWith('.webp'), url).toBe(true);
      expect(res.headers.get('content-type'), url).toBe('image/webp');
      expect(Buffer.from(await res.arrayBuffer()).subarray(8, 12).toString('latin1'), url).toBe('WEBP');
    }
  });

  it('rasterises a product at twice its drawing’s size, the same bytes each time, with a 304 for the browser that has it', async () => {
    const first = await t.app.request('/images/products/1099.webp');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toContain('immutable');
    const bytes = Buffer.from(await first.arrayBuffer());
    const { default: sharp } = await import('sharp');
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 480, 480]);
    const again = await t.app.request('/images/products/1099.webp');
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    expect((await t.app.request('/images/products/1099.webp', { headers: { 'If-None-Match': etag } })).status).toBe(304);
    // the drawing is still served for the links stored before
    expect((await t.app.request('/images/products/1099.svg')).headers.get('content-type')).toBe('image/svg+xml');
    for (const path of ['/images/products/1.webp', '/images/products/1099.png', '/images/stores/9999.webp', '/images/banners/999.webp', '/images/periods/1.png']) {
      expect((await t.app.request(path)).status, path).toBe(404);
    }
  });

  it('answers a picture it has rasterised from the raster alone, its row not read again (the address is immutable)', async () => {
    let reads = 0;
    const counted = new Proxy(database.db, {
      get: (target, key, receiver) => {
        if (key === 'select' || key === 'execute' || key === 'query') reads += 1;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const app = testApp(counted, { DIST_DIR: dist }).app;
    for (const path of ['/images/products/1037.webp', '/images/categories/02.webp']) {
      const first = await app.request(path);
      expect(first.status, path).toBe(200);
      const bytes = Buffer.from(await first.arrayBuffer());
      const before = reads;
      const again = await app.request(path);
      expect(reads, path).toBe(before);
      expect([again.status, again.headers.get('content-type'), again.headers.get('cache-control'), again.headers.get('etag')], path).toEqual([
        200,
        'image/webp',
        first.headers.get('cache-control'),
        first.headers.get('etag'),
      ]);
      expect(Buffer.from(await again.arrayBuffer()).equals(bytes), path).toBe(true);
      const etag = first.headers.get('etag') ?? '';
      expect((await app.request(path, { headers: { 'If-None-Match': etag } })).status, path).toBe(304);
    }
    // an address never rasterised still asks the database (and misses)
    const before = reads;
    expect((await app.request('/images/products/2.webp')).status).toBe(404);
    expect(reads).toBeGreaterThan(before);
  });

  it('answers a plain 404 for unknown pictures, never the app', async () => {
    for (const path of ['/images/products/1.svg', '/images/products/abc.svg', '/images/products/1001-4.svg', '/images/stores/9999.svg', '/images/kinds/unicorn.svg', '/images/regions/atlantis.svg', '/images/banners/x']) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toContain('text/plain');
    }
    // the category pictures are still there
    expect((await t.app.request('/images/categories/01.svg')).status).toBe(200);
  });

  it('compresses large pictures when asked', async () => {
    const res = await t.app.request('/images/banners/1.svg', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });
});
