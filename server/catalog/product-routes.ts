import { and, eq, inArray, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDb } from '../db/client';
import { categories, productLikes, products, stores } from '../db/schema';
import { ApiError, ErrorCode } from '../errors';
import { liveDealOf } from './deals';
import { type CatalogDeps, memberIdOf } from './deps';
import { imagePaths } from './images';
import { codeOf, filterInfo, idParam, pageOf, priceFilterOf } from './params';
import { cardColumns, inCategories, inPriceFilter, likedProducts, listProducts, productOrder, shopSummary, toCard } from './products';
import { recordRecentView } from './recent';
import { ProductNoBodySchema } from '../../contract/schemas/likes';
import { jsonBody, validQuery } from '../validation';
import { CategoryProductsQuerySchema } from '../../contract/schemas/catalog/queries';
import type { Wire } from '../../contract/schemas/page';
import type { CategoryStepSchema, ProductDetailSchema } from '../../contract/schemas/catalog/product';
import type { ProductViewSchema } from '../../contract/schemas/catalog/product-view';
import type { CategoryProductsSchema } from '../../contract/schemas/catalog/category-product';

/**
 * A product and the products of a category: GET /api/v1/display/product/:productNo,
 * POST /api/v1/display/product/view-count, GET /api/v1/display/category/product.
 */

/** delivery of the seeded shops: free from 30,000 won, otherwise 3,000 won */
export const FREE_DELIVERY_FROM = 30_000;
const DELIVERY_FEE = 3_000;

export function productRoutes({ db, auth, clock }: CatalogDeps): Hono {
  return new Hono()
    .get('/v1/display/product/:productNo{[0-9]+}', auth.optionalMember, async (c) => {
      const productNo = idParam(c, 'productNo');
      const now = clock();
      const [row] = await db
        .select({ ...cardColumns, description: products.description, stock: products.stock, localCategoryCode: products.localCategoryCode })
        .from(products)
        .innerJoin(stores, eq(stores.id, products.storeId))
        .where(eq(products.productNo, productNo));
      if (!row) throw new ApiError(ErrorCode.NoData, { message: '상품을 찾을 수 없어요.' });
      const memberId = memberIdOf(c);
      const [liked, shop, path, likeCount, deal] = await Promise.all([
        likedProducts(db, memberId, [productNo]),
        shopSummary(db, row.storeId),
        categoryPath(db, row.categoryCode),
        db.$count(productLikes, eq(productLikes.productNo, productNo)),
        liveDealOf(db, productNo, now),
      ]);
      const card = toCard(row, liked, now);
      const free = row.freeShipping || row.salePrice >= FREE_DELIVERY_FROM;
      return c.json({
        ...card,
        images: [1, 2, 3].map((view) => imagePaths.product(productNo, view as 1 | 2 | 3)),
        description: row.description,
        stock: row.stock,
        likeCount,
        categoryPath: path,
        shop,
        deal,
        delivery: {
          fee: free ? 0 : DELIVERY_FEE,
          freeFrom: FREE_DELIVERY_FROM,
          text: free ? '무료배송 · 산지에서 바로 출고' : `배송비 ${DELIVERY_FEE.toLocaleString('ko-KR')}원 (${FREE_DELIVERY_FROM.toLocaleString('ko-KR')}원 이상 무료)`,
        },
        shareInfo: { title: row.name, description: `${row.origin} · ${row.salePrice.toLocaleString('ko-KR')}원`, imageUrl: card.imageUrl, url: card.shopPath },
      } satisfies Wire<typeof ProductDetailSchema>);
    })
    .post('/v1/display/product/view-count', auth.optionalMember, async (c) => {
      const { productNo } = await jsonBody(c, ProductNoBodySchema);
      const [row] = await db
        .update(products)
        .set({ viewCount: sql`${products.viewCount} + 1` })
        .where(eq(products.productNo, productNo))
        .returning({ viewCount: products.viewCount });
      if (!row) throw new ApiError(ErrorCode.NoData, { message: '상품을 찾을 수 없어요.' });
      const memberId = memberIdOf(c);
      if (memberId !== undefined) await recordRecentView(db, memberId, productNo, clock());
      return c.json({ productNo, viewCount: row.viewCount } satisfies Wire<typeof ProductViewSchema>);
    })
    .get('/v1/display/category/product', auth.optionalMember, validQuery(CategoryProductsQuerySchema), async (c) => {
      const query = c.req.valid('query');
      const { categoryCode } = query;
      const info = await filterInfo(db);
      const sort = codeOf(query.sort, info.sortFilterList);
      const price = priceFilterOf(query, info.priceFilter.ranges);
      const page = pageOf(query);
      const [category] = await db
        .select({ categoryCode: categories.code, name: categories.name, depth: categories.depth, parentCode: categories.parentCode })
        .from(categories)
        .where(eq(categories.code, categoryCode));
      if (!category) throw new ApiError(ErrorCode.NoData, { message: '요청하신 카테고리를 찾을 수 없어요.' });
      const list = await listProducts(db, {
        where: and(inCategories([categoryCode]), inPriceFilter(price)),
        orderBy: productOrder(sort),
        page,
        memberId: memberIdOf(c),
        now: clock(),
      });
      return c.json({ category, sort, priceRanges: price.ranges.map((range) => range.code), ...list } satisfies Wire<typeof CategoryProductsSchema>);
    });
}

/** The category and its ancestors, from the top: [{ 01 과일 }, { 0101 국산과일 }, { 010101 딸기 }]. */
async function categoryPath(db: AppDb, code: string): Promise<Wire<typeof CategoryStepSchema>[]> {
  const codes = Array.from({ length: Math.floor(code.length / 2) }, (_, i) => code.slice(0, (i + 1) * 2));
  const rows = await db.select({ categoryCode: categories.code, name: categories.name }).from(categories).where(inArray(categories.code, codes));
  return codes.flatMap((prefix) => rows.filter((row) => row.categoryCode === prefix));
}
