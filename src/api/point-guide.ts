import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as v from 'valibot';
import { request } from './client';
import { PointGuideSchema } from '../../contract/schemas/point-guide';

export { PointGuideSchema };

/** GET /api/v1/user/point/guide (member): how 별 are earned, exchanged, expire and make levels. */

export const POINT_GUIDE_PATH = '/api/v1/user/point/guide';

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
