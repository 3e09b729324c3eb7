import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../db/client';
import { eventApplications, events, members } from '../db/schema';
import { testApp, type TestApp } from '../test-app';
import { openTestDatabase } from '../test-database';
import { call, get, isSortedBy, newMember } from '../../tests/server/catalog-kit';

let database: OpenDatabase;
let t: TestApp;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the web profile as the app reads it
let profile: any;
beforeAll(async () => {
  database = await openTestDatabase();
  t = testApp(database.db);
  profile = (await get(t, '/api/v1/display/web/profile')).body.filterInfo;
});
afterAll(async () => {
  await database?.close();
});

interface Card {
  productNo: number;
  name: string;
  salePrice: number;
  listPrice: number;
  discountRate: number;
  reviewCount: number;
  categoryCode: string;
  imageUrl: string;
  isLike: boolean;
}

const codes = (list: { code: string }[]) => list.map((item) => item.code);

describe('pagination', () => {
  it('pages through a list without overlap, with totalCount and hasNext', async () => {
    const first = await get(t, '/api/v1/display/category/product?categoryCode=01&size=7');
    const second = await get(t, '/api/v1/display/category/product?categoryCode=01&size=7&page=2');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, size: 7, hasNext: true });
    expect(first.body.items).toHaveLength(7);
    expect(second.body.totalCount).toBe(first.body.totalCount);
    const firstNos = first.body.items.map((item: Card) => item.productNo);
    for (const item of second.body.items as Card[]) expect(firstNos).not.toContain(item.productNo);

    const lastPage = Math.ceil(first.body.totalCount / 7);
    const last = await get(t, `/api/v1/display/category/product?categoryCode=01&size=7&page=${lastPage}`);
    expect(last.body.hasNext).toBe(false);
    expect(last.body.items.length).toBe(first.body.totalCount - (lastPage - 1) * 7);
    const beyond = await get(t, `/api/v1/display/category/product?categoryCode=01&size=7&page=${lastPage + 1}`);
    expect(beyond.body).toMatchObject({ items: [], hasNext: false });
  });

  it('refuses malformed and out-of-range paging', async () => {
    expect((await get(t, '/api/v2/display/deal?page=0')).body.code).toBe(13);
    expect((await get(t, '/api/v2/display/deal?size=101')).body.code).toBe(13);
    expect((await get(t, '/api/v2/display/deal?page=abc')).body.code).toBe(12);
  });
});

