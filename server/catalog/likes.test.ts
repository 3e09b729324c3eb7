import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../db/client';
import { productLikes, products, stores } from '../db/schema';
import { testApp, type TestApp } from '../test-app';
import { openTestDatabase } from '../test-database';
import { call, get, isSortedBy, newMember } from '../../tests/server/catalog-kit';
import { RECENT_PRODUCT_LIMIT } from './recent';
import { LIKE_PRODUCT_LIMIT, LIKE_SHOP_LIMIT } from './user-routes';

let database: OpenDatabase;
let t: TestApp;
let productNos: number[];
let shopIds: number[];
beforeAll(async () => {
  database = await openTestDatabase();
  t = testApp(database.db);
  productNos = (await database.db.select({ no: products.productNo }).from(products).orderBy(asc(products.productNo))).map((row) => row.no);
  shopIds = (await database.db.select({ id: stores.id }).from(stores).orderBy(asc(stores.id))).map((row) => row.id);
});
afterAll(async () => {
  await database?.close();
});

const productAt = (i: number) => productNos[i] ?? 0;

describe('product likes', () => {
  it('adds, checks and removes a like; adding twice changes nothing', async () => {
    const { token } = await newMember(t);
    const no = productAt(3);
    const before = await get(t, `/api/v1/user/like-product?productNo=${no}`, token);
    expect(before.body).toMatchObject({ productNo: no, isLike: false, likedCount: 0, maxCount: LIKE_PRODUCT_LIMIT });

    const added = await call(t, 'POST', '/api/v1/user/like-product', { token, body: { productNo: no } });
    expect(added.body).toMatchObject({ isLike: true, likeCount: before.body.likeCount + 1, likedCount: 1 });
    expect((await call(t, 'POST', '/api/v1/user/like-product', { token, body: { productNo: String(no) } })).body).toMatchObject({ isLike: true, likedCount: 1 });
    expect((await get(t, `/api/v1/display/product/${no}`, token)).body.isLike).toBe(true);
    expect((await get(t, `/api/v1/display/product/${no}`)).body.isLike).toBe(false);

    const removed = await call(t, 'DELETE', '/api/v1/user/like-product', { token, body: { productNo: no } });
    expect(removed.body).toMatchObject({ isLike: false, likeCount: before.body.likeCount, likedCount: 0 });
  });

  it('shows isLike on list cards for the member only', async () => {
    const { token } = await newMember(t);
    const list = await get(t, '/api/v1/display/category/product?categoryCode=010101&size=3', token);
    const liked = list.body.items[1].productNo;
    await call(t, 'POST', '/api/v1/user/like-product', { token, body: { productNo: liked } });
    const again = await get(t, '/api/v1/display/category/product?categoryCode=010101&size=3', token);
    expect(again.body.items.map((item: { isLike: boolean }) => item.isLike)).toEqual([false, true, false]);
  });

  it(`refuses the like after ${LIKE_PRODUCT_LIMIT} with code 91 and a Korean message`, async () => {
    const { token, memberId } = await newMember(t);
    await database.db.insert(productLikes).values(productNos.slice(0, LIKE_PRODUCT_LIMIT - 1).map((productNo) => ({ memberId, productNo })));
    const last = await call(t, 'POST', '/api/v1/user/like-product', { token, body: { productNo: productAt(LIKE_PRODUCT_LIMIT - 1) } });
    expect(last).toMatchObject({ status: 200, body: { isLike: true, likedCount: LIKE_PRODUCT_LIMIT } });
    const over = await call(t, 'POST', '/api/v1/user/like-product', { token, body: { productNo: productAt(LIKE_PRODUCT_LIMIT) } });
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ code: 91, errorType: 'USER' });
    expect(over.body.message).toContain(`${LIKE_PRODUCT_LIMIT}개`);
    // liking one already liked is still fine, and removing one makes room again
    expect((await call(t, 'POST', '/api/v1/user/like-product', { token, body: { productNo: productAt(0) } })).status).toBe(200);
    await call(t, 'DELETE', '/api/v1/user/like-product', { token, body: { productNo: productAt(0) } });
    expect((await call(t, 'POST', '/api/v1/user/like-product', { token, body: { productNo: productAt(LIKE_PRODUCT_LIMIT) } })).status).toBe(200);
  });

  it('needs a member to like, a valid product number and an existing product', async () => {
    expect((await call(t, 'POST', '/api/v1/user/like-product', { body: { productNo: productAt(0) } })).body.code).toBe(110);
    const { token } = await newMember(t);
    expect((await call(t, 'POST', '/api/v1/user/like-product', { token, body: {} })).body.code).toBe(10);
    expect((await call(t, 'POST', '/api/v1/user/like-product', { token, body: { productNo: 'abc' } })).body.code).toBe(12);
    expect((await call(t, 'POST', '/api/v1/user/like-product', { token, body: { productNo: 7 } })).body.code).toBe(8);
  });
});

