import type { QueryClient } from '@tanstack/react-query';
import type { AppProduct } from '../platform/native-bridge';
import { setProductLikeInCache } from './likes';
import { rememberLocalView } from './recent';

/**
 * What the hosting app tells about products (SPEC.md §7 "Messages from the hosting app",
 * §3 "Product received from app"). Loaded when such a message first arrives.
 */

/** likeMode: true, 'Y' and 'like' mean liked; false, 'N' and 'unlike' not; anything else says nothing. */
export function likedByApp(likeMode: AppProduct['likeMode']): boolean | null {
  if (likeMode === true || likeMode === 'Y' || likeMode === 'like') return true;
  if (likeMode === false || likeMode === 'N' || likeMode === 'unlike') return false;
  return null;
}

/** appProductLike: the heart of that product changes on every screen that shows it. */
export function applyAppProductLike(queryClient: QueryClient, product: AppProduct): void {
  const isLike = likedByApp(product.likeMode);
  if (isLike === null) return;
  setProductLikeInCache(queryClient, Number(product.productNo), isLike);
}

/**
 * appRecentProduct: a product viewed in the app joins the recently viewed list (SPEC.md §3: newest
 * first, 30 at most). A visitor's list is on the device; a member's is on the server, which the app
 * reported to, so it is fetched again.
 */
export function applyAppRecentProduct(queryClient: QueryClient, product: AppProduct, isLoggedIn: boolean): void {
  if (!isLoggedIn) rememberLocalView({ productNo: Number(product.productNo), isLike: likedByApp(product.likeMode) ?? false });
  void queryClient.invalidateQueries({ queryKey: ['user', 'recent-product', isLoggedIn ? 'member' : 'visitor'] });
}
