import { env } from '../../config/env';
import { openExternalPage } from '../../platform/external';

/**
 * A page of the external shop site (purchases, cart and product pages live there): `path` is
 * relative to VITE_SHOP_URL, as the API's `shopPath` is; absolute URLs are kept.
 */
export function shopPageUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  const base = env.VITE_SHOP_URL.replace(/\/+$/, '');
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * The link of a product card that leaves for the shop: a real href (long-press, copy link) and an
 * `onOpen` that goes through openExternalPage (scroll position kept for the return).
 */
export function shopProductLink(shopPath: string): { href: string; onOpen: () => void } {
  const href = shopPageUrl(shopPath);
  return { href, onOpen: () => openExternalPage(href) };
}
