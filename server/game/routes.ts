import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { Hono } from 'hono';
import type { MemberAuth } from '../auth/middleware';
import type { AppDb } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { attendanceStamps } from '../db/schema';
import { ApiError, ErrorCode } from '../errors';
import { addDays, kstDate } from '../points/days';
import { earnPoints, type ToastItem } from '../points/ledger';
import { ATTENDANCE_POINT, STREAK_BONUS_POINT, STREAK_DAYS } from '../points/rules';
import type { Clock } from '../time';
import type { Wire } from '../../contract/schemas/page';
import type { AttendanceSchema, StampResultSchema } from '../../contract/schemas/game-attendance';

/**
 * The daily game (/game): an attendance stamp a Korean day, 10 별 each, 50 more on every 7th day
 * in a row. The stamp and its points commit together; the table's key (member, day) makes a second
 * stamp the same day impossible, also when two calls race (code 18).
 */

export const ALREADY_STAMPED_MESSAGE = '오늘은 이미 출석 도장을 찍었어요. 내일 다시 찍어 주세요.';

/** streak: consecutive days up to today (or up to yesterday while today is not stamped yet) */
type AttendanceState = Wire<typeof AttendanceSchema>;

async function attendanceState(db: AppDb, memberId: number, today: string): Promise<AttendanceState> {
  const month = today.slice(0, 7);
  // this month's stamps, plus yesterday's (which may be last month's) for the streak
  const from = [`${month}-01`, addDays(today, -1)].sort()[0] ?? today;
  const rows = await db
    .select()
    .from(attendanceStamps)
    .where(and(eq(attendanceStamps.memberId, memberId), gte(attendanceStamps.stampDate, from), lte(attendanceStamps.stampDate, today)))
    .orderBy(asc(attendanceStamps.stampDate));
  const todayRow = rows.find((row) => row.stampDate === today);
  const yesterdayRow = rows.find((row) => row.stampDate === addDays(today, -1));
  const streak = todayRow?.streak ?? yesterdayRow?.streak ?? 0;
  return {
    month,
    today,
    isStampedToday: todayRow !== undefined,
    streak,
    // the bonus comes with the stamp whose streak is the next multiple of STREAK_DAYS
    daysToBonus: STREAK_DAYS - (streak % STREAK_DAYS),
    dailyPoint: ATTENDANCE_POINT,
    streakDays: STREAK_DAYS,
    streakBonusPoint: STREAK_BONUS_POINT,
    stamps: rows.filter((row) => row.stampDate.startsWith(month)).map((row) => ({ date: row.stampDate, point: row.point, bonusPoint: row.bonusPoint })),
  };
}

export function gameRoutes(db: AppDb, auth: MemberAuth, clock: Clock): Hono {
  return new Hono()
    .get('/v1/game/attendance', auth.requireMember, async (c) => {
      return c.json((await attendanceState(db, c.var.member.memberId, kstDate(clock()))) satisfies Wire<typeof AttendanceSchema>);
    })
    .post('/v1/game/attendance', auth.requireMember, async (c) => {
      const memberId = c.var.member.memberId;
      const now = clock();
      const today = kstDate(now);
      let earned: { point: number; bonusPoint: number; balance: number; toastItems: ToastItem[] };
      try {
        earned = await db.transaction(async (tx) => {
          const [yesterday] = await tx
            .select({ streak: attendanceStamps.streak })
            .from(attendanceStamps)
            .where(and(eq(attendanceStamps.memberId, memberId), eq(attendanceStamps.stampDate, addDays(today, -1))));
          const streak = (yesterday?.streak ?? 0) + 1;
          const bonusPoint = streak % STREAK_DAYS === 0 ? STREAK_BONUS_POINT : 0;
          const inserted = await tx
            .insert(attendanceStamps)
            .values({ memberId, stampDate: today, streak, point: ATTENDANCE_POINT, bonusPoint, stampedAt: now })
            .onConflictDoNothing()
            .returning({ streak: attendanceStamps.streak });
          if (inserted.length === 0) throw new ApiError(ErrorCode.DuplicatedRequest, { message: ALREADY_STAMPED_MESSAGE });
          const base = await earnPoints(tx, memberId, { reason: 'ATTENDANCE', amount: ATTENDANCE_POINT }, now);
          const bonus = bonusPoint > 0 ? await earnPoints(tx, memberId, { reason: 'ATTENDANCE_STREAK', amount: bonusPoint }, now) : undefined;
          return {
            point: ATTENDANCE_POINT,
            bonusPoint,
            balance: (bonus ?? base).balance,
            toastItems: [...base.toastItems, ...(bonus?.toastItems ?? [])],
          };
        });
      } catch (error) {
        // two stamps racing: the other one's row won the key
        if (isUniqueViolation(error)) throw new ApiError(ErrorCode.DuplicatedRequest, { message: ALREADY_STAMPED_MESSAGE, cause: error });
        throw error;
      }
      return c.json({ ...(await attendanceState(db, memberId, today)), ...earned } satisfies Wire<typeof StampResultSchema>);
    });
}
