import type { QueryClient } from '@tanstack/react-query';
import { settled } from '../../api/catalog/settle';
import { shopQueryOptions, type Shop } from '../../api/catalog/shop';
import { shopProductsQueryOptions, type ShopProductFilter } from '../../api/catalog/shop-products';
import { defaultFilter, webProfileQueryOptions, type WebProfile } from '../../api/web-profile';
import type { HeadData } from '../../ui/page-head';
import { shareInfoHead } from '../../ui/share/page-share-info';
import type { StoreSearch } from './local-search';

/** The value of the store's '전체' tab. */
export const ALL_PRODUCTS = 'all';

export interface StoreProductChoice {
  /** the tab shown: one of the store's categories, else '전체' */
  readonly tab: string;
  /** the sort shown: the address's when the web profile knows it, else the profile's default */
  readonly sort: string | undefined;
  readonly defaultSort: string | undefined;
  /** what is asked of the server: the defaults as 'nothing chosen' */
  readonly filter: ShopProductFilter;
}

/** What a store's product list shows for its address (codes the store or the profile does not know are ignored). */
export function storeProductChoice(shop: Shop, profile: WebProfile, { category, sort }: StoreSearch): StoreProductChoice {
  const sorts = profile.filterInfo.sortFilterList;
  const defaultSort = defaultFilter(sorts)?.code;
  const currentSort = sorts.some((item) => item.code === sort) ? sort : defaultSort;
  const tab = shop.categories.some((item) => item.categoryCode === category) && category ? category : ALL_PRODUCTS;
  return {
    tab,
    sort: currentSort,
    defaultSort,
    filter: {
      shopId: String(shop.shopId),
      categoryCode: tab === ALL_PRODUCTS ? undefined : tab,
      sort: currentSort === defaultSort ? undefined : currentSort,
    },
  };
}

/**
 * A store's loader (local/store/:localCode/:shopId): the web profile (the sorts) and the store, then
 * the first page of the products its address picks (tab and sort), and the page's head from the
 * store. An unknown store, or one of another region, stays in its query: the screen shows
 * '상점을 찾을 수 없어요' under its title.
 */
export async function loadStore(queryClient: QueryClient, localCode: string, shopId: string, search: StoreSearch): Promise<HeadData> {
  const shopOptions = shopQueryOptions(shopId, localCode);
  const [profile] = await Promise.all([queryClient.ensureQueryData(webProfileQueryOptions()), settled(queryClient.ensureQueryData(shopOptions))]);
  const shop = queryClient.getQueryData(shopOptions.queryKey);
  if (!shop) return { head: null };
  await settled(queryClient.ensureInfiniteQueryData(shopProductsQueryOptions(storeProductChoice(shop, profile, search).filter)));
  return { head: shareInfoHead(shop.shareInfo) };
}
