import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { nextPage } from '../catalog/product-card';
import { request } from '../client';
import { COMMUNITY_BASE, SearchPageSchema, type CommunityType, type SearchPage } from './schemas';

/**
 * GET /api/v1/community/search?keyword&communityType&page&size: titles and bodies, Korean-aware
 * (a keyword of initial consonants such as 'ㄱㅈ' matches by 초성 on the server). Each page carries
 * the counts of every type for the tabs.
 */
export const COMMUNITY_SEARCH_PATH = `${COMMUNITY_BASE}/search`;
export const COMMUNITY_SEARCH_PAGE_SIZE = 20;

export function fetchCommunitySearch(keyword: string, type: CommunityType, page: number, signal?: AbortSignal): Promise<SearchPage> {
  return request(SearchPageSchema, COMMUNITY_SEARCH_PATH, {
    query: { keyword, communityType: type, page, size: COMMUNITY_SEARCH_PAGE_SIZE },
    signal,
  });
}

export const communitySearchQueryOptions = (keyword: string, type: CommunityType) =>
  infiniteQueryOptions({
    queryKey: ['community', 'search', keyword, type],
    queryFn: ({ pageParam, signal }) => fetchCommunitySearch(keyword, type, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    placeholderData: keepPreviousData,
    retryOnMount: false,
  });

export function useCommunitySearch(keyword: string, type: CommunityType) {
  return useInfiniteQuery(communitySearchQueryOptions(keyword, type));
}
