import { shopPageUrl } from '../product/shop-link';

/** The five tabs of SPEC.md §2, in order. The cart is the shop's own page, outside the app. */
export type BottomTab =
  | { id: 'category' | 'community' | 'home' | 'my-page'; label: string; to: '/category' | '/community' | '/' | '/my-page'; exact: boolean }
  | { id: 'cart'; label: string; externalPath: '/cart' };

export const bottomTabs: readonly BottomTab[] = [
  { id: 'category', label: '카테고리', to: '/category', exact: false },
  { id: 'community', label: '커뮤니티', to: '/community', exact: false },
  { id: 'home', label: '홈', to: '/', exact: true },
  { id: 'cart', label: '장바구니', externalPath: '/cart' },
  { id: 'my-page', label: '마이페이지', to: '/my-page', exact: false },
];

export function shopUrl(path: string): string {
  return shopPageUrl(path);
}
