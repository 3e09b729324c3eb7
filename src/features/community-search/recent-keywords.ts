import { useSyncExternalStore } from 'react';
import { localKeys, onOtherTabChange, readJson, writeJson } from '../../platform/storage';

/**
 * Recent community search keywords, kept on the device (localStorage `communityRecentKeywords`),
 * newest first, at most 10, apart from the product search's. Member-scoped: they go at logout
 * (memberLocalKeys).
 */
export const MAX_RECENT_COMMUNITY_KEYWORDS = 10;
const MAX_KEYWORD_LENGTH = 30;

const isKeywordList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

export function readCommunityKeywords(): string[] {
  const stored = readJson('local', localKeys.communityRecentKeywords, isKeywordList) ?? [];
  return [...new Set(stored.map((item) => item.trim()).filter((item) => item !== '' && item.length <= MAX_KEYWORD_LENGTH))].slice(0, MAX_RECENT_COMMUNITY_KEYWORDS);
}

const listeners = new Set<() => void>();
let snapshot: string[] | null = null;

function write(list: readonly string[]): void {
  writeJson('local', localKeys.communityRecentKeywords, list);
  snapshot = null;
  listeners.forEach((listener) => listener());
}

/** Puts `keyword` first (once), dropping the oldest beyond 10. Blank keywords are ignored. */
export function addCommunityKeyword(keyword: string): void {
  const word = keyword.trim();
  if (word === '' || word.length > MAX_KEYWORD_LENGTH) return;
  write([word, ...readCommunityKeywords().filter((item) => item !== word)].slice(0, MAX_RECENT_COMMUNITY_KEYWORDS));
}

export function removeCommunityKeyword(keyword: string): void {
  write(readCommunityKeywords().filter((item) => item !== keyword));
}

export function clearCommunityKeywords(): void {
  write([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const stop = onOtherTabChange([localKeys.communityRecentKeywords], () => {
    snapshot = null;
    listener();
  });
  return () => {
    listeners.delete(listener);
    stop();
  };
}

function getSnapshot(): string[] {
  snapshot ??= readCommunityKeywords();
  return snapshot;
}

/** The recent keywords, kept in step across components and tabs. */
const NONE: string[] = [];

/** none on the server: they are kept on the device (and drawn after hydration) */
export function useCommunityKeywords(): string[] {
  return useSyncExternalStore(subscribe, getSnapshot, () => NONE);
}
