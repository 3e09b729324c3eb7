import * as v from 'valibot';
import { PointToastSchema } from './toast';

/** The answers of src/api/game-attendance.ts as both sides read them (issue 26): the server types its answers with them, the app parses with them. */

export const AttendanceSchema = v.object({
  /** '2025-03' */
  month: v.string(),
  /** '2025-03-26', the Korean calendar day */
  today: v.string(),
  isStampedToday: v.boolean(),
  streak: v.number(),
  /** stamps still needed for the next bonus, today's included */
  daysToBonus: v.number(),
  dailyPoint: v.number(),
  streakDays: v.number(),
  streakBonusPoint: v.number(),
  stamps: v.array(v.object({ date: v.string(), point: v.number(), bonusPoint: v.number() })),
});

export const StampResultSchema = v.object({ ...AttendanceSchema.entries, point: v.number(), bonusPoint: v.number(), balance: v.number(), toastItems: v.array(PointToastSchema) });
