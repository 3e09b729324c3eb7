import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type * as v from 'valibot';
import { request } from '../client';
import { nextPage, PAGE_SIZE } from './product-card';
import { shopPath } from './shop';
import { ShopProductsSchema } from '../../../contract/schemas/catalog/shop-products';

export { ShopProductsSchema };

export type ShopProducts = v.InferOutput<typeof ShopProductsSchema>;

export interface ShopProductFilter {
  shopId: string;
  /** one of the store's category tabs; absent: all */
  categoryCode?: string | undefined;
  sort?: string | undefined;
}

export function fetchShopProducts(filter: ShopProductFilter, page: number): Promise<ShopProducts> {
  return request(ShopProductsSchema, `${shopPath(filter.shopId)}/product`, {
    query: {
      page,
      size: PAGE_SIZE,
      ...(filter.categoryCode ? { categoryCode: filter.categoryCode } : {}),
      ...(filter.sort ? { sort: filter.sort } : {}),
    },
  });
}

/** A store's products, page by page. */
export const shopProductsQueryOptions = (filter: ShopProductFilter) =>
  infiniteQueryOptions({
    queryKey: ['catalog', 'shop', filter.shopId, 'product', filter.categoryCode ?? 'all', filter.sort ?? 'default'],
    queryFn: ({ pageParam }) => fetchShopProducts(filter, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    placeholderData: keepPreviousData,
    retryOnMount: false,
  });

export function useShopProducts(filter: ShopProductFilter) {
  return useInfiniteQuery(shopProductsQueryOptions(filter));
}
