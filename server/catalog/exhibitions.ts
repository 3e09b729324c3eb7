import { and, asc, count, eq, gt, gte, inArray, lte, max, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDb } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { banners, eventApplications, events, periodProducts, periods, products } from '../db/schema';
import { ApiError, ErrorCode } from '../errors';
import { toKstIso } from '../time';
import { validQuery } from '../validation';
import { timedFilter } from './deals';
import { type CatalogDeps, memberIdOf } from './deps';
import { imagePaths } from './images';
import { codeOf, discountRateOf, filterInfo, idParam, pageOf, pageResponse } from './params';
import { cardsByNumbers, iso, listProducts, productOrder, secondsUntil, statusAt } from './products';
import type { Wire } from '../../contract/schemas/page';
import type { PeriodDetailSchema, PeriodListSchema, PeriodSchema } from '../../contract/schemas/catalog/period-detail';
import type { ApplyInfoSchema, EventDetailSchema, EventListSchema, EventSummarySchema } from '../../contract/schemas/catalog/event-detail';
import type { EventApplyResultSchema } from '../../contract/schemas/catalog/event-apply';
import type { PhraseToastSchema } from '../../contract/schemas/toast';
import type { BannersResponseSchema } from '../../contract/schemas/catalog/banners';
import { BannerQuerySchema, type BannerPosition, PeriodQuerySchema, TimedListQuerySchema } from '../../contract/schemas/catalog/queries';

/**
 * Planned exhibitions (GET /api/v2/display/period, /period/:id), events (GET
 * /api/v2/display/custom-event, /custom-event/:id; POST /api/v2/display/event/:id/apply) and
 * banners (GET /api/v2/display/banner).
 */

export type PeriodSummary = Wire<typeof PeriodSchema>;

type PeriodRow = typeof periods.$inferSelect;

async function periodSummaries(db: AppDb, rows: readonly PeriodRow[], now: Date): Promise<PeriodSummary[]> {
  const ids = rows.map((row) => row.id);
  const stats =
    ids.length === 0
      ? []
      : await db
          .select({ periodId: periodProducts.periodId, n: count(), maxRate: max(products.discountRate) })
          .from(periodProducts)
          .innerJoin(products, eq(products.productNo, periodProducts.productNo))
          .where(inArray(periodProducts.periodId, ids))
          .groupBy(periodProducts.periodId);
  const statOf = new Map(stats.map((row) => [row.periodId, row]));
  return rows.map((row) => {
    const status = statusAt(new Date(row.startAt), new Date(row.endAt), now);
    return {
      periodId: row.id,
      title: row.title,
      subtitle: row.subtitle,
      description: row.description,
      imageUrl: imagePaths.period(row.id),
      theme: row.theme,
      startAt: iso(row.startAt),
      endAt: iso(row.endAt),
      status,
      remainingSeconds: status === 'ONGOING' ? secondsUntil(new Date(row.endAt), now) : status === 'UPCOMING' ? secondsUntil(new Date(row.startAt), now) : 0,
      productCount: statOf.get(row.id)?.n ?? 0,
      maxDiscountRate: Number(statOf.get(row.id)?.maxRate ?? 0),
    };
  });
}

export type ApplyInfo = Wire<typeof ApplyInfoSchema>;
export type EventSummary = Wire<typeof EventSummarySchema>;
export type EventDetail = Wire<typeof EventDetailSchema>;

type EventRow = typeof events.$inferSelect;

function eventSummary(row: EventRow, now: Date): EventSummary {
  return {
    eventId: row.id,
    title: row.title,
    subtitle: row.subtitle,
    imageUrl: imagePaths.event(row.id),
    theme: row.theme,
    startAt: iso(row.startAt),
    endAt: iso(row.endAt),
    status: statusAt(new Date(row.startAt), new Date(row.endAt), now),
    hasApply: row.hasApply,
  };
}

const NOT_OPEN = '응모 기간이 아니에요.';
const SOLD_OUT = '선착순 응모가 마감되었어요.';
const ALREADY = '이미 응모한 이벤트예요.';

