import { count, eq, max, min, notExists, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../db/client';
import * as schema from '../db/schema';
import { categoryRows } from './categories';
import { openTestDatabase } from '../test-database';
import { kindArt } from '../art/catalog/kinds';
import { buildCatalog, categoryIndex, discounted } from './catalog/build';
import { catalogSeed, reanchor } from './catalog/index';
import { kinds } from './catalog/kinds';

let database: OpenDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const countOf = async (table: Parameters<OpenDatabase['db']['$count']>[0]) => database.db.$count(table);

describe('catalogue seed', () => {
  it('holds at least 300 products, 12 regions and 40 stores', async () => {
    expect(await countOf(schema.products)).toBeGreaterThanOrEqual(300);
    expect(await countOf(schema.regions)).toBeGreaterThanOrEqual(12);
    expect(await countOf(schema.stores)).toBeGreaterThanOrEqual(40);
  });

  it('hangs products off the category tree, across every first-level category', async () => {
    const rows = await database.db
      .select({ code: sql<string>`substr(${schema.products.categoryCode}, 1, 2)`, n: count() })
      .from(schema.products)
      .groupBy(sql`substr(${schema.products.categoryCode}, 1, 2)`);
    const firstLevel = categoryRows().filter((row) => row.depth === 1 && row.name !== '지역특산물');
    for (const category of firstLevel) expect(rows.find((row) => row.code === category.code)?.n ?? 0).toBeGreaterThan(0);
    // regional specialties are found under 지역특산물 too
    expect(await database.db.$count(schema.products, sql`${schema.products.localCategoryCode} is not null`)).toBeGreaterThan(10);
  });

  it('gives every store products and every region stores', async () => {
    const empty = await database.db
      .select({ id: schema.stores.id })
      .from(schema.stores)
      .where(notExists(database.db.select({ one: sql`1` }).from(schema.products).where(eq(schema.products.storeId, schema.stores.id))));
    expect(empty).toEqual([]);
    for (const region of await database.db.select().from(schema.regions)) {
      expect(await database.db.$count(schema.stores, eq(schema.stores.regionCode, region.code))).toBeGreaterThanOrEqual(3);
    }
  });

  it('sells several strawberries, with believable Korean prices', async () => {
    const strawberries = await database.db.select().from(schema.products).where(eq(schema.products.kind, 'strawberry'));
    expect(strawberries.length).toBeGreaterThanOrEqual(4);
    for (const product of strawberries) expect(product.name).toContain('딸기');
    for (const product of await database.db.select().from(schema.products)) {
      expect(product.salePrice).toBeLessThanOrEqual(product.listPrice);
      expect(product.salePrice % 10).toBe(0);
      expect(product.discountRate).toBe(Math.round(((product.listPrice - product.salePrice) * 100) / product.listPrice));
      expect(product.name).toMatch(/[가-힣]/);
    }
  });

  it('has deals running now, starting soon and already ended', async () => {
    const now = new Date();
    const deals = await database.db.select().from(schema.deals);
    const live = deals.filter((deal) => deal.startAt <= now && deal.endAt > now);
    expect(live.length).toBeGreaterThanOrEqual(5);
    expect(live.some((deal) => deal.stockRemaining > 0)).toBe(true);
    expect(deals.filter((deal) => deal.startAt > now).length).toBeGreaterThanOrEqual(3);
    expect(deals.filter((deal) => deal.endAt <= now).length).toBeGreaterThanOrEqual(3);
  });

  it('draws a picture for every product kind', () => {
    for (const kind of kinds) expect(kindArt[kind.key], kind.key).toBeDefined();
  });

  it('is deterministic: the same moment gives the same rows', () => {
    const index = categoryIndex(categoryRows().map((row) => ({ code: row.code, parentCode: row.parentCode ?? null, name: row.name })));
    const now = new Date('2025-03-01T00:00:00Z');
    expect(buildCatalog(now, index)).toEqual(buildCatalog(now, index));
  });

  it('prices discounts like a shop: 12,900 style, never above the list price', () => {
    expect(discounted(15_900, 25)).toEqual({ price: 11_900, rate: 25 });
    expect(discounted(15_900, 0)).toEqual({ price: 15_900, rate: 0 });
    const { price } = discounted(10_900, 3);
    expect(price).toBeLessThan(10_900);
  });

  it('moves stale times forward so a server started days later still has live deals', async () => {
    const db = database.db;
    const [before] = await db.select({ last: max(schema.deals.endAt), first: min(schema.deals.startAt) }).from(schema.deals);
    const later = new Date(Date.now() + 10 * 86_400_000);
    const moved = await reanchor(db, later);
    expect(moved).toBeGreaterThan(0);
    const [after] = await db.select({ last: max(schema.deals.endAt), first: min(schema.deals.startAt) }).from(schema.deals);
    const shift = new Date(after?.last ?? 0).getTime() - new Date(before?.last ?? 0).getTime();
    expect(Math.abs(shift - 10 * 86_400_000)).toBeLessThan(60_000);
    expect(new Date(after?.first ?? 0).getTime() - new Date(before?.first ?? 0).getTime()).toBe(shift);
    // with the anchor moved, nothing is stale now
    expect(await catalogSeed.isEmpty(db)).toBe(false);
  });

  it('reseeds in well under five seconds', async () => {
    const started = Date.now();
    await database.db.transaction(async (tx) => {
      await catalogSeed.clear(tx);
      await catalogSeed.insert(tx);
    });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await countOf(schema.products)).toBeGreaterThanOrEqual(300);
  });
});