describe('sorts and filters of the web profile', () => {
  it('accepts every sort code the web profile hands out, and refuses others with 12', async () => {
    for (const sort of codes(profile.sortFilterList)) {
      expect((await get(t, `/api/v1/display/category/product?categoryCode=02&sort=${sort}`)).status, sort).toBe(200);
    }
    for (const sort of codes(profile.periodSortFilterList)) {
      expect((await get(t, `/api/v2/display/period/1?sort=${sort}`)).status, sort).toBe(200);
    }
    for (const rate of codes(profile.discountRateFilterList)) {
      expect((await get(t, `/api/v2/display/period/3?discountRate=${rate}`)).status, rate).toBe(200);
    }
    const bad = await get(t, '/api/v1/display/category/product?categoryCode=02&sort=CHEAPEST');
    expect(bad).toMatchObject({ status: 400, body: { code: 12 } });
  });

  it('orders by the chosen sort', async () => {
    const list = async (sort: string) => (await get(t, `/api/v1/display/category/product?categoryCode=03&size=50&sort=${sort}`)).body.items as Card[];
    const ascending = await list('PRICE_ASC');
    const descending = await list('PRICE_DESC');
    expect(isSortedBy(ascending, (item) => item.salePrice, 'asc')).toBe(true);
    expect(isSortedBy(descending, (item) => item.salePrice, 'desc')).toBe(true);
    expect(ascending[0]?.productNo).not.toBe(descending[0]?.productNo);
    expect(isSortedBy(await list('DISCOUNT_RATE'), (item) => item.discountRate, 'desc')).toBe(true);
    expect(isSortedBy(await list('REVIEW_COUNT'), (item) => item.reviewCount, 'desc')).toBe(true);
  });

  it('filters by the price ranges of the profile and by the slider', async () => {
    const all = await get(t, '/api/v1/display/category/product?categoryCode=04&size=100');
    for (const range of profile.priceFilter.ranges as { code: string; minPrice: number; maxPrice: number | null }[]) {
      const filtered = await get(t, `/api/v1/display/category/product?categoryCode=04&size=100&priceRanges=${range.code}`);
      expect(filtered.status).toBe(200);
      for (const item of filtered.body.items as Card[]) {
        expect(item.salePrice).toBeGreaterThanOrEqual(range.minPrice);
        if (range.maxPrice !== null) expect(item.salePrice).toBeLessThan(range.maxPrice);
      }
      const expected = (all.body.items as Card[]).filter((item) => item.salePrice >= range.minPrice && (range.maxPrice === null || item.salePrice < range.maxPrice));
      expect(filtered.body.totalCount).toBe(expected.length);
    }
    const slider = await get(t, '/api/v1/display/category/product?categoryCode=04&size=100&minPrice=20000&maxPrice=40000');
    expect(slider.body.items.length).toBeGreaterThan(0);
    for (const item of slider.body.items as Card[]) expect(item.salePrice >= 20000 && item.salePrice <= 40000).toBe(true);
    expect((await get(t, '/api/v1/display/category/product?categoryCode=04&priceRanges=CHEAP')).body.code).toBe(12);
    expect((await get(t, '/api/v1/display/category/product?categoryCode=04&minPrice=9&maxPrice=1')).body.code).toBe(13);
  });

  it('filters an exhibition by discount rate', async () => {
    const all = await get(t, '/api/v2/display/period/3?size=100');
    const half = await get(t, '/api/v2/display/period/3?size=100&discountRate=30');
    expect(half.body.totalCount).toBeLessThan(all.body.totalCount);
    expect(half.body.totalCount).toBeGreaterThan(0);
    for (const item of half.body.items as Card[]) expect(item.discountRate).toBeGreaterThanOrEqual(30);
  });

  it('lists a category with its subtree and the regional specialties filed under it', async () => {
    const strawberries = await get(t, '/api/v1/display/category/product?categoryCode=010101&size=100');
    expect(strawberries.body.category).toMatchObject({ categoryCode: '010101', name: '딸기', depth: 3 });
    expect(strawberries.body.items.length).toBeGreaterThanOrEqual(4);
    for (const item of strawberries.body.items as Card[]) expect(item.categoryCode.startsWith('010101')).toBe(true);
    const jeju = await get(t, '/api/v1/display/category/product?categoryCode=1006&size=100');
    expect(jeju.body.items.length).toBeGreaterThan(0);
    expect((await get(t, '/api/v1/display/category/product')).body.code).toBe(10);
  });
});

