import { useCallback } from 'react';
import { env } from '../../config/env';
import { useFollowLink } from '../links/follow-link';

/**
 * A page of the external shop site (purchases, cart and product pages live there): `path` is
 * relative to VITE_SHOP_URL, as the API's `shopPath` is; absolute URLs are kept.
 */
export function shopPageUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  const base = env.VITE_SHOP_URL.replace(/\/+$/, '');
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

export interface ShopLink {
  /** the shop page's address: the link's real href (long-press, copy link) */
  href: string;
  /** a plain tap: the external-link flow leaves for the page (bridge, opener or new tab) */
  onOpen: () => void;
}

/**
 * The links of product cards and purchase buttons that leave for the shop: `shopLink(shopPath)`
 * answers the href and the tap that goes through the external-link flow (src/ui/links/follow-link.ts).
 */
export function useShopLink(): (shopPath: string) => ShopLink {
  const follow = useFollowLink();
  return useCallback(
    (shopPath: string) => {
      const href = shopPageUrl(shopPath);
      return { href, onOpen: () => follow(href) };
    },
    [follow],
  );
}
