import { useSyncExternalStore } from 'react';

/**
 * A value outside React that components read with `useSyncExternalStore`: the imperative APIs of
 * the design system (toasts, dialogs, loading, share) write to one of these from anywhere.
 * `serverValue` (default: the initial value) is what the server draws, and what the browser draws
 * while it hydrates the server's page: a toast shown or a dialog opened before that appears right
 * after it, never as a mismatch (DESIGN.md "Server rendering").
 */
export interface ExternalStore<T> {
  get: () => T;
  getServerValue: () => T;
  set: (next: T | ((previous: T) => T)) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createExternalStore<T>(initial: T, serverValue: T = initial): ExternalStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    getServerValue: () => serverValue,
    set: (next) => {
      const resolved = typeof next === 'function' ? (next as (previous: T) => T)(value) : next;
      if (Object.is(resolved, value)) return;
      value = resolved;
      for (const listener of [...listeners]) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export function useExternalStore<T>(store: ExternalStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.getServerValue);
}