describe('deals', () => {
  it('lists live deals ending soonest first with a countdown, and upcoming and ended ones', async () => {
    const now = t.time.clock().getTime();
    const live = await get(t, '/api/v2/display/deal');
    expect(live.body.items.length).toBeGreaterThan(0);
    for (const deal of live.body.items) {
      expect(deal.status).toBe('ONGOING');
      expect(new Date(deal.startAt).getTime()).toBeLessThanOrEqual(now + 1000);
      expect(new Date(deal.endAt).getTime()).toBeGreaterThan(now);
      expect(deal.remainingSeconds).toBeGreaterThan(0);
      expect(deal.dealPrice).toBeLessThan(deal.listPrice);
    }
    expect(isSortedBy(live.body.items, (deal: { endAt: string }) => new Date(deal.endAt).getTime(), 'asc')).toBe(true);
    const upcoming = await get(t, '/api/v2/display/deal?status=UPCOMING');
    for (const deal of upcoming.body.items) expect(deal.status).toBe('UPCOMING');
    const ended = await get(t, '/api/v2/display/deal?status=ENDED');
    for (const deal of ended.body.items) expect(deal).toMatchObject({ status: 'ENDED', remainingSeconds: 0 });
    expect(upcoming.body.items.length).toBeGreaterThan(0);
    expect(ended.body.items.length).toBeGreaterThan(0);
  });

  it('follows the clock: a live deal ends when its time is up', async () => {
    const time = { now: t.time.clock().getTime() };
    const moved = testApp(database.db, {}, { clock: () => new Date(time.now), advance: () => {} });
    const [first] = (await get(moved, '/api/v2/display/deal')).body.items;
    time.now += (first.remainingSeconds + 1) * 1000;
    const detail = await get(moved, `/api/v2/display/deal/${first.dealId}`);
    expect(detail.body).toMatchObject({ status: 'ENDED', remainingSeconds: 0 });
  });

  it('answers a deal with its gallery, shop and share info; unknown is 8, a non-digit id 9', async () => {
    const deal = await get(t, '/api/v2/display/deal/1');
    expect(deal.status).toBe(200);
    expect(deal.body.images).toHaveLength(3);
    expect(deal.body.shop).toMatchObject({ shopId: deal.body.product.shopId });
    expect(deal.body.shareInfo.url).toBe('/deal/1');
    expect(await get(t, '/api/v2/display/deal/99999')).toMatchObject({ status: 404, body: { code: 8 } });
    expect(await get(t, '/api/v2/display/deal/abc')).toMatchObject({ status: 404, body: { code: 9 } });
    expect(await get(t, '/api/v2/display/no-such-call')).toMatchObject({ status: 404, body: { code: 9 } });
  });

  it('recommends products in stock', async () => {
    const recommended = await get(t, '/api/v2/display/deal/recommendation?size=10');
    expect(recommended.body.items).toHaveLength(10);
  });
});

describe('exhibitions, events and banners', () => {
  it('lists exhibitions by status with product counts', async () => {
    const ongoing = await get(t, '/api/v2/display/period');
    expect(ongoing.body.items.length).toBeGreaterThan(0);
    for (const period of ongoing.body.items) expect(period).toMatchObject({ status: 'ONGOING', imageUrl: `/images/periods/${period.periodId}.webp` });
    expect(ongoing.body.items.every((period: { productCount: number }) => period.productCount > 0)).toBe(true);
    const ended = await get(t, '/api/v2/display/period?status=ENDED');
    expect(ended.body.items.every((period: { status: string }) => period.status === 'ENDED')).toBe(true);
    expect((await get(t, '/api/v2/display/period/999')).body.code).toBe(8);
  });

  it('shows an event with its apply state, and a member applies once', async () => {
    const { token, memberId } = await newMember(t);
    const before = await get(t, '/api/v2/display/custom-event/2', token);
    expect(before.body.apply).toMatchObject({ isApplicable: true, hasApplied: false });
    expect(before.body.products.length).toBeGreaterThan(0);

    const applied = await call(t, 'POST', '/api/v2/display/event/2/apply', { token });
    expect(applied.status).toBe(200);
    expect(applied.body.applyCount).toBe(before.body.apply.applyCount + 1);
    expect(applied.body.toastItems[0].phrase).toMatch(/응모/);
    const after = await get(t, '/api/v2/display/custom-event/2', token);
    expect(after.body.apply).toMatchObject({ isApplicable: false, hasApplied: true });

    expect(await call(t, 'POST', '/api/v2/display/event/2/apply', { token })).toMatchObject({ status: 409, body: { code: 18 } });
    expect((await call(t, 'POST', '/api/v2/display/event/2/apply')).body.code).toBe(110);
    expect((await call(t, 'POST', '/api/v2/display/event/1/apply', { token })).body.code).toBe(9);
    expect((await call(t, 'POST', '/api/v2/display/event/999/apply', { token })).body.code).toBe(8);
    expect(memberId).toBeGreaterThan(0);
  });

  it('refuses applications outside the period and over the first-come limit', async () => {
    const { token } = await newMember(t);
    const all = (await get(t, '/api/v2/display/custom-event?status=ALL&size=50')).body.items as { eventId: number; status: string; hasApply: boolean }[];
    const ended = all.find((event) => event.status === 'ENDED' && event.hasApply);
    const upcoming = all.find((event) => event.status === 'UPCOMING' && event.hasApply);
    for (const event of [ended, upcoming]) {
      expect(event).toBeDefined();
      expect(await call(t, 'POST', `/api/v2/display/event/${event?.eventId}/apply`, { token })).toMatchObject({ status: 400, body: { code: 13 } });
    }
    const [limited] = await database.db.select().from(events).where(eq(events.applyLimit, 100));
    const limit = limited?.applyLimit ?? 0;
    const taken = await database.db.$count(eventApplications, eq(eventApplications.eventId, limited?.id ?? 0));
    const fillers = await database.db
      .insert(members)
      .values(Array.from({ length: limit - taken }, (_, i) => ({ provider: 'naver' as const, providerUserId: `filler-${i}-${Date.now()}` })))
      .returning({ id: members.id });
    await database.db.insert(eventApplications).values(fillers.map((member) => ({ eventId: limited?.id ?? 0, memberId: member.id, appliedAt: new Date() })));
    const full = await call(t, 'POST', `/api/v2/display/event/${limited?.id}/apply`, { token });
    expect(full).toMatchObject({ status: 400, body: { code: 13, message: '선착순 응모가 마감되었어요.' } });
  });

  it('shows only the banners running now, for a position', async () => {
    const home = await get(t, '/api/v2/display/banner?position=HOME_MAIN');
    const now = t.time.clock().getTime();
    expect(home.body.items.length).toBeGreaterThan(0);
    for (const banner of home.body.items) {
      expect(new Date(banner.startAt).getTime()).toBeLessThanOrEqual(now + 1000);
      expect(new Date(banner.endAt).getTime()).toBeGreaterThan(now);
      expect(banner.imageUrl).toBe(`/images/banners/${banner.bannerId}.webp`);
    }
    expect((await get(t, '/api/v2/display/banner?position=NOWHERE')).body.code).toBe(12);
  });
});

