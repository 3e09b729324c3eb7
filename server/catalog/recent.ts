import { RECENT_PRODUCT_LIMIT } from '../../contract/rules';
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { members, products, recentProducts } from '../db/schema';
import { ApiError, ErrorCode } from '../errors';
import { iso } from './products';
import { cardsByNumbers } from './products';
import type { Wire } from '../../contract/schemas/page';
import type { RecentProductSchema } from '../../contract/schemas/recent';

/** SPEC.md §9: recently viewed products kept per member, newest first; the oldest is dropped. */
export { RECENT_PRODUCT_LIMIT };

/**
 * Records a view: the product moves to the front; beyond 30 the oldest are dropped. The member's row
 * is locked first (issue 27): views of one member from any instance run one after the other, so the
 * same product viewed at once never meets its own row in the unique index
 * (recent_products_member_product_idx), and the list never holds more than 30.
 */
export async function recordRecentView(db: AppDb, memberId: number, productNo: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [member] = await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('no key update');
    if (member === undefined) throw new ApiError(ErrorCode.NullOrEmptyToken);
    await tx.delete(recentProducts).where(and(eq(recentProducts.memberId, memberId), eq(recentProducts.productNo, productNo)));
    await tx.insert(recentProducts).values({ memberId, productNo, viewedAt: now });
    const keep = tx
      .select({ id: recentProducts.id })
      .from(recentProducts)
      .where(eq(recentProducts.memberId, memberId))
      .orderBy(desc(recentProducts.id))
      .limit(RECENT_PRODUCT_LIMIT);
    await tx.delete(recentProducts).where(and(eq(recentProducts.memberId, memberId), notInArray(recentProducts.id, keep)));
  });
}

export type RecentProduct = Wire<typeof RecentProductSchema>;

/** The member's recently viewed products, newest first, each with isLike. */
export async function recentList(db: AppDb, memberId: number, now: Date): Promise<RecentProduct[]> {
  const rows = await db
    .select({ productNo: recentProducts.productNo, viewedAt: recentProducts.viewedAt })
    .from(recentProducts)
    .where(eq(recentProducts.memberId, memberId))
    .orderBy(desc(recentProducts.id))
    .limit(RECENT_PRODUCT_LIMIT);
  const cards = new Map((await cardsByNumbers(db, rows.map((row) => row.productNo), memberId, now)).map((card) => [card.productNo, card]));
  return rows.flatMap((row) => {
    const card = cards.get(row.productNo);
    return card ? [{ ...card, viewedAt: iso(row.viewedAt) }] : [];
  });
}

export async function removeRecent(db: AppDb, memberId: number, productNos: readonly number[] | undefined): Promise<number> {
  const rows = await db
    .delete(recentProducts)
    .where(and(eq(recentProducts.memberId, memberId), productNos === undefined ? undefined : inArray(recentProducts.productNo, [...productNos])))
    .returning({ id: recentProducts.id });
  return rows.length;
}

/** The product must exist (code 8 otherwise). */
export async function assertProduct(db: AppDb, productNo: number): Promise<void> {
  if ((await db.$count(products, eq(products.productNo, productNo))) === 0) {
    throw new ApiError(ErrorCode.NoData, { message: '상품을 찾을 수 없어요.' });
  }
}
