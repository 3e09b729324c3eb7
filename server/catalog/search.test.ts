import { eq, inArray, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signingKeys } from '../auth/keys';
import { memberAuth } from '../auth/middleware';
import { TokenService } from '../auth/tokens';
import type { OpenDatabase } from '../db/client';
import { products, searchKeywords } from '../db/schema';
import { createErrorHandler } from '../errors';
import { TEST_JWT_SECRET, testApp, type TestApp } from '../test-app';
import { openTestDatabase } from '../test-database';
import { systemClock } from '../time';
import { call, get, isSortedBy, newMember } from '../../tests/server/catalog-kit';
import { normalizeSearchText } from '../../contract/hangul';
import { catalogRoutes } from './routes';
import { batchedSearchRecords, databaseSearchEngine, type SearchEngine } from './search';
import { SEARCH_CARDS_CACHE_MS } from './search-routes';

let database: OpenDatabase;
let t: TestApp;
beforeAll(async () => {
  database = await openTestDatabase();
  t = testApp(database.db);
});
afterAll(async () => {
  await database?.close();
});

interface Card {
  productNo: number;
  name: string;
  salePrice: number;
  categoryCode: string;
}

const search = (query: string) => get(t, `/api/v2/display/search?${query}`);

/** the search columns of these products, as stored */
function columnsOf(items: readonly Card[]) {
  return database.db
    .select({ chosung: products.chosung, searchText: products.searchText })
    .from(products)
    .where(inArray(products.productNo, items.map((item) => item.productNo)));
}

describe('product search', () => {
  it('finds strawberries for 딸기, every result about 딸기', async () => {
    const res = await search('keyword=딸기&size=100');
    expect(res.status).toBe(200);
    expect(res.body.totalCount).toBeGreaterThanOrEqual(4);
    const strawberries = (res.body.items as Card[]).filter((item) => item.name.includes('딸기'));
    expect(strawberries.length).toBeGreaterThanOrEqual(4);
    // the most relevant first: the ones named 딸기 before those only tagged or sold by a 딸기 store
    const firstOther = (res.body.items as Card[]).findIndex((item) => !item.name.includes('딸기'));
    if (firstOther >= 0) expect(firstOther).toBeGreaterThanOrEqual(strawberries.length);
  });

  it('finds strawberries for the initials ㄸㄱ, strawberries first', async () => {
    const res = await search('keyword=ㄸㄱ&size=100');
    expect(res.status).toBe(200);
    const names = (res.body.items as Card[]).map((item) => item.name);
    const strawberryCount = names.filter((name) => name.includes('딸기')).length;
    expect(strawberryCount).toBeGreaterThanOrEqual(4);
    expect(names.slice(0, strawberryCount).every((name) => name.includes('딸기'))).toBe(true);
    // every result really has ㄸㄱ in the initials of its name or tags
    for (const row of await columnsOf(res.body.items)) expect(row.chosung).toContain('ㄸㄱ');
  });

  it('matches a syllable typed half-way (딸ㄱ) and several words', async () => {
    const halfway = await search('keyword=딸ㄱ&size=100');
    expect((halfway.body.items as Card[]).some((item) => item.name.includes('딸기'))).toBe(true);
    for (const row of await columnsOf(halfway.body.items)) {
      expect(row.chosung).toContain('ㄸㄱ');
      expect(row.searchText).toContain('딸');
    }
    // 떡갈비 has the initials but not the syllable typed
    expect((halfway.body.items as Card[]).some((item) => item.name.includes('떡'))).toBe(false);
    const both = await search('keyword=논산 딸기&size=100');
    expect(both.body.items.length).toBeGreaterThan(0);
    for (const row of await columnsOf(both.body.items)) {
      expect(row.searchText).toContain('논산');
      expect(row.searchText).toContain('딸기');
    }
    expect(both.body.totalCount).toBeLessThan((await search('keyword=딸기&size=1')).body.totalCount);
  });

  it('narrows by category and price, and sorts', async () => {
    const all = await search('keyword=한우&size=100');
    const categories = all.body.categories as { categoryCode: string; count: number }[];
    expect(categories.length).toBeGreaterThanOrEqual(2);
    const chosen = categories[0];
    const narrowed = await search(`keyword=한우&size=100&categoryCodes=${chosen?.categoryCode}`);
    expect(narrowed.body.totalCount).toBe(chosen?.count);
    for (const item of narrowed.body.items as Card[]) expect(item.categoryCode.startsWith(chosen?.categoryCode ?? '')).toBe(true);

    const cheap = await search('keyword=한우&size=100&priceRanges=10000_30000,30000_50000');
    expect(cheap.body.totalCount).toBeLessThan(all.body.totalCount);
    for (const item of cheap.body.items as Card[]) expect(item.salePrice >= 10000 && item.salePrice < 50000).toBe(true);

    const ascending = await search('keyword=한우&size=100&sort=PRICE_ASC');
    expect(isSortedBy(ascending.body.items as Card[], (item) => item.salePrice, 'asc')).toBe(true);
    expect((await search('keyword=한우&sort=DISCOUNT_RATE')).body.code).toBe(12); // not in searchSortFilterList
  });

  it('answers an empty result, and 10 without a keyword', async () => {
    const none = await search('keyword=우주선');
    expect(none.body).toMatchObject({ totalCount: 0, items: [], hasNext: false });
    expect((await search('keyword=   ')).body.code).toBe(10);
    expect((await search('')).body.code).toBe(10);
  });
});

