import { isLoggedIn } from '../../machines/session/session.selectors';
import { configureClient } from '../api/client';
import { createQueryClient } from '../api/query-client';
import { markVisit } from '../platform/cookies';
import { clearLegacyStorage, rememberClickKey } from '../platform/storage';
import { watchChunkLoadErrors } from '../platform/page-lifecycle';
import { trackHistory } from '../ui/header/history-state';
import { showToast } from '../ui/toast/toast-store';
import { createActors, startActors } from './actors';
import { createAppRouter } from './router';

/**
 * Everything that happens once per page load, in order, before React renders. Nothing here runs
 * at import time; tests can call `bootstrap()` with a fresh DOM.
 */
export function bootstrap() {
  // SPEC.md §4: legacy token keys clear all local storage before anything reads it
  clearLegacyStorage();
  rememberClickKey(window.location.search);
  markVisit();
  watchChunkLoadErrors();

  const queryClient = createQueryClient();
  const actors = createActors();
  startActors(actors);

  configureClient({ showToasts: (items) => items.forEach((item) => showToast(item)) });

  const router = createAppRouter({ queryClient, session: actors.session });
  trackHistory(router.history);

  // guards read the session actor; re-run them whenever login state flips
  let loggedIn = isLoggedIn(actors.session.getSnapshot());
  actors.session.subscribe((snapshot) => {
    const next = isLoggedIn(snapshot);
    if (next !== loggedIn) {
      loggedIn = next;
      void router.invalidate();
    }
  });

  return { queryClient, router, actors };
}

export type Bootstrapped = ReturnType<typeof bootstrap>;
