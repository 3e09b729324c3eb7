import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { MEMORY_DATA_DIR } from './config';
import { type OpenDatabase, openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { seedIfEmpty } from './db/seed';

/**
 * For tests: a migrated, seeded database of its own. In-memory PGlite by default; with
 * DATABASE_URL set, a fresh schema on that PostgreSQL server, dropped again by close().
 */
export async function openTestDatabase(options: { seed?: boolean } = {}): Promise<OpenDatabase> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const schema = databaseUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const database = await openDatabase({ databaseUrl, databaseSchema: schema, dataDir: MEMORY_DATA_DIR });
  await migrate(database.db);
  if (options.seed ?? true) await seedIfEmpty(database.db);
  return {
    ...database,
    async close() {
      if (schema) await database.db.execute(sql.raw(`drop schema if exists "${schema}" cascade`));
      await database.close();
    },
  };
}
