import { useSyncExternalStore } from 'react';
import { localKeys, readJson, writeJson } from '../../platform/storage';

/** Recent search keywords: localStorage `recentKeywords`, newest first, at most 10. */
export const MAX_RECENT_KEYWORDS = 10;

const isKeywordList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

export function readRecentKeywords(): string[] {
  return (readJson('local', localKeys.recentKeywords, isKeywordList) ?? []).slice(0, MAX_RECENT_KEYWORDS);
}

const listeners = new Set<() => void>();
let snapshot: string[] | null = null;

function write(list: readonly string[]): void {
  writeJson('local', localKeys.recentKeywords, list);
  snapshot = null;
  listeners.forEach((listener) => listener());
}

/** Puts `keyword` first (once), dropping the oldest beyond 10. Blank keywords are ignored. */
export function addRecentKeyword(keyword: string): void {
  const word = keyword.trim();
  if (word === '') return;
  write([word, ...readRecentKeywords().filter((item) => item !== word)].slice(0, MAX_RECENT_KEYWORDS));
}

export function removeRecentKeyword(keyword: string): void {
  write(readRecentKeywords().filter((item) => item !== keyword));
}

export function clearRecentKeywords(): void {
  write([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === localKeys.recentKeywords) {
      snapshot = null;
      listener();
    }
  };
  globalThis.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener('storage', onStorage);
  };
}

function getSnapshot(): string[] {
  snapshot ??= readRecentKeywords();
  return snapshot;
}

/** none on the server: they are kept on the device (and drawn after hydration) */
const NONE: string[] = [];
const serverSnapshot = () => NONE;

/** The recent keywords and their edits, kept in step across components and tabs. */
export function useRecentKeywords() {
  const keywords = useSyncExternalStore(subscribe, getSnapshot, serverSnapshot);
  return {
    keywords,
    // module functions: stable across renders without memoising
    add: addRecentKeyword,
    remove: removeRecentKeyword,
    clear: clearRecentKeywords,
  };
}
