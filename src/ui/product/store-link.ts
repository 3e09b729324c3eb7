import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { CardLink } from './store-card';

/** What a store link needs: the route /local/store/$localCode/$shopId. */
export interface StoreAddress {
  readonly localCode: string;
  readonly shopId: number;
}

/**
 * The link of a StoreCard to the store's page inside the app: a real href and a router navigation
 * on a plain tap (no page load), as `<Link>` would do.
 */
export function useStoreLink(): (store: StoreAddress) => CardLink {
  const router = useRouter();
  return useCallback(
    (store: StoreAddress) => {
      const location = {
        to: '/local/store/$localCode/$shopId',
        params: { localCode: store.localCode, shopId: String(store.shopId) },
      } as const;
      return { href: router.buildLocation(location).href, onOpen: () => void router.navigate(location) };
    },
    [router],
  );
}
