import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { request } from '../client';
import { ShareInfoSchema } from './product-card';

export const ShopSchema = v.object({
  shopId: v.number(),
  name: v.string(),
  description: v.string(),
  introduction: v.string(),
  localCode: v.string(),
  regionName: v.string(),
  place: v.string(),
  sinceYear: v.number(),
  imageUrl: v.string(),
  productCount: v.number(),
  likeCount: v.number(),
  isLike: v.boolean(),
  /** its first-level categories, for tabs */
  categories: v.array(v.object({ categoryCode: v.string(), name: v.string(), count: v.number() })),
  shareInfo: ShareInfoSchema,
});
export type Shop = v.InferOutput<typeof ShopSchema>;

export const shopPath = (shopId: string) => `/api/v1/display/shop/${encodeURIComponent(shopId)}`;

export function fetchShop(shopId: string, localCode?: string): Promise<Shop> {
  return request(ShopSchema, shopPath(shopId), localCode ? { query: { localCode } } : {});
}

/** A store (local/store/:localCode/:shopId); `localCode` must be the store's region (else code 8). */
export const shopQueryOptions = (shopId: string, localCode?: string) =>
  queryOptions({
    queryKey: ['catalog', 'shop', shopId, localCode ?? ''],
    queryFn: () => fetchShop(shopId, localCode),
    retryOnMount: false,
  });

export function useShop(shopId: string, localCode?: string) {
  return useQuery(shopQueryOptions(shopId, localCode));
}
