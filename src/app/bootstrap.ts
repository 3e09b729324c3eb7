import { isLoggedIn, isSettled } from '../../machines/session/session.selectors';
import { configureClient } from '../api/client';
import { configureLikes } from '../api/like-ports';
import { createQueryClient } from '../api/query-client';
import { markVisit } from '../platform/cookies';
import { device } from '../platform/device';
import { clearLegacyStorage, getStoredAccessToken, rememberClickKey } from '../platform/storage';
import { watchChunkLoadErrors } from '../platform/page-lifecycle';
import { alert, confirm } from '../ui/dialogs/dialog-store';
import { trackHistory } from '../ui/header/history-state';
import { showToast } from '../ui/toast/toast-store';
import { accessTokenExpired, type AppActors, createMemberActors, type Navigation, startActors } from './actors';
import { settled } from './auth-guard';
import { reloadsOnLoginChange } from './login-reload';
import { createGateActors, reportNavigation } from './gates';
import { inspectOption } from './inspect';
import { browserQueryProvider } from './app';
import { afterHydration, hydrationStarts } from './hydration';
import { createAppRouter } from './router';
import { createScrollRestoration } from '../platform/scroll-restoration';
import { revealScrollIndicatorOnFirstUse } from '../platform/scroll-indicator';

/**
 * A later task: the browser can answer a tap and paint in between. The work before React hydrates
 * was one task of ~170 ms at 4× slowdown on my page (module evaluation, then all of this), blocking
 * a shopper's first tap for as long (Lighthouse's TBT; docs/decisions.md "Start-up in tasks").
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Everything that happens once per page load in the browser, in order, before React hydrates the
 * server's page. Nothing here runs at import time; tests can call `bootstrap()` with a fresh DOM.
 * In three tasks after the one that evaluated the modules: the member's actors, the gates' actors,
 * then the router and what follows it (building machines with their implementations is most of the
 * first two).
 */
export async function bootstrap() {
  await nextTask();
  // React hydrates the server's page after this: what changes it waits (./hydration.ts)
  hydrationStarts();
  // SPEC.md §4: legacy token keys clear all local storage before anything reads it
  clearLegacyStorage();
  rememberClickKey(window.location.search);
  markVisit();
  watchChunkLoadErrors();
  // the scroll indicator with the shopper's first scroll or touch, not a fade while the page hydrates
  revealScrollIndicatorOnFirstUse(afterHydration);

  const queryClient = createQueryClient();
  // the actors navigate through the router, which needs the actors in its context
  let navigateTo: Navigation['go'] = (to) => window.location.assign(to);
  const navigation: Navigation = { go: (to, options) => navigateTo(to, options) };
  // one Stately inspector for every app-wide actor (development with ?inspect only)
  const inspect = inspectOption();
  const member = createMemberActors({ queryClient, navigation, inspect });

  configureClient({
    showToasts: (items) => items.forEach((item) => showToast(item)),
    accessTokenExpired: (usedToken) => accessTokenExpired(member.session, usedToken),
    refreshTokenExpired: () => member.session.send({ type: 'session.refreshExpired' }),
  });
  await nextTask();
  const actors: AppActors = { ...member, ...createGateActors({ queryClient, navigation, inspect }) };
  await nextTask();

  // going back restores where the shopper left a screen, even one left before the next had rendered
  const scroll = createScrollRestoration();
  const router = createAppRouter(
    {
      queryClient,
      siteOrigin: window.location.origin,
      session: actors.session,
      survey: actors.survey,
      maintenance: actors.maintenance,
      externalLink: actors.externalLink,
      appInstall: actors.appInstall,
    },
    { Wrap: browserQueryProvider(queryClient), getScrollRestorationKey: scroll.getKey },
  );
  scroll.follow(router);
  // an actor's navigation (a maintenance redirect, a host app's message) waits for the hydration too
  navigateTo = (to, options) => afterHydration(() => void router.navigate({ href: to, replace: options?.replace ?? false }));
  configureLikes({
    alert: (message) => alert({ message }),
    confirm: (message) => confirm({ message, confirmText: '로그인', cancelText: '취소' }),
    goToLogin: () => void router.navigate({ to: '/login', search: { redirectUri: router.state.location.href } }),
    isMember: () => settled(actors.session).then(isLoggedIn),
  });
  startActors(actors, queryClient, navigation);
  // inside the native app: its app calls and bridge hand-offs, loaded only there (browsers never
  // download them)
  if (device.isApp()) void import('./web-view').then(({ startWebView }) => startWebView(actors.session));
  // the gates follow the router: maintenance, web version and the app-install popup. The page the
  // server rendered is hydrated, not loaded, and no navigation event tells of it: report it now (a
  // route the browser loads itself, under `_auth`, resolves once more with the same address)
  let first: string | null = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  reportNavigation(actors, first);
  router.subscribe('onResolved', ({ toLocation }) => {
    const repeat = toLocation.href === first;
    first = null;
    if (!repeat) reportNavigation(actors, toLocation.href);
  });
  trackHistory(router.history);

  // guards read the session actor; re-run them whenever login state flips
  let loggedIn = isLoggedIn(actors.session.getSnapshot());
  // the session's first settling is the start's check of the stored tokens, not a sign-in
  let started = isSettled(actors.session.getSnapshot());
  // the server's page carries lists as a visitor sees them (no token reaches it): a member's hearts
  // come with the lists fetched again once the session is checked
  let viewerToken: string | null = null;
  // a member's page the server rendered from their cookie (my page, src/platform/server-member.ts)
  // was not guarded here: if the session settles as a visitor's after all (the tokens in storage
  // gone or refused), its guard runs once then and sends them to log in
  void settled(actors.session).then(() =>
    afterHydration(() => {
      if (!isLoggedIn(actors.session.getSnapshot()) && router.state.matches.some((match) => match.staticData.requireAuth === true && match.ssr === true)) void router.invalidate();
    }),
  );
  actors.session.subscribe((snapshot) => {
    const next = isLoggedIn(snapshot);
    const startCheck = !started && isSettled(snapshot);
    if (isSettled(snapshot)) started = true;
    if (next !== loggedIn) {
      loggedIn = next;
      // catalogue lists carry the viewer's hearts (isLike), the community's posts and replies the
      // viewer's likes, clippings, votes and own posts (isMine): after a sign-in they are someone
      // else's (the startup validation keeps the token the lists were fetched with)
      const token = getStoredAccessToken();
      const viewerChanged = token !== viewerToken;
      viewerToken = token;
      // not while React hydrates the server's page, which was drawn with a visitor's lists
      afterHydration(() => {
        if (viewerChanged) {
          void queryClient.invalidateQueries({ queryKey: ['catalog'] });
          void queryClient.invalidateQueries({ queryKey: ['community'] });
        }
        // every match for a sign-in or sign-out; for the start's check finding a member, only a page
        // that sends members on (./login-reload.ts)
        if (reloadsOnLoginChange(startCheck, router.state.matches)) void router.invalidate();
      });
    }
  });

  return { queryClient, router, actors };
}

export type Bootstrapped = Awaited<ReturnType<typeof bootstrap>>;
