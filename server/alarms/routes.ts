import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { MemberAuth } from '../auth/middleware';
import type { AppDb } from '../db/client';
import { type AlarmType, alarms } from '../db/schema';
import { ApiError, ErrorCode } from '../errors';
import type { Clock } from '../time';
import { digits, id, jsonBody, query } from '../validation';
import { ALARM_TYPES, alarmItem } from './alarms';

/**
 * The alarm calls (SPEC.md §7 "Alarm count and alarm view (GET, alarmType param)"; the app
 * swallows their errors). `alarmType` absent, blank or the text 'null' (what the app sends for its
 * '전체' tab) means every type.
 */

const TYPE_CODES = ALARM_TYPES.map((type) => type.alarmType);
const TYPE_MESSAGE = `{field} 값은 ${TYPE_CODES.join(', ')} 중 하나여야 해요.`;

/** alarmType in a query: 'null' is "all" (undefined), else one of the type numbers */
const AlarmTypeQuery = v.optional(
  v.union(
    [
      v.pipe(
        v.literal('null'),
        v.transform(() => undefined),
      ),
      v.pipe(v.string(), v.regex(/^\d{1,3}$/, TYPE_MESSAGE), v.transform(Number), v.picklist(TYPE_CODES, TYPE_MESSAGE)),
    ],
    TYPE_MESSAGE,
  ),
);

const AlarmListQuery = v.object({
  alarmType: AlarmTypeQuery,
  page: v.optional(digits(1, 100_000), '1'),
  size: v.optional(digits(1, 100), '20'),
});

const AlarmCountQuery = v.object({ alarmType: AlarmTypeQuery });

/** PUT /alarm/read: one alarm (alarmId), or every alarm of a type (alarmType), or all (neither). */
const ReadBody = v.pipe(
  v.object({
    alarmId: v.optional(v.nullable(id())),
    alarmType: v.optional(v.nullable(v.picklist(TYPE_CODES, TYPE_MESSAGE))),
  }),
  v.check((body) => body.alarmId == null || body.alarmType == null, 'alarmId와 alarmType은 함께 보낼 수 없어요. 하나만 보내 주세요.'),
);

function memberAlarms(memberId: number, alarmType: AlarmType | undefined, extra?: SQL): SQL | undefined {
  return and(eq(alarms.memberId, memberId), alarmType === undefined ? undefined : eq(alarms.alarmType, alarmType), extra);
}

export async function unreadAlarmCount(db: AppDb, memberId: number, alarmType?: AlarmType): Promise<number> {
  return db.$count(alarms, memberAlarms(memberId, alarmType, eq(alarms.isRead, false)));
}

export function alarmRoutes(db: AppDb, auth: MemberAuth, clock: Clock): Hono {
  return new Hono()
    .get('/v1/alarm/type', auth.requireMember, (c) => c.json({ items: ALARM_TYPES }))
    .get('/v1/alarm/count', auth.requireMember, async (c) => {
      const { alarmType } = query(c, AlarmCountQuery);
      return c.json({ alarmType: alarmType ?? null, count: await unreadAlarmCount(db, c.var.member.memberId, alarmType) });
    })
    .get('/v1/alarm', auth.requireMember, async (c) => {
      const { alarmType, page, size } = query(c, AlarmListQuery);
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
      });
    })
    .put('/v1/alarm/read', auth.requireMember, async (c) => {
      const body = await jsonBody(c, ReadBody, { optional: true });
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
      return c.json({ readCount: changed.length, count: await unreadAlarmCount(db, memberId) });
    });
}
