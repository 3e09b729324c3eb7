import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PICTURE_STRIP_CELL, PICTURE_STRIP_MAX, PICTURE_STRIP_PATH, pictureStripAddress } from '../contract/picture-strip';
import { createApp } from './app';
import { readConfig } from './config';
import type { OpenDatabase } from './db/client';
import { pictureStrip, type PictureStripOptions, SOURCE_MAX_BYTES, STRIP_KEEP_MS } from './picture-strip';
import { openTestDatabase } from './test-database';

type Rgb = readonly [number, number, number];
const RED: Rgb = [220, 30, 30];
const BLUE: Rgb = [30, 30, 220];
const GREEN: Rgb = [30, 200, 30];

function picture([r, g, b]: Rgb, width = 60, height = 60): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r, g, b } } }).webp({ lossless: true }).toBuffer();
}

function imageAnswer(body: Buffer, type = 'image/webp'): Response {
  return new Response(new Uint8Array(body), { headers: { 'Content-Type': type, 'Content-Length': String(body.byteLength) } });
}

/** this server's pictures: /images/red.webp, /images/blue.webp, /images/green.webp; anything else 404 */
async function localPictures(): Promise<Map<string, Buffer>> {
  return new Map([
    ['/images/red.webp', await picture(RED)],
    ['/images/blue.webp', await picture(BLUE, 80, 40)],
    ['/images/green.webp', await picture(GREEN)],
  ]);
}

