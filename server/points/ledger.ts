import { and, asc, eq, gt, gte, lt, lte, sql } from 'drizzle-orm';
import { AlarmTypes, notify } from '../alarms/alarms';
import type { AppDb } from '../db/client';
import { type ExchangeKind, memberPoints, type PointExchange, pointExchanges, pointLedger, type PointReason } from '../db/schema';
import { ApiError, ErrorCode } from '../errors';
import { toKstIso } from '../time';
import { INT4_MAX } from '../validation';
import type { Wire } from '../../contract/schemas/page';
import type { PointToastSchema } from '../../contract/schemas/toast';
import type { ExchangeReceiptSchema } from '../../contract/schemas/point-exchange';
import type { PointSummarySchema } from '../../contract/schemas/point-summary';
import { DAY_MS, kstDayStart } from './days';
import {
  EXCHANGE_DAILY_LIMIT,
  EXCHANGE_MINIMUM,
  EXCHANGE_TARGET,
  EXCHANGE_UNIT,
  EXPIRING_SOON_DAYS,
  formatNumber,
  LEVEL_PERIOD_DAYS,
  levelFor,
  type LevelRule,
  POINT_LIFETIME_DAYS,
  POINT_REASON_TITLES,
  shopPointsFor,
} from './rules';

/**
 * The point ledger. Every change of a member's balance goes through `changeBalance`, inside a
 * transaction that first locks the member's balance row: the ledger row, the new balance and
 * whatever follows from it (an alarm, an automatic exchange) commit together or not at all, and
 * concurrent calls of one member run one after the other. The balance column has a check
 * (`balance >= 0`) as the last line of defence.
 */

/** A toast of SPEC.md §3 (icon, startPhrase, pointPhrase, endPhrase), as src/api/client.ts reads it. */
export type ToastItem = Wire<typeof PointToastSchema>;

/** What the toast says before the points, per reason (the particle fits the word). */
const TOAST_START: Partial<Record<PointReason, string>> = {
  ATTENDANCE: '출석 도장으로',
  ATTENDANCE_STREAK: '7일 연속 출석으로',
  FIRST_POST: '오늘의 첫 글로',
  REPLY: '댓글 작성으로',
  ACCEPTED_ANSWER: '답변 채택으로',
  SURVEY: '취향 설문 참여로',
  OPERATOR: '운영자 지급으로',
};

export function earnToast(reason: PointReason, amount: number): ToastItem {
  return {
    icon: 'star',
    startPhrase: TOAST_START[reason] ?? '활동으로',
    pointPhrase: `별 ${formatNumber(amount)}개`,
    endPhrase: reason === 'ATTENDANCE_STREAK' ? '를 더 받았어요' : '를 받았어요',
  };
}

export function exchangeToast(exchange: Pick<PointExchange, 'kind' | 'amount' | 'shopPoints'>): ToastItem {
  return {
    icon: 'coin',
    startPhrase: `${exchange.kind === 'AUTO' ? '자동 교환으로 ' : ''}별 ${formatNumber(exchange.amount)}개를`,
    pointPhrase: `${EXCHANGE_TARGET} ${formatNumber(exchange.shopPoints)}원`,
    endPhrase: '으로 바꿨어요',
  };
}

interface BalanceState {
  readonly balance: number;
  readonly autoExchange: boolean;
}

/** Locks the member's balance row (made on first use) until the transaction ends. */
async function lockBalance(tx: AppDb, memberId: number, now: Date): Promise<BalanceState> {
  await tx.insert(memberPoints).values({ memberId, updatedAt: now }).onConflictDoNothing();
  const [row] = await tx
    .select({ balance: memberPoints.balance, autoExchange: memberPoints.autoExchange })
    .from(memberPoints)
    .where(eq(memberPoints.memberId, memberId))
    .for('update');
  if (row === undefined) throw new Error(`member_points row of ${memberId} is missing`);
  return row;
}