async function applyInfo(db: AppDb, row: EventRow, memberId: number | undefined, now: Date): Promise<ApplyInfo | null> {
  if (!row.hasApply) return null;
  const [applied] = await db.select({ n: count() }).from(eventApplications).where(eq(eventApplications.eventId, row.id));
  const applyCount = applied?.n ?? 0;
  const mine =
    memberId === undefined
      ? []
      : await db
          .select({ id: eventApplications.id })
          .from(eventApplications)
          .where(and(eq(eventApplications.eventId, row.id), eq(eventApplications.memberId, memberId)));
  const hasApplied = mine.length > 0;
  const open = statusAt(new Date(row.startAt), new Date(row.endAt), now) === 'ONGOING';
  const full = row.applyLimit !== null && applyCount >= row.applyLimit;
  const reason = hasApplied ? ALREADY : !open ? NOT_OPEN : full ? SOLD_OUT : null;
  return {
    isApplicable: reason === null,
    hasApplied,
    applyCount,
    applyLimit: row.applyLimit,
    announceAt: row.announceAt === null ? null : iso(row.announceAt),
    reason,
  };
}

export { BANNER_POSITIONS, type BannerPosition } from '../../contract/schemas/catalog/queries';

/** The banners of a position that run at `now`, in the order they are shown (the first is shown first). */
export function runningBanners(db: AppDb, position: BannerPosition, now: Date, limit?: number) {
  const query = db
    .select()
    .from(banners)
    .where(and(eq(banners.position, position), lte(banners.startAt, now), gt(banners.endAt, now)))
    .orderBy(asc(banners.sortOrder), asc(banners.id));
  return limit === undefined ? query : query.limit(limit);
}

