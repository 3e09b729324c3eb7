import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { request } from '../client';
import { DealSchema } from './deals';
import { ShareInfoSchema } from './product-card';

export const ShopSummarySchema = v.object({
  shopId: v.number(),
  name: v.string(),
  localCode: v.string(),
  regionName: v.string(),
  imageUrl: v.string(),
});
export type ShopSummary = v.InferOutput<typeof ShopSummarySchema>;

export const DealDetailSchema = v.object({
  ...DealSchema.entries,
  serverTime: v.string(),
  /** the product, a close-up, its packaging */
  images: v.array(v.string()),
  description: v.string(),
  origin: v.string(),
  shop: v.nullish(ShopSummarySchema),
  /** Korean notes on the deal price, shipping and returns */
  guides: v.array(v.string()),
  shareInfo: ShareInfoSchema,
});
export type DealDetail = v.InferOutput<typeof DealDetailSchema>;

export const dealDetailPath = (dealId: string) => `/api/v2/display/deal/${dealId}`;

export function fetchDealDetail(dealId: string): Promise<DealDetail> {
  return request(DealDetailSchema, dealDetailPath(dealId));
}

/** A deal's page (also the admin preview, which shows any deal whatever its status). */
export const dealDetailQueryOptions = (dealId: string) =>
  queryOptions({
    queryKey: ['catalog', 'deal', 'detail', dealId],
    queryFn: () => fetchDealDetail(dealId),
    retryOnMount: false,
  });

export function useDealDetail(dealId: string) {
  return useQuery(dealDetailQueryOptions(dealId));
}
