import { readJson, sessionKeys, writeJson } from '../../platform/storage';

/**
 * The reply a member is typing, per post, in sessionStorage: it survives a reload or a trip to
 * another screen within the tab, and goes once the reply is sent.
 */
type Drafts = Record<string, string>;

const isDrafts = (value: unknown): value is Drafts =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((text) => typeof text === 'string');

/** at most this many posts keep a draft (the oldest goes first) */
export const DRAFTS_MAX = 20;

export function readReplyDraft(key: string): string {
  return readJson('session', sessionKeys.communityReplyDrafts, isDrafts)?.[key] ?? '';
}

export function writeReplyDraft(key: string, text: string): void {
  // the post being typed on moves to the end: the oldest drafts are the first to go
  const others = Object.entries(readJson('session', sessionKeys.communityReplyDrafts, isDrafts) ?? {}).filter(([name]) => name !== key);
  const entries = text === '' ? others : [...others, [key, text] as const];
  writeJson('session', sessionKeys.communityReplyDrafts, Object.fromEntries(entries.slice(-DRAFTS_MAX)));
}
