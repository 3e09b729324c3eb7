import { and, asc, desc, eq, gt, gte, lte, min, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { Hono } from 'hono';
import type { AppDb } from '../db/client';
import { deals, products, stores } from '../db/schema';
import { ApiError, ErrorCode } from '../errors';
import { toKstIso } from '../time';
import { validQuery } from '../validation';
import { type CatalogDeps, memberIdOf } from './deps';
import { imagePaths } from './images';
import { codeOf, filterInfo, idParam, type PageRequest, type PageResponse, pageOf, pageResponse } from './params';
import {
  cardColumns,
  type CardRow,
  iso,
  likedProducts,
  listProducts,
  productOrder,
  secondsUntil,
  shopSummary,
  type ShopSummary,
  statusAt,
  toCard,
} from './products';
import { SharedReads } from './shared-reads';
import type { Wire } from '../../contract/schemas/page';
import type { DealSchema, DealsResponseSchema } from '../../contract/schemas/catalog/deals';
import type { DealRecommendationSchema } from '../../contract/schemas/catalog/deal-recommendation';
import type { DealDetailSchema } from '../../contract/schemas/catalog/deal-detail';
import type { LiveDealSchema } from '../../contract/schemas/catalog/product';
import { DealsQuerySchema, type DealStatusFilter, SortedPageQuerySchema } from '../../contract/schemas/catalog/queries';

/**
 * Limited-time deals (타임딜): GET /api/v2/display/deal (list by status), /deal/:id (detail),
 * /deal/recommendation (the recommended products under the deals on the home screen).
 */

/** A deal as the lists show it; ONGOING: remainingSeconds until it ends, UPCOMING: until it starts, ENDED: 0. */
export type DealCard = Wire<typeof DealSchema>;
export type DealDetail = Wire<typeof DealDetailSchema>;

const dealColumns = {
  ...cardColumns,
  dealId: deals.id,
  title: deals.title,
  subtitle: deals.subtitle,
  dealPrice: deals.dealPrice,
  dealDiscountRate: deals.discountRate,
  startAt: deals.startAt,
  endAt: deals.endAt,
  stockTotal: deals.stockTotal,
  stockRemaining: deals.stockRemaining,
  maxPerOrder: deals.maxPerOrder,
  description: products.description,
};

type DealRow = CardRow & {
  dealId: number;
  title: string;
  subtitle: string;
  dealPrice: number;
  dealDiscountRate: number;
  startAt: Date;
  endAt: Date;
  stockTotal: number;
  stockRemaining: number;
  maxPerOrder: number;
  description: string;
};

function toDeal(row: DealRow, liked: ReadonlySet<number>, now: Date): DealCard {
  const startAt = new Date(row.startAt);
  const endAt = new Date(row.endAt);
  const status = statusAt(startAt, endAt, now);
  const sold = row.stockTotal - row.stockRemaining;
  return {
    dealId: row.dealId,
    title: row.title,
    subtitle: row.subtitle,
    status,
    startAt: iso(startAt),
    endAt: iso(endAt),
    remainingSeconds: status === 'ONGOING' ? secondsUntil(endAt, now) : status === 'UPCOMING' ? secondsUntil(startAt, now) : 0,
    dealPrice: row.dealPrice,
    listPrice: row.listPrice,
    discountRate: row.dealDiscountRate,
    stockTotal: row.stockTotal,
    stockRemaining: row.stockRemaining,
    soldRate: row.stockTotal > 0 ? Math.round((sold * 100) / row.stockTotal) : 100,
    isSoldOut: row.stockRemaining <= 0,
    maxPerOrder: row.maxPerOrder,
    imageUrl: imagePaths.product(row.productNo),
    product: toCard(row, liked, now),
  };
}

export { DEAL_STATUSES, type DealStatusFilter } from '../../contract/schemas/catalog/queries';

/** WHERE and ORDER BY of a timed list (deals, exhibitions, events) for a status. */
export function timedFilter(
  status: DealStatusFilter,
  columns: { startAt: AnyPgColumn; endAt: AnyPgColumn; sortOrder: AnyPgColumn },
  now: Date,
): { where: SQL | undefined; orderBy: SQL[] } {
  const { startAt, endAt, sortOrder } = columns;
  switch (status) {
    case 'ONGOING':
      return { where: and(lte(startAt, now), gt(endAt, now)), orderBy: [asc(endAt), asc(sortOrder)] };
    case 'UPCOMING':
      return { where: gt(startAt, now), orderBy: [asc(startAt), asc(sortOrder)] };
    case 'ENDED':
      return { where: lte(endAt, now), orderBy: [desc(endAt), asc(sortOrder)] };
    default:
      return {
        where: undefined,
        // a raw parameter, not a column value: sent as text (postgres-js takes no Date here)
        orderBy: [sql`case when ${startAt} > cast(${now.toISOString()} as timestamptz) then 1 when ${endAt} <= cast(${now.toISOString()} as timestamptz) then 2 else 0 end`, asc(endAt), asc(sortOrder)],
      };
  }
}

/** How long the deals' rows are shared by every caller (issue 14; the community's 인기 tab keeps 2 s too). */
export const DEAL_CACHE_MS = 2000;

interface DealPage {
  readonly rows: DealRow[];
  readonly total: number;
  /** the next instant a deal starts or ends (ms), when the lists change; undefined: none ahead */
  readonly nextChange: number | undefined;
}

/** The next instant after `now` at which some deal starts or ends. */
async function nextDealChange(db: AppDb, now: Date): Promise<number | undefined> {
  const [[start], [end]] = await Promise.all([
    db.select({ at: min(deals.startAt) }).from(deals).where(gt(deals.startAt, now)),
    db.select({ at: min(deals.endAt) }).from(deals).where(gt(deals.endAt, now)),
  ]);
  const times = [start?.at, end?.at].filter((at): at is Date => at !== null && at !== undefined).map((at) => new Date(at).getTime());
  return times.length === 0 ? undefined : Math.min(...times);
}

async function readDealPage(db: AppDb, status: DealStatusFilter, page: PageRequest, now: Date): Promise<DealPage> {
  const { where, orderBy } = timedFilter(status, deals, now);
  const [rows, total, nextChange] = await Promise.all([
    db
      .select(dealColumns)
      .from(deals)
      .innerJoin(products, eq(products.productNo, deals.productNo))
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(where)
      .orderBy(...orderBy)
      .limit(page.size)
      .offset(page.offset),
    db.$count(deals, where),
    nextDealChange(db, now),
  ]);
  return { rows, total, nextChange };
}

/**
 * The deals as everyone sees them, shared for DEAL_CACHE_MS (shared-reads.ts): a list's rows and
 * count, kept no later than the next start or end of any deal, so no list holds a deal under the
 * wrong status; a deal's row and shop. The countdowns and statuses are computed per request from
 * the clock, and the hearts (isLike) are read per request for the member asking: nothing of one
 * member is ever kept.
 */
export function dealReads(db: AppDb, ttlMs = DEAL_CACHE_MS) {
  const shared = new SharedReads(ttlMs);
  return {
    page: (status: DealStatusFilter, page: PageRequest, now: Date): Promise<DealPage> =>
      shared.read(`list:${status}:${page.page}:${page.size}`, now.getTime(), () => readDealPage(db, status, page, now), (answer) => answer.nextChange),
    deal: (dealId: number, now: Date): Promise<{ row: DealRow; shop: ShopSummary | undefined } | undefined> =>
      shared.read(`deal:${dealId}`, now.getTime(), async () => {
        const [row] = await db
          .select(dealColumns)
          .from(deals)
          .innerJoin(products, eq(products.productNo, deals.productNo))
          .innerJoin(stores, eq(stores.id, products.storeId))
          .where(eq(deals.id, dealId));
        return row ? { row, shop: await shopSummary(db, row.storeId) } : undefined;
      }),
  };
}

export async function listDeals(
  reads: ReturnType<typeof dealReads>,
  db: AppDb,
  status: DealStatusFilter,
  page: PageRequest,
  memberId: number | undefined,
  now: Date,
): Promise<PageResponse<DealCard>> {
  const { rows, total } = await reads.page(status, page, now);
  const liked = await likedProducts(db, memberId, rows.map((row) => row.productNo));
  return pageResponse(rows.map((row) => toDeal(row, liked, now)), total, page);
}

/** The deal running now for a product, if any (the product detail shows it). */
export async function liveDealOf(db: AppDb, productNo: number, now: Date): Promise<Wire<typeof LiveDealSchema> | null> {
  const [row] = await db
    .select({ dealId: deals.id, dealPrice: deals.dealPrice, endAt: deals.endAt })
    .from(deals)
    .where(and(eq(deals.productNo, productNo), lte(deals.startAt, now), gt(deals.endAt, now), gte(deals.stockRemaining, 1)))
    .orderBy(asc(deals.endAt))
    .limit(1);
  return row ? { dealId: row.dealId, dealPrice: row.dealPrice, endAt: toKstIso(new Date(row.endAt)) } : null;
}

const DEAL_GUIDES = [
  '타임딜 가격은 표시된 시간 동안, 준비된 수량이 남아 있을 때만 적용돼요.',
  '산지에서 바로 보내는 상품이라 주문 다음 날 출고돼요. 주말·공휴일 전날은 출고되지 않을 수 있어요.',
  '신선식품 특성상 단순 변심으로 인한 교환·반품은 어려워요.',
];

export function dealRoutes({ db, auth, clock }: CatalogDeps): Hono {
  const reads = dealReads(db);
  return new Hono()
    .get('/v2/display/deal', auth.optionalMember, validQuery(DealsQuerySchema), async (c) => {
      const { status, ...paging } = c.req.valid('query');
      const page = pageOf(paging);
      const now = clock();
      return c.json({ serverTime: toKstIso(now), status, ...(await listDeals(reads, db, status, page, memberIdOf(c), now)) } satisfies Wire<typeof DealsResponseSchema>);
    })
    .get('/v2/display/deal/recommendation', auth.optionalMember, validQuery(SortedPageQuerySchema), async (c) => {
      const query = c.req.valid('query');
      const info = await filterInfo(db);
      const sort = codeOf(query.sort, info.sortFilterList);
      const page = pageOf(query);
      const list = await listProducts(db, {
        where: gt(products.stock, 0),
        orderBy: productOrder(sort, [desc(sql`${products.recommendScore} + ${products.discountRate} * 10`)]),
        page,
        memberId: memberIdOf(c),
        now: clock(),
      });
      return c.json({ title: '오늘의 추천 상품', sort, ...list } satisfies Wire<typeof DealRecommendationSchema>);
    })
    .get('/v2/display/deal/:dealId{[0-9]+}', auth.optionalMember, async (c) => {
      const dealId = idParam(c, 'dealId');
      const now = clock();
      const found = await reads.deal(dealId, now);
      if (!found) throw new ApiError(ErrorCode.NoData, { message: '타임딜을 찾을 수 없어요.' });
      const { row, shop } = found;
      const liked = await likedProducts(db, memberIdOf(c), [row.productNo]);
      const card = toDeal(row, liked, now);
      const detail: DealDetail = {
        ...card,
        serverTime: toKstIso(now),
        images: [1, 2, 3].map((view) => imagePaths.product(row.productNo, view as 1 | 2 | 3)),
        description: row.description,
        origin: row.origin,
        shop,
        guides: DEAL_GUIDES,
        shareInfo: {
          title: `[타임딜] ${row.title}`,
          description: `${row.name} ${card.discountRate}% 할인, ${card.dealPrice.toLocaleString('ko-KR')}원`,
          imageUrl: card.imageUrl,
          url: `/deal/${row.dealId}`,
        },
      };
      return c.json(detail satisfies Wire<typeof DealDetailSchema>);
    });
}
