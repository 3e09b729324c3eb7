import { count } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { prohibitedAccounts } from '../db/schema';

/**
 * Provider accounts that may not sign up (SPEC.md §8 codes 83/84). The seed holds one Naver
 * account, so the prohibited-signup path can be tried with the Naver stand-in: sign in there
 * with the email `blocked@example.com`. The operator adds more with POST /api/dev/operator/prohibited.
 */
export const PROHIBITED_NAVER_EMAIL = 'blocked@example.com';

export const prohibitedSeed = {
  name: 'prohibitedAccounts',
  async isEmpty(db: AppDb): Promise<boolean> {
    const [row] = await db.select({ n: count() }).from(prohibitedAccounts);
    return (row?.n ?? 0) === 0;
  },
  async clear(db: AppDb): Promise<void> {
    await db.delete(prohibitedAccounts);
  },
  async insert(db: AppDb): Promise<number> {
    const rows = await db
      .insert(prohibitedAccounts)
      .values([{ provider: 'naver', email: PROHIBITED_NAVER_EMAIL }])
      .onConflictDoNothing()
      .returning({ id: prohibitedAccounts.id });
    return rows.length;
  },
};
