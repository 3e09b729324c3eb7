import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type * as v from 'valibot';
import { request } from '../client';
import { nextPage, PAGE_SIZE } from './product-card';
import { SearchFacetSchema, SearchResultSchema } from '../../../contract/schemas/catalog/search';

export { SearchFacetSchema, SearchResultSchema };

export type SearchFacet = v.InferOutput<typeof SearchFacetSchema>;

export type SearchResult = v.InferOutput<typeof SearchResultSchema>;

export interface SearchFilter {
  keyword: string;
  /** a searchSortFilterList code */
  sort?: string | undefined;
  categoryCodes?: readonly string[] | undefined;
  /** priceFilter.ranges codes */
  priceRanges?: readonly string[] | undefined;
}

export const SEARCH_PATH = '/api/v2/display/search';

export function fetchSearch(filter: SearchFilter, page: number): Promise<SearchResult> {
  return request(SearchResultSchema, SEARCH_PATH, {
    query: {
      keyword: filter.keyword,
      page,
      size: PAGE_SIZE,
      ...(filter.sort ? { sort: filter.sort } : {}),
      ...(filter.categoryCodes?.length ? { categoryCodes: filter.categoryCodes.join(',') } : {}),
      ...(filter.priceRanges?.length ? { priceRanges: filter.priceRanges.join(',') } : {}),
    },
  });
}

/** Product search results, page by page; the previous results stay while a filter changes. */
export const searchQueryOptions = (filter: SearchFilter) =>
  infiniteQueryOptions({
    queryKey: [
      'catalog',
      'search',
      filter.keyword,
      filter.sort ?? 'default',
      [...(filter.categoryCodes ?? [])].sort().join(','),
      [...(filter.priceRanges ?? [])].sort().join(','),
    ],
    queryFn: ({ pageParam }) => fetchSearch(filter, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    placeholderData: keepPreviousData,
    retryOnMount: false,
  });

export function useSearch(filter: SearchFilter) {
  return useInfiniteQuery(searchQueryOptions(filter));
}
