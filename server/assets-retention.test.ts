import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { retainAssets } from './assets-retention';
import { readConfig } from './config';
import type { OpenDatabase } from './db/client';
import { openTestDatabase } from './test-database';

/**
 * Issue 27, a rolling deploy: instances of the new build answer the previous build's hashed files,
 * which pages served by an instance of the previous build still ask for.
 */

let root: string;
let database: OpenDatabase;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'market-assets-'));
  database = await openTestDatabase({ seed: false });
});
afterAll(async () => {
  rmSync(root, { recursive: true, force: true });
  await database?.close();
});

function build(name: string, files: Record<string, string>): string {
  const dist = join(root, name);
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), `<!doctype html><title>${name}</title>`);
  for (const [file, content] of Object.entries(files)) writeFileSync(join(dist, 'assets', file), content);
  return dist;
}

const DAY = 86_400_000;

describe('the previous build’s hashed files', () => {
  it('are answered by an instance of the next build, immutable; unknown files stay 404', async () => {
    const store = join(root, 'store-1');
    const previous = build('previous', { 'entry-AAAA1111.js': 'console.log("previous")', 'style-BBBB2222.css': 'a{}' });
    const next = build('next', { 'entry-CCCC3333.js': 'console.log("next")' });
    expect(await retainAssets(previous, store, 14)).toMatchObject({ copied: 2 });
    expect(await retainAssets(next, store, 14)).toMatchObject({ copied: 1 });
    expect(await retainAssets(next, store, 14)).toMatchObject({ copied: 0 }); // a second instance of the build

    const app = createApp({ db: database.db, config: readConfig({ DATABASE_URL: process.env.DATABASE_URL, DIST_DIR: next, ASSETS_DIR: store }) });
    const old = await app.request('/assets/entry-AAAA1111.js');
    expect(old.status).toBe(200);
    expect(old.headers.get('content-type')).toMatch(/javascript/);
    expect(old.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await old.text()).toBe('console.log("previous")');
    expect((await app.request('/assets/entry-CCCC3333.js')).status).toBe(200);
    expect((await app.request('/assets/entry-DDDD4444.js')).status).toBe(404);
    // only a plain file name of the store, never a path through it
    expect((await app.request('/assets/..%2Fassets%2Fentry-AAAA1111.js')).status).toBe(404);
    expect((await app.request('/assets/x/entry-AAAA1111.js')).status).toBe(404);

    const without = createApp({ db: database.db, config: readConfig({ DATABASE_URL: process.env.DATABASE_URL, DIST_DIR: next, ASSETS_DIR: 'off' }) });
    expect((await without.request('/assets/entry-AAAA1111.js')).status).toBe(404);
  });

  it('keeps the current and the previous build; older builds go once kept ASSETS_KEEP_DAYS days', async () => {
    const store = join(root, 'store-2');
    const start = new Date('2026-01-01T00:00:00Z');
    await retainAssets(build('v1', { 'v1-11111111.js': '1' }), store, 14, start);
    await retainAssets(build('v2', { 'v2-22222222.js': '2' }), store, 14, new Date(start.getTime() + 20 * DAY));
    // files are dated by the file system: make v1's and v2's old
    for (const file of ['v1-11111111.js', 'v2-22222222.js']) utimesSync(join(store, 'assets', file), start, start);
    await retainAssets(build('v3', { 'v3-33333333.js': '3' }), store, 14, new Date(start.getTime() + 40 * DAY));
    // v3 is current, v2 the previous build (instances of it may still run): only v1 goes
    expect(readdirSync(join(store, 'assets')).sort()).toEqual(['v2-22222222.js', 'v3-33333333.js']);
  });

  it('does nothing without a build', async () => {
    expect(await retainAssets(join(root, 'no-build'), join(root, 'store-3'), 14)).toEqual({ build: undefined, copied: 0, pruned: 0 });
  });
});
