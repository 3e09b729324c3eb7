import { and, desc, eq, gt, lte } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { type Alarm, type AlarmType, alarms, deals, notices } from '../db/schema';
import { toKstIso } from '../time';
import type { AlarmSchema, AlarmTypeCode } from '../../contract/schemas/alarms';
import type { Wire } from '../../contract/schemas/page';

/**
 * Alarms (알림): what happened to the member, newest first. Other domains add them with `notify`
 * (points earned or exchanged, a reply to a post, a deal that opened, a notice).
 */

export const ALARM_TYPES: ReadonlyArray<{ readonly alarmType: AlarmType & AlarmTypeCode; readonly name: string }> = [
  { alarmType: 1, name: '별 적립·교환' },
  { alarmType: 2, name: '특가·혜택' },
  { alarmType: 3, name: '커뮤니티' },
  { alarmType: 4, name: '공지·안내' },
];

export const AlarmTypes = { Point: 1, Deal: 2, Community: 3, Notice: 4 } as const satisfies Record<string, AlarmType>;

export function alarmTypeName(alarmType: AlarmType): string {
  return ALARM_TYPES.find((type) => type.alarmType === alarmType)?.name ?? '';
}

export interface NewAlarm {
  readonly alarmType: AlarmType;
  readonly title: string;
  readonly message?: string;
  /** the app path the alarm opens */
  readonly linkPath?: string | null;
}

/** Adds an alarm for the member (inside the caller's transaction when given one). */
export async function notify(db: AppDb, memberId: number, alarm: NewAlarm, now: Date): Promise<void> {
  await db.insert(alarms).values({
    memberId,
    alarmType: alarm.alarmType,
    title: alarm.title,
    message: alarm.message ?? '',
    linkPath: alarm.linkPath ?? null,
    createdAt: now,
  });
}

/** An alarm as the app reads it (contract/schemas/alarms.ts). */
export type AlarmItem = Wire<typeof AlarmSchema>;

export function alarmItem(row: Alarm): AlarmItem {
  return {
    alarmId: row.id,
    alarmType: row.alarmType,
    typeName: alarmTypeName(row.alarmType),
    title: row.title,
    message: row.message,
    linkPath: row.linkPath,
    isRead: row.isRead,
    createdDt: toKstIso(row.createdAt),
  };
}

export const WELCOME_ALARM: NewAlarm = {
  alarmType: AlarmTypes.Notice,
  title: '가입을 환영해요! 오늘 출석 도장부터 찍어 보세요.',
  message: '매일 출석 도장을 찍으면 별 10개, 7일 연속이면 별 50개를 더 드려요. 모은 별은 적립금으로 바꿀 수 있어요.',
  linkPath: '/game',
};

/**
 * What a new member finds in the alarm list (called once, at sign-up, from server/auth/sign-in.ts):
 * the welcome, the newest important notice and a time deal running now, when there are any.
 */
export async function welcomeNewMember(db: AppDb, memberId: number, now: Date): Promise<void> {
  const [notice] = await db
    .select({ id: notices.id, title: notices.title })
    .from(notices)
    .where(and(eq(notices.isImportant, true), lte(notices.createdAt, now)))
    .orderBy(desc(notices.createdAt))
    .limit(1);
  const [deal] = await db
    .select({ id: deals.id, title: deals.title, discountRate: deals.discountRate })
    .from(deals)
    .where(and(lte(deals.startAt, now), gt(deals.endAt, now), gt(deals.stockRemaining, 0)))
    .orderBy(desc(deals.discountRate), deals.id)
    .limit(1);
  // oldest first, so the welcome is on top of the list
  const at = (secondsBefore: number) => new Date(now.getTime() - secondsBefore * 1000);
  if (notice) await notify(db, memberId, { alarmType: AlarmTypes.Notice, title: `[공지] ${notice.title}`, linkPath: `/notice/${notice.id}` }, at(2));
  if (deal) {
    await notify(
      db,
      memberId,
      { alarmType: AlarmTypes.Deal, title: `타임딜이 열렸어요: ${deal.title}`, message: `지금 ${deal.discountRate}% 할인 중이에요. 수량이 한정되어 있어요.`, linkPath: `/deal/${deal.id}` },
      at(1),
    );
  }
  await notify(db, memberId, WELCOME_ALARM, now);
}
