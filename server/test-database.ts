import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { MEMORY_DATA_DIR } from './config';
import { type OpenDatabase, openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { prepareDatabase } from './db/prepare';

/**
 * For tests: a migrated, seeded database of its own. In-memory PGlite by default; with
 * DATABASE_URL set, a fresh schema on that PostgreSQL server, dropped again by close().
 */
export async function openTestDatabase(options: { seed?: boolean } = {}): Promise<OpenDatabase> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const schema = databaseUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const database = await openDatabase({ databaseUrl, databaseSchema: schema, dataDir: MEMORY_DATA_DIR });
  // as an instance starts (server/main.ts): migrations, seed and web version under the start-up lock
  if (options.seed ?? true) await prepareDatabase(database.db);
  else await migrate(database.db);
  return {
    ...database,
    async close() {
      if (schema) await database.db.execute(sql.raw(`drop schema if exists "${schema}" cascade`));
      await database.close();
    },
  };
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
