import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as v from 'valibot';
import { request } from '../client';
import { DelicacySchema, HomeSeasonSchema } from '../../../contract/schemas/catalog/home-season';

export { DelicacySchema, HomeSeasonSchema };

export type Delicacy = v.InferOutput<typeof DelicacySchema>;

export type HomeSeason = v.InferOutput<typeof HomeSeasonSchema>;

export const HOME_SEASON_PATH = '/api/v1/display/home/season';

export function fetchHomeSeason(): Promise<HomeSeason> {
  return request(HomeSeasonSchema, HOME_SEASON_PATH);
}

/** The home screen's season strip for the current month (KST). */
export const homeSeasonQueryOptions = () =>
  queryOptions({ queryKey: ['catalog', 'home', 'season'], queryFn: fetchHomeSeason });

export function useHomeSeason() {
  return useQuery(homeSeasonQueryOptions());
}
