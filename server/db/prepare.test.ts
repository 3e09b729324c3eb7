import { count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appInfo, setAppInfo } from '../app-calls/settings';
import { openSharedTestDatabases, type SharedTestDatabases } from '../test-database';
import type { AppDb } from './client';
import { prepareDatabase } from './prepare';
import * as schema from './schema';
import { SEED_DOMAINS } from '../seed';
import { categoryRows } from '../seed/categories';

/**
 * Issue 27, start-up: instances started at the same moment on one empty database. On PostgreSQL
 * (scripts/test-postgres.sh) the three "instances" are three connection pools on one fresh schema
 * whose prepareDatabase calls really run at once; before the start-up lock, two of three crashed on
 * categories_pkey and the prohibited accounts were seeded three times.
 */

const INSTANCES = 3;
let shared: SharedTestDatabases;
let db: AppDb;
beforeAll(async () => {
  // openSharedTestDatabases prepares every database at once, as instances start
  shared = await openSharedTestDatabases(INSTANCES);
  db = shared.databases[0]!.db;
});
afterAll(async () => {
  await shared?.close();
});

const rows = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]?.n ?? 0;

async function counts() {
  return {
    categories: await rows(schema.categories),
    prohibitedAccounts: await rows(schema.prohibitedAccounts),
    products: await rows(schema.products),
    deals: await rows(schema.deals),
    surveyTemplates: await rows(schema.surveyTemplates),
    shortLinks: await rows(schema.shortLinks),
    members: await rows(schema.members),
    pointLedger: await rows(schema.pointLedger),
    alarms: await rows(schema.alarms),
    communityPosts: await rows(schema.communityPosts),
    communityReplies: await rows(schema.communityReplies),
  };
}

describe('instances started together on an empty database', () => {
  it('all come up, with the migrations applied once and the data seeded exactly once', async () => {
    const seeded = await counts();
    expect(seeded).toMatchObject({ categories: categoryRows().length, prohibitedAccounts: 1, products: 410, surveyTemplates: 1, communityPosts: 203 });
    const [recorded] = await db.select({ n: sql<number>`count(*)::integer`, names: sql<number>`count(distinct name)::integer` }).from(sql`schema_migrations`);
    expect(recorded?.n).toBe(recorded?.names);

    // more instances starting later (or a restart) change nothing
    const reports = await Promise.all(shared.databases.map((database) => prepareDatabase(database.db)));
    for (const report of reports) expect(report).toMatchObject({ migrations: [], seeded: {} });
    expect(await counts()).toEqual(seeded);
  });

  it('every domain run once more adds nothing: its rows are keyed on natural keys (ON CONFLICT DO NOTHING)', async () => {
    const before = await counts();
    for (const domain of SEED_DOMAINS) await db.transaction((tx) => domain.insert(tx));
    expect(await counts()).toEqual(before);
  });
});

describe('the web version comes from the database (no per-process truth)', () => {
  it('is the newest build any instance started with, never lowered by an older one, unless the operator says', async () => {
    const now = () => new Date();
    const [one, two] = shared.databases;
    expect((await appInfo(one!.db)).webVersion).toBe('2.26.2');
    // an instance of the next build starts during a rolling deploy: every instance now says 2.27.0
    await prepareDatabase(one!.db, { webVersion: '2.27.0' });
    await prepareDatabase(two!.db, { webVersion: '2.26.2' }); // an old instance restarts
    for (const database of shared.databases) expect((await appInfo(database.db)).webVersion).toBe('2.27.0');
    await setAppInfo(two!.db, { webVersion: '2.26.9' }, now);
    expect((await appInfo(one!.db)).webVersion).toBe('2.26.9');
    await setAppInfo(one!.db, { webVersion: null }, now);
    expect((await appInfo(two!.db)).webVersion).toBe('2.27.0');
  });

  it('keeps both of two operator changes made at once on two instances', async () => {
    const [one, two] = shared.databases;
    await Promise.all([
      setAppInfo(one!.db, { androidMinVersion: '3.1.0' }, () => new Date()),
      setAppInfo(two!.db, { iOSMinVersion: '3.2.0' }, () => new Date()),
    ]);
    expect(await appInfo(one!.db)).toMatchObject({ androidMinVersion: '3.1.0', iOSMinVersion: '3.2.0' });
  });
});
