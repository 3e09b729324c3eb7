import { and, count, desc, eq, gt, lt } from 'drizzle-orm';
import { Hono } from 'hono';
import { alarmRoutes, unreadAlarmCount } from '../alarms/routes';
import type { MemberAuth } from '../auth/middleware';
import type { AppDb } from '../db/client';
import { memberPoints, pointExchanges, pointLedger, productLikes, recentProducts, storeLikes } from '../db/schema';
import { ApiError, ErrorCode } from '../errors';
import { gameRoutes } from '../game/routes';
import { currentMember, formatCellphone, maskEmail, userSettings } from '../members/members';
import type { Clock } from '../time';
import { toKstIso } from '../time';
import { jsonBody, query } from '../validation';
import { AutoExchangeBodySchema } from '../../contract/schemas/point-auto-exchange';
import { ExchangeCompleteQuerySchema, PointExchangeBodySchema } from '../../contract/schemas/point-exchange';
import { PointListQuerySchema } from '../../contract/schemas/point-history';
import { kstMonthStart } from './days';
import { exchangePoints, exchangeReceipt, exchangeToast, memberLevel, pointSummary, setAutoExchange, withBalance } from './ledger';
import {
  EARN_RULES,
  EXCHANGE_DAILY_LIMIT,
  EXCHANGE_MINIMUM,
  EXCHANGE_TARGET,
  EXCHANGE_UNIT,
  formatNumber,
  LEVEL_PERIOD_DAYS,
  type LevelRule,
  LEVELS,
  POINT_LIFETIME_DAYS,
  STREAK_BONUS_POINT,
  STREAK_DAYS,
} from './rules';
import type { Wire } from '../../contract/schemas/page';
import type { MyPageSchema } from '../../contract/schemas/mypage';
import type { MyInfoSchema } from '../../contract/schemas/my-info';
import type { UserLevelSchema } from '../../contract/schemas/user-level';
import type { PointSummarySchema } from '../../contract/schemas/point-summary';
import type { PointGuideSchema } from '../../contract/schemas/point-guide';
import type { PointHistorySchema } from '../../contract/schemas/point-history';
import type { ExchangeReceiptSchema, PointExchangeResultSchema } from '../../contract/schemas/point-exchange';
import type { AutoExchangeResultSchema } from '../../contract/schemas/point-auto-exchange';

/**
 * The member's own data (SPEC.md §7 "User": my page, my info, level, point, point summary, guide,
 * exchange, exchange-complete, automatic exchange), with the alarms and the game mounted beside
 * them. Paths and payloads: docs/api.md "Member data: my page, level, points, alarms, game".
 */

/** '01012345678' → '010-****-5678' */
export function maskCellphone(digitsOnly: string): string {
  return formatCellphone(digitsOnly).replace(/-\d{4}-/, '-****-');
}

function levelBody(level: LevelRule) {
  return { level: level.level, name: level.name, icon: level.icon, emoji: level.emoji };
}

function levelDetail(level: LevelRule) {
  return { ...levelBody(level), minPoint: level.minPoint, exchangeBonusRate: level.exchangeBonusRate, benefit: level.benefit };
}

