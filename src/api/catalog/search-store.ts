import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type * as v from 'valibot';
import { request } from '../client';
import { nextPage, PAGE_SIZE } from './product-card';
import { StoreSearchSchema } from '../../../contract/schemas/catalog/search-store';

export { StoreSearchSchema };

export type StoreSearch = v.InferOutput<typeof StoreSearchSchema>;

export const SEARCH_STORE_PATH = '/api/v2/display/search/store';

export function fetchStoreSearch(keyword: string, page: number): Promise<StoreSearch> {
  return request(StoreSearchSchema, SEARCH_STORE_PATH, { query: { keyword, page, size: PAGE_SIZE } });
}

/** Stores found for a keyword (the search screen's 상점 tab), page by page. */
export const storeSearchQueryOptions = (keyword: string) =>
  infiniteQueryOptions({
    queryKey: ['catalog', 'search', 'store', keyword],
    queryFn: ({ pageParam }) => fetchStoreSearch(keyword, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    retryOnMount: false,
  });

export function useStoreSearch(keyword: string) {
  return useInfiniteQuery(storeSearchQueryOptions(keyword));
}
