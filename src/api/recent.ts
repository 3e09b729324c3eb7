import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import * as v from 'valibot';
import { local, localKeys, readJson, writeJson } from '../platform/storage';
import { postProductView } from './catalog/product-view';
import { request } from './client';
import { RecentEntrySchema, RecentProductSchema, RecentProductsSchema } from '../../contract/schemas/recent';

export { RecentEntrySchema, RecentProductSchema, RecentProductsSchema };

/**
 * Recently viewed products (SPEC.md §3, §9): newest first, at most 30, the oldest dropped, each
 * with isLike. A member's list lives on the server (a product view records it there); a
 * visitor's in localStorage `recentlyViewed`.
 */

export const RECENTLY_VIEWED_LIMIT = 30;

export type RecentEntry = v.InferOutput<typeof RecentEntrySchema>;

const isEntryList = (value: unknown): value is RecentEntry[] =>
  Array.isArray(value) && value.every((item) => v.is(RecentEntrySchema, item));

/** `list` with `entry` in front (moved there if it was already in), cut to the limit. */
export function withRecentEntry(list: readonly RecentEntry[], entry: RecentEntry, limit = RECENTLY_VIEWED_LIMIT): RecentEntry[] {
  return [{ productNo: entry.productNo, isLike: entry.isLike }, ...list.filter((item) => item.productNo !== entry.productNo)].slice(0, limit);
}

/** The visitor's list from localStorage (an unreadable value counts as empty). */
export function readLocalRecent(): RecentEntry[] {
  return (readJson('local', localKeys.recentlyViewed, isEntryList) ?? []).slice(0, RECENTLY_VIEWED_LIMIT);
}

/** Records a visitor's view in localStorage; returns the new list. */
export function rememberLocalView(entry: RecentEntry): RecentEntry[] {
  const next = withRecentEntry(readLocalRecent(), entry);
  writeJson('local', localKeys.recentlyViewed, next);
  return next;
}

export function clearLocalRecent(): void {
  local.remove(localKeys.recentlyViewed);
}

export type RecentProduct = v.InferOutput<typeof RecentProductSchema>;

export type RecentProducts = v.InferOutput<typeof RecentProductsSchema>;

export const RECENT_PRODUCT_PATH = '/api/v1/user/recent-product';

export function fetchRecentProducts(): Promise<RecentProducts> {
  return request(RecentProductsSchema, RECENT_PRODUCT_PATH);
}

export interface RecentlyViewed {
  /** productNo and isLike, newest first */
  entries: RecentEntry[];
  /** a member's product cards (the server has them); empty for a visitor */
  products: RecentProduct[];
}

/** Personal data: never persisted; refetched with the member's other data after a token change. */
export const recentlyViewedQueryOptions = (isLoggedIn: boolean) =>
  queryOptions({
    queryKey: ['user', 'recent-product', isLoggedIn ? 'member' : 'visitor'],
    queryFn: async (): Promise<RecentlyViewed> => {
      if (!isLoggedIn) return { entries: readLocalRecent(), products: [] };
      const { items } = await fetchRecentProducts();
      return { entries: items.map(({ productNo, isLike }) => ({ productNo, isLike })), products: items };
    },
  });

export function useRecentlyViewed(isLoggedIn: boolean) {
  return useQuery(recentlyViewedQueryOptions(isLoggedIn));
}

/**
 * Records that the shopper opened a product: the view count (POST view-count, which also keeps a
 * member's recently viewed list on the server) and, for a visitor, the list in localStorage.
 * Failures are quiet: a view that was not counted is no reason to bother anyone.
 */
export function useRecordProductView(isLoggedIn: boolean) {
  const queryClient = useQueryClient();
  return useCallback(
    (product: RecentEntry) => {
      if (!isLoggedIn) {
        rememberLocalView(product);
        void queryClient.invalidateQueries({ queryKey: ['user', 'recent-product', 'visitor'] });
      }
      postProductView(product.productNo).then(
        () => {
          if (isLoggedIn) void queryClient.invalidateQueries({ queryKey: ['user', 'recent-product', 'member'] });
        },
        () => undefined,
      );
    },
    [isLoggedIn, queryClient],
  );
}
