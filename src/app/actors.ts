import type { QueryClient } from '@tanstack/react-query';
import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import { sessionMachine } from '../../machines/session/session.machine';
import { isLoggedIn, isRefreshing, isWaitingForNetwork, profile } from '../../machines/session/session.selectors';
import type { SessionProfile } from '../../machines/session/session.types';
import { createSurveySlot } from '../features/survey/survey-slot';
import { type createGateActors, handleHostMessages, startGateActors } from './gates';
import type { InspectOption } from './inspect';
import { env } from '../config/env';
import { alert } from '../ui/dialogs/dialog-store';
import { onNetworkChange } from '../platform/network';
import { getStoredAccessToken, local, localKeys, onOtherTabChange } from '../platform/storage';
import {
  BANNED_FALLBACK_MESSAGE,
  clearLocalSession,
  EXPIRED_MESSAGE,
  fetchSessionProfile,
  forgetMemberData,
  forgetMemberQueries,
  forgetMemberStorage,
  isAppPopup,
  openShopLogout,
  refreshTokensOnce,
  revokeTokens,
  storeTokens,
  validateToken,
} from './session-services';

/** Navigation the actors need before the router exists; bootstrap plugs the router in. */
export interface Navigation {
  go(to: string, options?: { replace?: boolean }): void;
}

export interface ActorDeps {
  queryClient: QueryClient;
  navigation: Navigation;
}

/**
 * The composition root of the app-wide actors (DESIGN.md): each machine gets its real
 * implementations here with `.provide()`, is created once, and travels in the router context.
 * Nothing starts at import: `startActors()` is called by bootstrap.
 *
 * These are the member's actors (the session and the survey's slot); the gates' are made by
 * createGateActors (gates.ts). bootstrap.ts creates the two in separate tasks: building machines
 * with their implementations (`provide`) took a slow phone 60–75 ms for all of them (issue 14).
 */
export function createMemberActors({ queryClient, navigation, inspect }: ActorDeps & { inspect: InspectOption }) {
  const session = createActor(
    sessionMachine.provide({
      actors: {
        validateToken: fromPromise(validateToken),
        refreshTokens: fromPromise(refreshTokensOnce),
        fetchProfile: fromPromise(fetchSessionProfile),
        revokeTokens: fromPromise(revokeTokens),
        showExpiredDialog: fromPromise(() => alert({ message: EXPIRED_MESSAGE })),
      },
      actions: {
        storeSignIn: ({ event }) => {
          if (event.type !== 'session.signedIn') return;
          // a token still stored here belongs to whoever signed in before (issue 11 §7)
          const previous = getStoredAccessToken();
          if (previous !== null && previous !== event.result.tokens.accessToken) forgetMemberStorage();
          storeTokens(event.result.tokens);
          // a visitor has no member data worth keeping; anything under ['user'] is someone else's
          queryClient.removeQueries({ queryKey: ['user'] });
          local.set(localKeys.isCafe24Register, String(event.result.isCafe24Register));
        },
        markRefreshTrigger: () => {
          // SPEC.md §3 tokenRefreshTrigger: member data fetched with the old token is refetched
          void queryClient.invalidateQueries({ queryKey: ['user'] });
        },
        clearLocalSession: () => clearLocalSession(queryClient),
        openShopLogout,
        showBanDialog: ({ event }) => {
          const profile = (event as { output?: SessionProfile }).output;
          void alert({ message: profile?.banStatus.message ?? BANNED_FALLBACK_MESSAGE });
        },
        goToLogin: () => {
          if (isAppPopup()) window.close();
          else navigation.go('/login', { replace: true });
        },
        reloadHome: () => window.location.replace('/'),
      },
    }),
    { ...inspect, input: { hasToken: getStoredAccessToken() !== null } },
  );
  // the survey's statechart loads only for a member it opens for (features/survey/survey-slot.ts)
  const survey = createSurveySlot({ navigation, inspect });
  return { session, survey };
}

/** every app-wide actor: the member's and the gates' (created in two tasks by bootstrap.ts) */
export type AppActors = ReturnType<typeof createMemberActors> & ReturnType<typeof createGateActors>;
export type SessionActor = ActorRefFrom<typeof sessionMachine>;
export type { SurveySlot } from '../features/survey/survey-slot';
export type { AppInstallActor, ExternalLinkActor, MaintenanceActor } from './gates';

