import type * as v from 'valibot';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { nextPage } from '../catalog/product-card';
import { request } from '../client';
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

/** PUT /qna/{id}/accept/{replyId}: the asker accepts one answer, once (12 not the asker, 18 again). */
export function acceptAnswer(postId: number, replyId: number) {
  return request(AcceptedSchema, `${COMMUNITY_BASE}/qna/${postId}/accept/${replyId}`, { method: 'PUT' });
}