interface Change {
  readonly amount: number;
  readonly reason: PointReason;
  readonly title?: string;
  readonly exchangeId?: number;
}

/** Writes one ledger row and the balance after it; the caller holds the lock. */
async function changeBalance(tx: AppDb, memberId: number, balance: number, change: Change, now: Date): Promise<{ ledgerId: number; balance: number }> {
  const after = balance + change.amount;
  if (after < 0) throw new Error('a change would make the balance negative');
  if (after > INT4_MAX) throw new ApiError(ErrorCode.OutOfRange, { message: '더 받을 수 있는 별이 없어요. 모은 별을 먼저 교환해 주세요.' });
  const [row] = await tx
    .insert(pointLedger)
    .values({
      memberId,
      amount: change.amount,
      reason: change.reason,
      title: change.title ?? POINT_REASON_TITLES[change.reason],
      balanceAfter: after,
      expiresAt: change.amount > 0 ? new Date(now.getTime() + POINT_LIFETIME_DAYS * DAY_MS) : null,
      exchangeId: change.exchangeId ?? null,
      createdAt: now,
    })
    .returning({ id: pointLedger.id });
  await tx.update(memberPoints).set({ balance: after, updatedAt: now }).where(eq(memberPoints.memberId, memberId));
  if (row === undefined) throw new Error('ledger insert returned nothing');
  return { ledgerId: row.id, balance: after };
}

export interface RemainingPoints {
  readonly remaining: number;
  readonly expiresAt: Date;
}

/**
 * What is left of each earned row, spending the earliest-expiring first (first in, first out):
 * the sum of every spent and expired row is taken from the earned rows in expiry order.
 */
export async function remainingEarned(db: AppDb, memberId: number): Promise<RemainingPoints[]> {
  const earned = await db
    .select({ amount: pointLedger.amount, expiresAt: pointLedger.expiresAt })
    .from(pointLedger)
    .where(and(eq(pointLedger.memberId, memberId), gt(pointLedger.amount, 0)))
    .orderBy(asc(pointLedger.expiresAt), asc(pointLedger.id));
  const [spentRow] = await db
    .select({ spent: sql<number>`coalesce(-sum(${pointLedger.amount}), 0)`.mapWith(Number) })
    .from(pointLedger)
    .where(and(eq(pointLedger.memberId, memberId), lt(pointLedger.amount, 0)));
  let toConsume = spentRow?.spent ?? 0;
  const remaining: RemainingPoints[] = [];
  for (const row of earned) {
    const used = Math.min(row.amount, toConsume);
    toConsume -= used;
    if (row.amount > used && row.expiresAt !== null) remaining.push({ remaining: row.amount - used, expiresAt: row.expiresAt });
  }
  return remaining;
}

/** Writes off what expired by `now` (one EXPIRED row and an alarm); the caller holds the lock. */
async function settleExpired(tx: AppDb, memberId: number, balance: number, now: Date): Promise<number> {
  const expired = (await remainingEarned(tx, memberId))
    .filter((row) => row.expiresAt.getTime() <= now.getTime())
    .reduce((sum, row) => sum + row.remaining, 0);
  const amount = Math.min(expired, balance);
  if (amount <= 0) return balance;
  const result = await changeBalance(tx, memberId, balance, { amount: -amount, reason: 'EXPIRED' }, now);
  await notify(tx, memberId, { alarmType: AlarmTypes.Point, title: `별 ${formatNumber(amount)}개의 유효기간이 끝났어요`, linkPath: '/my-page/point' }, now);
  return result.balance;
}

/** Runs `work` with the member's balance locked and expired points written off. */
export function withBalance<T>(db: AppDb, memberId: number, now: Date, work: (tx: AppDb, state: BalanceState) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const locked = await lockBalance(tx, memberId, now);
    const balance = await settleExpired(tx, memberId, locked.balance, now);
    return work(tx, { ...locked, balance });
  });
}

