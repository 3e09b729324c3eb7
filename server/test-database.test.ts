import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OpenDatabase } from './db/client';
import { allApplied, readMigrations } from './db/migrate';
import * as schema from './db/schema';
import { CATALOG_ANCHOR_KEY } from './seed/catalog';
import { openTestDatabase, PGLITE_TEMPLATES_ENV } from './test-database';

/**
 * server/test-database.ts on PGlite: the first database of a run is migrated and kept as a dump,
 * the next ones start from a copy of it. Each copy is a database of its own, and a seeded one is
 * seeded when it opens (its times from that moment), not when the dump was taken.
 */
describe.skipIf(Boolean(process.env.DATABASE_URL))('test databases on PGlite', () => {
  const opened: OpenDatabase[] = [];
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'market-template-test-'));
    vi.stubEnv(PGLITE_TEMPLATES_ENV, dir);
  });
  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
    vi.unstubAllEnvs();
    rmSync(dir, { recursive: true, force: true });
  });

  async function open(seed: boolean): Promise<OpenDatabase> {
    const database = await openTestDatabase({ seed });
    opened.push(database);
    return database;
  }

  it('keeps the first migrated database as the run’s dump, and starts the next ones from it, each its own', async () => {
    const template = join(dir, 'migrated.tar');
    expect(existsSync(template)).toBe(false);
    const first = await open(false);
    expect(existsSync(template)).toBe(true);

    const second = await open(false);
    expect(await allApplied(second.db, await readMigrations())).toBe(true);
    expect((await second.db.select({ n: count() }).from(schema.products))[0]?.n).toBe(0);

    await first.db.insert(schema.settings).values({ key: 'only.in.first', value: 'yes', updatedAt: new Date() });
    expect(await second.db.select().from(schema.settings).where(eq(schema.settings.key, 'only.in.first'))).toEqual([]);
    const third = await open(false);
    expect(await third.db.select().from(schema.settings).where(eq(schema.settings.key, 'only.in.first'))).toEqual([]);
  });

  it('seeds a copy as it opens: its catalogue is timed from that moment, with deals running now', async () => {
    expect(existsSync(join(dir, 'migrated.tar'))).toBe(true);
    const before = Date.now();
    const seeded = await open(true);
    const [anchor] = await seeded.db.select().from(schema.settings).where(eq(schema.settings.key, CATALOG_ANCHOR_KEY));
    expect(new Date(String(anchor?.value)).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const now = new Date();
    const deals = await seeded.db.select().from(schema.deals);
    expect(deals.filter((deal) => deal.startAt <= now && deal.endAt > now).length).toBeGreaterThanOrEqual(5);
  });
});