export function exhibitionRoutes({ db, auth, clock }: CatalogDeps): Hono {
  return new Hono()
    .get('/v2/display/period', validQuery(TimedListQuerySchema), async (c) => {
      const { status, ...paging } = c.req.valid('query');
      const page = pageOf(paging);
      const now = clock();
      const { where, orderBy } = timedFilter(status, periods, now);
      const [rows, total] = await Promise.all([
        db.select().from(periods).where(where).orderBy(...orderBy).limit(page.size).offset(page.offset),
        db.$count(periods, where),
      ]);
      return c.json({ serverTime: toKstIso(now), status, ...pageResponse(await periodSummaries(db, rows, now), total, page) } satisfies Wire<typeof PeriodListSchema>);
    })
    .get('/v2/display/period/:periodId{[0-9]+}', auth.optionalMember, validQuery(PeriodQuerySchema), async (c) => {
      const periodId = idParam(c, 'periodId');
      const query = c.req.valid('query');
      const info = await filterInfo(db);
      const sort = codeOf(query.sort, info.periodSortFilterList);
      const discountRate = discountRateOf(query.discountRate, info.discountRateFilterList);
      const page = pageOf(query);
      const now = clock();
      const [row] = await db.select().from(periods).where(eq(periods.id, periodId));
      if (!row) throw new ApiError(ErrorCode.NoData, { message: '기획전을 찾을 수 없어요.' });
      const [period] = await periodSummaries(db, [row], now);
      if (!period) throw new ApiError(ErrorCode.NoData, { message: '기획전을 찾을 수 없어요.' });
      const inPeriod = inArray(products.productNo, db.select({ productNo: periodProducts.productNo }).from(periodProducts).where(eq(periodProducts.periodId, periodId)));
      const curated = sql`(select ${periodProducts.sortOrder} from ${periodProducts} where ${periodProducts.periodId} = ${periodId} and ${periodProducts.productNo} = ${products.productNo})`;
      const list = await listProducts(db, {
        where: and(inPeriod, discountRate > 0 ? gte(products.discountRate, discountRate) : undefined),
        orderBy: productOrder(sort, [asc(curated)]),
        page,
        memberId: memberIdOf(c),
        now,
      });
      return c.json({
        serverTime: toKstIso(now),
        period,
        sort,
        discountRate: discountRate === 0 ? 'ALL' : String(discountRate),
        shareInfo: { title: row.title, description: row.subtitle, imageUrl: imagePaths.period(row.id), url: `/period/${row.id}` },
        ...list,
      } satisfies Wire<typeof PeriodDetailSchema>);
    })
    .get('/v2/display/custom-event', validQuery(TimedListQuerySchema), async (c) => {
      const { status, ...paging } = c.req.valid('query');
      const page = pageOf(paging);
      const now = clock();
      const { where, orderBy } = timedFilter(status, events, now);
      const [rows, total] = await Promise.all([
        db.select().from(events).where(where).orderBy(...orderBy).limit(page.size).offset(page.offset),
        db.$count(events, where),
      ]);
      return c.json({ serverTime: toKstIso(now), status, ...pageResponse(rows.map((row) => eventSummary(row, now)), total, page) } satisfies Wire<typeof EventListSchema>);
    })
    .get('/v2/display/custom-event/:eventId{[0-9]+}', auth.optionalMember, async (c) => {
      const eventId = idParam(c, 'eventId');
      const now = clock();
      const memberId = memberIdOf(c);
      const [row] = await db.select().from(events).where(eq(events.id, eventId));
      if (!row) throw new ApiError(ErrorCode.NoData, { message: '이벤트를 찾을 수 없어요.' });
      const detail: EventDetail = {
        ...eventSummary(row, now),
        serverTime: toKstIso(now),
        description: row.description,
        content: row.content,
        products: await cardsByNumbers(db, row.productNos, memberId, now),
        apply: await applyInfo(db, row, memberId, now),
        shareInfo: { title: row.title, description: row.subtitle, imageUrl: imagePaths.event(row.id), url: `/event/${row.id}` },
      };
      return c.json(detail satisfies Wire<typeof EventDetailSchema>);
    })
    .post('/v2/display/event/:eventId{[0-9]+}/apply', auth.requireMember, async (c) => {
      const eventId = idParam(c, 'eventId');
      const memberId = c.var.member.memberId;
      const now = clock();
      try {
        const result = await db.transaction(async (tx) => {
          const [row] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
          if (!row) throw new ApiError(ErrorCode.NoData, { message: '이벤트를 찾을 수 없어요.' });
          if (!row.hasApply) throw new ApiError(ErrorCode.Unsupported, { message: '응모를 받지 않는 이벤트예요.' });
          const info = await applyInfo(tx, row, memberId, now);
          if (info?.hasApplied) throw new ApiError(ErrorCode.DuplicatedRequest, { message: ALREADY });
          if (info?.reason) throw new ApiError(ErrorCode.OutOfRange, { message: info.reason });
          await tx.insert(eventApplications).values({ eventId, memberId, appliedAt: now });
          return { row, applyCount: (info?.applyCount ?? 0) + 1 };
        });
        const announce = result.row.announceAt === null ? '' : ` 당첨자는 ${koreanDate(new Date(result.row.announceAt))}에 알림으로 알려 드려요.`;
        const message = `응모가 완료되었어요.${announce}`;
        return c.json({
          eventId,
          appliedAt: toKstIso(now),
          applyCount: result.applyCount,
          message,
          toastItems: [{ phrase: '이벤트 응모가 완료되었어요.' } satisfies Wire<typeof PhraseToastSchema>],
        } satisfies Wire<typeof EventApplyResultSchema>);
      } catch (error) {
        if (isUniqueViolation(error)) throw new ApiError(ErrorCode.DuplicatedRequest, { message: ALREADY, cause: error });
        throw error;
      }
    })
    .get('/v2/display/banner', validQuery(BannerQuerySchema), async (c) => {
      const { position } = c.req.valid('query');
      const now = clock();
      const rows = await runningBanners(db, position, now);
      return c.json({
        position,
        items: rows.map((row) => ({
          bannerId: row.id,
          title: row.title,
          subtitle: row.subtitle,
          imageUrl: imagePaths.banner(row.id),
          linkUrl: row.linkUrl,
          backgroundColor: row.theme,
          startAt: iso(row.startAt),
          endAt: iso(row.endAt),
        })),
      } satisfies Wire<typeof BannersResponseSchema>);
    });
}

/** '3월 15일' in Korea time */
function koreanDate(date: Date): string {
  const kst = new Date(date.getTime() + 9 * 3_600_000);
  return `${kst.getUTCMonth() + 1}월 ${kst.getUTCDate()}일`;
}
