import { buildWebVersion, recordWebBuild } from '../app-calls/settings';
import type { AppDb } from './client';
import { allApplied, applyPending, lockStartUp, type MigrationFile, MIGRATIONS_DIR, readMigrations } from './migrate';
import { fillEmptyDomains, type SeedReport } from '../seed';

/**
 * What an instance does to its database before it serves (server/main.ts), as one job under one
 * lock (issue 27): however many instances are started at the same moment on an empty database apply
 * the migrations once, seed once, and all come up. One transaction holds the start-up advisory lock
 * (migrate.ts lockStartUp) while it
 * 1. applies the migrations not recorded yet (none on every start but the first after a new file),
 * 2. fills the seed domains that are empty (server/seed),
 * 3. records this build's web version as the database's when it is newer (app-calls/settings.ts).
 * The next instance waits for the lock, then finds everything done. Whether migrations are pending
 * is read before the transaction: on PostgreSQL a failed read (no table yet) would abort it.
 */

export interface PrepareOptions {
  /** this build's web version (default package.json's) */
  readonly webVersion?: string;
  /** the migrations folder (tests) */
  readonly migrationsDir?: string;
  /**
   * the migration files, read already (server/main.ts reads them while the database opens: once
   * PGlite has opened, reading ten small files took ~100 ms of a start, its file work still under way)
   */
  readonly migrations?: Promise<MigrationFile[]>;
  /** the moment recorded with the web version (default now) */
  readonly now?: Date;
}

export interface PrepareReport {
  readonly migrations: string[];
  readonly seeded: SeedReport;
  /** the web build the database records after this start */
  readonly webBuild: string;
}

export async function prepareDatabase(db: AppDb, options: PrepareOptions = {}): Promise<PrepareReport> {
  const files = await (options.migrations ?? readMigrations(options.migrationsDir ?? MIGRATIONS_DIR));
  const applied = await allApplied(db, files);
  return db.transaction(async (tx) => {
    await lockStartUp(tx);
    const migrations = applied ? [] : await applyPending(tx, files);
    const seeded = await fillEmptyDomains(tx);
    const webBuild = await recordWebBuild(tx, options.webVersion ?? buildWebVersion(), options.now ?? new Date());
    return { migrations, seeded, webBuild };
  });
}
