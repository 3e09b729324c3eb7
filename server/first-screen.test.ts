import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { readConfig } from './config';
import type { OpenDatabase } from './db/client';
import { banners } from './db/schema';
import { escapeHtml, homeSnapshot, SNAPSHOT_CLASSES } from './first-screen';
import { openTestDatabase } from './test-database';

const INDEX = `<!doctype html><html lang="ko"><head><title>마켓</title></head><body><div id="root"></div></body></html>`;
const NOW = new Date('2026-03-01T03:00:00Z');
const DAY = 86_400_000;
const HOSTILE_TITLE = `"><script>alert(1)</script><img src=x onerror=alert(2)>`;
const HOSTILE_SUBTITLE = `' onmouseover='alert(3)' & $& $'`;

let database: OpenDatabase;
let dist: string;

function appAt(now: Date) {
  return createApp({ db: database.db, config: readConfig({ DATABASE_URL: process.env.DATABASE_URL, DIST_DIR: dist }), clock: () => now });
}

beforeAll(async () => {
  database = await openTestDatabase({ seed: false });
  dist = mkdtempSync(join(tmpdir(), 'market-first-screen-'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  const banner = { position: 'HOME_MAIN', theme: '#FF6400', art: 'strawberry', startAt: new Date(NOW.getTime() - DAY), endAt: new Date(NOW.getTime() + DAY) };
  await database.db.insert(banners).values([
    { ...banner, id: 7, title: HOSTILE_TITLE, subtitle: HOSTILE_SUBTITLE, linkUrl: 'javascript:alert(4)', sortOrder: 0 },
    { ...banner, id: 8, title: '두 번째', subtitle: '배너', linkUrl: '/period/1', sortOrder: 1 },
    // over: not counted
    { ...banner, id: 9, title: '끝난 배너', subtitle: '', linkUrl: '/period/2', sortOrder: 2, endAt: new Date(NOW.getTime() - 1) },
  ]);
});
afterAll(async () => {
  rmSync(dist, { recursive: true, force: true });
  await database?.close();
});

describe("home's first screen in the HTML (issue 14)", () => {
  it("puts a snapshot of home's top into #root of `/`: title, search box, the first banner's picture with its size", async () => {
    const html = await (await appAt(NOW).request('/')).text();
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));
    expect(root).toContain('data-first-screen');
    expect(root).toContain('>오늘의 특가</h1>');
    expect(root).toContain('<a href="/search/list"');
    expect(root).toMatch(/<img src="\/images\/banners\/7\.svg" alt="[^"]*" width="750" height="360" class="[^"]+" fetchpriority="high" \/>/);
    expect(root).toContain(`class="${SNAPSHOT_CLASSES.bannerImage}"`);
    expect(root).toContain('>1 / 2</span>');
    // and the picture's preload in <head>
    expect(html).toContain('</title><link rel="preload" as="image" href="/images/banners/7.svg" fetchpriority="high" /></head>');
  });

  it('escapes the banner data: no markup, no attribute and no script URL of the database reach the page', async () => {
    const html = await (await appAt(NOW).request('/')).text();
    expect(html).not.toContain('<script>');
    expect(html).not.toMatch(/<img src=x/);
    // every attribute of every element, values read as quoted: none is an event handler
    const names = [...html.matchAll(/<[a-z][^\s>]*((?:\s+[a-z-]+(?:="[^"]*")?)*)\s*\/?>/g)].flatMap(([, attributes = '']) =>
      [...attributes.matchAll(/\s+([a-z-]+)(?:="[^"]*")?/g)].map(([, name]) => name),
    );
    expect(names).toContain('fetchpriority');
    expect(names.filter((name) => name?.startsWith('on'))).toEqual([]);
    expect(html).not.toContain('javascript:');
    expect(html).toContain(`alt="${escapeHtml(`${HOSTILE_TITLE} - ${HOSTILE_SUBTITLE}`)}"`);
    expect(html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    // a `$&` in the data is not a replacement pattern of String.replace
    expect(html).toContain('&amp; $&amp; $&#39;');
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
  });

  it('leaves a banner picture that is not one of this server out, and links only app paths', () => {
    const odd = homeSnapshot({ imageUrl: 'https://evil.example/x.svg', alt: 'x', linkUrl: '/period/1', count: 1 });
    expect(odd).not.toContain('<img');
    expect(odd).toContain(`<div class="${SNAPSHOT_CLASSES.bannerRoot}"></div>`);
    for (const linkUrl of ['//evil.example/', 'https://evil.example/', '/\\evil', '/a b', 'javascript:alert(1)']) {
      const html = homeSnapshot({ imageUrl: '/images/banners/1.svg', alt: 'x', linkUrl, count: 1 });
      expect(html).not.toContain(`href="${escapeHtml(linkUrl)}"`);
    }
    expect(homeSnapshot({ imageUrl: '/images/banners/1.svg', alt: 'x', linkUrl: '/period/1?a=1&b=2', count: 1 })).toContain('href="/period/1?a=1&amp;b=2"');
  });

  it('draws no banner when none is running, and nothing for other paths', async () => {
    const later = appAt(new Date(NOW.getTime() + 2 * DAY));
    const html = await (await later.request('/')).text();
    expect(html).toContain('data-first-screen');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('rel="preload"');
    for (const path of ['/search/list', '/deal/1', '/deal']) {
      expect(await (await appAt(NOW).request(path)).text()).toBe(INDEX);
    }
  });
});
