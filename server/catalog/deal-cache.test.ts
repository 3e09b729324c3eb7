import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../db/client';
import { deals } from '../db/schema';
import { type TestApp, testApp } from '../test-app';
import { openTestDatabase } from '../test-database';
import { call, get, newMember } from '../../tests/server/catalog-kit';
import { DEAL_CACHE_MS } from './deals';

let database: OpenDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

interface Deal {
  dealId: number;
  title: string;
  endAt: string;
  remainingSeconds: number;
  product: { productNo: number; isLike: boolean };
}

/** an app whose clock the test sets */
function appAt(start: number): { t: TestApp; set(ms: number): void } {
  let now = start;
  const t = testApp(database.db, {}, { clock: () => new Date(now), advance: (seconds) => (now += seconds * 1000) });
  return { t, set: (ms) => (now = ms) };
}

async function withTitle(dealId: number, title: string, run: () => Promise<void>): Promise<void> {
  const [before] = await database.db.select({ title: deals.title }).from(deals).where(eq(deals.id, dealId));
  await database.db.update(deals).set({ title }).where(eq(deals.id, dealId));
  try {
    await run();
  } finally {
    if (before) await database.db.update(deals).set({ title: before.title }).where(eq(deals.id, dealId));
  }
}

describe('deals shared by every caller (issue 14: the API at 200 requests/s)', () => {
  it(`keeps a list and a deal for ${DEAL_CACHE_MS} ms, the countdown still following the clock`, async () => {
    const { t } = appAt(Date.now());
    const [first] = (await get(t, '/api/v2/display/deal')).body.items as Deal[];
    if (!first) throw new Error('no live deal in the seed');
    const detail = await get(t, `/api/v2/display/deal/${first.dealId}`);
    await withTitle(first.dealId, '바뀐 타임딜 제목', async () => {
      t.time.advance(1);
      const [shared] = (await get(t, '/api/v2/display/deal')).body.items as Deal[];
      expect(shared).toMatchObject({ dealId: first.dealId, title: first.title, remainingSeconds: first.remainingSeconds - 1 });
      expect((await get(t, `/api/v2/display/deal/${first.dealId}`)).body).toMatchObject({ title: detail.body.title, remainingSeconds: detail.body.remainingSeconds - 1 });

      t.time.advance(DEAL_CACHE_MS / 1000);
      expect(((await get(t, '/api/v2/display/deal')).body.items as Deal[])[0]?.title).toBe('바뀐 타임딜 제목');
      expect((await get(t, `/api/v2/display/deal/${first.dealId}`)).body.title).toBe('바뀐 타임딜 제목');
    });
  });

  it('never keeps a list past the instant a deal in it ends', async () => {
    const probe = appAt(Date.now());
    const [soonest] = (await get(probe.t, '/api/v2/display/deal')).body.items as Deal[];
    if (!soonest) throw new Error('no live deal in the seed');
    // the answer shows whole seconds: the stored instant is the exact one
    const [stored] = await database.db.select({ endAt: deals.endAt }).from(deals).where(eq(deals.id, soonest.dealId));
    const endAt = new Date(stored?.endAt ?? soonest.endAt).getTime();

    const { t, set } = appAt(endAt - 500);
    const before = (await get(t, '/api/v2/display/deal')).body.items as Deal[];
    expect(before.map((deal) => deal.dealId)).toContain(soonest.dealId);
    set(endAt + 1);
    const after = (await get(t, '/api/v2/display/deal')).body.items as Deal[];
    expect(after.map((deal) => deal.dealId)).not.toContain(soonest.dealId);
    expect(after.every((deal) => new Date(deal.endAt).getTime() >= Math.floor(endAt / 1000) * 1000)).toBe(true);
  });

  it("never shows one member's hearts to another member or to a visitor", async () => {
    const { t } = appAt(Date.now());
    // a visitor fills the shared list first
    const [first] = (await get(t, '/api/v2/display/deal')).body.items as Deal[];
    if (!first) throw new Error('no live deal in the seed');
    const liker = await newMember(t);
    const other = await newMember(t);
    expect((await call(t, 'POST', '/api/v1/user/like-product', { token: liker.token, body: { productNo: first.product.productNo } })).status).toBe(200);

    const heartOf = async (path: string, token?: string) => {
      const body = (await get(t, path, token)).body;
      const deal = (body.items as Deal[] | undefined)?.find((item) => item.dealId === first.dealId) ?? (body as Deal);
      return deal.product.isLike;
    };
    for (const path of ['/api/v2/display/deal', `/api/v2/display/deal/${first.dealId}`]) {
      expect(await heartOf(path, liker.token)).toBe(true);
      expect(await heartOf(path)).toBe(false);
      expect(await heartOf(path, other.token)).toBe(false);
      expect(await heartOf(path, liker.token)).toBe(true);
    }
  });
});
