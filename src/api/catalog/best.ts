import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as v from 'valibot';
import { request } from '../client';
import { BestSchema, BestShopSchema, BestTabSchema } from '../../../contract/schemas/catalog/best';

export { BestSchema, BestShopSchema, BestTabSchema };

export type BestTab = v.InferOutput<typeof BestTabSchema>;

export type BestShop = v.InferOutput<typeof BestShopSchema>;

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
