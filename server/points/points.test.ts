import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, get, newMember } from '../../tests/server/catalog-kit';
import type { OpenDatabase } from '../db/client';
import { memberPoints, pointLedger } from '../db/schema';
import { OPERATOR_HEADERS, testApp, type TestApp, testClock } from '../test-app';
import { openTestDatabase } from '../test-database';
import { EXCHANGE_MESSAGES } from './ledger';

let database: OpenDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** 2025-03-10 12:00 KST */
const NOON_KST = new Date('2025-03-10T03:00:00Z');

/** access tokens that outlive the days the tests move the clock */
const LONG_TOKENS = { ACCESS_TOKEN_TTL_S: '315360000', REFRESH_TOKEN_TTL_S: '315360000' };

function app(start = NOON_KST): TestApp {
  return testApp(database.db, LONG_TOKENS, testClock(start));
}

async function grant(t: TestApp, memberId: number, amount: number, reason?: string) {
  return call(t, 'POST', `/api/dev/operator/users/${memberId}/points`, { headers: OPERATOR_HEADERS, body: { amount, ...(reason ? { reason } : {}) } });
}

const exchange = (t: TestApp, token: string, amount: unknown, requestKey: unknown = `key-${Math.random().toString(36).slice(2)}`) =>
  call(t, 'POST', '/api/v1/user/point/exchange', { token, body: { amount, requestKey } });

async function balanceOf(memberId: number): Promise<number> {
  const [row] = await database.db.select({ balance: memberPoints.balance }).from(memberPoints).where(eq(memberPoints.memberId, memberId));
  return row?.balance ?? 0;
}

/** the ledger agrees with the balance: the rows sum to it and the last row's balance_after is it */
async function ledgerAgrees(memberId: number): Promise<void> {
  const [sum] = await database.db
    .select({ total: sql<number>`coalesce(sum(${pointLedger.amount}), 0)`.mapWith(Number) })
    .from(pointLedger)
    .where(eq(pointLedger.memberId, memberId));
  expect(sum?.total).toBe(await balanceOf(memberId));
}

describe('earning and the history', () => {
  it('grants through the operator switch: balance, history, alarm and toastItems', async () => {
    const t = app();
    const { token, memberId } = await newMember(t);
    expect((await get(t, '/api/v1/user/point/summary', token)).body).toMatchObject({ balance: 0, earnedThisMonth: 0, isAutoExchange: false });

    const granted = await grant(t, memberId, 100, '이벤트 당첨');
    expect(granted.status).toBe(200);
    expect(granted.body).toMatchObject({ userId: memberId, balance: 100, autoExchange: null });
    expect(granted.body.toastItems).toEqual([{ icon: 'star', startPhrase: '운영자 지급으로', pointPhrase: '별 100개', endPhrase: '를 받았어요' }]);

    const history = await get(t, '/api/v1/user/point', token);
    expect(history.body).toMatchObject({ type: 'ALL', totalCount: 1, hasNext: false });
    expect(history.body.items[0]).toMatchObject({ type: 'EARNED', reason: 'OPERATOR', title: '이벤트 당첨', amount: 100, balance: 100, createdDt: '2025-03-10T12:00:00+09:00', expireDt: '2026-03-10T12:00:00+09:00' });
    const alarms = await get(t, '/api/v1/alarm?alarmType=1', token);
    expect(alarms.body.items[0]).toMatchObject({ title: '별 100개가 적립되었어요', message: '이벤트 당첨', isRead: false });
    await ledgerAgrees(memberId);
  });

  it('filters the history by earned and spent, paged', async () => {
    const t = app();
    const { token, memberId } = await newMember(t);
    for (let i = 0; i < 3; i++) await grant(t, memberId, 1000);
    await exchange(t, token, 1000);
    const earned = await get(t, '/api/v1/user/point?type=EARNED&size=2', token);
    expect(earned.body).toMatchObject({ type: 'EARNED', totalCount: 3, size: 2, hasNext: true });
    expect(earned.body.items.every((item: { type: string }) => item.type === 'EARNED')).toBe(true);
    const spent = await get(t, '/api/v1/user/point?type=SPENT', token);
    expect(spent.body.items).toEqual([expect.objectContaining({ type: 'SPENT', reason: 'EXCHANGE', amount: 1000, balance: 2000, expireDt: null })]);
    expect((await get(t, '/api/v1/user/point?type=EARNED&page=2&size=2', token)).body).toMatchObject({ page: 2, hasNext: false, items: [expect.anything()] });
    expect((await get(t, '/api/v1/user/point?type=GIFT', token)).body).toMatchObject({ code: 12 });
    expect((await get(t, '/api/v1/user/point?size=500', token)).body).toMatchObject({ code: 13 });
    expect((await get(t, '/api/v1/user/point')).body).toMatchObject({ code: 110 });
  });

  it('refuses bad operator input and unknown members', async () => {
    const t = app();
    const { memberId } = await newMember(t);
    expect((await grant(t, memberId, 0)).body).toMatchObject({ code: 13 });
    expect((await grant(t, memberId, 1.5)).body).toMatchObject({ code: 12 });
    expect((await call(t, 'POST', `/api/dev/operator/users/${memberId}/points`, { headers: OPERATOR_HEADERS, body: {} })).body).toMatchObject({ code: 10 });
    expect((await grant(t, 2_000_000_000, 10)).body).toMatchObject({ code: 8 });
    expect((await call(t, 'POST', `/api/dev/operator/users/${memberId}/points`, { body: { amount: 10 } })).status).toBe(403);
  });
});

