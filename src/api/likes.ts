import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type * as v from 'valibot';
import { request } from './client';
import { patchQueriesShowing, toggleHeart } from './heart';
import { memberOrAskToLogIn } from './like-ports';
import { LikeStateSchema } from '../../contract/schemas/likes';
import type { ProductNoBodySchema } from '../../contract/schemas/likes';

export { LikeStateSchema };

export { configureLikes, LOGIN_REQUIRED_MESSAGE, type LikePorts } from './like-ports';

/**
 * Product likes (찜): POST/DELETE /api/v1/user/like-product (docs/api.md). The heart changes at
 * once in every cached list that shows the product and goes back if the call fails.
 */

export const LIKE_PRODUCT_PATH = '/api/v1/user/like-product';

export type LikeState = v.InferOutput<typeof LikeStateSchema>;

export function likeProduct(productNo: number): Promise<LikeState> {
  return request(LikeStateSchema, LIKE_PRODUCT_PATH, { method: 'POST', body: { productNo } satisfies v.InferInput<typeof ProductNoBodySchema> });
}

export function unlikeProduct(productNo: number): Promise<LikeState> {
  return request(LikeStateSchema, LIKE_PRODUCT_PATH, { method: 'DELETE', body: { productNo } satisfies v.InferInput<typeof ProductNoBodySchema> });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * `value` with `isLike` set on every object of that product (product cards, a deal's `product`,
 * recently viewed items), at any depth. Unchanged parts keep their identity; nothing changed
 * returns `value` itself.
 */
export function withProductLike<T>(value: T, productNo: number, isLike: boolean): T {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) {
      let changed = false;
      const next = node.map((item) => {
        const patched = walk(item);
        if (patched !== item) changed = true;
        return patched;
      });
      return changed ? next : node;
    }
    if (!isRecord(node)) return node;
    let copy: Record<string, unknown> | null = null;
    for (const [key, child] of Object.entries(node)) {
      const patched = walk(child);
      if (patched !== child) {
        copy ??= { ...node };
        copy[key] = patched;
      }
    }
    if (node.productNo === productNo && typeof node.isLike === 'boolean' && node.isLike !== isLike) {
      copy ??= { ...node };
      copy.isLike = isLike;
    }
    return copy ?? node;
  };
  return walk(value) as T;
}

/** Whether `value` holds the product with a heart (`productNo` and a boolean `isLike`), at any depth. */
export function showsProduct(value: unknown, productNo: number): boolean {
  if (Array.isArray(value)) return value.some((item) => showsProduct(item, productNo));
  if (!isRecord(value)) return false;
  if (value.productNo === productNo && typeof value.isLike === 'boolean') return true;
  return Object.values(value).some((child) => showsProduct(child, productNo));
}

/**
 * Sets the heart of a product in every cached query that contains it. `dataUpdatedAt` is kept, so
 * countdowns computed from it do not jump.
 */
export function setProductLikeInCache(queryClient: QueryClient, productNo: number, isLike: boolean): void {
  patchQueriesShowing(
    queryClient,
    (data) => showsProduct(data, productNo),
    (data) => withProductLike(data, productNo, isLike),
  );
}

export interface LikeTarget {
  productNo: number;
  /** the heart as shown now */
  isLike: boolean;
}

/**
 * Likes or unlikes a member's product optimistically: the heart flips at once in every cached
 * query that shows the product; the call runs; its answer sets the heart, a failure flips it
 * back and tells why (91/92: the server's message; 110: the login question; others: their
 * Korean text). A plain function rather than a TanStack mutation, so the first screen does not
 * carry the mutation machinery for a heart.
 */
export function toggleProductLike(queryClient: QueryClient, product: LikeTarget): Promise<void> {
  const { productNo } = product;
  const like = !product.isLike;
  return toggleHeart(queryClient, {
    key: `product:${productNo}`,
    like,
    shows: (data) => showsProduct(data, productNo),
    show: (isLike) => setProductLikeInCache(queryClient, productNo, isLike),
    call: (wanted) => (wanted ? likeProduct(productNo) : unlikeProduct(productNo)),
    settle: (state) => setProductLikeInCache(queryClient, productNo, state.isLike),
  });
}

/**
 * The heart of product cards and detail pages. `isLoggedIn` comes from the session actor (the
 * screen reads it with useSelector(session, isLoggedIn) and passes it in). `toggle(product)`:
 * a visitor is asked to log in (LOGIN_REQUIRED_MESSAGE) and sent to /login with the way back;
 * a member's heart flips at once everywhere and flips back if the call fails (toggleProductLike).
 */
export function useProductLike(isLoggedIn: boolean) {
  const queryClient = useQueryClient();
  const toggle = useCallback(
    (product: LikeTarget) => {
      // a heart tapped while React hydrates shows the server's view (a visitor): the session decides
      if (isLoggedIn) void toggleProductLike(queryClient, product);
      else void memberOrAskToLogIn().then((member) => (member ? toggleProductLike(queryClient, product) : undefined));
    },
    [isLoggedIn, queryClient],
  );
  return { toggle };
}
