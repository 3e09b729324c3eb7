import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { request } from '../client';
import { StoreCardSchema } from './store-card';

export const BestTabSchema = v.object({ categoryCode: v.nullable(v.string()), name: v.string() });
export type BestTab = v.InferOutput<typeof BestTabSchema>;

/** A best shop: a store card without products (the page shows their pictures and towns). */
export const BestShopSchema = v.omit(StoreCardSchema, ['products']);
export type BestShop = v.InferOutput<typeof BestShopSchema>;

export const BestSchema = v.object({
  /** the hour the ranking was made */
  updatedAt: v.string(),
  /** '전체' (categoryCode null) then the first-level categories */
  tabs: v.array(BestTabSchema),
  bestShops: v.array(BestShopSchema),
});
export type Best = v.InferOutput<typeof BestSchema>;

export const BEST_PATH = '/api/v1/display/best';

export function fetchBest(): Promise<Best> {
  return request(BestSchema, BEST_PATH);
}

/** The best page's frame: category tabs and best shops. */
export const bestQueryOptions = () =>
  queryOptions({ queryKey: ['catalog', 'best', 'frame'], queryFn: fetchBest, retryOnMount: false });

export function useBest() {
  return useQuery(bestQueryOptions());
}
