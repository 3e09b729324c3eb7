import { LIKE_PRODUCT_LIMIT, LIKE_SHOP_LIMIT } from '../../contract/rules';
import { and, asc, count, desc, eq, gt } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDb } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { members, productLikes, products, purchases, storeLikes, stores } from '../db/schema';
import { ApiError, ErrorCode } from '../errors';
import { type CatalogDeps, memberIdOf } from './deps';
import { pageOf, pageResponse } from './params';
import { seededRandom } from './prng';
import { cardsByNumbers, iso } from './products';
import { assertProduct, RECENT_PRODUCT_LIMIT, recentList, recordRecentView, removeRecent } from './recent';
import { likedStores, storeLikeCounts } from './stores';
import { jsonBody, query, validQuery } from '../validation';
import { FrequentlyPurchasedQuerySchema } from '../../contract/schemas/catalog/queries';
import { ShopIdBodySchema, ShopIdQuerySchema } from '../../contract/schemas/like-shop';
import { ProductNoBodySchema, ProductNoQuerySchema } from '../../contract/schemas/likes';
import { RecentRemovalBodySchema } from '../../contract/schemas/recent';
import type { Wire } from '../../contract/schemas/page';
import type { LikeStateSchema } from '../../contract/schemas/likes';
import type { ShopLikeStateSchema } from '../../contract/schemas/like-shop';
import type { RecentProductsSchema, RecentRemovalSchema } from '../../contract/schemas/recent';
import type { FrequentlyPurchasedSchema, PurchasedProductSchema } from '../../contract/schemas/frequently-purchased';

/**
 * The member's catalogue calls (SPEC.md §7 "User"): like-shop (GET check, POST, DELETE), product
 * likes (GET check, POST, DELETE), recently viewed products and frequently purchased products.
 */

/** How many products a member may like (찜); one more answers code 91. */
export { LIKE_PRODUCT_LIMIT, LIKE_SHOP_LIMIT };
/** How many stores a member may like; one more answers code 92. */

export const LIKE_PRODUCT_LIMIT_MESSAGE = `상품은 최대 ${LIKE_PRODUCT_LIMIT}개까지 찜할 수 있어요. 찜한 상품을 정리한 뒤 다시 시도해 주세요.`;
export const LIKE_SHOP_LIMIT_MESSAGE = `상점은 최대 ${LIKE_SHOP_LIMIT}개까지 찜할 수 있어요. 찜한 상점을 정리한 뒤 다시 시도해 주세요.`;

/** Locks the member row so that two likes at once cannot both pass the limit. */
async function lockMember(db: AppDb, memberId: number): Promise<void> {
  const [row] = await db.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
  if (!row) throw new ApiError(ErrorCode.NullOrEmptyToken);
}

async function productLikeState(db: AppDb, memberId: number | undefined, productNo: number) {
  const [likeCount, mine, liked] = await Promise.all([
    db.$count(productLikes, eq(productLikes.productNo, productNo)),
    memberId === undefined ? Promise.resolve(0) : db.$count(productLikes, eq(productLikes.memberId, memberId)),
    memberId === undefined
      ? Promise.resolve(0)
      : db.$count(productLikes, and(eq(productLikes.memberId, memberId), eq(productLikes.productNo, productNo))),
  ]);
  return { productNo, isLike: liked > 0, likeCount, likedCount: mine, maxCount: LIKE_PRODUCT_LIMIT };
}

async function shopLikeState(db: AppDb, memberId: number | undefined, shopId: number) {
  const [counts, liked, mine] = await Promise.all([
    storeLikeCounts(db, [shopId]),
    likedStores(db, memberId, [shopId]),
    memberId === undefined ? Promise.resolve(0) : db.$count(storeLikes, eq(storeLikes.memberId, memberId)),
  ]);
  return { shopId, isLike: liked.has(shopId), likeCount: counts.get(shopId) ?? 0, likedCount: mine, maxCount: LIKE_SHOP_LIMIT };
}

async function assertStore(db: AppDb, shopId: number): Promise<void> {
  if ((await db.$count(stores, eq(stores.id, shopId))) === 0) throw new ApiError(ErrorCode.NoData, { message: '상점을 찾을 수 없어요.' });
}

