import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, get, newMember } from '../../tests/server/catalog-kit';
import type { OpenDatabase } from '../db/client';
import { testApp, type TestApp, testClock } from '../test-app';
import { openTestDatabase } from '../test-database';
import { ALREADY_STAMPED_MESSAGE } from './routes';

let database: OpenDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const DAY_S = 86_400;
/** access tokens that outlive the days the tests move the clock */
const LONG_TOKENS = { ACCESS_TOKEN_TTL_S: '315360000', REFRESH_TOKEN_TTL_S: '315360000' };
/** 2025-03-26 23:30 KST: the 7th stamp from here falls in April */
const LATE_EVENING_KST = new Date('2025-03-26T14:30:00Z');

const stamp = (t: TestApp, token: string) => call(t, 'POST', '/api/v1/game/attendance', { token });

describe('attendance game', () => {
  it('stamps once per Korean day, with 10 별 and a toast; a second stamp the same day is code 18', async () => {
    const t = testApp(database.db, LONG_TOKENS, testClock(LATE_EVENING_KST));
    const { token } = await newMember(t);
    expect((await get(t, '/api/v1/game/attendance', token)).body).toMatchObject({
      month: '2025-03',
      today: '2025-03-26',
      isStampedToday: false,
      streak: 0,
      daysToBonus: 7,
      dailyPoint: 10,
      stamps: [],
    });

    const first = await stamp(t, token);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ isStampedToday: true, streak: 1, point: 10, bonusPoint: 0, balance: 10, stamps: [{ date: '2025-03-26', point: 10, bonusPoint: 0 }] });
    expect(first.body.toastItems).toEqual([{ icon: 'star', startPhrase: '출석 도장으로', pointPhrase: '별 10개', endPhrase: '를 받았어요' }]);

    t.time.advance(29 * 60); // 23:59 KST
    const again = await stamp(t, token);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: 18, message: ALREADY_STAMPED_MESSAGE, errorType: 'USER' });
    expect((await get(t, '/api/v1/user/point/summary', token)).body.balance).toBe(10);

    t.time.advance(60); // 00:00 KST, the next day
    expect((await stamp(t, token)).body).toMatchObject({ today: '2025-03-27', streak: 2, balance: 20 });
  });

  it('refuses two stamps racing on the same day', async () => {
    const t = testApp(database.db, LONG_TOKENS, testClock(LATE_EVENING_KST));
    const { token } = await newMember(t);
    const answers = await Promise.all(Array.from({ length: 5 }, () => stamp(t, token)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect((await get(t, '/api/v1/user/point/summary', token)).body.balance).toBe(10);
  });

  it('adds 50 별 on the 7th day in a row, across the month end, and starts over after a missed day', async () => {
    const t = testApp(database.db, LONG_TOKENS, testClock(LATE_EVENING_KST));
    const { token } = await newMember(t);
    for (let day = 1; day <= 6; day++) {
      const answer = await stamp(t, token);
      expect(answer.body).toMatchObject({ streak: day, bonusPoint: 0 });
      t.time.advance(DAY_S);
    }
    const state = await get(t, '/api/v1/game/attendance', token);
    expect(state.body).toMatchObject({ month: '2025-04', today: '2025-04-01', isStampedToday: false, streak: 6, daysToBonus: 1, stamps: [] });
    const seventh = await stamp(t, token);
    expect(seventh.body).toMatchObject({ streak: 7, point: 10, bonusPoint: 50, balance: 120, daysToBonus: 7, stamps: [{ date: '2025-04-01', bonusPoint: 50 }] });
    expect(seventh.body.toastItems).toEqual([
      { icon: 'star', startPhrase: '출석 도장으로', pointPhrase: '별 10개', endPhrase: '를 받았어요' },
      { icon: 'star', startPhrase: '7일 연속 출석으로', pointPhrase: '별 50개', endPhrase: '를 더 받았어요' },
    ]);
    const history = await get(t, '/api/v1/user/point?size=2', token);
    expect(history.body.items.map((item: { reason: string }) => item.reason)).toEqual(['ATTENDANCE_STREAK', 'ATTENDANCE']);

    t.time.advance(2 * DAY_S); // skips a day
    expect((await get(t, '/api/v1/game/attendance', token)).body).toMatchObject({ streak: 0, daysToBonus: 7 });
    expect((await stamp(t, token)).body).toMatchObject({ streak: 1, bonusPoint: 0, balance: 130 });
  });

  it('needs a member', async () => {
    const t = testApp(database.db);
    expect((await call(t, 'POST', '/api/v1/game/attendance')).body).toMatchObject({ code: 110 });
    expect((await get(t, '/api/v1/game/attendance')).body).toMatchObject({ code: 110 });
  });
});
