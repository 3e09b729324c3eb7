import { and, asc, count, desc, eq, gte, inArray, like, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { productLikes, products, regions, stores } from '../db/schema';
import { toKstIso } from '../time';
import { imagePaths } from './images';
import type { PageRequest, PageResponse, PriceFilter } from './params';
import { pageResponse } from './params';
import type { Wire } from '../../contract/schemas/page';
import type { ProductCardSchema, StatusSchema } from '../../contract/schemas/catalog/product-card';
import type { ShopSummarySchema } from '../../contract/schemas/catalog/deal-detail';

/**
 * Products as the app shows them: the card of every list, the filters and sorts of the web profile
 * (sortFilterList codes), and `isLike` for the member asking.
 */

/** A product in any list (the contract's card: contract/schemas/catalog/product-card.ts). */
export type ProductCard = Wire<typeof ProductCardSchema>;

export const cardColumns = {
  productNo: products.productNo,
  name: products.name,
  listPrice: products.listPrice,
  salePrice: products.salePrice,
  discountRate: products.discountRate,
  storeId: products.storeId,
  storeName: stores.name,
  regionCode: stores.regionCode,
  origin: products.origin,
  categoryCode: products.categoryCode,
  rating: products.rating,
  reviewCount: products.reviewCount,
  stock: products.stock,
  freeShipping: products.freeShipping,
  registeredAt: products.registeredAt,
};

export type CardRow = { [K in keyof typeof cardColumns]: (typeof cardColumns)[K]['_']['data'] };

const NEW_PRODUCT_DAYS = 14;
const FEW_LEFT = 30;

export function shopPathOf(productNo: number): string {
  return `/product/detail.html?product_no=${productNo}`;
}

export function toCard(row: CardRow, liked: ReadonlySet<number>, now: Date): ProductCard {
  const isSoldOut = row.stock <= 0;
  const badges: string[] = [];
  if (row.freeShipping) badges.push('무료배송');
  if (!isSoldOut && row.stock < FEW_LEFT) badges.push('품절임박');
  if (now.getTime() - new Date(row.registeredAt).getTime() < NEW_PRODUCT_DAYS * 86_400_000) badges.push('신상품');
  if (row.discountRate >= 40) badges.push('특가');
  return {
    productNo: row.productNo,
    name: row.name,
    imageUrl: imagePaths.product(row.productNo),
    listPrice: row.listPrice,
    salePrice: row.salePrice,
    discountRate: row.discountRate,
    shopId: row.storeId,
    shopName: row.storeName,
    localCode: row.regionCode,
    origin: row.origin,
    categoryCode: row.categoryCode,
    rating: row.rating / 10,
    reviewCount: row.reviewCount,
    isSoldOut,
    freeShipping: row.freeShipping,
    badges,
    isLike: liked.has(row.productNo),
    shopPath: shopPathOf(row.productNo),
  };
}

/** Of these products, the ones the member liked (none for a visitor). */
export async function likedProducts(db: AppDb, memberId: number | undefined, productNos: readonly number[]): Promise<Set<number>> {
  if (memberId === undefined || productNos.length === 0) return new Set();
  const rows = await db
    .select({ productNo: productLikes.productNo })
    .from(productLikes)
    .where(and(eq(productLikes.memberId, memberId), inArray(productLikes.productNo, [...productNos])));
  return new Set(rows.map((row) => row.productNo));
}

/** The card rows of these products, in no particular order (unknown numbers are left out). */
export function cardRowsOf(db: AppDb, productNos: readonly number[]): Promise<CardRow[]> {
  return db
    .select(cardColumns)
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(inArray(products.productNo, [...productNos]));
}

/**
 * Cards of these products in the given order (unknown numbers are left out). `readRows` gives the
 * rows (default: from the database; search shares them between callers); hearts are read here, per call.
 */
export async function cardsByNumbers(
  db: AppDb,
  productNos: readonly number[],
  memberId: number | undefined,
  now: Date,
  readRows: (productNos: readonly number[]) => Promise<CardRow[]> = (nos) => cardRowsOf(db, nos),
): Promise<ProductCard[]> {
  if (productNos.length === 0) return [];
  const rows = await readRows(productNos);
  const liked = await likedProducts(db, memberId, productNos);
  const byNo = new Map(rows.map((row) => [row.productNo, row]));
  return productNos.flatMap((no) => {
    const row = byNo.get(no);
    return row ? [toCard(row, liked, now)] : [];
  });
}

/** ORDER BY of a sortFilterList / searchSortFilterList / periodSortFilterList code. */
export function productOrder(sort: string, recommend: readonly SQL[] = [desc(products.recommendScore)]): SQL[] {
  const tie = asc(products.productNo);
  switch (sort) {
    case 'POPULAR':
      return [desc(products.salesCount), tie];
    case 'NEWEST':
      return [desc(products.registeredAt), tie];
    case 'PRICE_ASC':
      return [asc(products.salePrice), tie];
    case 'PRICE_DESC':
      return [desc(products.salePrice), tie];
    case 'DISCOUNT_RATE':
      return [desc(products.discountRate), desc(products.salesCount), tie];
    case 'REVIEW_COUNT':
      return [desc(products.reviewCount), tie];
    default:
      return [...recommend, tie];
  }
}

/** Products in any of these categories (any level), as primary or regional-specialty category. */
export function inCategories(codes: readonly string[]): SQL | undefined {
  if (codes.length === 0) return undefined;
  return or(...codes.flatMap((code) => [like(products.categoryCode, `${code}%`), like(products.localCategoryCode, `${code}%`)]));
}

/** Products whose sale price is in one of the ranges and within the slider. */
export function inPriceFilter(filter: PriceFilter | undefined): SQL | undefined {
  if (!filter) return undefined;
  const conditions: SQL[] = [];
  if (filter.ranges.length > 0) {
    const anyRange = or(
      ...filter.ranges.map((range) =>
        range.maxPrice === null
          ? gte(products.salePrice, range.minPrice)
          : and(gte(products.salePrice, range.minPrice), lt(products.salePrice, range.maxPrice)),
      ),
    );
    if (anyRange) conditions.push(anyRange);
  }
  if (filter.minPrice !== undefined) conditions.push(gte(products.salePrice, filter.minPrice));
  if (filter.maxPrice !== undefined) conditions.push(lte(products.salePrice, filter.maxPrice));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export interface ProductListQuery {
  readonly where: SQL | undefined;
  readonly orderBy: readonly SQL[];
  readonly page: PageRequest;
  readonly memberId: number | undefined;
  readonly now: Date;
}

/** One page of product cards with the total, for any filter and sort. */
export async function listProducts(db: AppDb, query: ProductListQuery): Promise<PageResponse<ProductCard>> {
  const [rows, [total]] = await Promise.all([
    db
      .select(cardColumns)
      .from(products)
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(query.where)
      .orderBy(...query.orderBy)
      .limit(query.page.size)
      .offset(query.page.offset),
    db.select({ n: count() }).from(products).where(query.where),
  ]);
  const liked = await likedProducts(db, query.memberId, rows.map((row) => row.productNo));
  return pageResponse(
    rows.map((row) => toCard(row, liked, query.now)),
    total?.n ?? 0,
    query.page,
  );
}

export type ShopSummary = Wire<typeof ShopSummarySchema>;

export async function shopSummary(db: AppDb, storeId: number): Promise<ShopSummary | undefined> {
  const [row] = await db
    .select({ shopId: stores.id, name: stores.name, localCode: stores.regionCode, regionName: regions.name })
    .from(stores)
    .innerJoin(regions, eq(regions.code, stores.regionCode))
    .where(eq(stores.id, storeId));
  return row ? { ...row, imageUrl: imagePaths.store(row.shopId) } : undefined;
}

/** Whole seconds from `now` until `instant` (0 when it has passed). */
export function secondsUntil(instant: Date, now: Date): number {
  return Math.max(0, Math.floor((instant.getTime() - now.getTime()) / 1000));
}

export type Status = Wire<typeof StatusSchema>;

export function statusAt(startAt: Date, endAt: Date, now: Date): Status {
  if (now.getTime() < startAt.getTime()) return 'UPCOMING';
  if (now.getTime() >= endAt.getTime()) return 'ENDED';
  return 'ONGOING';
}

export function iso(date: Date | string): string {
  return toKstIso(new Date(date));
}

/** Rows where the text column contains a literal (LIKE with %, _ and \ escaped). */
export function containsLiteral(column: SQL | typeof products.searchText, text: string): SQL {
  return sql`${column} like ${`%${escapeLike(text)}%`}`;
}

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