/** Likes a product (idempotent); code 91 when the member already likes LIKE_PRODUCT_LIMIT products. */
export async function likeProduct(db: AppDb, memberId: number, productNo: number, now: Date): Promise<void> {
  await assertProduct(db, productNo);
  try {
    await db.transaction(async (tx) => {
      await lockMember(tx, memberId);
      const [existing] = await tx
        .select({ id: productLikes.id })
        .from(productLikes)
        .where(and(eq(productLikes.memberId, memberId), eq(productLikes.productNo, productNo)));
      if (existing) return;
      const [row] = await tx.select({ n: count() }).from(productLikes).where(eq(productLikes.memberId, memberId));
      if ((row?.n ?? 0) >= LIKE_PRODUCT_LIMIT) throw new ApiError(ErrorCode.LikeProductMaxLimit, { message: LIKE_PRODUCT_LIMIT_MESSAGE });
      await tx.insert(productLikes).values({ memberId, productNo, likedAt: now });
    });
  } catch (error) {
    // the same like sent twice at once: the second one finds it done
    if (!isUniqueViolation(error)) throw error;
  }
}

/** Likes a store (idempotent); code 92 when the member already likes LIKE_SHOP_LIMIT stores. */
export async function likeShop(db: AppDb, memberId: number, shopId: number, now: Date): Promise<void> {
  await assertStore(db, shopId);
  try {
    await db.transaction(async (tx) => {
      await lockMember(tx, memberId);
      const [existing] = await tx.select({ id: storeLikes.id }).from(storeLikes).where(and(eq(storeLikes.memberId, memberId), eq(storeLikes.storeId, shopId)));
      if (existing) return;
      const [row] = await tx.select({ n: count() }).from(storeLikes).where(eq(storeLikes.memberId, memberId));
      if ((row?.n ?? 0) >= LIKE_SHOP_LIMIT) throw new ApiError(ErrorCode.LikeShopMaxLimit, { message: LIKE_SHOP_LIMIT_MESSAGE });
      await tx.insert(storeLikes).values({ memberId, storeId: shopId, likedAt: now });
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
}

export type PurchasedProduct = Wire<typeof PurchasedProductSchema>;

/**
 * Purchases happen on the external shop; the market only sees their history. The reference
 * server stands in for it: a member without any history gets one, drawn from their id, the
 * first time they ask (12 products bought 2–12 times in the last 90 days).
 */
async function ensurePurchaseHistory(db: AppDb, memberId: number, now: Date): Promise<void> {
  if ((await db.$count(purchases, eq(purchases.memberId, memberId))) > 0) return;
  const candidates = await db
    .select({ productNo: products.productNo })
    .from(products)
    .where(gt(products.stock, 0))
    .orderBy(desc(products.salesCount), asc(products.productNo))
    .limit(80);
  if (candidates.length === 0) return;
  const random = seededRandom(memberId * 7919);
  const chosen = new Set<number>();
  while (chosen.size < Math.min(12, candidates.length)) chosen.add(random.pick(candidates).productNo);
  try {
    await db.insert(purchases).values(
      [...chosen].map((productNo) => ({
        memberId,
        productNo,
        purchaseCount: random.int(2, 12),
        lastPurchasedAt: new Date(now.getTime() - random.int(1, 90) * 86_400_000 - random.int(0, 23) * 3_600_000),
      })),
    );
  } catch (error) {
    // two first requests at once: the other one wrote the history
    if (!isUniqueViolation(error)) throw error;
  }
}

export function userCatalogRoutes({ db, auth, clock }: CatalogDeps): Hono {
  return new Hono()
    .get('/v1/user/like-product', auth.optionalMember, async (c) => {
      const productNo = query(c, ProductNoQuerySchema).productNo;
      await assertProduct(db, productNo);
      return c.json((await productLikeState(db, memberIdOf(c), productNo)) satisfies Wire<typeof LikeStateSchema>);
    })
    .post('/v1/user/like-product', auth.requireMember, async (c) => {
      const { productNo } = await jsonBody(c, ProductNoBodySchema);
      const memberId = c.var.member.memberId;
      await likeProduct(db, memberId, productNo, clock());
      return c.json((await productLikeState(db, memberId, productNo)) satisfies Wire<typeof LikeStateSchema>);
    })
    .delete('/v1/user/like-product', auth.requireMember, async (c) => {
      const { productNo } = await jsonBody(c, ProductNoBodySchema);
      const memberId = c.var.member.memberId;
      await assertProduct(db, productNo);
      await db.delete(productLikes).where(and(eq(productLikes.memberId, memberId), eq(productLikes.productNo, productNo)));
      return c.json((await productLikeState(db, memberId, productNo)) satisfies Wire<typeof LikeStateSchema>);
    })
    .get('/v1/user/like-shop', auth.optionalMember, async (c) => {
      const shopId = query(c, ShopIdQuerySchema).shopId;
      await assertStore(db, shopId);
      return c.json((await shopLikeState(db, memberIdOf(c), shopId)) satisfies Wire<typeof ShopLikeStateSchema>);
    })
    .post('/v1/user/like-shop', auth.requireMember, async (c) => {
      const { shopId } = await jsonBody(c, ShopIdBodySchema);
      const memberId = c.var.member.memberId;
      await likeShop(db, memberId, shopId, clock());
      return c.json((await shopLikeState(db, memberId, shopId)) satisfies Wire<typeof ShopLikeStateSchema>);
    })
    .delete('/v1/user/like-shop', auth.requireMember, async (c) => {
      const { shopId } = await jsonBody(c, ShopIdBodySchema);
      const memberId = c.var.member.memberId;
      await assertStore(db, shopId);
      await db.delete(storeLikes).where(and(eq(storeLikes.memberId, memberId), eq(storeLikes.storeId, shopId)));
      return c.json((await shopLikeState(db, memberId, shopId)) satisfies Wire<typeof ShopLikeStateSchema>);
    })
    .get('/v1/user/recent-product', auth.requireMember, async (c) => {
      const items = await recentList(db, c.var.member.memberId, clock());
      return c.json({ items, totalCount: items.length, maxCount: RECENT_PRODUCT_LIMIT } satisfies Wire<typeof RecentProductsSchema>);
    })
    .post('/v1/user/recent-product', auth.requireMember, async (c) => {
      const { productNo } = await jsonBody(c, ProductNoBodySchema);
      const memberId = c.var.member.memberId;
      await assertProduct(db, productNo);
      const now = clock();
      await recordRecentView(db, memberId, productNo, now);
      const items = await recentList(db, memberId, now);
      return c.json({ items, totalCount: items.length, maxCount: RECENT_PRODUCT_LIMIT } satisfies Wire<typeof RecentProductsSchema>);
    })
    .delete('/v1/user/recent-product', auth.requireMember, async (c) => {
      const { productNo } = await jsonBody(c, RecentRemovalBodySchema, { optional: true });
      const memberId = c.var.member.memberId;
      const removedCount = await removeRecent(db, memberId, productNo === undefined ? undefined : [productNo]);
      const items = await recentList(db, memberId, clock());
      return c.json({ removedCount, items, totalCount: items.length, maxCount: RECENT_PRODUCT_LIMIT } satisfies Wire<typeof RecentRemovalSchema>);
    })
    .get('/v1/user/frequently-purchased', auth.requireMember, validQuery(FrequentlyPurchasedQuerySchema), async (c) => {
      const { sort, ...paging } = c.req.valid('query');
      const page = pageOf(paging);
      const memberId = c.var.member.memberId;
      const now = clock();
      await ensurePurchaseHistory(db, memberId, now);
      const where = eq(purchases.memberId, memberId);
      const order =
        sort === 'COUNT'
          ? [desc(purchases.purchaseCount), desc(purchases.lastPurchasedAt), asc(purchases.productNo)]
          : [desc(purchases.lastPurchasedAt), asc(purchases.productNo)];
      const [rows, total] = await Promise.all([
        db.select().from(purchases).where(where).orderBy(...order).limit(page.size).offset(page.offset),
        db.$count(purchases, where),
      ]);
      const cards = new Map((await cardsByNumbers(db, rows.map((row) => row.productNo), memberId, now)).map((card) => [card.productNo, card]));
      const items: PurchasedProduct[] = rows.flatMap((row) => {
        const card = cards.get(row.productNo);
        return card ? [{ ...card, purchaseCount: row.purchaseCount, lastPurchasedAt: iso(row.lastPurchasedAt) }] : [];
      });
      return c.json({ sort, ...pageResponse(items, total, page) } satisfies Wire<typeof FrequentlyPurchasedSchema>);
    });
}

