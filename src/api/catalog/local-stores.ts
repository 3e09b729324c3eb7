import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type * as v from 'valibot';
import { request } from '../client';
import { nextPage } from './product-card';
import { LocalStoresSchema } from '../../../contract/schemas/catalog/local-stores';

export { LocalStoresSchema };

export type LocalStores = v.InferOutput<typeof LocalStoresSchema>;

export { LOCAL_STORE_SORTS } from './local-sorts';

export const localStoresPath = (localCode: string) => `/api/v2/display/local/${encodeURIComponent(localCode)}`;

/** a store card with its products is tall: six fill about two screens */
const STORE_PAGE_SIZE = 6;

export function fetchLocalStores(localCode: string, sort: string | undefined, page: number): Promise<LocalStores> {
  return request(LocalStoresSchema, localStoresPath(localCode), {
    query: { page, size: STORE_PAGE_SIZE, ...(sort ? { sort } : {}) },
  });
}

/** A region and its stores (each with up to 3 products), page by page. */
export const localStoresQueryOptions = (localCode: string, sort?: string) =>
  infiniteQueryOptions({
    queryKey: ['catalog', 'local', 'stores', localCode, sort ?? 'default'],
    queryFn: ({ pageParam }) => fetchLocalStores(localCode, sort, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    placeholderData: keepPreviousData,
    retryOnMount: false,
  });

export function useLocalStores(localCode: string, sort?: string) {
  return useInfiniteQuery(localStoresQueryOptions(localCode, sort));
}
