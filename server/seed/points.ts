import { and, desc, eq, lt } from 'drizzle-orm';
import { notify } from '../alarms/alarms';
import type { AppDb } from '../db/client';
import { alarms, attendanceStamps, members, notices } from '../db/schema';
import { naverUserId } from '../standins/idp/tokens';
import { addDays, DAY_MS, kstDate, kstDayStart } from '../points/days';
import { earnPoints, exchangePoints } from '../points/ledger';
import { ATTENDANCE_POINT, STREAK_BONUS_POINT, STREAK_DAYS } from '../points/rules';

/**
 * The member-data domain of the seed (server/seed): members are made by signing in, so the
 * seed brings one demo member with a year of history for the my-page, point and alarm screens.
 * Sign in as them at the Naver stand-in with the email DEMO_EMAIL. The history is written through
 * the ledger itself (earnPoints, exchangePoints), in order, so balance and rows agree.
 */

export const DEMO_EMAIL = 'stars@example.com';
const DEMO_PROVIDER_USER_ID = naverUserId(DEMO_EMAIL);

async function demoMemberId(db: AppDb): Promise<number | undefined> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.provider, 'naver'), eq(members.providerUserId, DEMO_PROVIDER_USER_ID)));
  return row?.id;
}

/** Attendance days, as days before now: 10 scattered ones two months ago, then 16 in a row up to yesterday. */
const ATTENDANCE_DAYS_AGO = [62, 60, 58, 57, 55, 52, 50, 49, 47, 45, ...Array.from({ length: 16 }, (_, i) => 16 - i)];

type Event =
  | { daysAgo: number; kind: 'earn'; reason: 'FIRST_POST' | 'REPLY' | 'ACCEPTED_ANSWER' | 'SURVEY' | 'OPERATOR'; amount: number; title?: string }
  | { daysAgo: number; kind: 'exchange'; amount: number }
  | { daysAgo: number; kind: 'alarm'; alarmType: 2 | 3; title: string; message: string; linkPath: string };

const EVENTS: readonly Event[] = [
  { daysAgo: 350, kind: 'earn', reason: 'OPERATOR', amount: 1500, title: '신규 회원 이벤트 당첨' },
  { daysAgo: 345, kind: 'earn', reason: 'SURVEY', amount: 100 },
  { daysAgo: 200, kind: 'earn', reason: 'ACCEPTED_ANSWER', amount: 50 },
  { daysAgo: 120, kind: 'exchange', amount: 1000 },
  { daysAgo: 40, kind: 'earn', reason: 'FIRST_POST', amount: 20 },
  { daysAgo: 39, kind: 'alarm', alarmType: 3, title: '내 글에 댓글이 달렸어요', message: '“딸기는 꼭지째 보관하면 오래가요!”', linkPath: '/community/main/dashboard' },
  { daysAgo: 38, kind: 'earn', reason: 'REPLY', amount: 5 },
  { daysAgo: 30, kind: 'earn', reason: 'REPLY', amount: 5 },
  { daysAgo: 21, kind: 'earn', reason: 'FIRST_POST', amount: 20 },
  { daysAgo: 20, kind: 'alarm', alarmType: 3, title: '내 글에 좋아요가 눌렸어요', message: '회원 12명이 내 글을 좋아해요.', linkPath: '/community/my-page/post' },
  { daysAgo: 12, kind: 'earn', reason: 'ACCEPTED_ANSWER', amount: 50 },
  { daysAgo: 9, kind: 'alarm', alarmType: 2, title: '찜한 상점에 타임딜이 열렸어요', message: '제철 과일 최대 40% 할인, 수량 한정이에요.', linkPath: '/' },
  { daysAgo: 5, kind: 'earn', reason: 'REPLY', amount: 5 },
  { daysAgo: 3, kind: 'earn', reason: 'FIRST_POST', amount: 20 },
  { daysAgo: 2, kind: 'alarm', alarmType: 3, title: '내 글에 댓글이 달렸어요', message: '“사과는 어디 산이 제일 맛있나요?”', linkPath: '/community/main/dashboard' },
  { daysAgo: 1, kind: 'alarm', alarmType: 2, title: '오늘의 타임딜이 열렸어요', message: '오전 10시까지 한정 수량으로 만나 보세요.', linkPath: '/' },
];

