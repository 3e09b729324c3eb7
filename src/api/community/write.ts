import type * as v from 'valibot';
import type { QueryClient } from '@tanstack/react-query';
import { request } from '../client';
import {
  COMMUNITY_BASE,
  CreatedPostSchema,
  PostDetailSchema,
  communityPathOf,
  type CommunityType,
  type PostDetail,
} from './schemas';
import type { PostBodySchema } from '../../../contract/schemas/community';

/** The kinds of post a member writes: 오늘의 식탁 (DASHBOARD) and 질문 (QNA); votes are the operator's. */
export type WritableType = Extract<CommunityType, 'DASHBOARD' | 'QNA'>;

export interface PostInput {
  title: string;
  body: string;
  imageIds: number[];
}

export interface SavedPost {
  postId: number;
  communityType: CommunityType;
}

const postsPath = (type: WritableType) => `${COMMUNITY_BASE}/${communityPathOf[type]}`;

/** GET /dashboard/{id} or /qna/{id}: the post to edit (PostDetail; 404 code 8 when gone). */
export function fetchEditablePost(type: WritableType, postId: number, signal?: AbortSignal): Promise<PostDetail> {
  return request(PostDetailSchema, `${postsPath(type)}/${postId}`, { signal });
}

/** POST a new post; the answer's toastItems (별 for the first post of the day) show by themselves. */
export function createPost(type: WritableType, input: PostInput): Promise<SavedPost> {
  return request(CreatedPostSchema, postsPath(type), { method: 'POST', body: input satisfies v.InferInput<typeof PostBodySchema> });
}

/** PUT an edit (the author only): the images become exactly the list given. */
export async function updatePost(type: WritableType, postId: number, input: PostInput): Promise<SavedPost> {
  const post = await request(PostDetailSchema, `${postsPath(type)}/${postId}`, { method: 'PUT', body: input satisfies v.InferInput<typeof PostBodySchema> });
  return { postId: post.postId, communityType: post.communityType };
}

/** After a post was written or edited: every community list and detail is fetched again when shown. */
export function invalidateCommunity(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['community'] });
}