describe('shop likes', () => {
  it('checks, likes and unlikes a shop; the count follows', async () => {
    const { token } = await newMember(t);
    const shopId = shopIds[0];
    const visitor = await get(t, `/api/v1/user/like-shop?shopId=${shopId}`);
    expect(visitor.body).toMatchObject({ shopId, isLike: false });
    const liked = await call(t, 'POST', '/api/v1/user/like-shop', { token, body: { shopId } });
    expect(liked.body).toMatchObject({ shopId, isLike: true, likeCount: visitor.body.likeCount + 1, likedCount: 1 });
    expect((await get(t, `/api/v1/display/shop/${shopId}`, token)).body.isLike).toBe(true);
    const unliked = await call(t, 'DELETE', '/api/v1/user/like-shop', { token, body: { shopId } });
    expect(unliked.body).toMatchObject({ isLike: false, likeCount: visitor.body.likeCount });
    expect((await get(t, '/api/v1/user/like-shop?shopId=99999')).body.code).toBe(8);
    expect((await get(t, '/api/v1/user/like-shop')).body.code).toBe(10);
  });

  it(`refuses the shop like after ${LIKE_SHOP_LIMIT} with code 92`, async () => {
    const { token } = await newMember(t);
    for (const shopId of shopIds.slice(0, LIKE_SHOP_LIMIT)) {
      expect((await call(t, 'POST', '/api/v1/user/like-shop', { token, body: { shopId } })).status).toBe(200);
    }
    const over = await call(t, 'POST', '/api/v1/user/like-shop', { token, body: { shopId: shopIds[LIKE_SHOP_LIMIT] } });
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ code: 92, errorType: 'USER' });
    expect(over.body.message).toContain(`${LIKE_SHOP_LIMIT}개`);
  });
});

describe('recently viewed', () => {
  it(`keeps the ${RECENT_PRODUCT_LIMIT} newest, newest first, each with isLike`, async () => {
    const { token } = await newMember(t);
    const viewed = productNos.slice(10, 10 + RECENT_PRODUCT_LIMIT + 5);
    for (const productNo of viewed) {
      expect((await call(t, 'POST', '/api/v1/display/product/view-count', { token, body: { productNo } })).status).toBe(200);
    }
    await call(t, 'POST', '/api/v1/user/like-product', { token, body: { productNo: viewed[viewed.length - 1] } });

    const list = await get(t, '/api/v1/user/recent-product', token);
    expect(list.body.totalCount).toBe(RECENT_PRODUCT_LIMIT);
    expect(list.body.maxCount).toBe(RECENT_PRODUCT_LIMIT);
    const newestFirst = [...viewed].reverse().slice(0, RECENT_PRODUCT_LIMIT);
    expect(list.body.items.map((item: { productNo: number }) => item.productNo)).toEqual(newestFirst);
    expect(list.body.items[0].isLike).toBe(true);
    expect(list.body.items.slice(1).every((item: { isLike: boolean }) => item.isLike === false)).toBe(true);

    // viewing an older one again moves it to the front without growing the list
    const again = await call(t, 'POST', '/api/v1/user/recent-product', { token, body: { productNo: newestFirst[20] } });
    expect(again.body.items[0].productNo).toBe(newestFirst[20]);
    expect(again.body.totalCount).toBe(RECENT_PRODUCT_LIMIT);

    const removed = await call(t, 'DELETE', '/api/v1/user/recent-product', { token, body: { productNo: newestFirst[20] } });
    expect(removed.body).toMatchObject({ removedCount: 1, totalCount: RECENT_PRODUCT_LIMIT - 1 });
    const cleared = await call(t, 'DELETE', '/api/v1/user/recent-product', { token });
    expect(cleared.body).toMatchObject({ removedCount: RECENT_PRODUCT_LIMIT - 1, totalCount: 0, items: [] });
  });

  it('is the member’s own and needs a login', async () => {
    const a = await newMember(t);
    const b = await newMember(t);
    await call(t, 'POST', '/api/v1/display/product/view-count', { token: a.token, body: { productNo: productAt(1) } });
    expect((await get(t, '/api/v1/user/recent-product', b.token)).body.totalCount).toBe(0);
    expect((await get(t, '/api/v1/user/recent-product')).body.code).toBe(110);
  });
});

describe('frequently purchased', () => {
  it('lists the member’s purchases by count or by date, paginated', async () => {
    const { token } = await newMember(t);
    const byCount = await get(t, '/api/v1/user/frequently-purchased?size=50', token);
    expect(byCount.status).toBe(200);
    expect(byCount.body.items.length).toBeGreaterThan(0);
    expect(isSortedBy(byCount.body.items, (item: { purchaseCount: number }) => item.purchaseCount, 'desc')).toBe(true);
    const byDate = await get(t, '/api/v1/user/frequently-purchased?size=50&sort=RECENT', token);
    expect(isSortedBy(byDate.body.items, (item: { lastPurchasedAt: string }) => new Date(item.lastPurchasedAt).getTime(), 'desc')).toBe(true);
    expect(byDate.body.totalCount).toBe(byCount.body.totalCount);
    const page = await get(t, '/api/v1/user/frequently-purchased?size=5&page=2', token);
    expect(page.body.items.map((item: { productNo: number }) => item.productNo)).toEqual(byCount.body.items.slice(5, 10).map((item: { productNo: number }) => item.productNo));
    expect((await get(t, '/api/v1/user/frequently-purchased?sort=CHEAP', token)).body.code).toBe(12);
    expect((await get(t, '/api/v1/user/frequently-purchased')).body.code).toBe(110);
  });
});
