import { createExternalStore, useExternalStore } from '../external-store';

/** How many pieces of work currently want the loading overlay. */
const pending = createExternalStore(0);

export function showLoading(): void {
  pending.set((count) => count + 1);
}

/** Balances one showLoading(); never goes below zero. */
export function hideLoading(): void {
  pending.set((count) => Math.max(0, count - 1));
}

/** Shows the overlay while `work` runs. */
export async function withLoading<T>(work: Promise<T> | (() => Promise<T>)): Promise<T> {
  showLoading();
  try {
    return await (typeof work === 'function' ? work() : work);
  } finally {
    hideLoading();
  }
}

export function useLoadingVisible(): boolean {
  return useExternalStore(pending) > 0;
}

/** Test helper. */
export function resetLoading(): void {
  pending.set(0);
}
