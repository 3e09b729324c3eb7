import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { request } from '../client';
import { ProductCardSchema } from './product-card';

/** A seasonal delicacy (제철 먹거리) and the months it is in season. */
export const DelicacySchema = v.object({
  delicacyId: v.number(),
  code: v.string(),
  name: v.string(),
  description: v.string(),
  imageUrl: v.string(),
  months: v.array(v.number()),
});
export type Delicacy = v.InferOutput<typeof DelicacySchema>;

export const HomeSeasonSchema = v.object({
  month: v.number(),
  title: v.string(),
  subtitle: v.string(),
  delicacies: v.array(DelicacySchema),
  products: v.array(ProductCardSchema),
});
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
