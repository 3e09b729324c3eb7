import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as v from 'valibot';
import { request } from './client';
import { ExchangeRulesSchema, PointSummarySchema } from '../../contract/schemas/point-summary';

export { ExchangeRulesSchema, PointSummarySchema };

/**
 * GET /api/v1/user/point/summary (member): balance, this month's earnings, what expires soon and
 * the exchange rules with today's room. SPEC.md §7 swallows its failures: the point screen shows
 * '-' in its place.
 */

export const POINT_SUMMARY_PATH = '/api/v1/user/point/summary';

export type ExchangeRules = v.InferOutput<typeof ExchangeRulesSchema>;

export type PointSummary = v.InferOutput<typeof PointSummarySchema>;

export function fetchPointSummary(): Promise<PointSummary> {
  return request(PointSummarySchema, POINT_SUMMARY_PATH);
}

export const pointSummaryQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'point', 'summary'], queryFn: fetchPointSummary, staleTime: 0, retryOnMount: false });

export function usePointSummary() {
  return useQuery(pointSummaryQueryOptions());
}
