import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { MEMORY_DATA_DIR } from './config';
import { type OpenDatabase, openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { prepareDatabase } from './db/prepare';

/**
 * A folder for this test run's migrated PGlite database (tests/unit/pglite-templates.ts, Vitest's
 * global setup): `migrated.tar`, written by the first test file that needed it.
 */
export const PGLITE_TEMPLATES_ENV = 'PGLITE_TEST_TEMPLATES';

/**
 * For tests: a migrated, seeded database of its own. In-memory PGlite by default; with
 * DATABASE_URL set, a fresh schema on that PostgreSQL server, dropped again by close().
 *
 * PGlite: a new database takes ~3 s to create and migrate and ~1 s more to seed on a 2-core machine,
 * and some 40 test files each open one. Within a Vitest run the first one migrated is kept as a dump
 * (PGlite's data folder as a tar, in the run's temporary folder), and every later one starts from a
 * copy of it in ~0.7 s: the same migrations, run by the same code in the same run. The seed still
 * runs on each database as it opens: its deals, posts and points are timed from that moment
 * (docs/decisions.md "Test time").
 */
export async function openTestDatabase(options: { seed?: boolean } = {}): Promise<OpenDatabase> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  if (!databaseUrl) return openPgliteTestDatabase(options.seed ?? true);
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const database = await openDatabase({ databaseUrl, databaseSchema: schema, dataDir: MEMORY_DATA_DIR });
  // as an instance starts (server/main.ts): migrations, seed and web version under the start-up lock
  if (options.seed ?? true) await prepareDatabase(database.db);
  else await migrate(database.db);
  return {
    ...database,
    async close() {
      await database.db.execute(sql.raw(`drop schema if exists "${schema}" cascade`));
      await database.close();
    },
  };
}

async function openPgliteTestDatabase(seed: boolean): Promise<OpenDatabase> {
  const templates = process.env[PGLITE_TEMPLATES_ENV];
  const template = templates ? join(templates, 'migrated.tar') : undefined;
  const dump = template && existsSync(template) ? new Blob([await readFile(template)]) : undefined;
  const database = await openDatabase({ databaseUrl: undefined, databaseSchema: undefined, dataDir: MEMORY_DATA_DIR, pgliteDump: dump });
  if (!dump) {
    await migrate(database.db);
    if (template && database.dumpDataDir) {
      // written whole under another name, then renamed: a file beside it never reads half a dump
      // (two files may prepare it at once; the last rename wins, with the same content)
      const partial = `${template}.${process.pid}.${randomBytes(4).toString('hex')}`;
      await writeFile(partial, Buffer.from(await (await database.dumpDataDir()).arrayBuffer()));
      await rename(partial, template);
    }
  }
  // the seed (its deals, posts and points timed from now) and the web version, on the copy, now
  if (seed) await prepareDatabase(database.db);
  return database;
}

export interface SharedTestDatabases {
  /** one database per "instance": on PostgreSQL each with its own connection pool to the same schema */
  readonly databases: readonly OpenDatabase[];
  close(): Promise<void>;
}

/**
 * For tests of several instances on one database (issue 27): a migrated, seeded database opened
 * `count` times. With DATABASE_URL, `count` connection pools on one fresh schema, so their
 * transactions really run at the same time; on PGlite one in-memory database shared `count` times
 * (PGlite has one connection: transactions take turns, but awaits between statements still interleave).
 */
export async function openSharedTestDatabases(count: number): Promise<SharedTestDatabases> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  if (!databaseUrl) {
    const only = await openTestDatabase();
    return { databases: Array.from({ length: count }, () => only), close: () => only.close() };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const databases = await Promise.all(Array.from({ length: count }, () => openDatabase({ databaseUrl, databaseSchema: schema, dataDir: MEMORY_DATA_DIR })));
  const [first] = databases;
  if (first === undefined) throw new Error('count must be at least 1');
  // all at once, as instances start: the start-up lock makes it one migration and one seed
  await Promise.all(databases.map((database) => prepareDatabase(database.db)));
  return {
    databases,
    async close() {
      await first.db.execute(sql.raw(`drop schema if exists "${schema}" cascade`));
      await Promise.all(databases.map((database) => database.close()));
    },
  };
}
