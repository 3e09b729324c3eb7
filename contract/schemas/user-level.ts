import * as v from 'valibot';
import { LevelDetailSchema, LevelSchema } from './level';

/** The answers of src/api/user-level.ts as both sides read them (issue 26): the server types its answers with them, the app parses with them. */

export const UserLevelSchema = v.object({
  level: LevelDetailSchema,
  /** 별 earned in the last `periodDays` days (spending does not lower it) */
  earnedPoint: v.number(),
  periodDays: v.number(),
  /** null at the top level */
  next: v.nullable(
    v.object({
      ...LevelSchema.entries,
      minPoint: v.number(),
      remainingPoint: v.number(),
      /** 0–99: the way from this level's minPoint to the next's */
      progressRate: v.number(),
    }),
  ),
  levels: v.array(LevelDetailSchema),
});
