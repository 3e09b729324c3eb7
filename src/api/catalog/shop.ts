import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as v from 'valibot';
import { request } from '../client';
import { ShopSchema } from '../../../contract/schemas/catalog/shop';

export { ShopSchema };

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
