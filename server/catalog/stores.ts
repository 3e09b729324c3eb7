import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { products, regions, storeLikes, stores } from '../db/schema';
import { imagePaths } from './images';
import type { Wire } from '../../contract/schemas/page';
import type { StoreCardSchema } from '../../contract/schemas/catalog/store-card';
import { cardColumns, likedProducts, toCard } from './products';

/** A store in a list: the region's stores, store search results, best shops (up to three products, most recommended first). */
export type StoreCard = Wire<typeof StoreCardSchema>;

/** How many members like each store (seeded likes plus members' likes). */
export async function storeLikeCounts(db: AppDb, storeIds: readonly number[]): Promise<Map<number, number>> {
  if (storeIds.length === 0) return new Map();
  const rows = await db
    .select({ storeId: stores.id, base: stores.baseLikeCount, likes: sql<number>`cast(count(${storeLikes.id}) as int)` })
    .from(stores)
    .leftJoin(storeLikes, eq(storeLikes.storeId, stores.id))
    .where(inArray(stores.id, [...storeIds]))
    .groupBy(stores.id, stores.baseLikeCount);
  return new Map(rows.map((row) => [row.storeId, row.base + Number(row.likes)]));
}

export async function likedStores(db: AppDb, memberId: number | undefined, storeIds: readonly number[]): Promise<Set<number>> {
  if (memberId === undefined || storeIds.length === 0) return new Set();
  const rows = await db
    .select({ storeId: storeLikes.storeId })
    .from(storeLikes)
    .where(and(eq(storeLikes.memberId, memberId), inArray(storeLikes.storeId, [...storeIds])));
  return new Set(rows.map((row) => row.storeId));
}

/** Cards of these stores, in this order (unknown ids left out). */
export async function storeCards(
  db: AppDb,
  storeIds: readonly number[],
  memberId: number | undefined,
  now: Date,
  productsPerStore = 3,
): Promise<StoreCard[]> {
  if (storeIds.length === 0) return [];
  const ids = [...storeIds];
  const [rows, productCounts, likeCounts, liked, productRows] = await Promise.all([
    db
      .select({
        shopId: stores.id,
        name: stores.name,
        description: stores.description,
        localCode: stores.regionCode,
        regionName: regions.name,
        place: stores.place,
      })
      .from(stores)
      .innerJoin(regions, eq(regions.code, stores.regionCode))
      .where(inArray(stores.id, ids)),
    db.select({ storeId: products.storeId, n: count() }).from(products).where(inArray(products.storeId, ids)).groupBy(products.storeId),
    storeLikeCounts(db, ids),
    likedStores(db, memberId, ids),
    productsPerStore > 0
      ? db
          .select(cardColumns)
          .from(products)
          .innerJoin(stores, eq(stores.id, products.storeId))
          .where(inArray(products.storeId, ids))
          .orderBy(desc(products.recommendScore), asc(products.productNo))
      : Promise.resolve([]),
  ]);
  const likedProductNos = await likedProducts(db, memberId, productRows.map((row) => row.productNo));
  const countOf = new Map(productCounts.map((row) => [row.storeId, row.n]));
  const byId = new Map(rows.map((row) => [row.shopId, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        ...row,
        imageUrl: imagePaths.store(id),
        productCount: countOf.get(id) ?? 0,
        likeCount: likeCounts.get(id) ?? 0,
        isLike: liked.has(id),
        products: productRows
          .filter((product) => product.storeId === id)
          .slice(0, productsPerStore)
          .map((product) => toCard(product, likedProductNos, now)),
      },
    ];
  });
}