function stripApp(options: Partial<PictureStripOptions> & { readonly pictures: Map<string, Buffer> }) {
  const local = vi.fn(async (request: Request) => {
    const body = options.pictures.get(new URL(request.url).pathname);
    return body ? imageAnswer(body) : new Response('없음', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  });
  const app = new Hono().get(PICTURE_STRIP_PATH, pictureStrip({ local, ...options }));
  return { app, local };
}

/** the strip's colour in the middle of each cell */
async function cellColours(body: ArrayBuffer): Promise<{ width: number; height: number; colours: Rgb[] }> {
  const { data, info } = await sharp(Buffer.from(body)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const colours: Rgb[] = [];
  for (let x = PICTURE_STRIP_CELL / 2; x < info.width; x += PICTURE_STRIP_CELL) {
    const at = (PICTURE_STRIP_CELL / 2) * info.width * 3 + x * 3;
    colours.push([data[at] ?? -1, data[at + 1] ?? -1, data[at + 2] ?? -1]);
  }
  return { width: info.width, height: info.height, colours };
}

function near(actual: Rgb, expected: Rgb): boolean {
  return actual.every((value, index) => Math.abs(value - (expected[index] ?? 0)) < 24);
}

describe('GET /picture-strip.webp', () => {
  it('joins the pictures side by side in their order, each covering a square cell, as a WebP kept by browsers for an hour', async () => {
    const { app } = stripApp({ pictures: await localPictures() });
    const res = await app.request(pictureStripAddress(['/images/blue.webp', '/images/red.webp', '/images/green.webp']));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const { width, height, colours } = await cellColours(await res.arrayBuffer());
    expect([width, height]).toEqual([3 * PICTURE_STRIP_CELL, PICTURE_STRIP_CELL]);
    expect(colours.map((colour, index) => near(colour, [BLUE, RED, GREEN][index] ?? [0, 0, 0]))).toEqual([true, true, true]);
  });

  it('answers 304 to the ETag it sent', async () => {
    const { app } = stripApp({ pictures: await localPictures() });
    const address = pictureStripAddress(['/images/red.webp', '/images/blue.webp']);
    const first = await app.request(address);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const again = await app.request(address, { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
  });

  it('makes a strip once for visitors who ask for it together, and again once it has been kept STRIP_KEEP_MS', async () => {
    let time = 1_000_000;
    const { app, local } = stripApp({ pictures: await localPictures(), now: () => time });
    const address = pictureStripAddress(['/images/red.webp', '/images/blue.webp']);
    const answers = await Promise.all([app.request(address), app.request(address), app.request(address)]);
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
    expect(local).toHaveBeenCalledTimes(2);
    time += STRIP_KEEP_MS - 1;
    expect((await app.request(address)).status).toBe(200);
    expect(local).toHaveBeenCalledTimes(2);
    time += 2;
    expect((await app.request(address)).status).toBe(200);
    expect(local).toHaveBeenCalledTimes(4);
  });

  it.each([
    ['one picture', ['/images/red.webp']],
    ['more than the most', Array.from({ length: PICTURE_STRIP_MAX + 1 }, () => '/images/red.webp')],
    ['a path outside the pictures', ['/images/red.webp', '/api/v2/app/profile']],
    ['a path that climbs out of them', ['/images/red.webp', '/images/../api/v2/app/profile']],
    ['another site', ['/images/red.webp', 'https://evil.example/images/x.webp']],
    ['a protocol-relative address', ['/images/red.webp', '//evil.example/images/x.webp']],
    ['a file address', ['/images/red.webp', 'file:///etc/passwd']],
    ['the API origin with a password', ['/images/red.webp', 'https://user:pw@api.example.co.kr/images/x.webp']],
  ])('refuses %s with a Korean 400, fetching nothing', async (_, sources) => {
    const fetchRemote = vi.fn<typeof fetch>();
    const { app, local } = stripApp({ pictures: await localPictures(), apiOrigins: ['https://api.example.co.kr'], fetchRemote });
    const res = await app.request(pictureStripAddress(sources));
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toMatch(/[가-힣]/);
    expect(fetchRemote).not.toHaveBeenCalled();
    expect(local).not.toHaveBeenCalled();
  });

  it("fetches the API origin's pictures over the network, without following redirects", async () => {
    const blue = await picture(BLUE);
    const fetchRemote = vi.fn<typeof fetch>(async () => imageAnswer(blue));
    const { app } = stripApp({ pictures: await localPictures(), apiOrigins: ['https://api.example.co.kr'], fetchRemote });
    const res = await app.request(pictureStripAddress(['/images/red.webp', 'https://api.example.co.kr/images/b.webp']));
    expect(res.status).toBe(200);
    expect(fetchRemote).toHaveBeenCalledWith('https://api.example.co.kr/images/b.webp', expect.objectContaining({ redirect: 'error' }));
    const { colours } = await cellColours(await res.arrayBuffer());
    expect(colours.map((colour, index) => near(colour, [RED, BLUE][index] ?? [0, 0, 0]))).toEqual([true, true]);
  });

  it.each<[string, () => Promise<Response>]>([
    ['a source that is missing', async () => new Response('없음', { status: 404 })],
    ['a source that is not a picture', async () => new Response('<html></html>', { headers: { 'Content-Type': 'text/html' } })],
    ['a source that says it is a picture and is not', async () => imageAnswer(Buffer.from('not a picture at all'))],
    ['a source larger than the limit', async () => imageAnswer(Buffer.alloc(SOURCE_MAX_BYTES + 1))],
    ['a source whose request fails', () => Promise.reject(new TypeError('fetch failed'))],
  ])('answers %s with a 502 the app falls back from, not kept', async (_, answer) => {
    const fetchRemote = vi.fn<typeof fetch>(answer);
    const { app } = stripApp({ pictures: await localPictures(), apiOrigins: ['https://api.example.co.kr'], fetchRemote });
    const address = pictureStripAddress(['/images/red.webp', 'https://api.example.co.kr/images/b.webp']);
    const res = await app.request(address);
    expect(res.status).toBe(502);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toMatch(/[가-힣]/);
    await app.request(address);
    expect(fetchRemote).toHaveBeenCalledTimes(2);
  });
});

describe('the strip on the reference server', () => {
  let database: OpenDatabase;
  let dist: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    dist = mkdtempSync(join(tmpdir(), 'market-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>SPA</title>');
  });
  afterAll(async () => {
    rmSync(dist, { recursive: true, force: true });
    await database?.close();
  });

  it("joins the category pictures it draws, answered in-process; a missing one makes it a 502", async () => {
    const app = createApp({ db: database.db, config: readConfig({ DATABASE_URL: process.env.DATABASE_URL, DIST_DIR: dist }) });
    const res = await app.request(pictureStripAddress(['/images/categories/01.webp', '/images/categories/02.webp']));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    const { width, height } = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([width, height]).toEqual([2 * PICTURE_STRIP_CELL, PICTURE_STRIP_CELL]);
    const missing = await app.request(pictureStripAddress(['/images/categories/01.webp', '/images/categories/nope.webp']));
    expect(missing.status).toBe(502);
  });
});
