import * as v from 'valibot';
import { LevelDetailSchema } from './level';

/** The answers of src/api/point-guide.ts as both sides read them (issue 26): the server types its answers with them, the app parses with them. */

export const PointGuideSchema = v.object({
  earnList: v.array(
    v.object({
      reason: v.string(),
      title: v.string(),
      point: v.number(),
      /** null: no daily limit */
      dailyLimit: v.nullable(v.number()),
      description: v.string(),
    }),
  ),
  exchange: v.object({
    target: v.string(),
    rate: v.string(),
    unit: v.number(),
    minimum: v.number(),
    dailyLimit: v.number(),
    descriptions: v.array(v.string()),
  }),
  expiry: v.object({ lifetimeDays: v.number(), description: v.string() }),
  level: v.object({ periodDays: v.number(), description: v.string(), levels: v.array(LevelDetailSchema) }),
  game: v.object({ dailyPoint: v.number(), streakDays: v.number(), streakBonusPoint: v.number() }),
});