describe('season, local, best', () => {
  it('lists the delicacies of a month and their products', async () => {
    for (const month of [1, 6, 11]) {
      const res = await get(t, `/api/v1/display/season/delicacy?month=${month}&size=5`);
      expect(res.body.delicacies.length).toBeGreaterThanOrEqual(3);
      for (const delicacy of res.body.delicacies) expect(delicacy.months).toContain(month);
      expect(res.body.items.length).toBeGreaterThan(0);
    }
    const strawberries = await get(t, '/api/v1/display/season/delicacy?month=3&code=strawberry&size=50');
    expect(strawberries.body.selectedCode).toBe('strawberry');
    for (const item of strawberries.body.items as Card[]) expect(item.name).toContain('딸기');
    expect((await get(t, '/api/v1/display/season/delicacy?month=8&code=strawberry')).body.code).toBe(8);
    expect((await get(t, '/api/v1/display/season/delicacy?month=13')).body.code).toBe(13);
    const home = await get(t, '/api/v1/display/home/season');
    expect(home.body.products.length).toBeGreaterThan(0);
  });

  it('groups recommendations and occasions', async () => {
    const first = await get(t, '/api/v1/display/season/recommendation');
    expect(first.body.categories.length).toBeGreaterThanOrEqual(4);
    const other = first.body.categories[1];
    const second = await get(t, `/api/v1/display/season/recommendation?recommendationCategoryId=${other.recommendationCategoryId}`);
    expect(second.body.selected.name).toBe(other.name);
    expect(second.body.items.map((item: Card) => item.productNo)).not.toEqual(first.body.items.map((item: Card) => item.productNo));
    const jesa = await get(t, '/api/v1/display/season/occasion?code=JESA');
    expect(jesa.body.selected.code).toBe('JESA');
    expect(jesa.body.items.length).toBeGreaterThan(0);
    expect((await get(t, '/api/v1/display/season/occasion?code=NOPE')).body.code).toBe(8);
  });

  it('lists regions, a region’s stores and a store with its products', async () => {
    const regions = (await get(t, '/api/v1/display/local')).body.regions;
    expect(regions.length).toBeGreaterThanOrEqual(12);
    const region = regions[0];
    const stores = await get(t, `/api/v2/display/local/${region.localCode}?size=100`);
    expect(stores.body.totalCount).toBe(region.storeCount);
    for (const store of stores.body.items) expect(store.localCode).toBe(region.localCode);
    const store = stores.body.items[0];
    const detail = await get(t, `/api/v1/display/shop/${store.shopId}`);
    expect(detail.body).toMatchObject({ shopId: store.shopId, name: store.name, localCode: region.localCode });
    const products = await get(t, `/api/v1/display/shop/${store.shopId}/product?size=100`);
    expect(products.body.totalCount).toBe(detail.body.productCount);
    for (const item of products.body.items) expect(item.shopId).toBe(store.shopId);
    expect((await get(t, '/api/v2/display/local/atlantis')).body.code).toBe(8);
    expect((await get(t, '/api/v1/display/shop/9999')).body.code).toBe(8);
    expect((await get(t, `/api/v1/display/shop/${store.shopId}?localCode=jeju${region.localCode === 'jeju' ? 'x' : ''}`)).body.code).toBe(8);
  });

  it('ranks best sellers with rank changes, per category tab', async () => {
    const best = await get(t, '/api/v1/display/best');
    expect(best.body.tabs[0]).toEqual({ categoryCode: null, name: '전체' });
    const rank = await get(t, '/api/v1/display/best/rank?size=30');
    expect(rank.body.items.map((item: { rank: number }) => item.rank)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    for (const item of rank.body.items) expect(['UP', 'DOWN', 'SAME', 'NEW']).toContain(item.rankChange);
    const fruit = await get(t, '/api/v1/display/best/rank?categoryCode=01&size=10');
    for (const item of fruit.body.items) expect(item.categoryCode.startsWith('01')).toBe(true);
    const page2 = await get(t, '/api/v1/display/best/rank?size=30&page=2');
    expect(page2.body.items[0].rank).toBe(31);
    expect(rank.body.totalCount).toBeLessThanOrEqual(100);
  });
});

describe('products, notices and short links', () => {
  it('answers a product with gallery, category path and delivery', async () => {
    const [card] = (await get(t, '/api/v1/display/category/product?categoryCode=010101&size=1')).body.items;
    const product = await get(t, `/api/v1/display/product/${card.productNo}`);
    expect(product.body).toMatchObject({ productNo: card.productNo, name: card.name, isLike: false });
    expect(product.body.categoryPath.map((step: { name: string }) => step.name)).toEqual(['과일', '국산과일', '딸기']);
    expect(product.body.images).toHaveLength(3);
    expect((await get(t, '/api/v1/display/product/1')).body.code).toBe(8);
  });

  it('counts a view', async () => {
    const first = await call(t, 'POST', '/api/v1/display/product/view-count', { body: { productNo: 1001 } });
    const second = await call(t, 'POST', '/api/v1/display/product/view-count', { body: { productNo: 1001 } });
    expect(second.body.viewCount).toBe(first.body.viewCount + 1);
    expect((await call(t, 'POST', '/api/v1/display/product/view-count', { body: {} })).body.code).toBe(10);
    expect((await call(t, 'POST', '/api/v1/display/product/view-count', { body: { productNo: 5 } })).body.code).toBe(8);
  });

  it('lists notices (important first), the latest one and one with its neighbours', async () => {
    const list = await get(t, '/api/v1/display/notice?size=50');
    const important = list.body.items.filter((notice: { isImportant: boolean }) => notice.isImportant).length;
    expect(list.body.items.slice(0, important).every((notice: { isImportant: boolean }) => notice.isImportant)).toBe(true);
    const last = await get(t, '/api/v1/display/notice/last');
    const newest = Math.max(...list.body.items.map((notice: { createdAt: string }) => new Date(notice.createdAt).getTime()));
    expect(new Date(last.body.notice.createdAt).getTime()).toBe(newest);
    const one = await get(t, `/api/v1/display/notice/${last.body.notice.noticeId}`);
    expect(one.body.content).toMatch(/<p>/);
    expect(one.body.next).toBeNull();
    expect(one.body.prev).not.toBeNull();
    expect((await get(t, '/api/v1/display/notice/999')).body.code).toBe(8);
  });

  it('resolves a short link', async () => {
    expect((await get(t, '/api/v1/display/web/shortlink?code=jeju')).body.targetPath).toBe('/local/jeju');
    expect((await get(t, '/api/v1/display/web/shortlink?code=nowhere')).body.code).toBe(8);
  });
});
