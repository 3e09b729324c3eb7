import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { request } from './client';

/**
 * GET /api/v1/user/point/summary (member): balance, this month's earnings, what expires soon and
 * the exchange rules with today's room. SPEC.md §7 swallows its failures: the point screen shows
 * '-' in its place.
 */

export const POINT_SUMMARY_PATH = '/api/v1/user/point/summary';

export const ExchangeRulesSchema = v.object({
  unit: v.number(),
  minimum: v.number(),
  dailyLimit: v.number(),
  todayExchanged: v.number(),
  /** whole units within the balance and what is left of today's limit; 0 under the minimum */
  availableAmount: v.number(),
});
export type ExchangeRules = v.InferOutput<typeof ExchangeRulesSchema>;

export const PointSummarySchema = v.object({
  balance: v.number(),
  earnedThisMonth: v.number(),
  expiringSoon: v.object({ amount: v.number(), withinDays: v.number(), firstExpireDt: v.nullable(v.string()) }),
  isAutoExchange: v.boolean(),
  exchange: ExchangeRulesSchema,
});
export type PointSummary = v.InferOutput<typeof PointSummarySchema>;

export function fetchPointSummary(): Promise<PointSummary> {
  return request(PointSummarySchema, POINT_SUMMARY_PATH);
}

export const pointSummaryQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'point', 'summary'], queryFn: fetchPointSummary, staleTime: 0, retryOnMount: false });

export function usePointSummary() {
  return useQuery(pointSummaryQueryOptions());
}
