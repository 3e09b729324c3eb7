import type { RouterHistory } from '@tanstack/react-router';

/**
 * Remembers whether the latest navigation replaced the current history entry: after a replace,
 * "back" would leave for whatever came before, so the header's back button goes home instead.
 * A tiny external value read when back is pressed, not React state.
 */
let latestWasReplace = false;

/** Call once with the router's history (src/app); returns the unsubscribe function. */
export function trackHistory(history: RouterHistory): () => void {
  latestWasReplace = false;
  return history.subscribe(({ action }) => {
    latestWasReplace = action.type === 'REPLACE';
  });
}

export function wasReplaced(): boolean {
  return latestWasReplace;
}
