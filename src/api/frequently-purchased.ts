import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type * as v from 'valibot';
import { nextPage, PAGE_SIZE } from './catalog/product-card';
import { request } from './client';
import { FrequentlyPurchasedSchema, PURCHASE_SORTS, PurchasedProductSchema } from '../../contract/schemas/frequently-purchased';

export { FrequentlyPurchasedSchema, PurchasedProductSchema };

/** GET /api/v1/user/frequently-purchased (member): the products the member bought most, page by page. */

export const FREQUENTLY_PURCHASED_PATH = '/api/v1/user/frequently-purchased';

export { PURCHASE_SORTS };
export type PurchaseSort = (typeof PURCHASE_SORTS)[number];

export type PurchasedProduct = v.InferOutput<typeof PurchasedProductSchema>;

export type FrequentlyPurchased = v.InferOutput<typeof FrequentlyPurchasedSchema>;

export function fetchFrequentlyPurchased(sort: PurchaseSort, page: number, size = PAGE_SIZE): Promise<FrequentlyPurchased> {
  return request(FrequentlyPurchasedSchema, FREQUENTLY_PURCHASED_PATH, { query: { sort, page, size } });
}

export const frequentlyPurchasedQueryOptions = (sort: PurchaseSort) =>
  infiniteQueryOptions({
    queryKey: ['user', 'frequently-purchased', sort],
    queryFn: ({ pageParam }) => fetchFrequentlyPurchased(sort, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    retryOnMount: false,
  });

export function useFrequentlyPurchased(sort: PurchaseSort) {
  return useInfiniteQuery(frequentlyPurchasedQueryOptions(sort));
}
