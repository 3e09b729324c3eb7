import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AppDb } from './client';

/**
 * A small migration runner that works the same on PGlite and PostgreSQL: every `*.sql` file of
 * ./migrations, in name order, is applied once and recorded in `schema_migrations`. Statements
 * inside a file are separated by `--> statement-breakpoint` lines (drizzle-kit's convention).
 * All pending files run in one transaction under an advisory lock, so two servers starting
 * against the same database do not race, and a failing file leaves nothing half applied.
 *
 * When every file is already recorded with its checksum (every start but the first after a new
 * file), one read says so and nothing else runs: no transaction, no lock, no DDL (issue 14,
 * start-up: ~100 ms of PGlite per start). Anything else (a new file, a changed one, no table yet)
 * takes the locked path above, which decides under the lock.
 */

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const BREAKPOINT = /^-->\s*statement-breakpoint\s*$/m;
/**
 * The advisory lock of start-up (migrations, the seed, the web version): an arbitrary fixed class and
 * the current schema, so test schemas on one PostgreSQL do not wait for each other.
 */
const LOCK_CLASS = 4173_0001;

/**
 * Takes the start-up lock until the transaction ends: instances starting together on one database
 * migrate and seed one after the other (issue 27), and each sees what the one before it committed.
 */
export async function lockStartUp(tx: AppDb): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS}, hashtext(current_schema()))`);
}

const schemaMigrations = pgTable('schema_migrations', {
  name: text('name').primaryKey(),
  checksum: text('checksum').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

export interface MigrationFile {
  readonly name: string;
  readonly checksum: string;
  readonly statements: readonly string[];
}

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<MigrationFile[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  return Promise.all(
    names.map(async (name) => {
      const source = (await readFile(join(dir, name), 'utf8')).replace(/\r\n/g, '\n');
      return {
        name,
        checksum: createHash('sha256').update(source).digest('hex'),
        statements: source
          .split(BREAKPOINT)
          .map((part) => part.trim())
          .filter((part) => part.replace(/^--.*$/gm, '').trim() !== ''),
      };
    }),
  );
}

/** Whether every file is recorded as applied with its checksum (false when the table is missing too). */
export async function allApplied(db: AppDb, files: readonly MigrationFile[]): Promise<boolean> {
  let rows: Array<{ name: string; checksum: string }>;
  try {
    rows = await db.select({ name: schemaMigrations.name, checksum: schemaMigrations.checksum }).from(schemaMigrations);
  } catch {
    return false;
  }
  const applied = new Map(rows.map((row) => [row.name, row.checksum] as const));
  return files.every((file) => applied.get(file.name) === file.checksum);
}

/** Applies pending migrations; returns the names of the files it applied. */
export async function migrate(db: AppDb, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = await readMigrations(dir);
  if (await allApplied(db, files)) return [];
  return db.transaction(async (tx) => {
    await lockStartUp(tx);
    return applyPending(tx, files);
  });
}

/** Applies the files not recorded yet, inside the caller's transaction that holds the start-up lock. */
export async function applyPending(tx: AppDb, files: readonly MigrationFile[]): Promise<string[]> {
  await tx.execute(sql`create table if not exists schema_migrations (
    name text primary key,
    checksum text not null,
    applied_at timestamp with time zone not null default now()
  )`);
  const applied = new Map(
    (await tx.select().from(schemaMigrations)).map((row) => [row.name, row.checksum] as const),
  );
  const done: string[] = [];
  for (const file of files) {
    const checksum = applied.get(file.name);
    if (checksum !== undefined) {
      if (checksum !== file.checksum) {
        throw new Error(`Migration ${file.name} was changed after it was applied; add a new file instead.`);
      }
      continue;
    }
    for (const statement of file.statements) await tx.execute(sql.raw(statement));
    await tx.insert(schemaMigrations).values({ name: file.name, checksum: file.checksum });
    done.push(file.name);
  }
  return done;
}
