import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from './app';
import { readConfig } from './config';
import type { OpenDatabase } from './db/client';
import { openTestDatabase } from './test-database';

let database: OpenDatabase;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await openTestDatabase();
  const config = readConfig({ DATABASE_URL: process.env.DATABASE_URL, DIST_DIR: '/nonexistent-dist' });
  app = createApp({ db: database.db, config });
});
afterAll(async () => {
  await database?.close();
});

async function getJson(path: string): Promise<{ res: Response; body: unknown }> {
  const res = await app.request(path);
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return { res, body: await res.json() };
}

interface FilterItem {
  code: string;
  name: string;
  isSelected: boolean;
}
interface WebProfile {
  filterInfo: {
    sortFilterList: FilterItem[];
    searchSortFilterList: FilterItem[];
    periodSortFilterList: FilterItem[];
    discountRateFilterList: FilterItem[];
    communitySortFilterList: FilterItem[];
    categories: { categoryCode: string; name: string; imageUrl: string | null }[];
    priceFilter: { maxPrice: number; ranges: { code: string; name: string; minPrice: number; maxPrice: number | null }[] };
  };
}
interface Node {
  categoryCode: string;
  name: string;
  depth: number;
  imageUrl: string | null;
  children: Node[];
}
interface CategoryTree {
  category: { categoryCode: string; name: string; depth: number; parentCode: string | null } | null;
  children: Node[];
}

describe('GET /api/health', () => {
  it('reports the database after a real query', async () => {
    const { res, body } = await getJson('/api/health');
    expect(res.status).toBe(200);
    expect(body).toEqual({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('answers 503 code 5 when the database does not answer, and logs the cause', async () => {
    const logError = vi.fn();
    // drizzle.mock() has no client: every query fails
    const broken = createApp({ db: drizzle.mock(), config: readConfig({ DIST_DIR: '/nonexistent-dist' }), logError });
    const res = await broken.request('/api/health');
    expect(res.status).toBe(503);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ code: 5, message: '데이터베이스에 연결할 수 없어요.', errorType: 'SYSTEM' });
    expect(logError).toHaveBeenCalledOnce();
  });
});

describe('GET /api/v1/display/web/profile', () => {
  it('has every filter list with exactly one selected item', async () => {
    const { res, body } = await getJson('/api/v1/display/web/profile');
    expect(res.status).toBe(200);
    const { filterInfo } = body as WebProfile;
    const lists = [
      filterInfo.sortFilterList,
      filterInfo.searchSortFilterList,
      filterInfo.periodSortFilterList,
      filterInfo.discountRateFilterList,
      filterInfo.communitySortFilterList,
    ];
    for (const list of lists) {
      expect(list.length).toBeGreaterThan(1);
      expect(list.filter((item) => item.isSelected)).toHaveLength(1);
      for (const item of list) {
        expect(item).toEqual({ code: expect.any(String), name: expect.stringMatching(/[가-힣]/), isSelected: expect.any(Boolean) });
      }
      expect(new Set(list.map((item) => item.code)).size).toBe(list.length);
    }
    expect(filterInfo.sortFilterList.map((item) => item.name)).toEqual(
      expect.arrayContaining(['추천순', '인기순', '최신순', '낮은가격순', '높은가격순', '할인율순', '리뷰많은순']),
    );
    expect(filterInfo.discountRateFilterList.map((item) => item.name)).toEqual(['전체', '10% 이상', '30% 이상', '50% 이상']);
    expect(filterInfo.communitySortFilterList.map((item) => item.name)).toEqual(['인기순', '최신순', '댓글많은순']);
  });

  it('lists the first-level categories from the database and a price filter', async () => {
    const { filterInfo } = (await getJson('/api/v1/display/web/profile')).body as WebProfile;
    expect(filterInfo.categories.length).toBeGreaterThanOrEqual(10);
    expect(filterInfo.categories[0]).toEqual({ categoryCode: '01', name: '과일', imageUrl: expect.any(String) });
    for (const category of filterInfo.categories) expect(category.name).toMatch(/^[가-힣·\s]+$/);
    expect(typeof filterInfo.priceFilter.maxPrice).toBe('number');
    expect(filterInfo.priceFilter.ranges.length).toBeGreaterThan(0);
  });
});

describe('GET /api/v1/display/web/category', () => {
  it('answers the whole tree without a code', async () => {
    const { res, body } = await getJson('/api/v1/display/web/category');
    expect(res.status).toBe(200);
    const tree = body as CategoryTree;
    expect(tree.category).toBeNull();
    expect(tree.children.length).toBeGreaterThanOrEqual(10);
    for (const top of tree.children) {
      expect(top.depth).toBe(1);
      expect(top.children.length).toBeGreaterThanOrEqual(3);
      expect(top.children.length).toBeLessThanOrEqual(6);
      for (const second of top.children) expect(second.depth).toBe(2);
    }
    const fruit = tree.children.find((node) => node.name === '과일');
    const domestic = fruit?.children.find((node) => node.name === '국산과일');
    expect(domestic?.children.map((node) => node.name)).toContain('딸기');
  });

  it('answers one category with its subtree', async () => {
    const { res, body } = await getJson('/api/v1/display/web/category?categoryCode=0101');
    expect(res.status).toBe(200);
    const tree = body as CategoryTree;
    expect(tree.category).toEqual({ categoryCode: '0101', name: '국산과일', depth: 2, parentCode: '01' });
    expect(tree.children[0]).toEqual({ categoryCode: '010101', name: '딸기', depth: 3, imageUrl: expect.any(String), children: [] });
  });

  it('answers code 8 for an unknown category', async () => {
    const { res, body } = await getJson('/api/v1/display/web/category?categoryCode=9999');
    expect(res.status).toBe(404);
    expect(body).toEqual({ code: 8, message: expect.stringMatching(/카테고리/), errorType: 'USER' });
  });

  it('answers codes 12 and 13 for a malformed code', async () => {
    const malformed = await getJson('/api/v1/display/web/category?categoryCode=%27%3B%20drop');
    expect(malformed.res.status).toBe(400);
    expect(malformed.body).toMatchObject({ code: 12, errorType: 'USER' });
    const tooLong = await getJson(`/api/v1/display/web/category?categoryCode=${'1'.repeat(33)}`);
    expect(tooLong.res.status).toBe(400);
    expect(tooLong.body).toMatchObject({ code: 13 });
  });
});

describe('unknown API calls', () => {
  it.each(['/api/v1/nowhere', '/api', '/api/', '/api/v1/display/web/profile/extra'])('GET %s answers code 9 as JSON', async (path) => {
    const { res, body } = await getJson(path);
    expect(res.status).toBe(404);
    expect(body).toEqual({ code: 9, message: '지원하지 않는 요청이에요.', errorType: 'USER' });
  });

  it('answers code 9 for an unsupported method', async () => {
    const res = await app.request('/api/health', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toMatchObject({ code: 9 });
  });
});
