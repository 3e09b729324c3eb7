import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDb } from '../db/client';
import { categories, products, regions, stores } from '../db/schema';
import { ApiError, ErrorCode } from '../errors';
import { type CatalogDeps, hourOf, memberIdOf } from './deps';
import { imagePaths } from './images';
import { codeOf, filterInfo, idParam, pageOf, pageResponse } from './params';
import { cardsByNumbers, inCategories, iso, listProducts, productOrder } from './products';
import { likedStores, storeCards, storeLikeCounts } from './stores';
import { param, text, validQuery } from '../validation';
import type { Wire } from '../../contract/schemas/page';
import type { LocalSchema, RegionSchema } from '../../contract/schemas/catalog/local';
import type { LocalStoresSchema } from '../../contract/schemas/catalog/local-stores';
import type { ShopSchema } from '../../contract/schemas/catalog/shop';
import type { ShopProductsSchema } from '../../contract/schemas/catalog/shop-products';
import type { BestSchema } from '../../contract/schemas/catalog/best';
import type { BestRankSchema } from '../../contract/schemas/catalog/best-rank';
import { BEST_RANK_LIMIT, BestRankQuerySchema, LocalStoresQuerySchema, ShopProductsQuerySchema, ShopQuerySchema } from '../../contract/schemas/catalog/queries';

/**
 * Regional specialties and stores: GET /api/v1/display/local (regions), /api/v2/display/local/:code
 * (a region's stores), /api/v1/display/shop/:shopId (a store) and /shop/:shopId/product (its
 * products). Best: GET /api/v1/display/best (tabs and best shops) and /best/rank.
 */

const LOCAL_CODE = /^[0-9A-Za-z_-]{1,32}$/;

export type RegionCard = Wire<typeof RegionSchema>;

async function regionCards(db: AppDb, code?: string): Promise<RegionCard[]> {
  const [rows, storeCounts, productCounts] = await Promise.all([
    db.select().from(regions).where(code === undefined ? undefined : eq(regions.code, code)).orderBy(asc(regions.sortOrder)),
    db.select({ code: stores.regionCode, n: count() }).from(stores).groupBy(stores.regionCode),
    db.select({ code: stores.regionCode, n: count() }).from(products).innerJoin(stores, eq(stores.id, products.storeId)).groupBy(stores.regionCode),
  ]);
  const storesOf = new Map(storeCounts.map((row) => [row.code, row.n]));
  const productsOf = new Map(productCounts.map((row) => [row.code, row.n]));
  return rows.map((row) => ({
    localCode: row.code,
    name: row.name,
    shortName: row.shortName,
    description: row.description,
    specialties: row.specialties,
    imageUrl: imagePaths.region(row.code),
    storeCount: storesOf.get(row.code) ?? 0,
    productCount: productsOf.get(row.code) ?? 0,
    mapPosition: { x: row.mapX, y: row.mapY },
  }));
}

/** Store sorts: RECOMMEND (the market's order), POPULAR (most liked), NEWEST (newest stores). */
export { STORE_SORTS } from '../../contract/schemas/catalog/queries';

const localCodeText = text({ max: 32, pattern: LOCAL_CODE });

export async function storeDetail(db: AppDb, storeId: number, memberId: number | undefined) {
  const [row] = await db
    .select({ store: stores, regionName: regions.name })
    .from(stores)
    .innerJoin(regions, eq(regions.code, stores.regionCode))
    .where(eq(stores.id, storeId));
  if (!row) throw new ApiError(ErrorCode.NoData, { message: '상점을 찾을 수 없어요.' });
  const [likeCounts, liked, categoryRows] = await Promise.all([
    storeLikeCounts(db, [storeId]),
    likedStores(db, memberId, [storeId]),
    db
      .select({ categoryCode: categories.code, name: categories.name, count: count() })
      .from(products)
      .innerJoin(categories, eq(categories.code, sql`substr(${products.categoryCode}, 1, 2)`))
      .where(eq(products.storeId, storeId))
      .groupBy(categories.code, categories.name, categories.sortOrder)
      .orderBy(asc(categories.sortOrder)),
  ]);
  const { store } = row;
  return {
    shopId: store.id,
    name: store.name,
    description: store.description,
    introduction: store.introduction,
    localCode: store.regionCode,
    regionName: row.regionName,
    place: store.place,
    sinceYear: store.sinceYear,
    imageUrl: imagePaths.store(store.id),
    productCount: categoryRows.reduce((sum, category) => sum + category.count, 0),
    likeCount: likeCounts.get(store.id) ?? 0,
    isLike: liked.has(store.id),
    categories: categoryRows,
    shareInfo: { title: store.name, description: store.description, imageUrl: imagePaths.store(store.id), url: `/local/store/${store.regionCode}/${store.id}` },
  };
}

async function bestShops(db: AppDb, memberId: number | undefined, now: Date) {
  const rows = await db
    .select({ storeId: products.storeId })
    .from(products)
    .groupBy(products.storeId)
    .orderBy(desc(sql`sum(${products.salesCount})`), asc(products.storeId))
    .limit(10);
  return storeCards(db, rows.map((row) => row.storeId), memberId, now, 0);
}

/** the best rank covers this many products per tab */
export { BEST_RANK_LIMIT };