describe('store search', () => {
  it('finds stores by name and by initials', async () => {
    const byName = await get(t, '/api/v2/display/search/store?keyword=딸기');
    expect(byName.body.items.length).toBeGreaterThan(0);
    for (const store of byName.body.items) expect(store.name + store.description).toContain('딸기');
    const byInitials = await get(t, '/api/v2/display/search/store?keyword=ㅈㅈ');
    expect(byInitials.body.items.some((store: { name: string }) => store.name.startsWith('제주'))).toBe(true);
  });
});

describe('auto-keyword', () => {
  it('suggests 딸기 first for ㄸㄱ and for 딸', async () => {
    for (const keyword of ['ㄸㄱ', '딸', '딸ㄱ']) {
      const res = await get(t, `/api/v2/display/search/auto-keyword?keyword=${keyword}`);
      expect(res.status).toBe(200);
      expect(res.body.items[0]).toEqual({ keyword: '딸기', type: 'KEYWORD' });
      expect(res.body.items.length).toBeLessThanOrEqual(10);
    }
  });

  it('suggests stores, categories and products that match', async () => {
    const res = await get(t, '/api/v2/display/search/auto-keyword?keyword=제주');
    const types = new Set(res.body.items.map((item: { type: string }) => item.type));
    expect(types.has('STORE') || types.has('CATEGORY') || types.has('PRODUCT')).toBe(true);
    for (const item of res.body.items) expect(normalizeSearchText(item.keyword)).toContain('제주');
    const keywords = res.body.items.map((item: { keyword: string }) => normalizeSearchText(item.keyword));
    expect(new Set(keywords).size).toBe(keywords.length);
  });
});

