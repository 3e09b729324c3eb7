import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, get } from '../../tests/server/catalog-kit';
import type { OpenDatabase } from '../db/client';
import { alarms, memberPoints, members, pointLedger } from '../db/schema';
import { naverAccount, signInNaver, testApp } from '../test-app';
import { openTestDatabase } from '../test-database';
import { DEMO_EMAIL } from './points';

let database: OpenDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('member-data seed', () => {
  it('brings a demo member whose ledger, balance and alarms agree', async () => {
    const [member] = await database.db.select().from(members).where(eq(members.email, DEMO_EMAIL));
    expect(member).toBeDefined();
    const memberId = member?.id ?? 0;
    const [sum] = await database.db
      .select({ total: sql<number>`coalesce(sum(${pointLedger.amount}), 0)`.mapWith(Number) })
      .from(pointLedger)
      .where(eq(pointLedger.memberId, memberId));
    const [points] = await database.db.select().from(memberPoints).where(eq(memberPoints.memberId, memberId));
    expect(points?.balance).toBeGreaterThan(0);
    expect(sum?.total).toBe(points?.balance);
    const types = await database.db.selectDistinct({ type: alarms.alarmType }).from(alarms).where(eq(alarms.memberId, memberId));
    expect(types.map((row) => row.type).sort()).toEqual([1, 2, 3, 4]);
  });

  it('signs in as the demo member at the Naver stand-in and shows the history', async () => {
    const t = testApp(database.db);
    const { accessToken, isNewMember } = await signInNaver(t, naverAccount({ email: DEMO_EMAIL, name: '김별님' }));
    expect(isNewMember).toBe(false);
    const summary = await get(t, '/api/v1/user/point/summary', accessToken);
    expect(summary.body.expiringSoon.amount).toBeGreaterThan(0);
    expect((await get(t, '/api/v1/user/level', accessToken)).body.level.name).toBe('잎새');
    expect((await get(t, '/api/v1/game/attendance', accessToken)).body.streak).toBeGreaterThanOrEqual(16);
    const page = await get(t, '/api/v1/user/mypage', accessToken);
    expect(page.body).toMatchObject({ nickName: '별모으는농부', point: { balance: summary.body.balance } });
    expect(page.body.alarmCount).toBeGreaterThan(0);
    expect((await call(t, 'GET', '/api/v1/user/point?size=100', { token: accessToken })).body.totalCount).toBeGreaterThan(30);
  });
});
