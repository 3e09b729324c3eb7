import type * as v from 'valibot';
import type { QueryClient } from '@tanstack/react-query';
import { request } from '../client';
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

export interface ToggleDeps {
  read: () => PostDetail | undefined;
  write: (patch: PostPatch) => void;
  call: (wanted: boolean) => Promise<PostPatch>;
  onError: (error: unknown) => void;
}

/** posts (by key) whose toggle is under way: a second tap waits for the first answer */
const inFlight = new Set<string>();

/**
 * One tap on a post's heart or clip: shows the new state at once, sends it, takes the server's
 * answer, and on failure puts the state shown before back and reports the error.
 */
export async function optimisticToggle(key: string, flag: 'isLiked' | 'isClipped', deps: ToggleDeps): Promise<void> {
  const current = deps.read();
  if (!current || inFlight.has(key)) return;
  inFlight.add(key);
  const before: PostPatch =
    flag === 'isLiked' ? { isLiked: current.isLiked, likeCount: current.likeCount } : { isClipped: current.isClipped, clipCount: current.clipCount };
  const next = flipped(current, flag);
  deps.write(next);
  try {
    deps.write(await deps.call(next[flag] === true));
  } catch (error) {
    deps.write(before);
    deps.onError(error);
  } finally {
    inFlight.delete(key);
  }
}

/** Like or clip the post in the detail's cache, with the server call; lists are marked stale after. */
export async function togglePostFlag(
  queryClient: QueryClient,
  type: PostType,
  postId: number,
  flag: 'isLiked' | 'isClipped',
  onError: (error: unknown) => void,
): Promise<void> {
  const key = communityKeys.detail(type, postId);
  await optimisticToggle(`${type}:${postId}:${flag}`, flag, {
    read: () => queryClient.getQueryData<PostDetail>(key),
    write: (patch) => queryClient.setQueryData<PostDetail>(key, (post) => (post ? { ...post, ...patch } : post)),
    call: async (wanted) => (flag === 'isLiked' ? setPostLike(type, postId, wanted) : setPostClip(type, postId, wanted)),
    onError,
  });
  void markCommunityStale(queryClient);
}