describe('popular and recommended keywords', () => {
  it('ranks the keywords searched most, with changes', async () => {
    const before = await get(t, '/api/v2/display/search/rank');
    expect(before.body.items).toHaveLength(10);
    expect(before.body.items.map((item: { rank: number }) => item.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const last = before.body.items[9];
    const rising = before.body.items.find((item: { keyword: string }) => item.keyword === '감귤') ? '고등어' : '감귤';
    // searching a keyword enough times takes it into the top 10
    const searches = 1000;
    await database.db
      .insert(searchKeywords)
      .values({ keyword: rising, searchCount: searches - 1 })
      .onConflictDoUpdate({ target: searchKeywords.keyword, set: { searchCount: sql`${searchKeywords.searchCount} + ${searches - 1}` } });
    await search(`keyword=${rising}`);
    const after = await get(t, '/api/v2/display/search/rank');
    const entry = after.body.items.find((item: { keyword: string }) => item.keyword === rising);
    expect(entry).toBeDefined();
    expect(entry.rank).toBeLessThan(10);
    expect(after.body.items.some((item: { keyword: string }) => item.keyword === last.keyword)).toBe(false);
  });

  it('counts one search per first page with results', async () => {
    const engine = databaseSearchEngine(database.db);
    const countOf = async (keyword: string) => (await engine.popularKeywords(1000)).find((row) => row.keyword === keyword)?.searchCount ?? 0;
    const before = await countOf('전복');
    await search('keyword=우주선');
    await search('keyword=전복');
    await search('keyword=전복&page=2');
    await search('keyword=ㅈㅂ');
    // the app writes its counts within a second (batchedSearchRecords)
    await vi.waitFor(async () => expect(await countOf('전복')).toBe(before + 1), { timeout: 5000, interval: 100 });
    expect(await countOf('우주선')).toBe(0);
  });

  it('writes the counts of many searches together, before reading them, and when told (issue 14)', async () => {
    const written: Array<[string, number]> = [];
    const writes: number[] = [];
    const inner: SearchEngine = {
      ...databaseSearchEngine(database.db),
      recordSearch: () => Promise.reject(new Error('a batch is written with recordSearches, in one call')),
      recordSearches: async (counts) => {
        writes.push(counts.length);
        for (const { keyword, times } of counts) written.push([keyword, times]);
      },
      popularKeywords: async () => [],
    };
    const engine = batchedSearchRecords(inner, 60_000);
    const now = new Date();
    for (let i = 0; i < 150; i++) await engine.recordSearch('딸기', now);
    await engine.recordSearch('전복', now);
    expect(written).toEqual([]);
    await engine.popularKeywords(10);
    expect(written).toEqual([
      ['딸기', 150],
      ['전복', 1],
    ]);
    await engine.recordSearch('딸기', now);
    await engine.flush();
    expect(written.at(-1)).toEqual(['딸기', 1]);
    await engine.flush();
    expect(written).toHaveLength(3);
    // one write per batch, however many keywords it has (issue 24)
    expect(writes).toEqual([2, 1]);
  });

  it('adds many keywords\' counts in one statement, new keywords and known ones (issue 24)', async () => {
    const engine = databaseSearchEngine(database.db);
    const countOf = async (keyword: string) => (await engine.popularKeywords(100_000)).find((row) => row.keyword === keyword)?.searchCount ?? 0;
    const before = await countOf('한라봉');
    const fresh = Array.from({ length: 1500 }, (_, i) => `배치검색어${i}`);
    const at = new Date('2026-11-20T03:00:00Z');
    await engine.recordSearches([{ keyword: '한라봉', times: 5, at }, ...fresh.map((keyword, i) => ({ keyword, times: i + 1, at }))]);
    expect(await countOf('한라봉')).toBe(before + 5);
    expect(await countOf('배치검색어0')).toBe(1);
    expect(await countOf('배치검색어1499')).toBe(1500);
    await engine.recordSearches([{ keyword: '배치검색어1499', times: 2, at }]);
    expect(await countOf('배치검색어1499')).toBe(1502);
    const [row] = await database.db.select({ updatedAt: searchKeywords.updatedAt }).from(searchKeywords).where(eq(searchKeywords.keyword, '배치검색어0'));
    expect(new Date(row!.updatedAt).toISOString()).toBe(at.toISOString());
    await database.db.delete(searchKeywords).where(inArray(searchKeywords.keyword, fresh));
  });

  it('adds a batch to the stored count in one write', async () => {
    const engine = databaseSearchEngine(database.db);
    const countOf = async (keyword: string) => (await engine.popularKeywords(1000)).find((row) => row.keyword === keyword)?.searchCount ?? 0;
    const before = await countOf('한라봉');
    await engine.recordSearch('한라봉', new Date(), 37);
    expect(await countOf('한라봉')).toBe(before + 37);
  });

  it('answers the recommended keywords, each finding products', async () => {
    const res = await get(t, '/api/v1/display/search/recommend-keyword');
    expect(res.body.items.length).toBeGreaterThanOrEqual(5);
    for (const { keyword } of res.body.items) expect((await search(`keyword=${keyword}&size=1`)).body.totalCount, keyword).toBeGreaterThan(0);
    expect((await get(t, '/api/v2/display/search/recommendation?size=5')).body.items).toHaveLength(5);
  });
});

describe('search backend failure', () => {
  it('answers code 52 when the search backend fails', async () => {
    const failing: SearchEngine = {
      ...databaseSearchEngine(database.db),
      searchProducts: () => Promise.reject(new Error('connection refused')),
      searchStores: () => Promise.reject(new Error('connection refused')),
      suggest: () => Promise.reject(new Error('timeout')),
      popularKeywords: () => Promise.reject(new Error('timeout')),
      recommendedKeywords: () => Promise.reject(new Error('timeout')),
    };
    const keys = signingKeys(TEST_JWT_SECRET);
    const tokens = new TokenService(database.db, { key: keys.access, accessTtlS: 60, refreshTtlS: 120, clock: systemClock });
    const logged: unknown[] = [];
    const app = new Hono();
    app.onError(createErrorHandler((error) => logged.push(error)));
    app.route('/api', catalogRoutes({ db: database.db, auth: memberAuth(tokens), clock: systemClock, search: failing }));
    for (const path of [
      '/api/v2/display/search?keyword=딸기',
      '/api/v2/display/search/store?keyword=딸기',
      '/api/v2/display/search/auto-keyword?keyword=ㄸㄱ',
      '/api/v2/display/search/rank',
      '/api/v1/display/search/recommend-keyword',
    ]) {
      const res = await app.request(encodeURI(path));
      expect(res.status, path).toBe(502);
      expect(await res.json()).toEqual({ code: 52, message: '검색이 잠시 원활하지 않아요. 잠시 후 다시 시도해 주세요.', errorType: 'SYSTEM' });
    }
    expect(logged.length).toBe(5);
    // input errors stay input errors
    expect(await (await app.request('/api/v2/display/search')).json()).toMatchObject({ code: 10 });
  });
});

describe('result cards shared by every caller (issue 14)', () => {
  it(`reuse the cards' rows ${SEARCH_CARDS_CACHE_MS} ms, hearts read per member`, async () => {
    const shared = testApp(database.db);
    const path = '/api/v2/display/search?keyword=딸기&size=5';
    const [first] = (await get(shared, path)).body.items as Array<Card & { isLike: boolean }>;
    if (!first) throw new Error('딸기 finds nothing in the seed');
    const liker = await newMember(shared);
    expect((await call(shared, 'POST', '/api/v1/user/like-product', { token: liker.token, body: { productNo: first.productNo } })).status).toBe(200);
    const [before] = await database.db.select({ name: products.name }).from(products).where(eq(products.productNo, first.productNo));
    await database.db.update(products).set({ name: `${first.name} (바뀜)` }).where(eq(products.productNo, first.productNo));
    try {
      const cardOf = async (token?: string) =>
        ((await get(shared, path, token)).body.items as Array<Card & { isLike: boolean }>).find((item) => item.productNo === first.productNo);
      expect(await cardOf(liker.token)).toMatchObject({ name: first.name, isLike: true });
      expect(await cardOf()).toMatchObject({ name: first.name, isLike: false });
      // shared per product, not per result list: another keyword's first search that finds it shows the
      // same row (issue 24: hundreds of different keywords read the catalogue's rows once per period)
      const other = ((await get(shared, `/api/v2/display/search?keyword=${first.name.split(' ')[0]}&size=100&sort=PRICE_DESC`)).body.items as Card[]).find(
        (item) => item.productNo === first.productNo,
      );
      expect(other).toMatchObject({ name: first.name });
      expect((await cardOf((await newMember(shared)).token))?.isLike).toBe(false);
      shared.time.advance(SEARCH_CARDS_CACHE_MS / 1000);
      expect(await cardOf()).toMatchObject({ name: `${first.name} (바뀜)`, isLike: false });
    } finally {
      if (before) await database.db.update(products).set({ name: before.name }).where(eq(products.productNo, first.productNo));
    }
  });
});
