import { useCallback, useSyncExternalStore } from 'react';

/** An actor as @xstate/react reads it: its snapshot and a subscription to it. */
export interface Observable<TSnapshot> {
  getSnapshot(): TSnapshot;
  subscribe(listener: (snapshot: TSnapshot) => void): { unsubscribe(): void };
}

/**
 * `selector(actor's snapshot)`, rendered as `serverValue` on the server and while React hydrates
 * the server's HTML, then the browser's own value (DESIGN.md "Server rendering"). The app-wide
 * actors run in the browser only, and what they know (the member, the popup's state) is not in the
 * server's page: the first render in the browser must draw what the server drew, or React finds a
 * mismatch. After hydration (and for screens opened later) it follows the actor as `useSelector`.
 * `selector` must return an equal value for an unchanged snapshot (a primitive, or a memoized object).
 */
export function useHydratedSelector<TSnapshot, T>(actor: Observable<TSnapshot>, selector: (snapshot: TSnapshot) => T, serverValue: T): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = actor.subscribe(() => onChange());
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  return useSyncExternalStore(
    subscribe,
    () => selector(actor.getSnapshot()),
    () => serverValue,
  );
}

const noSubscription = () => () => undefined;

/**
 * false on the server and while hydrating, true in the browser after: for what only the browser
 * knows (its storage, its user agent) and draws differently.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