/** 별 earned (positive rows) from `since` up to `now`. */
export async function earnedBetween(db: AppDb, memberId: number, since: Date, now: Date): Promise<number> {
  const [row] = await db
    .select({ earned: sql<number>`coalesce(sum(${pointLedger.amount}), 0)`.mapWith(Number) })
    .from(pointLedger)
    .where(and(eq(pointLedger.memberId, memberId), gt(pointLedger.amount, 0), gt(pointLedger.createdAt, since), lte(pointLedger.createdAt, now)));
  return row?.earned ?? 0;
}

/** The member's level now: by 별 earned in the last LEVEL_PERIOD_DAYS days. */
export async function memberLevel(db: AppDb, memberId: number, now: Date): Promise<{ level: LevelRule; earned: number }> {
  const earned = await earnedBetween(db, memberId, new Date(now.getTime() - LEVEL_PERIOD_DAYS * DAY_MS), now);
  return { level: levelFor(earned), earned };
}

/** 별 exchanged (manual and automatic) during the Korean day of `now`. */
export async function exchangedToday(db: AppDb, memberId: number, now: Date): Promise<number> {
  const start = kstDayStart(now);
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${pointExchanges.amount}), 0)`.mapWith(Number) })
    .from(pointExchanges)
    .where(
      and(
        eq(pointExchanges.memberId, memberId),
        gte(pointExchanges.exchangedAt, start),
        lt(pointExchanges.exchangedAt, new Date(start.getTime() + DAY_MS)),
      ),
    );
  return row?.total ?? 0;
}

/** An exchange as the app reads it (the exchange-complete screen). */
export type ExchangeReceipt = Wire<typeof ExchangeReceiptSchema>;

export function exchangeReceipt(row: PointExchange): ExchangeReceipt {
  return {
    exchangeId: row.id,
    kind: row.kind,
    amount: row.amount,
    target: EXCHANGE_TARGET,
    shopPoints: row.shopPoints,
    bonusShopPoints: row.shopPoints - row.amount,
    balance: row.balanceAfter,
    exchangedDt: toKstIso(row.exchangedAt),
  };
}

/** Exchanges `amount` 별 (checked by the caller) and tells the member; the caller holds the lock. */
async function exchange(
  tx: AppDb,
  memberId: number,
  balance: number,
  request: { amount: number; kind: ExchangeKind; requestKey: string | null },
  now: Date,
): Promise<PointExchange> {
  const { level } = await memberLevel(tx, memberId, now);
  const shopPoints = shopPointsFor(request.amount, level);
  const [row] = await tx
    .insert(pointExchanges)
    .values({
      memberId,
      requestKey: request.requestKey,
      kind: request.kind,
      amount: request.amount,
      shopPoints,
      balanceAfter: balance - request.amount,
      exchangedAt: now,
    })
    .returning();
  if (row === undefined) throw new Error('exchange insert returned nothing');
  await changeBalance(tx, memberId, balance, { amount: -request.amount, reason: request.kind === 'AUTO' ? 'AUTO_EXCHANGE' : 'EXCHANGE', exchangeId: row.id }, now);
  await notify(
    tx,
    memberId,
    {
      alarmType: AlarmTypes.Point,
      title: `별 ${formatNumber(request.amount)}개를 ${EXCHANGE_TARGET} ${formatNumber(shopPoints)}원으로 바꿨어요`,
      message: request.kind === 'AUTO' ? '자동 교환이 켜져 있어 별이 모이는 대로 바꿨어요. 쇼핑몰에서 바로 쓸 수 있어요.' : '쇼핑몰에서 바로 쓸 수 있어요.',
      linkPath: `/my-page/point-exchange?exchangeId=${row.id}`,
    },
    now,
  );
  return row;
}

/**
 * Automatic exchange: as many whole units as the balance holds, within what is left of today's
 * limit. Nothing when that is under the minimum. The caller holds the lock.
 */
async function autoExchange(tx: AppDb, memberId: number, balance: number, now: Date): Promise<PointExchange | undefined> {
  const left = EXCHANGE_DAILY_LIMIT - (await exchangedToday(tx, memberId, now));
  const amount = Math.floor(Math.min(balance, left) / EXCHANGE_UNIT) * EXCHANGE_UNIT;
  if (amount < EXCHANGE_MINIMUM) return undefined;
  return exchange(tx, memberId, balance, { amount, kind: 'AUTO', requestKey: null }, now);
}

export interface EarnResult {
  readonly ledgerId: number;
  /** the balance after the earn (and after an automatic exchange) */
  readonly balance: number;
  readonly toastItems: ToastItem[];
  readonly autoExchange: ExchangeReceipt | null;
}

/**
 * Gives the member points: a ledger row, the balance, an alarm ('별 10개가 적립되었어요') and,
 * with automatic exchange on, the exchange. Community, survey and the game call it; inside a
 * caller's transaction it nests (a savepoint).
 */
export async function earnPoints(db: AppDb, memberId: number, earn: { reason: PointReason; amount: number; title?: string }, now: Date): Promise<EarnResult> {
  if (!Number.isInteger(earn.amount) || earn.amount <= 0) throw new Error(`earnPoints needs a positive whole amount, not ${earn.amount}`);
  return withBalance(db, memberId, now, async (tx, state) => {
    const earned = await changeBalance(tx, memberId, state.balance, earn, now);
    await notify(
      tx,
      memberId,
      { alarmType: AlarmTypes.Point, title: `별 ${formatNumber(earn.amount)}개가 적립되었어요`, message: earn.title ?? POINT_REASON_TITLES[earn.reason], linkPath: '/my-page/point' },
      now,
    );
    const toastItems: ToastItem[] = [earnToast(earn.reason, earn.amount)];
    const auto = state.autoExchange ? await autoExchange(tx, memberId, earned.balance, now) : undefined;
    if (auto) toastItems.push(exchangeToast(auto));
    return { ledgerId: earned.ledgerId, balance: auto ? auto.balanceAfter : earned.balance, toastItems, autoExchange: auto ? exchangeReceipt(auto) : null };
  });
}

// Getters, not strings made at import: the first number formatted in ko-KR loads ICU's number data
// (20–30 ms, and several times that on a busy machine), which the server's start-up paid before it
// listened (issue 24, start-up). Each message is made when it is shown.
export const EXCHANGE_MESSAGES = {
  get underMinimum() {
    return `별은 ${formatNumber(EXCHANGE_MINIMUM)}개부터 바꿀 수 있어요.`;
  },
  get notUnit() {
    return `별은 ${formatNumber(EXCHANGE_UNIT)}개 단위로 바꿀 수 있어요.`;
  },
  notEnough: (balance: number) => `바꿀 별이 부족해요. 지금 가진 별은 ${formatNumber(balance)}개예요.`,
  dailyLimit: (left: number) =>
    left > 0
      ? `별은 하루에 ${formatNumber(EXCHANGE_DAILY_LIMIT)}개까지 바꿀 수 있어요. 오늘은 ${formatNumber(left)}개 더 바꿀 수 있어요.`
      : `별은 하루에 ${formatNumber(EXCHANGE_DAILY_LIMIT)}개까지 바꿀 수 있어요. 오늘은 더 바꿀 수 없어요.`,
  keyReused: '같은 요청 키로 다른 교환을 할 수 없어요. 새로 교환하려면 화면을 다시 열어 주세요.',
} as const;

/** The unit and minimum rules, which need no data (code 13). */
export function assertExchangeAmount(amount: number): void {
  if (amount < EXCHANGE_MINIMUM) throw new ApiError(ErrorCode.OutOfRange, { message: EXCHANGE_MESSAGES.underMinimum });
  if (amount % EXCHANGE_UNIT !== 0) throw new ApiError(ErrorCode.OutOfRange, { message: EXCHANGE_MESSAGES.notUnit });
}

/**
 * A manual exchange, idempotent per requestKey: the same key answers the first exchange again
 * (`replayed`) without a second debit; the same key with another amount is code 18.
 */
export async function exchangePoints(
  db: AppDb,
  memberId: number,
  request: { amount: number; requestKey: string },
  now: Date,
): Promise<{ exchange: PointExchange; replayed: boolean }> {
  assertExchangeAmount(request.amount);
  return withBalance(db, memberId, now, async (tx, state) => {
    const [previous] = await tx
      .select()
      .from(pointExchanges)
      .where(and(eq(pointExchanges.memberId, memberId), eq(pointExchanges.requestKey, request.requestKey)))
      .limit(1);
    if (previous) {
      if (previous.amount !== request.amount) throw new ApiError(ErrorCode.DuplicatedRequest, { message: EXCHANGE_MESSAGES.keyReused });
      return { exchange: previous, replayed: true };
    }
    if (request.amount > state.balance) throw new ApiError(ErrorCode.OutOfRange, { message: EXCHANGE_MESSAGES.notEnough(state.balance) });
    const left = EXCHANGE_DAILY_LIMIT - (await exchangedToday(tx, memberId, now));
    if (request.amount > left) throw new ApiError(ErrorCode.OutOfRange, { message: EXCHANGE_MESSAGES.dailyLimit(left) });
    return { exchange: await exchange(tx, memberId, state.balance, { ...request, kind: 'MANUAL' }, now), replayed: false };
  });
}

/** Turns automatic exchange on or off; turning it on exchanges at once what the balance holds. */
export async function setAutoExchange(db: AppDb, memberId: number, enabled: boolean, now: Date): Promise<{ balance: number; exchange: PointExchange | undefined }> {
  return withBalance(db, memberId, now, async (tx, state) => {
    await tx.update(memberPoints).set({ autoExchange: enabled, updatedAt: now }).where(eq(memberPoints.memberId, memberId));
    const done = enabled ? await autoExchange(tx, memberId, state.balance, now) : undefined;
    return { balance: done ? done.balanceAfter : state.balance, exchange: done };
  });
}

export type PointSummary = Wire<typeof PointSummarySchema>;

/** The summary (balance after writing off what expired). */
export async function pointSummary(db: AppDb, memberId: number, now: Date, monthStart: Date): Promise<PointSummary> {
  return withBalance(db, memberId, now, async (tx, state) => {
    const soon = now.getTime() + EXPIRING_SOON_DAYS * DAY_MS;
    const expiring = (await remainingEarned(tx, memberId)).filter((row) => row.expiresAt.getTime() > now.getTime() && row.expiresAt.getTime() <= soon);
    const todayExchanged = await exchangedToday(tx, memberId, now);
    const available = Math.floor(Math.min(state.balance, EXCHANGE_DAILY_LIMIT - todayExchanged) / EXCHANGE_UNIT) * EXCHANGE_UNIT;
    return {
      balance: state.balance,
      earnedThisMonth: await earnedBetween(tx, memberId, new Date(monthStart.getTime() - 1), now),
      expiringSoon: {
        amount: expiring.reduce((sum, row) => sum + row.remaining, 0),
        withinDays: EXPIRING_SOON_DAYS,
        firstExpireDt: expiring[0] ? toKstIso(expiring[0].expiresAt) : null,
      },
      isAutoExchange: state.autoExchange,
      exchange: {
        unit: EXCHANGE_UNIT,
        minimum: EXCHANGE_MINIMUM,
        dailyLimit: EXCHANGE_DAILY_LIMIT,
        todayExchanged,
        availableAmount: available >= EXCHANGE_MINIMUM ? available : 0,
      },
    };
  });
}
