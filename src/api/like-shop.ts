import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type * as v from 'valibot';
import { request } from './client';
import { patchQueriesShowing, toggleHeart } from './heart';
import { memberOrAskToLogIn } from './like-ports';
import { ShopLikeStateSchema } from '../../contract/schemas/like-shop';
import type { ShopIdBodySchema } from '../../contract/schemas/like-shop';

export { ShopLikeStateSchema };

/**
 * Store likes (상점 찜): POST/DELETE /api/v1/user/like-shop (docs/api.md), the same way as product
 * likes (src/api/likes.ts): the heart changes at once in every cached store and goes back if the
 * call fails; 92 shows the server's message; a visitor is asked to log in.
 */

export const LIKE_SHOP_PATH = '/api/v1/user/like-shop';

export type ShopLikeState = v.InferOutput<typeof ShopLikeStateSchema>;

export function likeShop(shopId: number): Promise<ShopLikeState> {
  return request(ShopLikeStateSchema, LIKE_SHOP_PATH, { method: 'POST', body: { shopId } satisfies v.InferInput<typeof ShopIdBodySchema> });
}

export function unlikeShop(shopId: number): Promise<ShopLikeState> {
  return request(ShopLikeStateSchema, LIKE_SHOP_PATH, { method: 'DELETE', body: { shopId } satisfies v.InferInput<typeof ShopIdBodySchema> });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A store (not a product card, which also carries shopId and isLike). */
function isStore(node: Record<string, unknown>, shopId: number): boolean {
  return node.shopId === shopId && typeof node.isLike === 'boolean' && !('productNo' in node);
}

/**
 * `value` with the store's heart (and, when known, its follower count) set at any depth.
 * Unchanged parts keep their identity.
 */
export function withShopLike<T>(value: T, shopId: number, isLike: boolean, likeCount?: number): T {
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
    if (isStore(node, shopId)) {
      const count = typeof node.likeCount === 'number' ? node.likeCount : undefined;
      const nextCount = likeCount ?? (count === undefined || node.isLike === isLike ? count : Math.max(0, count + (isLike ? 1 : -1)));
      if (node.isLike !== isLike || nextCount !== count) {
        copy ??= { ...node };
        copy.isLike = isLike;
        if (nextCount !== undefined) copy.likeCount = nextCount;
      }
    }
    return copy ?? node;
  };
  return walk(value) as T;
}

/** Whether `value` holds the store with a heart (a store, not a product card), at any depth. */
export function showsShop(value: unknown, shopId: number): boolean {
  if (Array.isArray(value)) return value.some((item) => showsShop(item, shopId));
  if (!isRecord(value)) return false;
  if (isStore(value, shopId)) return true;
  return Object.values(value).some((child) => showsShop(child, shopId));
}

/**
 * Sets the heart (and, when the server said it, the follower count) of a store in every cached
 * query that contains it; without a count the shown one moves by one. `dataUpdatedAt` is kept.
 */
export function setShopLikeInCache(queryClient: QueryClient, shopId: number, isLike: boolean, likeCount?: number): void {
  patchQueriesShowing(
    queryClient,
    (data) => showsShop(data, shopId),
    (data) => withShopLike(data, shopId, isLike, likeCount),
  );
}

export interface ShopLikeTarget {
  shopId: number;
  /** the heart as shown now */
  isLike: boolean;
}

/**
 * Likes or unlikes a member's store optimistically: the heart (and follower count) changes at
 * once in every cached query that shows the store; the call runs; its answer sets both, a failure
 * flips them back and tells why (92: the server's message; 110: the login question; others:
 * their Korean text).
 */
export function toggleShopLike(queryClient: QueryClient, shop: ShopLikeTarget): Promise<void> {
  const { shopId } = shop;
  const like = !shop.isLike;
  return toggleHeart(queryClient, {
    key: `shop:${shopId}`,
    like,
    shows: (data) => showsShop(data, shopId),
    show: (isLike) => setShopLikeInCache(queryClient, shopId, isLike),
    call: (wanted) => (wanted ? likeShop(shopId) : unlikeShop(shopId)),
    // 92: '상점은 최대 30개까지 찜할 수 있어요. …'
    settle: (state) => setShopLikeInCache(queryClient, shopId, state.isLike, state.likeCount),
  });
}

/**
 * The store heart of store cards and the store page. `isLoggedIn` comes from the session actor, as
 * for useProductLike: a visitor is asked to log in (LOGIN_REQUIRED_MESSAGE) and sent to /login
 * with the way back; a member's heart flips at once everywhere and back if the call fails.
 */
export function useShopLike(isLoggedIn: boolean) {
  const queryClient = useQueryClient();
  const toggle = useCallback(
    (shop: ShopLikeTarget) => {
      // a heart tapped while React hydrates shows the server's view (a visitor): the session decides
      if (isLoggedIn) void toggleShopLike(queryClient, shop);
      else void memberOrAskToLogIn().then((member) => (member ? toggleShopLike(queryClient, shop) : undefined));
    },
    [isLoggedIn, queryClient],
  );
  return { toggle };
}
