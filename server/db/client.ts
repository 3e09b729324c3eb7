import { mkdirSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { type DatabaseKind, MEMORY_DATA_DIR, type ServerConfig } from '../config';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

/** The drizzle database both drivers give: the only database type the rest of server/ sees. */
export type AppDb = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface OpenDatabase {
  readonly db: AppDb;
  readonly kind: DatabaseKind;
  close(): Promise<void>;
  /**
   * PGlite only: its whole data folder as one uncompressed tar, which `pgliteDump` opens again as it
   * is now (the tests prepare a database once and open copies of it, server/test-database.ts)
   */
  dumpDataDir?(): Promise<Blob>;
}

type DatabaseConfig = Pick<ServerConfig, 'databaseUrl' | 'databaseSchema' | 'dataDir'> &
  Partial<Pick<ServerConfig, 'databasePoolSize'>> & {
    /** an in-memory PGlite starts from this dump of a data folder (`dumpDataDir`) instead of an empty one */
    readonly pgliteDump?: Blob;
  };

/** PostgreSQL connections one instance opens at most, unless DATABASE_POOL_SIZE says otherwise */
export const DEFAULT_POOL_SIZE = 10;

/**
 * Opens PostgreSQL through postgres-js when DATABASE_URL is set, otherwise PGlite in DATA_DIR
 * (or in memory for ':memory:'). The schema is not migrated here: call `migrate(db)`.
 *
 * The drivers' JavaScript is loaded when one is opened (issue 14, start-up), except PGlite's own
 * module: the server's bundle keeps it outside (scripts/build-server.ts), and an `import()` left in the
 * bundle makes tsx rewrite the whole 1 MB file with a source map at every start.
 */
export async function openDatabase(config: DatabaseConfig): Promise<OpenDatabase> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, config.databaseSchema, config.databasePoolSize ?? DEFAULT_POOL_SIZE);
  return openPglite(config.dataDir, config.pgliteDump);
}

/**
 * PGlite's start parameters: its own, with 16 MB of shared buffers instead of PostgreSQL's 128 MB.
 * PGlite sets those 128 MB up inside its WASM memory at every open: 16 MB made a repeat `npm start`
 * answer ~70 ms sooner (632 → 559 ms, median of 9 interleaved; docs/decisions.md, issue 14 start-up),
 * and the whole seeded database is smaller than 50 MB, with the operating system caching its files.
 */
const PGLITE_START_PARAMS: readonly string[] = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * PGlite's WASM (PostgreSQL) runs as V8's baseline code (Liftoff) only, never tiered up to TurboFan.
 * Tiering up compiles the hot parts of a 9 MB module on background threads right at start, while the
 * database is prepared and the first requests come: on a 2-core machine they took the cores from the
 * main thread, and it stood still ~70–110 ms just after listening (the event loop blocked, the
 * profiler showing it idle). A repeat `npm start` answered /api/health ~300 ms sooner (≈800 → ≈490 ms);
 * a deal page's render costs ~5 % more CPU (7.0 → 7.4 ms median), the API's answers no measurable
 * difference (docs/decisions.md, "Start-up"). V8's flags are the process's: set before PGlite's module
 * is compiled (its first open), and only when PGlite is the database.
 */
const BASELINE_WASM_ONLY = '--liftoff-only';

async function openPglite(dataDir: string, dump: Blob | undefined): Promise<OpenDatabase> {
  const inMemory = dataDir === MEMORY_DATA_DIR;
  if (dump && !inMemory) throw new Error('a PGlite dump opens in memory only');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  // one server per data folder (data-dir-lock.ts): a second `npm start` stops with a clear message
  const release = inMemory ? () => {} : lockDataDir(dataDir);
  try {
    setFlagsFromString(BASELINE_WASM_ONLY);
    const { drizzle: drizzlePglite } = await import('drizzle-orm/pglite');
    const options = { startParams: [...PGLITE_START_PARAMS], ...(dump ? { loadDataDir: dump } : {}) };
    const client = inMemory ? await PGlite.create(options) : await PGlite.create(dataDir, options);
    return {
      db: drizzlePglite({ client, schema }),
      kind: 'pglite',
      dumpDataDir: () => client.dumpDataDir('none'),
      close: async () => {
        try {
          if (!client.closed) await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

async function openPostgres(url: string, searchPath: string | undefined, poolSize: number): Promise<OpenDatabase> {
  const [{ default: postgres }, { drizzle: drizzlePostgres }] = await Promise.all([import('postgres'), import('drizzle-orm/postgres-js')]);
  const client = postgres(url, {
    max: poolSize,
    onnotice: () => {},
    ...(searchPath ? { connection: { search_path: searchPath } } : {}),
  });
  if (searchPath) await createSchemaOnce(client, searchPath);
  return {
    db: drizzlePostgres({ client, schema }),
    kind: 'postgres',
    close: () => client.end({ timeout: 5 }),
  };
}

/**
 * `create schema if not exists`, safe when instances start together: PostgreSQL's check and insert are
 * not one step, so two sessions creating the same schema at once can both pass the check and one fails
 * on pg_namespace's unique index (23505) or as a duplicate schema (42P06). Either way the schema exists.
 */
async function createSchemaOnce(client: { unsafe: (query: string) => PromiseLike<unknown> }, name: string): Promise<void> {
  try {
    await client.unsafe(`create schema if not exists "${name}"`);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code !== '23505' && code !== '42P06') throw error;
  }
}
