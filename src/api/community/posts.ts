import type * as v from 'valibot';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import { nextPage } from '../catalog/product-card';
import { request } from '../client';
import { EmptyAnswerSchema } from '../../../contract/schemas/page';
import { ErrorCode, isApiError } from '../errors';
import {
  COMMUNITY_BASE,
  communityPathOf,
  DailyBoardPageSchema,
  PostDetailSchema,
  PostPageSchema,
  ViewCountSchema,
  type CommunitySort,
  type CommunityType,
  type DailyBoardPage,
  type PostDetail,
  type PostPage,
} from './schemas';
import type { TargetBodySchema } from '../../../contract/schemas/community';

/**
 * The community's reading calls (docs/api.md "Community", "Reading"): the lists of the main tabs,
 * the daily board, a post's detail, its view count and its deletion. Every key starts with
 * 'community' so a write can mark them all stale at once (`markCommunityStale`).
 */

export const COMMUNITY_PAGE_SIZE = 20;

/** The lists of the community main's tabs. */
export type CommunityList = 'popular' | 'dashboard' | 'qna' | 'survey';

export interface ListQuery {
  sort?: CommunitySort;
  /** QNA only: answered (true), unanswered (false) or all (undefined) */
  answered?: boolean;
}

const listPath: Record<CommunityList, string> = {
  popular: `${COMMUNITY_BASE}/popular`,
  dashboard: `${COMMUNITY_BASE}/dashboard/list`,
  qna: `${COMMUNITY_BASE}/qna`,
  survey: `${COMMUNITY_BASE}/survey`,
};

export const communityKeys = {
  all: ['community'] as const,
  list: (list: CommunityList, query: ListQuery) => ['community', 'list', list, query.sort ?? null, query.answered ?? null] as const,
  board: (date: string | null) => ['community', 'board', date] as const,
  detail: (type: CommunityType, id: number) => ['community', 'detail', type, id] as const,
  replies: (type: CommunityType, id: number) => ['community', 'replies', type, id] as const,
};

export function fetchPostList(list: CommunityList, query: ListQuery, page: number, signal?: AbortSignal): Promise<PostPage> {
  const params: Record<string, string | number> = { page, size: COMMUNITY_PAGE_SIZE };
  // the 인기 tab has its own ranking: no sort
  if (list !== 'popular' && query.sort) params.sort = query.sort;
  if (list === 'qna' && query.answered !== undefined) params.answered = String(query.answered);
  return request(PostPageSchema, listPath[list], { query: params, signal });
}

export const postListQueryOptions = (list: CommunityList, query: ListQuery) =>
  infiniteQueryOptions({
    queryKey: communityKeys.list(list, query),
    queryFn: ({ pageParam, signal }) => fetchPostList(list, query, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: 30_000,
  });

export function usePostList(list: CommunityList, query: ListQuery, enabled = true) {
  return useInfiniteQuery({ ...postListQueryOptions(list, query), enabled });
}

/** GET /dashboard?date: a day's DASHBOARD posts, its neighbours and the recent days with posts. */
export function fetchDailyBoard(date: string | null, page: number, sort?: CommunitySort, signal?: AbortSignal): Promise<DailyBoardPage> {
  const params: Record<string, string | number> = { page, size: COMMUNITY_PAGE_SIZE };
  if (date) params.date = date;
  if (sort) params.sort = sort;
  return request(DailyBoardPageSchema, `${COMMUNITY_BASE}/dashboard`, { query: params, signal });
}

export const dailyBoardQueryOptions = (date: string | null, sort?: CommunitySort) =>
  infiniteQueryOptions({
    queryKey: [...communityKeys.board(date), sort ?? null],
    queryFn: ({ pageParam, signal }) => fetchDailyBoard(date, pageParam, sort, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: 30_000,
  });

export function useDailyBoard(date: string | null, sort?: CommunitySort) {
  return useInfiniteQuery(dailyBoardQueryOptions(date, sort));
}

/** GET /dashboard/{id} or /qna/{id}: 404 code 8 when deleted, hidden or of the other type. */
export function fetchPostDetail(type: CommunityType, id: number, signal?: AbortSignal): Promise<PostDetail> {
  return request(PostDetailSchema, `${COMMUNITY_BASE}/${communityPathOf[type]}/${id}`, { signal });
}

export const postDetailQueryOptions = (type: CommunityType, id: number) =>
  queryOptions({
    queryKey: communityKeys.detail(type, id),
    queryFn: ({ signal }) => fetchPostDetail(type, id, signal),
    staleTime: 0,
    // a missing post stays missing: no retry on 8
    retry: (count, error) => count < 1 && !isApiError(error, ErrorCode.NoData),
  });

export function usePostDetail(type: CommunityType, id: number) {
  return useQuery(postDetailQueryOptions(type, id));
}

/** POST /view-count once a detail opens (counted once a day per member, never for visitors). */
export function recordView(type: CommunityType, postId: number) {
  return request(ViewCountSchema, `${COMMUNITY_BASE}/view-count`, { method: 'POST', body: { communityType: type, postId } satisfies v.InferInput<typeof TargetBodySchema> });
}

/** DELETE /dashboard/{id} or /qna/{id} (the author). */
export function deletePost(type: CommunityType, postId: number): Promise<unknown> {
  return request(EmptyAnswerSchema, `${COMMUNITY_BASE}/${communityPathOf[type]}/${postId}`, { method: 'DELETE' });
}

/** After a write: every community list and count is stale; the ones on screen load again. */
export function markCommunityStale(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: communityKeys.all, refetchType: 'none' });
}