export function pointRoutes(db: AppDb, auth: MemberAuth, clock: Clock): Hono {
  return new Hono()
    .get('/v1/user/mypage', auth.requireMember, async (c) => {
      const memberId = c.var.member.memberId;
      const now = clock();
      const member = await currentMember(db, memberId);
      const [{ level }, point, alarmCount, likes, shops, recent] = await Promise.all([
        memberLevel(db, memberId, now),
        db.select({ balance: memberPoints.balance, autoExchange: memberPoints.autoExchange }).from(memberPoints).where(eq(memberPoints.memberId, memberId)),
        unreadAlarmCount(db, memberId),
        db.$count(productLikes, eq(productLikes.memberId, memberId)),
        db.$count(storeLikes, eq(storeLikes.memberId, memberId)),
        db.$count(recentProducts, eq(recentProducts.memberId, memberId)),
      ]);
      return c.json({
        nickName: member.nickName ?? '',
        level: levelBody(level),
        point: { balance: point[0]?.balance ?? 0, isAutoExchange: point[0]?.autoExchange ?? false },
        alarmCount,
        likeProductCount: likes,
        likeShopCount: shops,
        recentProductCount: recent,
      } satisfies Wire<typeof MyPageSchema>);
    })
    .get('/v1/user/my-info', auth.requireMember, async (c) => {
      const member = await currentMember(db, c.var.member.memberId);
      return c.json({
        userId: member.id,
        nickName: member.nickName ?? '',
        email: member.email === null ? null : maskEmail(member.email),
        cellphone: member.cellphone === null ? null : maskCellphone(member.cellphone),
        signUpDt: toKstIso(member.signedUpAt),
        socialLoginPlatform: member.provider,
        ...userSettings(member),
      } satisfies Wire<typeof MyInfoSchema>);
    })
    .get('/v1/user/level', auth.requireMember, async (c) => {
      const { level, earned } = await memberLevel(db, c.var.member.memberId, clock());
      const next = LEVELS.find((candidate) => candidate.level === level.level + 1);
      return c.json({
        level: levelDetail(level),
        earnedPoint: earned,
        periodDays: LEVEL_PERIOD_DAYS,
        next:
          next === undefined
            ? null
            : {
                ...levelBody(next),
                minPoint: next.minPoint,
                remainingPoint: next.minPoint - earned,
                progressRate: Math.floor(((earned - level.minPoint) * 100) / (next.minPoint - level.minPoint)),
              },
        levels: LEVELS.map(levelDetail),
      } satisfies Wire<typeof UserLevelSchema>);
    })
    .get('/v1/user/point/summary', auth.requireMember, async (c) => {
      const now = clock();
      return c.json((await pointSummary(db, c.var.member.memberId, now, kstMonthStart(now))) satisfies Wire<typeof PointSummarySchema>);
    })
    .get('/v1/user/point/guide', auth.requireMember, (c) =>
      c.json({
        earnList: EARN_RULES,
        exchange: {
          target: EXCHANGE_TARGET,
          rate: `별 1개 = ${EXCHANGE_TARGET} 1원`,
          unit: EXCHANGE_UNIT,
          minimum: EXCHANGE_MINIMUM,
          dailyLimit: EXCHANGE_DAILY_LIMIT,
          descriptions: [
            `별은 ${formatNumber(EXCHANGE_MINIMUM)}개부터 ${formatNumber(EXCHANGE_UNIT)}개 단위로 쇼핑몰 ${EXCHANGE_TARGET}으로 바꿀 수 있어요.`,
            `하루에 별 ${formatNumber(EXCHANGE_DAILY_LIMIT)}개까지 바꿀 수 있어요. 하루는 밤 12시(한국 시간)에 바뀌어요.`,
            `잎새 등급부터는 바꿀 때 ${EXCHANGE_TARGET}을 더 드려요 (잎새 1%, 열매 2%, 나무 3%).`,
            `자동 교환을 켜 두면 별이 ${formatNumber(EXCHANGE_UNIT)}개 모일 때마다 바로 바꿔 드려요.`,
            `바꾼 ${EXCHANGE_TARGET}은 되돌릴 수 없어요.`,
          ],
        },
        expiry: {
          lifetimeDays: POINT_LIFETIME_DAYS,
          description: `별은 받은 날부터 ${POINT_LIFETIME_DAYS}일 동안 쓸 수 있어요. 먼저 사라질 별부터 먼저 써요.`,
        },
        level: {
          periodDays: LEVEL_PERIOD_DAYS,
          description: `최근 ${LEVEL_PERIOD_DAYS}일 동안 모은 별로 등급이 정해져요.`,
          levels: LEVELS.map(levelDetail),
        },
        game: { dailyPoint: EARN_RULES.find((rule) => rule.reason === 'ATTENDANCE')?.point ?? 0, streakDays: STREAK_DAYS, streakBonusPoint: STREAK_BONUS_POINT },
      } satisfies Wire<typeof PointGuideSchema>),
    )
    .get('/v1/user/point', auth.requireMember, async (c) => {
      const { page, size, type } = query(c, PointListQuerySchema);
      const memberId = c.var.member.memberId;
      const where = and(
        eq(pointLedger.memberId, memberId),
        type === 'EARNED' ? gt(pointLedger.amount, 0) : type === 'SPENT' ? lt(pointLedger.amount, 0) : undefined,
      );
      // through withBalance: what expired by now is written off (and listed) before reading
      const { rows, total } = await withBalance(db, memberId, clock(), async (tx) => {
        const [list, [counted]] = await Promise.all([
          tx
            .select()
            .from(pointLedger)
            .where(where)
            .orderBy(desc(pointLedger.createdAt), desc(pointLedger.id))
            .limit(size)
            .offset((page - 1) * size),
          tx.select({ n: count() }).from(pointLedger).where(where),
        ]);
        return { rows: list, total: counted?.n ?? 0 };
      });
      const items = rows.map((row) => ({
        pointId: row.id,
        type: row.amount > 0 ? ('EARNED' as const) : ('SPENT' as const),
        reason: row.reason,
        title: row.title,
        amount: Math.abs(row.amount),
        balance: row.balanceAfter,
        createdDt: toKstIso(row.createdAt),
        expireDt: row.expiresAt === null ? null : toKstIso(row.expiresAt),
        exchangeId: row.exchangeId,
      }));
      return c.json({ type, items, page, size, totalCount: total, hasNext: (page - 1) * size + items.length < total } satisfies Wire<typeof PointHistorySchema>);
    })
    .post('/v1/user/point/exchange', auth.requireMember, async (c) => {
      const body = await jsonBody(c, PointExchangeBodySchema);
      const { exchange, replayed } = await exchangePoints(db, c.var.member.memberId, body, clock());
      // a double tap answers the same receipt; only the first shows the toast
      return c.json({ ...exchangeReceipt(exchange), replayed, ...(replayed ? {} : { toastItems: [exchangeToast(exchange)] }) } satisfies Wire<typeof PointExchangeResultSchema>);
    })
    .get('/v1/user/point/exchange-complete', auth.requireMember, async (c) => {
      const { exchangeId } = query(c, ExchangeCompleteQuerySchema);
      const [row] = await db
        .select()
        .from(pointExchanges)
        .where(and(eq(pointExchanges.id, exchangeId), eq(pointExchanges.memberId, c.var.member.memberId)))
        .limit(1);
      if (row === undefined) throw new ApiError(ErrorCode.NoData, { message: '교환 내역을 찾을 수 없어요.' });
      return c.json(exchangeReceipt(row) satisfies Wire<typeof ExchangeReceiptSchema>);
    })
    .post('/v1/user/point/automatic-exchange', auth.requireMember, async (c) => {
      const { enabled } = await jsonBody(c, AutoExchangeBodySchema);
      const result = await setAutoExchange(db, c.var.member.memberId, enabled, clock());
      return c.json({
        isAutoExchange: enabled,
        balance: result.balance,
        exchange: result.exchange ? exchangeReceipt(result.exchange) : null,
        ...(result.exchange ? { toastItems: [exchangeToast(result.exchange)] } : {}),
      } satisfies Wire<typeof AutoExchangeResultSchema>);
    });
}

/** Everything of issue 12 under /api: my page and points, alarms, the game. */
export function memberDataRoutes(db: AppDb, auth: MemberAuth, clock: Clock): Hono {
  return new Hono().route('/', pointRoutes(db, auth, clock)).route('/', alarmRoutes(db, auth, clock)).route('/', gameRoutes(db, auth, clock));
}