export function localRoutes({ db, auth, clock }: CatalogDeps): Hono {
  return new Hono()
    .get('/v1/display/local', async (c) => c.json({ regions: await regionCards(db) } satisfies Wire<typeof LocalSchema>))
    .get('/v2/display/local/:localCode', auth.optionalMember, validQuery(LocalStoresQuerySchema), async (c) => {
      const localCode = param(c, 'localCode', localCodeText);
      const { sort, ...paging } = c.req.valid('query');
      const page = pageOf(paging);
      const [region] = await regionCards(db, localCode);
      if (!region) throw new ApiError(ErrorCode.NoData, { message: '지역을 찾을 수 없어요.' });
      const order =
        sort === 'POPULAR'
          ? [desc(sql`${stores.baseLikeCount} + (select count(*) from store_likes sl where sl.store_id = ${stores.id})`), asc(stores.id)]
          : sort === 'NEWEST'
            ? [desc(stores.sinceYear), asc(stores.id)]
            : [asc(stores.sortOrder), asc(stores.id)];
      const where = eq(stores.regionCode, localCode);
      const [ids, total] = await Promise.all([
        db.select({ id: stores.id }).from(stores).where(where).orderBy(...order).limit(page.size).offset(page.offset),
        db.$count(stores, where),
      ]);
      const items = await storeCards(db, ids.map((row) => row.id), memberIdOf(c), clock());
      return c.json({ region, sort, ...pageResponse(items, total, page) } satisfies Wire<typeof LocalStoresSchema>);
    })
    .get('/v1/display/shop/:shopId{[0-9]+}', auth.optionalMember, validQuery(ShopQuerySchema), async (c) => {
      const detail = await storeDetail(db, idParam(c, 'shopId'), memberIdOf(c));
      const { localCode } = c.req.valid('query');
      if (localCode !== undefined && localCode !== detail.localCode) throw new ApiError(ErrorCode.NoData, { message: '이 지역에서 상점을 찾을 수 없어요.' });
      return c.json(detail satisfies Wire<typeof ShopSchema>);
    })
    .get('/v1/display/shop/:shopId{[0-9]+}/product', auth.optionalMember, validQuery(ShopProductsQuerySchema), async (c) => {
      const shopId = idParam(c, 'shopId');
      const query = c.req.valid('query');
      const sort = codeOf(query.sort, (await filterInfo(db)).sortFilterList);
      const { categoryCode } = query;
      const page = pageOf(query);
      if ((await db.$count(stores, eq(stores.id, shopId))) === 0) throw new ApiError(ErrorCode.NoData, { message: '상점을 찾을 수 없어요.' });
      const list = await listProducts(db, {
        where: and(eq(products.storeId, shopId), inCategories(categoryCode === undefined ? [] : [categoryCode])),
        orderBy: productOrder(sort),
        page,
        memberId: memberIdOf(c),
        now: clock(),
      });
      return c.json({ shopId, sort, categoryCode: categoryCode ?? null, ...list } satisfies Wire<typeof ShopProductsSchema>);
    })
    .get('/v1/display/best', auth.optionalMember, async (c) => {
      const now = clock();
      const info = await filterInfo(db);
      return c.json({
        updatedAt: iso(hourOf(now)),
        tabs: [{ categoryCode: null, name: '전체' }, ...info.categories.map((category) => ({ categoryCode: category.categoryCode, name: category.name }))],
        bestShops: await bestShops(db, memberIdOf(c), now),
      } satisfies Wire<typeof BestSchema>);
    })
    .get('/v1/display/best/rank', auth.optionalMember, validQuery(BestRankQuerySchema), async (c) => {
      const { categoryCode, ...paging } = c.req.valid('query');
      const page = pageOf(paging);
      const now = clock();
      if (categoryCode !== undefined && (await db.$count(categories, eq(categories.code, categoryCode))) === 0) {
        throw new ApiError(ErrorCode.NoData, { message: '요청하신 카테고리를 찾을 수 없어요.' });
      }
      const ranked = db
        .select({
          productNo: products.productNo,
          rank: sql<number>`cast(row_number() over (order by ${products.salesCount} desc, ${products.productNo}) as int)`.as('rank'),
          previousRank: sql<number | null>`case when ${products.prevSalesCount} = 0 then null else cast(row_number() over (order by ${products.prevSalesCount} desc, ${products.productNo}) as int) end`.as('previous_rank'),
        })
        .from(products)
        .where(inCategories(categoryCode === undefined ? [] : [categoryCode]))
        .as('ranked');
      const rows = await db
        .select({ productNo: ranked.productNo, rank: ranked.rank, previousRank: ranked.previousRank })
        .from(ranked)
        .where(sql`${ranked.rank} > ${page.offset} and ${ranked.rank} <= ${Math.min(page.offset + page.size, BEST_RANK_LIMIT)}`)
        .orderBy(asc(ranked.rank));
      const total = Math.min(BEST_RANK_LIMIT, await db.$count(products, inCategories(categoryCode === undefined ? [] : [categoryCode])));
      const cards = new Map((await cardsByNumbers(db, rows.map((row) => row.productNo), memberIdOf(c), now)).map((card) => [card.productNo, card]));
      const items = rows.flatMap((row) => {
        const card = cards.get(row.productNo);
        if (!card) return [];
        const rank = Number(row.rank);
        const previousRank = row.previousRank === null ? null : Number(row.previousRank);
        const change = previousRank === null ? 0 : previousRank - rank;
        return [{ ...card, rank, previousRank, rankChange: previousRank === null ? ('NEW' as const) : change > 0 ? ('UP' as const) : change < 0 ? ('DOWN' as const) : ('SAME' as const), rankChangeAmount: Math.abs(change) }];
      });
      return c.json({ categoryCode: categoryCode ?? null, updatedAt: iso(hourOf(now)), ...pageResponse(items, total, page) } satisfies Wire<typeof BestRankSchema>);
    });
}
