import type * as v from 'valibot';
import type { QueryClient } from '@tanstack/react-query';
import { request } from '../client';
import { toggleHeart } from '../heart';
import { communityKeys, markCommunityStale } from './posts';
import {
  ClipStateSchema,
  COMMUNITY_BASE,
  communityPathOf,
  LikeStateSchema,
  ShareCountSchema,
  type CommunityType,
  type PostDetail,
} from './schemas';
import type { ClipBodySchema, LikeBodySchema, TargetBodySchema } from '../../../contract/schemas/community';

/**
 * A post's like, clipping (스크랩) and share record (docs/api.md "Replies, likes, clipping",
 * "Reports, shares, views"). Like and clip are settings (`{ isLiked: true }`), so a repeated call
 * changes nothing; the screen flips them at once and puts them back if the call fails.
 */

type PostType = Exclude<CommunityType, 'SURVEY'>;

export function setPostLike(type: PostType, postId: number, isLiked: boolean) {
  return request(LikeStateSchema, `${COMMUNITY_BASE}/${communityPathOf[type]}/${postId}/like`, { method: 'PUT', body: { isLiked } satisfies v.InferInput<typeof LikeBodySchema> });
}

export function setPostClip(type: PostType, postId: number, isClipped: boolean) {
  return request(ClipStateSchema, `${COMMUNITY_BASE}/${communityPathOf[type]}/${postId}/clipping`, { method: 'PUT', body: { isClipped } satisfies v.InferInput<typeof ClipBodySchema> });
}

/** POST /post-share: the share dialog's record of a completed share (visitor or member). */
export function recordShare(type: CommunityType, postId: number) {
  return request(ShareCountSchema, `${COMMUNITY_BASE}/post-share`, { method: 'POST', body: { communityType: type, postId } satisfies v.InferInput<typeof TargetBodySchema> });
}

/** The part of a post a toggle changes. */
export type PostPatch = Partial<Pick<PostDetail, 'isLiked' | 'likeCount' | 'isClipped' | 'clipCount'>>;

/** The optimistic next state of a toggle: the flag flipped and its count moved by one (never below 0). */
export function flipped<K extends 'isLiked' | 'isClipped'>(
  post: Pick<PostDetail, 'isLiked' | 'likeCount' | 'isClipped' | 'clipCount'>,
  flag: K,
): PostPatch {
  if (flag === 'isLiked') {
    const next = !post.isLiked;
    return { isLiked: next, likeCount: Math.max(0, post.likeCount + (next ? 1 : -1)) };
  }
  const next = !post.isClipped;
  return { isClipped: next, clipCount: Math.max(0, post.clipCount + (next ? 1 : -1)) };
}

/** whether a cached query's data is this post's detail (lists hold pages, not posts) */
function isPost(type: PostType, postId: number) {
  return (data: unknown): data is PostDetail =>
    typeof data === 'object' && data !== null && 'body' in data && (data as PostDetail).postId === postId && (data as PostDetail).communityType === type;
}

/**
 * One tap on a post's heart or 스크랩, on the heart's statechart (src/api/heart.ts): the new state at
 * once, the server's answer when it comes, the old one back and the failure told (110: the login
 * question; others: their Korean text) when the call fails. A fetch of the post under way when the
 * tap comes (a member's view fetched again after the sign-in is noticed at start-up) is kept from
 * undoing it. A tap while the call is under way does nothing. Lists are marked stale after.
 */
export async function togglePostFlag(queryClient: QueryClient, type: PostType, postId: number, flag: 'isLiked' | 'isClipped'): Promise<void> {
  const key = communityKeys.detail(type, postId);
  const shown = queryClient.getQueryData<PostDetail>(key);
  if (!shown) return;
  const write = (next: (post: PostDetail) => PostDetail) => queryClient.setQueryData<PostDetail>(key, (post) => (post ? next(post) : post));
  await toggleHeart<PostPatch>(queryClient, {
    key: `post:${type}:${postId}:${flag}`,
    like: !shown[flag],
    shows: isPost(type, postId),
    // drawn again on what arrives: flip only what does not show the state wanted yet
    show: (wanted) => write((post) => (post[flag] === wanted ? post : { ...post, ...flipped(post, flag) })),
    call: async (wanted) => (flag === 'isLiked' ? setPostLike(type, postId, wanted) : setPostClip(type, postId, wanted)),
    settle: (answer) => write((post) => ({ ...post, ...answer })),
  });
  void markCommunityStale(queryClient);
}