/**
 * The client's 111 port (DESIGN.md "Server data"): single flight lives in the session machine, so
 * however many calls fail at once, each waits for the one refresh and then replays once. A refresh
 * lost on the network answers 'unreachable': the call fails as a network error (its screen offers
 * a retry) and the member stays signed in (issue 11 §6).
 */
export async function accessTokenExpired(session: SessionActor, usedToken: string | null): Promise<boolean | 'unreachable'> {
  const stored = getStoredAccessToken();
  // another call (or tab) already replaced the token this call used
  if (stored !== null && stored !== usedToken) return true;
  if (!isLoggedIn(session.getSnapshot())) return false;
  session.send({ type: 'session.accessExpired' });
  const after = await waitFor(session, (snapshot) => !isRefreshing(snapshot));
  if (isWaitingForNetwork(after)) return 'unreachable';
  const current = getStoredAccessToken();
  return isLoggedIn(after) && current !== null && current !== usedToken;
}

/**
 * Starts the actors and connects them to the browser. A token change in another tab (sign-in,
 * refresh, logout) re-derives the validation and refetches the member's data (SPEC.md §4).
 */
export function startActors(actors: AppActors, queryClient?: QueryClient, navigation?: Navigation): () => void {
  actors.session.start();
  const stopGates = startGateActors(actors);
  const stopHostMessages = navigation
    ? handleHostMessages({
        session: actors.session,
        navigation,
        // rare messages: their code loads when the first one arrives
        onProductLike: ({ product }) => {
          if (queryClient) void import('../api/app-product').then((m) => m.applyAppProductLike(queryClient, product));
        },
        onMemberSwitch: () => {
          if (queryClient) forgetMemberData(queryClient);
        },
        onRecentProduct: ({ product }) => {
          const loggedIn = isLoggedIn(actors.session.getSnapshot());
          if (queryClient) void import('../api/app-product').then((m) => m.applyAppRecentProduct(queryClient, product, loggedIn));
        },
      })
    : () => undefined;
  const stopSurveyWatch = watchSurveyOpening(actors);
  // Google Analytics 4, only with VITE_GA_ID (and the shopper's consent where the law asks for it)
  // (its code loads only then: nothing of it weighs on the first page without it)
  let stopAnalytics = () => {};
  if (env.VITE_GA_ID !== '') {
    let stopped = false;
    stopAnalytics = () => void (stopped = true);
    void import('./analytics').then(({ connectAnalytics }) => {
      if (!stopped) stopAnalytics = connectAnalytics(actors.session);
    });
  }
  // a refresh waiting for the network tries again at once (issue 11 §6)
  const stopNetwork = onNetworkChange((online) => {
    if (online) actors.session.send({ type: 'session.online' });
  });
  const stopListening = onOtherTabChange([localKeys.accessToken, localKeys.refreshToken], () => {
    const hasToken = getStoredAccessToken() !== null;
    actors.session.send({ type: 'session.storageChanged', hasToken });
    // logged out elsewhere: nothing of the member may stay on this tab's screens (issue 11 §7)
    if (!hasToken && queryClient) forgetMemberQueries(queryClient);
    else void queryClient?.invalidateQueries({ queryKey: ['user'] });
  });
  return () => {
    stopNetwork();
    stopListening();
    stopGates();
    stopHostMessages();
    stopSurveyWatch();
    stopAnalytics();
    actors.survey.stop();
    actors.session.stop();
  };
}

/**
 * SPEC.md §4: the survey opens on startup for a member whose stored flag says 'false' (the profile
 * stores it), unless hidden by cookie or on a login page; checked once per page load. Logging out
 * closes it.
 */
function watchSurveyOpening({ session, survey }: AppActors): () => void {
  let asked = false;
  const subscription = session.subscribe((snapshot) => {
    if (!isLoggedIn(snapshot)) {
      survey.reset();
      return;
    }
    if (asked || profile(snapshot) === null) return;
    asked = true;
    void survey.openForMember();
  });
  return () => subscription.unsubscribe();
}
