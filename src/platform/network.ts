/**
 * The browser's idea of the network (issue 11 §6): `navigator.onLine` and its `online` / `offline`
 * events. `false` is reliable (no network at all); `true` only means some network is there, so
 * nothing here promises that the server answers.
 */

export function isOnline(): boolean {
  const nav = globalThis.navigator as Navigator | undefined;
  return nav?.onLine ?? true;
}

/** Calls `listener` with the new state on every `online` and `offline` event; returns the unsubscribe. */
export function onNetworkChange(listener: (online: boolean) => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const onOnline = () => listener(true);
  const onOffline = () => listener(false);
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  return () => {
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
  };
}

/** For `useSyncExternalStore`: the store is the browser itself. */
export const networkStore = {
  subscribe: (onChange: () => void) => onNetworkChange(onChange),
  getSnapshot: isOnline,
  /** the server render knows nothing of the network: online */
  getServerSnapshot: () => true,
} as const;
