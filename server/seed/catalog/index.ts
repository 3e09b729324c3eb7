import { count, eq, max, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AppDb } from '../../db/client';
import {
  banners,
  categories,
  deals,
  eventApplications,
  events,
  notices,
  periodProducts,
  periods,
  productLikes,
  products,
  purchases,
  recentProducts,
  regions,
  searchKeywords,
  seasonGroupProducts,
  seasonGroups,
  settings,
  shortLinks,
  storeLikes,
  stores,
} from '../../db/schema';
import { buildCatalog, categoryIndex } from './build';

/**
 * The catalogue domain of the seed (server/seed): regions, stores, products, deals,
 * exhibitions, events, season groups, banners, notices, search keywords, short links.
 *
 * Deals, exhibitions, events and banners are timed from the moment of seeding. A database kept
 * on disk outlives that moment, so when no deal runs or waits any more the seed moves every
 * catalogue time forward by the time passed (`reanchor`): a server started days later still
 * opens on live deals with a countdown.
 */

/** settings key: when the catalogue times were last anchored (ISO string) */
export const CATALOG_ANCHOR_KEY = 'catalog.anchoredAt';

/** rows per INSERT statement: well below PostgreSQL's 65535 parameters */
const CHUNK = 200;

async function insertAll(db: AppDb, table: PgTable, rows: readonly Record<string, unknown>[]): Promise<number> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    // natural keys (codes, numbers, ids of the seed): a second run adds nothing (issue 27)
    await db.insert(table).values(rows.slice(start, start + CHUNK) as never).onConflictDoNothing();
  }
  return rows.length;
}

/** children before parents */
const tablesToClear: readonly PgTable[] = [
  shortLinks,
  searchKeywords,
  notices,
  banners,
  seasonGroupProducts,
  seasonGroups,
  eventApplications,
  events,
  periodProducts,
  periods,
  deals,
  purchases,
  recentProducts,
  storeLikes,
  productLikes,
  products,
  stores,
  regions,
];

async function isStale(db: AppDb, now: Date): Promise<boolean> {
  const [row] = await db.select({ last: max(deals.endAt) }).from(deals);
  const last = row?.last;
  return last !== null && last !== undefined && new Date(last).getTime() <= now.getTime();
}

async function anchoredAt(db: AppDb): Promise<Date | undefined> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, CATALOG_ANCHOR_KEY));
  return typeof row?.value === 'string' ? new Date(row.value) : undefined;
}

async function saveAnchor(db: AppDb, now: Date): Promise<void> {
  await db
    .insert(settings)
    .values({ key: CATALOG_ANCHOR_KEY, value: now.toISOString(), updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value: now.toISOString(), updatedAt: now } });
}

/** Moves every catalogue time forward by the time since the last anchor; answers the rows moved. */
export async function reanchor(db: AppDb, now: Date): Promise<number> {
  const anchor = (await anchoredAt(db)) ?? now;
  const seconds = Math.max(0, Math.floor((now.getTime() - anchor.getTime()) / 1000));
  const shift = sql`make_interval(secs => cast(${seconds} as double precision))`;
  let moved = 0;
  moved += (await db.update(deals).set({ startAt: sql`${deals.startAt} + ${shift}`, endAt: sql`${deals.endAt} + ${shift}` }).returning({ id: deals.id })).length;
  moved += (await db.update(periods).set({ startAt: sql`${periods.startAt} + ${shift}`, endAt: sql`${periods.endAt} + ${shift}` }).returning({ id: periods.id })).length;
  moved += (
    await db
      .update(events)
      .set({ startAt: sql`${events.startAt} + ${shift}`, endAt: sql`${events.endAt} + ${shift}`, announceAt: sql`${events.announceAt} + ${shift}` })
      .returning({ id: events.id })
  ).length;
  moved += (await db.update(banners).set({ startAt: sql`${banners.startAt} + ${shift}`, endAt: sql`${banners.endAt} + ${shift}` }).returning({ id: banners.id })).length;
  moved += (await db.update(notices).set({ createdAt: sql`${notices.createdAt} + ${shift}` }).returning({ id: notices.id })).length;
  await db.update(products).set({ registeredAt: sql`${products.registeredAt} + ${shift}` });
  await saveAnchor(db, now);
  return moved;
}

export const catalogSeed = {
  name: 'catalog',
  async isEmpty(db: AppDb): Promise<boolean> {
    const [row] = await db.select({ n: count() }).from(products);
    if ((row?.n ?? 0) === 0) return true;
    return isStale(db, new Date());
  },
  async clear(db: AppDb): Promise<void> {
    for (const table of tablesToClear) await db.delete(table);
  },
  /** Inserts the catalogue, or (when it is there but stale) moves its times to now. */
  async insert(db: AppDb): Promise<number> {
    const now = new Date();
    const [existing] = await db.select({ n: count() }).from(products);
    if ((existing?.n ?? 0) > 0) return reanchor(db, now);

    const rows = buildCatalog(now, categoryIndex(await db.select().from(categories)));
    let total = 0;
    total += await insertAll(db, regions, rows.regions);
    total += await insertAll(db, stores, rows.stores);
    total += await insertAll(db, products, rows.products);
    total += await insertAll(db, deals, rows.deals);
    total += await insertAll(db, periods, rows.periods);
    total += await insertAll(db, periodProducts, rows.periodProducts);
    total += await insertAll(db, events, rows.events);
    total += await insertAll(db, seasonGroups, rows.seasonGroups);
    total += await insertAll(db, seasonGroupProducts, rows.seasonGroupProducts);
    total += await insertAll(db, banners, rows.banners);
    total += await insertAll(db, notices, rows.notices);
    total += await insertAll(db, searchKeywords, rows.searchKeywords);
    total += await insertAll(db, shortLinks, rows.shortLinks);
    await saveAnchor(db, now);
    return total;
  },
};