/** The demo member's history, oldest first, through the ledger; alarms older than 3 days are read. */
async function insertHistory(db: AppDb, memberId: number, now: Date): Promise<void> {
  const at = (daysAgo: number, hour = 0) => new Date(now.getTime() - daysAgo * DAY_MS + hour * 3_600_000);
  const steps: { daysAgo: number; run: () => Promise<void> }[] = EVENTS.map((event) => ({
    daysAgo: event.daysAgo,
    run: async () => {
      const when = at(event.daysAgo);
      if (event.kind === 'earn') await earnPoints(db, memberId, { reason: event.reason, amount: event.amount, ...(event.title ? { title: event.title } : {}) }, when);
      else if (event.kind === 'exchange') await exchangePoints(db, memberId, { amount: event.amount, requestKey: `seed-${event.daysAgo}` }, when);
      else await notify(db, memberId, { alarmType: event.alarmType, title: event.title, message: event.message, linkPath: event.linkPath }, when);
    },
  }));
  let streak = 0;
  let previous: string | undefined;
  for (const daysAgo of ATTENDANCE_DAYS_AGO) {
    // an hour before that day's events, but on that Korean day: in the first hour after midnight (KST),
    // "an hour before" fell on the day before, which broke the demo's streak
    const when = new Date(Math.max(at(daysAgo, -1).getTime(), kstDayStart(at(daysAgo)).getTime()));
    const day = kstDate(when);
    streak = previous !== undefined && addDays(previous, 1) === day ? streak + 1 : 1;
    previous = day;
    const bonusPoint = streak % STREAK_DAYS === 0 ? STREAK_BONUS_POINT : 0;
    const stampStreak = streak;
    steps.push({
      daysAgo: daysAgo + 0.01,
      run: async () => {
        await db.insert(attendanceStamps).values({ memberId, stampDate: day, streak: stampStreak, point: ATTENDANCE_POINT, bonusPoint, stampedAt: when });
        await earnPoints(db, memberId, { reason: 'ATTENDANCE', amount: ATTENDANCE_POINT }, when);
        if (bonusPoint > 0) await earnPoints(db, memberId, { reason: 'ATTENDANCE_STREAK', amount: bonusPoint }, when);
      },
    });
  }
  steps.sort((a, b) => b.daysAgo - a.daysAgo);
  for (const step of steps) await step.run();

  const [notice] = await db.select({ id: notices.id, title: notices.title }).from(notices).orderBy(desc(notices.createdAt)).limit(1);
  if (notice) await notify(db, memberId, { alarmType: 4, title: `[공지] ${notice.title}`, linkPath: `/notice/${notice.id}` }, at(6));
  await db
    .update(alarms)
    .set({ isRead: true, readAt: now })
    .where(and(eq(alarms.memberId, memberId), lt(alarms.createdAt, at(3))));
}

export const memberDataSeed = {
  name: 'memberData',
  async isEmpty(db: AppDb): Promise<boolean> {
    return (await demoMemberId(db)) === undefined;
  },
  async clear(db: AppDb): Promise<void> {
    // the member's points, alarms and stamps go with it (on delete cascade)
    await db.delete(members).where(and(eq(members.provider, 'naver'), eq(members.providerUserId, DEMO_PROVIDER_USER_ID)));
  },
  async insert(db: AppDb): Promise<number> {
    const now = new Date();
    const [member] = await db
      .insert(members)
      .values({
        provider: 'naver',
        providerUserId: DEMO_PROVIDER_USER_ID,
        email: DEMO_EMAIL,
        name: '김별님',
        nickName: '별모으는농부',
        gender: 'F',
        birthYear: 1988,
        cellphone: '01098765432',
        emailAgreed: true,
        marketingAgreedAt: new Date(now.getTime() - 400 * DAY_MS),
        surveyCompleted: true,
        signedUpAt: new Date(now.getTime() - 400 * DAY_MS),
      })
      // the member's natural key: when it is there, so is its history (written in the same transaction)
      .onConflictDoNothing({ target: [members.provider, members.providerUserId] })
      .returning({ id: members.id });
    if (member === undefined) return 0;
    await insertHistory(db, member.id, now);
    return 1;
  },
};
