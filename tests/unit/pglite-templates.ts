import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGLITE_TEMPLATES_ENV } from '../../server/test-database';

/**
 * Vitest's global setup: a temporary folder for this run's migrated PGlite database, kept as a dump
 * and copied by every server test (server/test-database.ts), removed at the end. The test workers
 * inherit its path from the environment. A run on PostgreSQL (DATABASE_URL) never uses it.
 */
export default function setup(): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'market-pglite-'));
  process.env[PGLITE_TEMPLATES_ENV] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