describe('exchange', () => {
  it('refuses under the minimum, off the unit, more than the balance, with distinct messages and no debit', async () => {
    const t = app();
    const { token, memberId } = await newMember(t);
    await grant(t, memberId, 2500);
    expect((await exchange(t, token, 500)).body).toEqual({ code: 13, message: EXCHANGE_MESSAGES.underMinimum, errorType: 'USER' });
    expect((await exchange(t, token, 1500)).body).toEqual({ code: 13, message: EXCHANGE_MESSAGES.notUnit, errorType: 'USER' });
    expect((await exchange(t, token, 3000)).body).toEqual({ code: 13, message: EXCHANGE_MESSAGES.notEnough(2500), errorType: 'USER' });
    expect((await exchange(t, token, 1000, undefined)).status).toBe(200);
    expect((await call(t, 'POST', '/api/v1/user/point/exchange', { token, body: { amount: 1000 } })).body).toMatchObject({ code: 10 });
    expect((await exchange(t, token, '1000')).body).toMatchObject({ code: 12 });
    expect((await exchange(t, token, 1000, 'has space')).body).toMatchObject({ code: 12 });
    expect((await exchange(t, token, 1000, 'k'.repeat(65))).body).toMatchObject({ code: 13 });
    expect(await balanceOf(memberId)).toBe(1500);
    await ledgerAgrees(memberId);
  });

  it('answers a receipt, and the same receipt for the same requestKey without a second debit', async () => {
    const t = app();
    const { token, memberId } = await newMember(t);
    await grant(t, memberId, 5000); // 나무: 3% more 적립금
    const first = await exchange(t, token, 2000, 'tap-1');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ kind: 'MANUAL', amount: 2000, target: '적립금', shopPoints: 2060, balance: 3000, replayed: false });
    expect(first.body.toastItems).toEqual([{ icon: 'coin', startPhrase: '별 2,000개를', pointPhrase: '적립금 2,060원', endPhrase: '으로 바꿨어요' }]);
    const second = await exchange(t, token, 2000, 'tap-1');
    expect(second.body).toMatchObject({ exchangeId: first.body.exchangeId, balance: 3000, replayed: true });
    expect(second.body.toastItems).toBeUndefined();
    expect(await balanceOf(memberId)).toBe(3000);
    expect((await exchange(t, token, 1000, 'tap-1')).body).toMatchObject({ code: 18 });

    const receipt = await get(t, `/api/v1/user/point/exchange-complete?exchangeId=${first.body.exchangeId}`, token);
    expect(receipt.body).toEqual({
      exchangeId: first.body.exchangeId,
      kind: 'MANUAL',
      amount: 2000,
      target: '적립금',
      shopPoints: 2060,
      bonusShopPoints: 60,
      balance: 3000,
      exchangedDt: '2025-03-10T12:00:00+09:00',
    });
    const other = await newMember(t);
    expect((await get(t, `/api/v1/user/point/exchange-complete?exchangeId=${first.body.exchangeId}`, other.token)).body).toMatchObject({ code: 8 });
    expect((await get(t, '/api/v1/user/point/exchange-complete', token)).body).toMatchObject({ code: 10 });
    expect((await get(t, '/api/v1/user/point/exchange-complete?exchangeId=abc', token)).body).toMatchObject({ code: 12 });
  });

  it('never overdraws: 10 exchanges at once on a balance of 5 units', async () => {
    const t = app();
    const { token, memberId } = await newMember(t);
    await grant(t, memberId, 5000);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => exchange(t, token, 1000, `burst-${i}`)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status !== 200).map((answer) => answer.body.code)).toEqual([13, 13, 13, 13, 13]);
    expect(await balanceOf(memberId)).toBe(0);
    await ledgerAgrees(memberId);
  });

  it('exchanges once for 10 double taps of one requestKey at once', async () => {
    const t = app();
    const { token, memberId } = await newMember(t);
    await grant(t, memberId, 5000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => exchange(t, token, 1000, 'same-tap')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((answer) => answer.body.exchangeId)).size).toBe(1);
    expect(answers.filter((answer) => !answer.body.replayed)).toHaveLength(1);
    expect(await balanceOf(memberId)).toBe(4000);
  });

  it('limits 10,000 별 a Korean day, and the limit starts again at midnight KST', async () => {
    const t = app(new Date('2025-03-10T14:50:00Z')); // 23:50 KST
    const { token, memberId } = await newMember(t);
    await grant(t, memberId, 20_000);
    expect((await exchange(t, token, 6000)).status).toBe(200);
    expect((await exchange(t, token, 5000)).body).toEqual({ code: 13, message: EXCHANGE_MESSAGES.dailyLimit(4000), errorType: 'USER' });
    expect((await exchange(t, token, 4000)).status).toBe(200);
    expect((await exchange(t, token, 1000)).body.message).toBe(EXCHANGE_MESSAGES.dailyLimit(0));
    expect((await get(t, '/api/v1/user/point/summary', token)).body.exchange).toMatchObject({ todayExchanged: 10_000, availableAmount: 0 });
    t.time.advance(9 * 60); // 23:59 KST: still the same day
    expect((await exchange(t, token, 1000)).body.code).toBe(13);
    t.time.advance(60); // 00:00 KST
    expect((await exchange(t, token, 1000)).status).toBe(200);
    expect((await get(t, '/api/v1/user/point/summary', token)).body.exchange).toMatchObject({ todayExchanged: 1000, availableAmount: 9000 });
  });

  it('adds the level bonus to the shop points', async () => {
    const t = app();
    const { token, memberId } = await newMember(t);
    await grant(t, memberId, 1200); // 열매: +2%
    const done = await exchange(t, token, 1000);
    expect(done.body).toMatchObject({ amount: 1000, shopPoints: 1020, bonusShopPoints: 20 });
  });
});

