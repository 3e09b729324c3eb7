import type { QueryClient } from '@tanstack/react-query';
import { productQueryOptions } from '../../api/catalog/product';
import { autoKeywordQueryOptions, type AutoKeyword } from '../../api/catalog/search-auto-keyword';
import { searchRankQueryOptions } from '../../api/catalog/search-rank';
import { recommendKeywordsQueryOptions } from '../../api/catalog/search-recommend-keyword';
import { loadPage } from '../../api/catalog/settle';
import { shopQueryOptions } from '../../api/catalog/shop';
import type { SearchListParams } from './search-params';

/** What a suggestion asks for as it is shown (./suggestions.tsx): its store, or its product's shop page. */
function suggestionTarget(queryClient: QueryClient, item: AutoKeyword): Promise<unknown> | null {
  if (item.type === 'STORE' && item.shopId !== undefined) return queryClient.ensureQueryData(shopQueryOptions(String(item.shopId)));
  if (item.type === 'PRODUCT' && item.productNo !== undefined) return queryClient.ensureQueryData(productQueryOptions(item.productNo));
  return null;
}

/**
 * The search input's loader (/search/list): under the empty box, the market's recommended keywords
 * and the popular ranking; with a keyword to edit (`?keyword=`), the suggestions for it with the
 * stores and products they name. In the server's HTML, started at once in the browser
 * (`loadPage`); a failure shows in its block.
 */
export function loadSearchList(queryClient: QueryClient, { keyword }: SearchListParams): Promise<void> {
  const typed = keyword?.trim() ?? '';
  if (typed === '') {
    return loadPage([], [queryClient.ensureQueryData(recommendKeywordsQueryOptions()), queryClient.ensureQueryData(searchRankQueryOptions())]);
  }
  const suggestions = queryClient
    .ensureQueryData(autoKeywordQueryOptions(typed))
    .then((answer) => Promise.allSettled(answer.items.map((item) => suggestionTarget(queryClient, item))));
  return loadPage([], [suggestions]);
}
