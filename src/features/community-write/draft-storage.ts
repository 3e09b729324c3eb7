import * as v from 'valibot';
import type { PostDraft, PostKind } from '../../../machines/community-post/community-post.types';
import { COMMUNITY_LIMITS } from '../../api/community/schemas';
import { localKeys, readJson, writeJson } from '../../platform/storage';

/**
 * Drafts of the writing forms on the device (localStorage `communityDrafts`), one per member, kind
 * and post (`7:DASHBOARD:new`, `7:QNA:812`). A draft holds the texts and the pictures already
 * uploaded. Uploads not used by a post are removed by the server after 24 hours, so a draft lives
 * 24 hours; its pictures are dropped an hour earlier. What is stored is read back as untrusted.
 */
export const DRAFT_TTL_MS = 24 * 60 * 60 * 1000;
export const DRAFT_IMAGES_TTL_MS = 23 * 60 * 60 * 1000;
/** the most drafts kept on a device (the oldest go first) */
export const MAX_DRAFTS = 10;

const StoredImage = v.object({
  imageId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  url: v.pipe(v.string(), v.maxLength(500), v.check((url) => /^(\/(?![/\\])|https:\/\/)/.test(url), 'a picture of this site')),
  width: v.number(),
  height: v.number(),
});
const StoredDraft = v.object({
  title: v.pipe(v.string(), v.maxLength(COMMUNITY_LIMITS.titleMax * 4)),
  body: v.pipe(v.string(), v.maxLength(COMMUNITY_LIMITS.bodyMax * 2)),
  images: v.pipe(v.array(StoredImage), v.maxLength(COMMUNITY_LIMITS.imagesMax)),
  savedAt: v.number(),
});
type StoredDraft = v.InferOutput<typeof StoredDraft>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export interface DraftKey {
  memberId: string;
  kind: PostKind;
  editId: number | null;
}

export const draftKey = ({ memberId, kind, editId }: DraftKey) => `${memberId}:${kind}:${editId ?? 'new'}`;

function readAll(now: number): Record<string, StoredDraft> {
  const raw = readJson('local', localKeys.communityDrafts, isRecord) ?? {};
  const drafts: Record<string, StoredDraft> = {};
  for (const [key, value] of Object.entries(raw)) {
    const parsed = v.safeParse(StoredDraft, value);
    if (parsed.success && now - parsed.output.savedAt < DRAFT_TTL_MS && parsed.output.savedAt <= now) drafts[key] = parsed.output;
  }
  return drafts;
}

function writeAll(drafts: Record<string, StoredDraft>): void {
  const newest = Object.entries(drafts)
    .sort(([, a], [, b]) => b.savedAt - a.savedAt)
    .slice(0, MAX_DRAFTS);
  writeJson('local', localKeys.communityDrafts, Object.fromEntries(newest));
}

const without = (drafts: Record<string, StoredDraft>, key: string) => Object.fromEntries(Object.entries(drafts).filter(([name]) => name !== key));

const isEmpty = (draft: PostDraft) => draft.title.trim() === '' && draft.body.trim() === '' && draft.images.length === 0;

/** The stored draft of this member and form, or null (none, expired, or not a draft). */
export function readDraft(key: DraftKey, now = Date.now()): PostDraft | null {
  const stored = readAll(now)[draftKey(key)];
  if (!stored) return null;
  const draft = { title: stored.title, body: stored.body, images: now - stored.savedAt < DRAFT_IMAGES_TTL_MS ? stored.images : [] };
  return isEmpty(draft) ? null : draft;
}

/** Keeps the draft (an empty one removes it). */
export function saveDraft(key: DraftKey, draft: PostDraft, now = Date.now()): void {
  const others = without(readAll(now), draftKey(key));
  if (isEmpty(draft)) writeAll(others);
  else writeAll({ ...others, [draftKey(key)]: { title: draft.title, body: draft.body, images: draft.images.slice(0, COMMUNITY_LIMITS.imagesMax), savedAt: now } });
}

export function clearDraft(key: DraftKey, now = Date.now()): void {
  writeAll(without(readAll(now), draftKey(key)));
}
