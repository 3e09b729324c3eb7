import type * as v from 'valibot';
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { nextPage } from '../catalog/product-card';
import { request } from '../client';
import { toggleHeart } from '../heart';
import { EmptyAnswerSchema } from '../../../contract/schemas/page';
import { communityKeys } from './posts';
import {
  AcceptedSchema,
  COMMUNITY_BASE,
  communityPathOf,
  CreatedReplySchema,
  LikeStateSchema,
  ReplyPageSchema,
  ReplySchema,
  type CommunityType,
  type Reply,
  type ReplyPage,
} from './schemas';
import type { LikeBodySchema, ReplyBodySchema } from '../../../contract/schemas/community';

/**
 * A post's replies (docs/api.md "Replies, likes, clipping" and "Accepting an answer"): listed
 * oldest first, written, edited and deleted by their author, liked, and for QNA accepted by the
 * asker.
 */

export const REPLY_PAGE_SIZE = 30;

type ReplyType = Exclude<CommunityType, 'SURVEY'>;

const base = (type: ReplyType, postId: number) => `${COMMUNITY_BASE}/${communityPathOf[type]}/${postId}/reply`;

export function fetchReplies(type: ReplyType, postId: number, page: number, signal?: AbortSignal): Promise<ReplyPage> {
  return request(ReplyPageSchema, base(type, postId), { query: { page, size: REPLY_PAGE_SIZE }, signal });
}

export const repliesQueryOptions = (type: ReplyType, postId: number) =>
  infiniteQueryOptions({
    queryKey: communityKeys.replies(type, postId),
    queryFn: ({ pageParam, signal }) => fetchReplies(type, postId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: 0,
  });

export function useReplies(type: ReplyType, postId: number, enabled = true) {
  return useInfiniteQuery({ ...repliesQueryOptions(type, postId), enabled });
}

/** POST …/reply `{ body }` (1–500): the new reply (toastItems, when it earned 별, are shown by the client). */
export async function createReply(type: ReplyType, postId: number, body: string): Promise<Reply> {
  const created = await request(CreatedReplySchema, base(type, postId), { method: 'POST', body: { body } satisfies v.InferInput<typeof ReplyBodySchema> });
  return created.reply;
}

/** PUT …/reply/{replyId} `{ body }` (the reply's author). */
export function editReply(type: ReplyType, postId: number, replyId: number, body: string): Promise<Reply> {
  return request(ReplySchema, `${base(type, postId)}/${replyId}`, { method: 'PUT', body: { body } satisfies v.InferInput<typeof ReplyBodySchema> });
}

/** DELETE …/reply/{replyId} (the reply's author; an accepted answer cannot go: code 12). */
export function deleteReply(type: ReplyType, postId: number, replyId: number): Promise<unknown> {
  return request(EmptyAnswerSchema, `${base(type, postId)}/${replyId}`, { method: 'DELETE' });
}

/** PUT …/reply/{replyId}/like `{ isLiked }`: setting, not toggling. */
export function setReplyLike(type: ReplyType, postId: number, replyId: number, isLiked: boolean) {
  return request(LikeStateSchema, `${base(type, postId)}/${replyId}/like`, { method: 'PUT', body: { isLiked } satisfies v.InferInput<typeof LikeBodySchema> });
}

/** The reply pages with `patch` applied to one reply (the others kept as they are). */
export function patchReply(data: InfiniteData<ReplyPage> | undefined, replyId: number, patch: Partial<Reply>): InfiniteData<ReplyPage> | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map((item) => (item.replyId === replyId ? { ...item, ...patch } : item)) })) };
}

/** Whether a cached query's data is reply pages that hold this reply. */
function showsReply(data: unknown, postId: number, replyId: number): boolean {
  const pages = (data as Partial<InfiniteData<Partial<ReplyPage>>> | undefined)?.pages;
  return Array.isArray(pages) && pages.some((page) => Array.isArray(page.items) && page.items.some((item) => item.replyId === replyId && item.postId === postId));
}

/**
 * One tap on a reply's heart, on the heart's statechart (src/api/heart.ts) like a post's: the new
 * heart at once, the server's answer when it comes, the old one back and the failure told when the
 * call fails; a fetch of the replies under way when the tap comes does not undo it, and is made
 * again after. A tap while the call is under way does nothing.
 */
export async function toggleReplyLike(queryClient: QueryClient, type: ReplyType, postId: number, replyId: number): Promise<void> {
  const key = communityKeys.replies(type, postId);
  const reply = queryClient.getQueryData<InfiniteData<ReplyPage>>(key)?.pages.flatMap((page) => page.items).find((item) => item.replyId === replyId);
  if (!reply) return;
  const write = (patch: (reply: Reply) => Partial<Reply>) =>
    queryClient.setQueryData<InfiniteData<ReplyPage>>(key, (data) => {
      const current = data?.pages.flatMap((page) => page.items).find((item) => item.replyId === replyId);
      return current ? patchReply(data, replyId, patch(current)) : data;
    });
  await toggleHeart(queryClient, {
    key: `reply:${type}:${postId}:${replyId}`,
    like: !reply.isLiked,
    shows: (data) => showsReply(data, postId, replyId),
    // drawn again on what arrives: flip only a heart that does not show the one wanted yet
    show: (wanted) => write((current) => (current.isLiked === wanted ? {} : { isLiked: wanted, likeCount: Math.max(0, current.likeCount + (wanted ? 1 : -1)) })),
    call: (wanted) => setReplyLike(type, postId, replyId, wanted),
    settle: (answer) => write(() => answer),
  });
}

/** PUT /qna/{id}/accept/{replyId}: the asker accepts one answer, once (12 not the asker, 18 again). */
export function acceptAnswer(postId: number, replyId: number) {
  return request(AcceptedSchema, `${COMMUNITY_BASE}/qna/${postId}/accept/${replyId}`, { method: 'PUT' });
}