describe('automatic exchange', () => {
  it('exchanges when switched on and on every earn that reaches a unit', async () => {
    const t = app();
    const { token, memberId } = await newMember(t);
    await grant(t, memberId, 2500);
    const on = await call(t, 'POST', '/api/v1/user/point/automatic-exchange', { token, body: { enabled: true } });
    expect(on.body).toMatchObject({ isAutoExchange: true, balance: 500, exchange: { kind: 'AUTO', amount: 2000 } });
    expect(on.body.toastItems[0].startPhrase).toBe('자동 교환으로 별 2,000개를');
    expect((await get(t, '/api/v1/user/point/summary', token)).body).toMatchObject({ balance: 500, isAutoExchange: true });

    const small = await grant(t, memberId, 100);
    expect(small.body).toMatchObject({ balance: 600, autoExchange: null });
    const reaching = await grant(t, memberId, 450);
    expect(reaching.body).toMatchObject({ balance: 50, autoExchange: { kind: 'AUTO', amount: 1000 } });
    expect(reaching.body.toastItems).toHaveLength(2);

    const off = await call(t, 'POST', '/api/v1/user/point/automatic-exchange', { token, body: { enabled: false } });
    expect(off.body).toMatchObject({ isAutoExchange: false, balance: 50, exchange: null });
    expect((await grant(t, memberId, 1000)).body).toMatchObject({ balance: 1050, autoExchange: null });
    await ledgerAgrees(memberId);
    expect((await call(t, 'POST', '/api/v1/user/point/automatic-exchange', { token, body: { enabled: 'Y' } })).body).toMatchObject({ code: 12 });
    expect((await call(t, 'POST', '/api/v1/user/point/automatic-exchange', { token, body: {} })).body).toMatchObject({ code: 10 });
  });

  it('stays within the day’s limit', async () => {
    const t = app();
    const { token, memberId } = await newMember(t);
    await grant(t, memberId, 9000);
    expect((await exchange(t, token, 9000)).status).toBe(200);
    await call(t, 'POST', '/api/v1/user/point/automatic-exchange', { token, body: { enabled: true } });
    const granted = await grant(t, memberId, 3000);
    expect(granted.body).toMatchObject({ balance: 2000, autoExchange: { amount: 1000 } });
  });
});

