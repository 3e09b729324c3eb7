import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { readConfig } from './config';
import type { OpenDatabase } from './db/client';
import { communityImages, communityPosts } from './community/tables';
import { deals, searchKeywords } from './db/schema';
import { createHash } from 'node:crypto';
import { firstScreen, POPULAR_FIRST_CARDS } from './first-screen';
import { MEMBER_CARD_SCRIPT } from './first-screen-member';
import { escapeHtml } from './html';
import { openTestDatabase } from './test-database';
import { systemClock } from './time';

let database: OpenDatabase;
let dist: string;

beforeAll(async () => {
  database = await openTestDatabase();
  dist = mkdtempSync(join(tmpdir(), 'market-first-screen-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="ko"><head><title>마켓</title><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>',
  );
});

afterAll(async () => {
  await database.close();
  rmSync(dist, { recursive: true, force: true });
});

async function firstDeal() {
  const [deal] = await database.db.select({ id: deals.id, productNo: deals.productNo }).from(deals).orderBy(asc(deals.id)).limit(1);
  if (!deal) throw new Error('the seed has no deal');
  return deal;
}

describe("the first screen's picture in the HTML (issue 14)", () => {
  it("home: the first banner running now, preloaded and drawn in #first-paint with no text", async () => {
    const markup = await firstScreen(database.db, systemClock)('/');
    expect(markup?.head).toMatch(/^<link rel="preload" as="image" href="\/images\/banners\/\d+\.svg" fetchpriority="high" \/>$/);
    expect(markup?.body).toMatch(/^<div id="first-paint" data-screen="home" aria-hidden="true"><img src="\/images\/banners\/\d+\.svg" alt="" fetchpriority="high" \/><\/div>$/);
    const banner = /banners\/(\d+)\.svg/.exec(markup?.head ?? '')?.[1];
    const api = await createApp({ db: database.db, config: readConfig({ DATABASE_URL: process.env.DATABASE_URL, DIST_DIR: dist }) }).request('/api/v2/display/banner?position=HOME_MAIN');
    const { items } = (await api.json()) as { items: { imageUrl: string }[] };
    expect(items[0]?.imageUrl).toBe(`/images/banners/${banner}.svg`);
  });

  it("a deal: the deal's first product picture", async () => {
    const deal = await firstDeal();
    const markup = await firstScreen(database.db, systemClock)(`/deal/${deal.id}`);
    expect(markup?.body).toBe(`<div id="first-paint" data-screen="deal" aria-hidden="true"><img src="/images/products/${deal.productNo}.svg" alt="" fetchpriority="high" /></div>`);
    expect(markup?.head).toContain(`href="/images/products/${deal.productNo}.svg"`);
  });

  it("a post: its first picture with the picture's own size, only while the post is visible", async () => {
    const [post] = await database.db
      .select({ id: communityPosts.id, imageId: communityImages.id, width: communityImages.width, height: communityImages.height })
      .from(communityPosts)
      .innerJoin(communityImages, eq(communityImages.postId, communityPosts.id))
      .where(and(eq(communityPosts.communityType, 'DASHBOARD'), isNull(communityPosts.deletedAt), eq(communityPosts.isHidden, false), isNotNull(communityPosts.thumbnailUrl)))
      .orderBy(asc(communityPosts.id), asc(communityImages.sortOrder), asc(communityImages.id))
      .limit(1);
    if (!post) throw new Error('the seed has no post with a picture');
    const markupFor = firstScreen(database.db, systemClock);
    const markup = await markupFor(`/community/board-detail/${post.id}`);
    expect(markup?.body).toBe(
      `<div id="first-paint" data-screen="post" aria-hidden="true"><img src="/images/community/${post.imageId}.svg" alt="" width="${post.width}" height="${post.height}" fetchpriority="high" /></div>`,
    );
    // the board's post is not a question, and a hidden post shows no picture
    expect(await markupFor(`/community/qna/${post.id}`)).toBeUndefined();
    await database.db.update(communityPosts).set({ isHidden: true }).where(eq(communityPosts.id, post.id));
    try {
      expect(await markupFor(`/community/board-detail/${post.id}`)).toBeUndefined();
    } finally {
      await database.db.update(communityPosts).set({ isHidden: false }).where(eq(communityPosts.id, post.id));
    }
  });

  it("search results: the first card's picture of the search the screen makes, and no search counted", async () => {
    const app = createApp({ db: database.db, config: readConfig({ DATABASE_URL: process.env.DATABASE_URL, DIST_DIR: dist }) });
    const keyword = '딸기';
    const counted = async () => (await database.db.select({ n: searchKeywords.searchCount }).from(searchKeywords).where(eq(searchKeywords.keyword, keyword)))[0]?.n ?? 0;
    const before = await counted();
    const markupFor = firstScreen(database.db, systemClock);
    const markup = await markupFor('/search', new URLSearchParams({ keyword }));
    expect(await counted()).toBe(before);
    const api = await app.request(`/api/v2/display/search?keyword=${encodeURIComponent(keyword)}`);
    const { items } = (await api.json()) as { items: { productNo: number }[] };
    expect(items.length).toBeGreaterThan(1);
    expect(markup?.body).toBe(`<div id="first-paint" data-screen="search" aria-hidden="true"><img src="/images/products/${items[0]?.productNo}.svg" alt="" fetchpriority="high" /></div>`);
    expect(await markupFor('/search', new URLSearchParams({ keyword: ` ${keyword} ` }))).toEqual(markup);
    // a chosen sort, category or price orders or filters the grid otherwise; no keyword, no results
    const choices: Record<string, string>[] = [{ keyword, sort: 'PRICE_LOW' }, { keyword, category: '01' }, { keyword, price: 'P1' }, { keyword: '' }, { keyword: '   ' }, { keyword: '없는상품이름없는상품' }, { keyword: 'ㄱ'.repeat(51) }, {}];
    for (const query of choices) {
      expect(await markupFor('/search', new URLSearchParams(query)), JSON.stringify(query)).toBeUndefined();
    }
  });

  it("the 인기 tab: its first cards as text, from the same answer as the tab's call, every text escaped", async () => {
    const app = createApp({ db: database.db, config: readConfig({ DATABASE_URL: process.env.DATABASE_URL, DIST_DIR: dist }) });
    const api = await app.request('/api/v1/community/popular?page=1&size=20');
    const { items } = (await api.json()) as { items: { postId: number; title: string; excerpt: string; thumbnailUrl: string | null; author: { nickname: string } }[] };
    expect(items.length).toBeGreaterThan(POPULAR_FIRST_CARDS);
    const first = items.slice(0, POPULAR_FIRST_CARDS);

    const markup = await firstScreen(database.db, systemClock)('/community/main/popular-post');
    expect(markup?.head).toBe('');
    expect(markup?.body).toMatch(/^<div id="first-paint" data-screen="popular" aria-hidden="true">(<div class="fp-card">.*?<\/div><\/div>|<div class="fp-card">.*?<\/div><span class="fp-thumb"><\/span><\/div>)+<\/div>$/);
    const titles = [...(markup?.body ?? '').matchAll(/<p class="fp-title">(.*?)<\/p>/g)].map((match) => match[1]);
    expect(titles).toEqual(first.map((post) => escapeHtml(post.title)));
    for (const post of first) {
      expect(markup?.body).toContain(`<p class="fp-meta">${escapeHtml(post.author.nickname)}</p>`);
    }
    // a card with a thumbnail keeps its place, without the picture (it would take the stylesheet's and the entry's bandwidth)
    const places = [...(markup?.body ?? '').matchAll(/<div class="fp-card">.*?(<span class="fp-thumb"><\/span>)?<\/div>(?=<div class="fp-card">|<\/div>$)/g)];
    expect(places.map((place) => place[1] !== undefined)).toEqual(first.map((post) => post.thumbnailUrl !== null));
    expect(markup?.body).not.toContain('<img');
    expect(markup?.body).not.toMatch(/<a |href=/);

    // a title and an excerpt written as markup stay text
    const top = first[0];
    if (!top) throw new Error('no popular post');
    const hostile = '<img src=x onerror="alert(1)">&\'';
    const [original] = await database.db.select({ title: communityPosts.title, body: communityPosts.body }).from(communityPosts).where(eq(communityPosts.id, top.postId));
    if (!original) throw new Error('no post row');
    await database.db.update(communityPosts).set({ title: hostile, body: `${hostile}</p><script>alert(2)</script>` }).where(eq(communityPosts.id, top.postId));
    try {
      const again = await firstScreen(database.db, systemClock)('/community/main/popular-post');
      expect(again?.body).toContain('<p class="fp-title">&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;&#39;</p>');
      expect(again?.body).not.toContain('<img src=x');
      expect(again?.body).not.toContain('<script>');
    } finally {
      await database.db.update(communityPosts).set(original).where(eq(communityPosts.id, top.postId));
    }
  });

  it('nothing for a deal that is not there, a malformed address or a screen without one', async () => {
    const markupFor = firstScreen(database.db, systemClock);
    for (const path of ['/deal/999999999', '/deal/1x', '/deal/-1', '/deal/1/extra', '/deal/9999999999999', '/best', '/search', '/community/main/popular-post/x', '/community/board-detail/999999999', '/community/board-detail/x', '/%3Cscript%3E']) {
      expect(await markupFor(path), path).toBeUndefined();
    }
  });

  it('nothing for home when no banner is running', async () => {
    const farFuture = () => new Date('2199-01-01T00:00:00Z');
    expect(await firstScreen(database.db, farFuture)('/')).toBeUndefined();
  });

  it('the page carries the preload in its head and the picture right after the root element, not cached for long', async () => {
    const deal = await firstDeal();
    const app = createApp({ db: database.db, config: readConfig({ DATABASE_URL: process.env.DATABASE_URL, DIST_DIR: dist }) });
    const response = await app.request(`/deal/${deal.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).toContain(`<link rel="preload" as="image" href="/images/products/${deal.productNo}.svg" fetchpriority="high" /></head>`);
    expect(html).toContain(`<div id="root"></div><div id="first-paint" data-screen="deal" aria-hidden="true">`);
    const plain = await (await app.request('/best')).text();
    expect(plain).not.toContain('first-paint');
  });

  it("my page: the member's card, named by its script, which runs first and starts the entry it holds", async () => {
    const markup = await firstScreen(database.db, systemClock)('/my-page');
    expect(markup?.holdEntry).toBe(true);
    expect(markup?.headStart).toBe(`<script>${MEMBER_CARD_SCRIPT}</script>`);
    // an empty, hidden card: the name is the member's, which only the script can know
    expect(markup?.body).toBe(
      '<div id="first-paint" data-screen="my-page" aria-hidden="true"><div id="fp-my-card" class="fp-my-card" hidden><div class="fp-my-identity"><p id="fp-my-name" class="fp-my-name"></p></div></div></div>',
    );
    expect(await firstScreen(database.db, systemClock)('/my-page/')).toEqual(markup);
    for (const path of ['/my-page/settings', '/my-page/point', '/my-pagex']) expect(await firstScreen(database.db, systemClock)(path), path).toBeUndefined();
  });

  it("my page's HTML: the script ahead of the stylesheet, the entry as a modulepreload, and the script allowed by its hash on that page only", async () => {
    const built = mkdtempSync(join(tmpdir(), 'market-first-screen-built-'));
    try {
      mkdirSync(join(built, 'assets'));
      // index.html as Vite writes it
      writeFileSync(
        join(built, 'index.html'),
        '<!doctype html><html lang="ko"><head><meta charset="UTF-8" /><title>마켓</title><script type="module" crossorigin src="/assets/index-AbC_1.js"></script><link rel="stylesheet" crossorigin href="/assets/index-2.css"></head><body><div id="root"></div></body></html>',
      );
      const app = createApp({ db: database.db, config: readConfig({ DATABASE_URL: process.env.DATABASE_URL, DIST_DIR: built }) });
      const response = await app.request('/my-page');
      const html = await response.text();
      expect(html).toContain(`<head><meta charset="UTF-8" /><script>${MEMBER_CARD_SCRIPT}</script><title>`);
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/index-AbC_1.js" data-entry><link rel="stylesheet"');
      expect(html).not.toContain('<script type="module"');
      expect(html).toContain('<div id="root"></div><div id="first-paint" data-screen="my-page" aria-hidden="true">');
      // the policy names the exact text the page carries, and no other inline script
      const inline = /<script>(.*?)<\/script>/.exec(html)?.[1] ?? '';
      const hash = `'sha256-${createHash('sha256').update(inline, 'utf8').digest('base64')}'`;
      const scriptSrc = (policy: string | null) => /script-src ([^;]*)/.exec(policy ?? '')?.[1]?.split(' ');
      expect(scriptSrc(response.headers.get('content-security-policy'))).toEqual(["'self'", hash]);
      // another page keeps its entry script, carries no inline script, and its policy allows none
      const settings = await app.request('/my-page/settings');
      const other = await settings.text();
      expect(other).toContain('<script type="module" crossorigin src="/assets/index-AbC_1.js"></script>');
      expect(other).not.toContain('<script>');
      expect(scriptSrc(settings.headers.get('content-security-policy'))).toEqual(["'self'"]);
    } finally {
      rmSync(built, { recursive: true, force: true });
    }
  });

  it('my page keeps its entry script when index.html has none of the expected form', async () => {
    const app = createApp({ db: database.db, config: readConfig({ DATABASE_URL: process.env.DATABASE_URL, DIST_DIR: dist }) });
    const html = await (await app.request('/my-page')).text();
    expect(html).toContain('<script type="module" src="/assets/index-1.js"></script>');
    expect(html).not.toContain('data-entry');
  });
});
