import type { QueryClient } from '@tanstack/react-query';
import { searchQueryOptions, type SearchFilter, type SearchResult } from '../../api/catalog/search';
import { searchRecommendationQueryOptions } from '../../api/catalog/search-recommendation';
import { loadPage, settled } from '../../api/catalog/settle';
import { webProfileQueryOptions } from '../../api/web-profile';
import { groupDigits } from '../../ui/number';
import type { HeadData, PageHeadInput } from '../../ui/page-head';
import { searchFilterOf, type SearchResultParams } from './search-params';

/** How many suggested products a search without results shows (three rows of two). */
export const SUGGESTION_COUNT = 6;

/** A keyword that finds nothing, without a filter to blame: the page suggests products instead. */
export function findsNothing(first: Pick<SearchResult, 'totalCount'>, filter: SearchFilter): boolean {
  return first.totalCount === 0 && !filter.categoryCodes?.length && !filter.priceRanges?.length;
}

/** The head of a search's results: the keyword, how many products and the first names, the first picture. */
export function searchHead(keyword: string, first: SearchResult): PageHeadInput {
  const names = first.items.slice(0, 3).map((item) => item.name);
  return {
    title: `‘${keyword}’ 검색 결과`,
    description: first.totalCount > 0 ? `상품 ${groupDigits(first.totalCount)}개: ${names.join(', ')}` : `‘${keyword}’에 대한 상품이 없어요.`,
    image: first.items[0]?.imageUrl ?? null,
  };
}

/**
 * Search results' loader (/search?keyword=): the web profile (sorts and price ranges), then the
 * first page for the address's keyword, sort and filters (the default sort sent as 'nothing
 * chosen', as the screen asks), and when it finds nothing the suggested products the page shows
 * instead; the page's head from the results. A failure stays in its query: the screen says so.
 */
export async function loadSearchResults(queryClient: QueryClient, params: SearchResultParams): Promise<HeadData> {
  const profile = await queryClient.ensureQueryData(webProfileQueryOptions());
  if (!params.keyword) return { head: null };
  const filter = searchFilterOf(params, profile);
  const options = searchQueryOptions(filter);
  await settled(queryClient.ensureInfiniteQueryData(options));
  const first = queryClient.getQueryData(options.queryKey)?.pages[0];
  if (!first) return { head: null };
  if (findsNothing(first, filter)) await loadPage([], [queryClient.ensureQueryData(searchRecommendationQueryOptions(SUGGESTION_COUNT))]);
  return { head: searchHead(params.keyword, first) };
}
