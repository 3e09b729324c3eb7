import { appCallsSeed } from './app-calls';
import { catalogSeed } from './catalog';
import { communitySeed } from './community';
import { memberDataSeed } from './points';
import { surveySeed } from './survey';
import type { AppDb } from '../db/client';
import { lockStartUp } from '../db/migrate';
import { categorySeed } from './categories';
import { prohibitedSeed } from './prohibited';

/**
 * Seed data, one module per domain. Order matters: a domain comes after the ones it refers to
 * (products after categories and stores, ...); clearing runs in reverse.
 *
 * Many instances may start at once on one empty database (issue 27): the seed runs under the
 * start-up lock (migrate.ts lockStartUp), so one instance seeds and the others find it done; and
 * every insert is keyed on the rows' natural keys with ON CONFLICT DO NOTHING, so running a domain
 * twice adds nothing.
 */
export interface DomainSeed {
  readonly name: string;
  isEmpty(db: AppDb): Promise<boolean>;
  clear(db: AppDb): Promise<void>;
  /** inserts the domain's rows; returns how many */
  insert(db: AppDb): Promise<number>;
}

/** every domain, in the order they are filled (exported for tests) */
export const SEED_DOMAINS: readonly DomainSeed[] = [categorySeed, prohibitedSeed, catalogSeed, surveySeed, appCallsSeed, memberDataSeed, communitySeed];

export type SeedReport = Record<string, number>;

/** Fills every domain whose tables are empty; leaves the others alone. */
export async function seedIfEmpty(db: AppDb): Promise<SeedReport> {
  return db.transaction(async (tx) => {
    await lockStartUp(tx);
    return fillEmptyDomains(tx);
  });
}

/** seedIfEmpty's work, inside a transaction that holds the start-up lock (db/prepare.ts). */
export async function fillEmptyDomains(tx: AppDb): Promise<SeedReport> {
  const report: SeedReport = {};
  for (const domain of SEED_DOMAINS) {
    if (await domain.isEmpty(tx)) report[domain.name] = await domain.insert(tx);
  }
  return report;
}

/** Replaces the data of every domain with a fresh copy of the seed. */
export async function reseed(db: AppDb): Promise<SeedReport> {
  return db.transaction(async (tx) => {
    await lockStartUp(tx);
    for (const domain of [...SEED_DOMAINS].reverse()) await domain.clear(tx);
    const report: SeedReport = {};
    for (const domain of SEED_DOMAINS) report[domain.name] = await domain.insert(tx);
    return report;
  });
}
