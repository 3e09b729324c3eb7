import { appCallsSeed } from '../../app-calls/seed';
import { catalogSeed } from '../../catalog/seed';
import { communitySeed } from '../../community/seed';
import { memberDataSeed } from '../../points/seed';
import { surveySeed } from '../../survey/seed';
import type { AppDb } from '../client';
import { categorySeed } from './categories';
import { prohibitedSeed } from './prohibited';

/**
 * Seed data, one module per domain. Order matters: a domain comes after the ones it refers to
 * (products after categories and stores, ...); clearing runs in reverse.
 */
export interface DomainSeed {
  readonly name: string;
  isEmpty(db: AppDb): Promise<boolean>;
  clear(db: AppDb): Promise<void>;
  /** inserts the domain's rows; returns how many */
  insert(db: AppDb): Promise<number>;
}

const domains: readonly DomainSeed[] = [categorySeed, prohibitedSeed, catalogSeed, surveySeed, appCallsSeed, memberDataSeed, communitySeed];

export type SeedReport = Record<string, number>;

/** Fills every domain whose tables are empty; leaves the others alone. */
export async function seedIfEmpty(db: AppDb): Promise<SeedReport> {
  return db.transaction(async (tx) => {
    const report: SeedReport = {};
    for (const domain of domains) {
      if (await domain.isEmpty(tx)) report[domain.name] = await domain.insert(tx);
    }
    return report;
  });
}

/** Replaces the data of every domain with a fresh copy of the seed. */
export async function reseed(db: AppDb): Promise<SeedReport> {
  return db.transaction(async (tx) => {
    for (const domain of [...domains].reverse()) await domain.clear(tx);
    const report: SeedReport = {};
    for (const domain of domains) report[domain.name] = await domain.insert(tx);
    return report;
  });
}
