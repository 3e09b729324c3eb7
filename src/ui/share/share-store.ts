import { createExternalStore, useExternalStore } from '../external-store';
import type { ShareInfo, ShareOptions } from './share-info';

export interface ShareRequest {
  id: number;
  info: ShareInfo;
  options: ShareOptions;
}

const shareStore = createExternalStore<ShareRequest | null>(null);
let nextId = 1;

/** Opens the share dialog (loaded on first use, in its own chunk) for `info`. */
export function openShare(info: ShareInfo, options: ShareOptions = {}): void {
  shareStore.set({ id: nextId++, info, options });
}

/** Closes the share dialog; with an id, only if that request is still the current one. */
export function closeShare(id?: number): void {
  shareStore.set((current) => (id === undefined || current?.id === id ? null : current));
}

export function useShareRequest(): ShareRequest | null {
  return useExternalStore(shareStore);
}
