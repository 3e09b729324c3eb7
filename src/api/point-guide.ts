import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { request } from './client';
import { LevelDetailSchema } from './level';

/** GET /api/v1/user/point/guide (member): how 별 are earned, exchanged, expire and make levels. */

export const POINT_GUIDE_PATH = '/api/v1/user/point/guide';

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
export type PointGuide = v.InferOutput<typeof PointGuideSchema>;

export function fetchPointGuide(): Promise<PointGuide> {
  return request(PointGuideSchema, POINT_GUIDE_PATH);
}

/** The rules change only with a release: cached like the catalogue (5 minutes). */
export const pointGuideQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'point', 'guide'], queryFn: fetchPointGuide, retryOnMount: false });

export function usePointGuide() {
  return useQuery(pointGuideQueryOptions());
}
