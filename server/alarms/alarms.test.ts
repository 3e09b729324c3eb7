import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, get, newMember } from '../../tests/server/catalog-kit';
import type { OpenDatabase } from '../db/client';
import { testApp, type TestApp, testClock } from '../test-app';
import { openTestDatabase } from '../test-database';
import { notify, WELCOME_ALARM } from './alarms';

let database: OpenDatabase;
let t: TestApp;
beforeAll(async () => {
  database = await openTestDatabase();
  t = testApp(database.db, {}, testClock(new Date('2025-03-10T03:00:00Z')));
});
afterAll(async () => {
  await database?.close();
});

/** a member with the welcome alarm(s) plus 2 point, 1 community and 1 deal alarm, a minute apart */
async function memberWithAlarms() {
  const member = await newMember(t);
  const base = t.time.clock().getTime();
  const at = (minutes: number) => new Date(base + minutes * 60_000);
  await notify(database.db, member.memberId, { alarmType: 1, title: '별 100개가 적립되었어요', linkPath: '/my-page/point' }, at(1));
  await notify(database.db, member.memberId, { alarmType: 3, title: '내 글에 댓글이 달렸어요', message: '딸기 보관은 어떻게 하세요?', linkPath: '/community/dashboard/12' }, at(2));
  await notify(database.db, member.memberId, { alarmType: 2, title: '타임딜이 열렸어요: 설향 딸기', linkPath: '/deal/3' }, at(3));
  await notify(database.db, member.memberId, { alarmType: 1, title: '별 10개가 적립되었어요' }, at(4));
  return member;
}

describe('alarms', () => {
  it('welcomes a new member at sign-up', async () => {
    const { token } = await newMember(t);
    const list = await get(t, '/api/v1/alarm', token);
    expect(list.status).toBe(200);
    expect(list.body.items[0]).toMatchObject({ alarmType: 4, typeName: '공지·안내', title: WELCOME_ALARM.title, linkPath: '/game', isRead: false });
    expect(list.body.unreadCount).toBe(list.body.totalCount);
  });

  it('lists the types with Korean names', async () => {
    const { token } = await newMember(t);
    expect((await get(t, '/api/v1/alarm/type', token)).body).toEqual({
      items: [
        { alarmType: 1, name: '별 적립·교환' },
        { alarmType: 2, name: '특가·혜택' },
        { alarmType: 3, name: '커뮤니티' },
        { alarmType: 4, name: '공지·안내' },
      ],
    });
  });

  it('lists newest first, filtered by type; absent, blank and null mean all', async () => {
    const { token } = await memberWithAlarms();
    const all = await get(t, '/api/v1/alarm', token);
    expect(all.body.items.slice(0, 4).map((item: { title: string }) => item.title)).toEqual([
      '별 10개가 적립되었어요',
      '타임딜이 열렸어요: 설향 딸기',
      '내 글에 댓글이 달렸어요',
      '별 100개가 적립되었어요',
    ]);
    expect((await get(t, '/api/v1/alarm?alarmType=null', token)).body.totalCount).toBe(all.body.totalCount);
    expect((await get(t, '/api/v1/alarm?alarmType=', token)).body.totalCount).toBe(all.body.totalCount);
    const points = await get(t, '/api/v1/alarm?alarmType=1', token);
    expect(points.body).toMatchObject({ alarmType: 1, totalCount: 2, unreadCount: 2 });
    expect(points.body.items.every((item: { alarmType: number }) => item.alarmType === 1)).toBe(true);
    const community = await get(t, '/api/v1/alarm?alarmType=3', token);
    expect(community.body.items).toEqual([
      expect.objectContaining({ typeName: '커뮤니티', message: '딸기 보관은 어떻게 하세요?', linkPath: '/community/dashboard/12', createdDt: '2025-03-10T12:02:00+09:00' }),
    ]);
    const paged = await get(t, '/api/v1/alarm?size=2&page=2', token);
    expect(paged.body).toMatchObject({ page: 2, size: 2, hasNext: all.body.totalCount > 4 });
    expect(paged.body.items[0].title).toBe('내 글에 댓글이 달렸어요');
  });

  it('counts unread alarms, of a type or all', async () => {
    const { token } = await memberWithAlarms();
    const all = (await get(t, '/api/v1/alarm/count', token)).body;
    expect(all).toMatchObject({ alarmType: null });
    expect(all.count).toBe((await get(t, '/api/v1/alarm', token)).body.totalCount);
    expect((await get(t, '/api/v1/alarm/count?alarmType=2', token)).body).toEqual({ alarmType: 2, count: 1 });
  });

  it('marks one alarm, a type, or all as read', async () => {
    const { token } = await memberWithAlarms();
    const before = (await get(t, '/api/v1/alarm/count', token)).body.count;
    const [newest] = (await get(t, '/api/v1/alarm', token)).body.items;
    const one = await call(t, 'PUT', '/api/v1/alarm/read', { token, body: { alarmId: newest.alarmId } });
    expect(one.body).toEqual({ readCount: 1, count: before - 1 });
    expect((await call(t, 'PUT', '/api/v1/alarm/read', { token, body: { alarmId: newest.alarmId } })).body).toEqual({ readCount: 0, count: before - 1 });
    expect((await get(t, '/api/v1/alarm?alarmType=1', token)).body.items[0]).toMatchObject({ alarmId: newest.alarmId, isRead: true });

    const type = await call(t, 'PUT', '/api/v1/alarm/read', { token, body: { alarmType: 1 } });
    expect(type.body).toEqual({ readCount: 1, count: before - 2 });
    expect((await get(t, '/api/v1/alarm/count?alarmType=1', token)).body.count).toBe(0);
    expect((await get(t, '/api/v1/alarm/count?alarmType=3', token)).body.count).toBe(1);

    const rest = await call(t, 'PUT', '/api/v1/alarm/read', { token });
    expect(rest.body).toEqual({ readCount: before - 2, count: 0 });
  });

  it('keeps members apart and refuses bad input', async () => {
    const owner = await memberWithAlarms();
    const other = await newMember(t);
    const [alarm] = (await get(t, '/api/v1/alarm', owner.token)).body.items;
    expect((await call(t, 'PUT', '/api/v1/alarm/read', { token: other.token, body: { alarmId: alarm.alarmId } })).body).toMatchObject({ code: 8 });
    expect((await get(t, '/api/v1/alarm/count', owner.token)).body.count).toBeGreaterThan(0);
    expect((await get(t, '/api/v1/alarm?alarmType=9', owner.token)).body).toMatchObject({ code: 12 });
    expect((await get(t, '/api/v1/alarm?alarmType=abc', owner.token)).body).toMatchObject({ code: 12 });
    expect((await get(t, '/api/v1/alarm?size=0', owner.token)).body).toMatchObject({ code: 13 });
    expect((await call(t, 'PUT', '/api/v1/alarm/read', { token: owner.token, body: { alarmId: 'x' } })).body).toMatchObject({ code: 12 });
    expect((await call(t, 'PUT', '/api/v1/alarm/read', { token: owner.token, body: { alarmId: 1, alarmType: 1 } })).body).toMatchObject({ code: 12 });
    expect((await get(t, '/api/v1/alarm')).body).toMatchObject({ code: 110 });
  });
});