describe('levels, expiry and the balance check', () => {
  it('sets the level by 별 earned in the last 90 days', async () => {
    const t = app();
    const { token, memberId } = await newMember(t);
    expect((await get(t, '/api/v1/user/level', token)).body).toMatchObject({ level: { name: '새싹' }, earnedPoint: 0, next: { name: '잎새', remainingPoint: 300, progressRate: 0 } });
    await grant(t, memberId, 1600);
    const level = await get(t, '/api/v1/user/level', token);
    expect(level.body).toMatchObject({ level: { level: 3, name: '열매', icon: 'fruit' }, earnedPoint: 1600, periodDays: 90, next: { name: '나무', remainingPoint: 1400, progressRate: 30 } });
    expect(level.body.levels.map((row: { name: string }) => row.name)).toEqual(['새싹', '잎새', '열매', '나무']);
    await grant(t, memberId, 1400);
    expect((await get(t, '/api/v1/user/level', token)).body).toMatchObject({ level: { name: '나무' }, next: null });
    t.time.advance(91 * 86_400);
    expect((await get(t, '/api/v1/user/level', token)).body.level.name).toBe('새싹');
  });

  it('shows points expiring within 30 days and writes them off after a year', async () => {
    const t = app();
    const { token, memberId } = await newMember(t);
    await grant(t, memberId, 300);
    t.time.advance(200 * 86_400);
    await grant(t, memberId, 1000);
    await exchange(t, token, 1000); // spends the oldest first: 300 of the first, 700 of the second
    t.time.advance(150 * 86_400); // 350 days after the first grant
    const summary = await get(t, '/api/v1/user/point/summary', token);
    expect(summary.body).toMatchObject({ balance: 300, expiringSoon: { amount: 0, withinDays: 30, firstExpireDt: null } });
    t.time.advance(190 * 86_400); // 340 days after the second
    expect((await get(t, '/api/v1/user/point/summary', token)).body.expiringSoon).toMatchObject({ amount: 300 });
    t.time.advance(30 * 86_400);
    expect((await get(t, '/api/v1/user/point/summary', token)).body).toMatchObject({ balance: 0, expiringSoon: { amount: 0 } });
    const spent = await get(t, '/api/v1/user/point?type=SPENT', token);
    expect(spent.body.items[0]).toMatchObject({ reason: 'EXPIRED', amount: 300, balance: 0 });
    await ledgerAgrees(memberId);
  });

  it('keeps the balance from going negative in the database itself', async () => {
    const t = app();
    const { memberId } = await newMember(t);
    await grant(t, memberId, 10);
    await expect(database.db.update(memberPoints).set({ balance: -1 }).where(eq(memberPoints.memberId, memberId))).rejects.toThrow();
    expect(await balanceOf(memberId)).toBe(10);
  });
});

describe('my page, my info, guide', () => {
  it('sums up the member for my page', async () => {
    const t = app();
    const { token, memberId } = await newMember(t);
    await grant(t, memberId, 400);
    const page = await get(t, '/api/v1/user/mypage', token);
    expect(page.body).toMatchObject({
      level: { level: 2, name: '잎새', icon: 'leaf' },
      point: { balance: 400, isAutoExchange: false },
      likeProductCount: 0,
      likeShopCount: 0,
      recentProductCount: 0,
    });
    expect(page.body.nickName).not.toBe('');
    // the welcome alarm and the point alarm
    expect(page.body.alarmCount).toBe((await get(t, '/api/v1/alarm/count', token)).body.count);
    expect(page.body.alarmCount).toBeGreaterThanOrEqual(2);
  });

  it('masks the email and cellphone in my info', async () => {
    const t = app();
    const { token } = await newMember(t);
    const info = await get(t, '/api/v1/user/my-info', token);
    expect(info.body).toMatchObject({ cellphone: '010-****-5678', socialLoginPlatform: 'naver', emailYN: 'N', smsYN: 'N', adYN: 'N', signUpDt: '2025-03-10T12:00:00+09:00' });
    expect(info.body.email).toMatch(/^te\*\*\*@example\.com$/);
  });

  it('explains how to earn and exchange', async () => {
    const t = app();
    const { token } = await newMember(t);
    const guide = await get(t, '/api/v1/user/point/guide', token);
    expect(guide.body.earnList.map((rule: { reason: string }) => rule.reason)).toEqual(['FIRST_POST', 'REPLY', 'ACCEPTED_ANSWER', 'ATTENDANCE', 'SURVEY']);
    expect(guide.body.exchange).toMatchObject({ target: '적립금', unit: 1000, minimum: 1000, dailyLimit: 10000 });
  });
});
