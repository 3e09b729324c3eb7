import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import type { MemberAuth } from '../auth/middleware';
import type { AppDb } from '../db/client';
import { type AlarmType, alarms } from '../db/schema';
import { ApiError, ErrorCode } from '../errors';
import type { Clock } from '../time';
import { jsonBody, query } from '../validation';
import {
  AlarmCountQuerySchema,
  type AlarmCountSchema,
  AlarmListQuerySchema,
  type AlarmPageSchema,
  AlarmReadBodySchema,
  type AlarmReadSchema,
  type AlarmTypesSchema,
} from '../../contract/schemas/alarms';
import type { Wire } from '../../contract/schemas/page';
import { ALARM_TYPES, alarmItem } from './alarms';

/**
 * The alarm calls (SPEC.md §7 "Alarm count and alarm view (GET, alarmType param)"; the app
 * swallows their errors). `alarmType` absent, blank or the text 'null' (what the app sends for its
 * '전체' tab) means every type.
 */

// the requests and answers of these calls: contract/schemas/alarms.ts (issue 26)

function memberAlarms(memberId: number, alarmType: AlarmType | undefined, extra?: SQL): SQL | undefined {
  return and(eq(alarms.memberId, memberId), alarmType === undefined ? undefined : eq(alarms.alarmType, alarmType), extra);
}

export async function unreadAlarmCount(db: AppDb, memberId: number, alarmType?: AlarmType): Promise<number> {
  return db.$count(alarms, memberAlarms(memberId, alarmType, eq(alarms.isRead, false)));
}

export function alarmRoutes(db: AppDb, auth: MemberAuth, clock: Clock): Hono {
  return new Hono()
    .get('/v1/alarm/type', auth.requireMember, (c) => c.json({ items: [...ALARM_TYPES] } satisfies Wire<typeof AlarmTypesSchema>))
    .get('/v1/alarm/count', auth.requireMember, async (c) => {
      const { alarmType } = query(c, AlarmCountQuerySchema);
      return c.json({ alarmType: alarmType ?? null, count: await unreadAlarmCount(db, c.var.member.memberId, alarmType) } satisfies Wire<typeof AlarmCountSchema>);
    })
    .get('/v1/alarm', auth.requireMember, async (c) => {
      const { alarmType, page, size } = query(c, AlarmListQuerySchema);
      const memberId = c.var.member.memberId;
      const where = memberAlarms(memberId, alarmType);
      const [rows, [counted], unreadCount] = await Promise.all([
        db
          .select()
          .from(alarms)
          .where(where)
          .orderBy(desc(alarms.createdAt), desc(alarms.id))
          .limit(size)
          .offset((page - 1) * size),
        db.select({ n: count() }).from(alarms).where(where),
        unreadAlarmCount(db, memberId, alarmType),
      ]);
      const totalCount = counted?.n ?? 0;
      return c.json({
        alarmType: alarmType ?? null,
        items: rows.map(alarmItem),
        unreadCount,
        page,
        size,
        totalCount,
        hasNext: (page - 1) * size + rows.length < totalCount,
      } satisfies Wire<typeof AlarmPageSchema>);
    })
    .put('/v1/alarm/read', auth.requireMember, async (c) => {
      const body = await jsonBody(c, AlarmReadBodySchema, { optional: true });
      const memberId = c.var.member.memberId;
      const now = clock();
      if (body.alarmId != null) {
        const [found] = await db.select({ id: alarms.id }).from(alarms).where(and(eq(alarms.id, body.alarmId), eq(alarms.memberId, memberId)));
        if (found === undefined) throw new ApiError(ErrorCode.NoData, { message: '알림을 찾을 수 없어요.' });
      }
      const alarmType = body.alarmType ?? undefined;
      const changed = await db
        .update(alarms)
        .set({ isRead: true, readAt: now })
        .where(memberAlarms(memberId, alarmType, and(eq(alarms.isRead, false), body.alarmId == null ? undefined : eq(alarms.id, body.alarmId))))
        .returning({ id: alarms.id });
      return c.json({ readCount: changed.length, count: await unreadAlarmCount(db, memberId) } satisfies Wire<typeof AlarmReadSchema>);
    });
}
