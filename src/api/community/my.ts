import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { nextPage } from '../catalog/product-card';
import { request } from '../client';
import { COMMUNITY_BASE, MyPostPageSchema, type MyPostPage } from './schemas';

/** GET /api/v1/community/my/{post|clipping|like} (member): the community my page's lists, newest first. */
export const MY_COMMUNITY_TABS = ['post', 'clipping', 'like'] as const;
export type MyCommunityTab = (typeof MY_COMMUNITY_TABS)[number];

export const MY_COMMUNITY_PAGE_SIZE = 20;

export function fetchMyCommunity(tab: MyCommunityTab, page: number, signal?: AbortSignal): Promise<MyPostPage> {
  return request(MyPostPageSchema, `${COMMUNITY_BASE}/my/${tab}`, { query: { page, size: MY_COMMUNITY_PAGE_SIZE }, signal });
}

/** Personal and quickly changed (a clip, a like elsewhere): always fetched again when shown. */
export const myCommunityQueryOptions = (tab: MyCommunityTab) =>
  infiniteQueryOptions({
    queryKey: ['community', 'my', tab],
    queryFn: ({ pageParam, signal }) => fetchMyCommunity(tab, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: 0,
    retryOnMount: false,
  });

export function useMyCommunity(tab: MyCommunityTab) {
  return useInfiniteQuery(myCommunityQueryOptions(tab));
}
