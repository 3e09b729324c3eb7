// @vitest-environment jsdom
/**
 * Issue 3, "Guarded routes never loop": every route of SPEC.md §2 × {visitor, valid, 111, 112,
 * maintenance} settles within two redirects, reading the session actor only (no network call per navigation). The real
 * route tree and guards run on a memory history; the session's calls are stubs that answer as the
 * server would in each situation.
 */
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { sessionMachine } from '../../machines/session/session.machine';
import { appInstallMachine } from '../../machines/app-install/app-install.machine';
import { externalLinkMachine } from '../../machines/external-link/external-link.machine';
import { maintenanceMachine } from '../../machines/maintenance/maintenance.machine';
import { gate } from '../../machines/maintenance/maintenance.selectors';
import type { AppProfileSummary } from '../../machines/maintenance/maintenance.types';
import { isSettled } from '../../machines/session/session.selectors';
import { memberProfile } from '../../machines/session/session.test-kit';
import { createSurveySlot } from '../features/survey/survey-slot';
import { linkDecisions } from '../platform/link-policy';
import { routeTree } from '../../generated/routeTree.gen';
import { routeCases } from '../../tests/e2e/support/routes';
import type { SessionActor } from './actors';

const apiError = (code: number) => Object.assign(new Error(`code ${code}`), { code });

type Situation = 'visitor' | 'valid' | '111' | '112' | 'maintenance';

/** the maintenance gate after its first app profile: open, or in maintenance */
async function gateFor(situation: Situation) {
  const actor = createActor(
    maintenanceMachine.provide({
      actors: { fetchAppProfile: fromPromise(async (): Promise<AppProfileSummary> => ({ inspectionInProgress: situation === 'maintenance', webVersion: null })) },
      actions: { redirect: () => undefined, storeMaintenanceFlag: () => undefined, clearMaintenanceFlag: () => undefined },
    }),
    { input: { path: '/', isPopup: false, bypass: false, maintenanceFlag: false } },
  ).start();
  await waitFor(actor, (snapshot) => gate(snapshot) !== 'unknown', { timeout: 2000 });
  return actor;
}

function sessionIn(situation: Situation): SessionActor {
  const calls = { validate: 0 };
  const machine = sessionMachine.provide({
    actors: {
      validateToken: fromPromise(async () => {
        calls.validate += 1;
        if (situation === '111' || situation === '112') throw apiError(111);
      }),
      refreshTokens: fromPromise(async () => {
        if (situation === '112') throw apiError(112);
      }),
      fetchProfile: fromPromise(async () => memberProfile()),
      revokeTokens: fromPromise(async (): Promise<void> => undefined),
      showExpiredDialog: fromPromise(async (): Promise<void> => undefined),
    },
    actions: { goToLogin: () => undefined, openShopLogout: () => undefined, clearLocalSession: () => undefined },
  });
  return createActor(machine, { input: { hasToken: situation !== 'visitor' } }).start();
}

beforeAll(() => {
  // loaders may ask for catalogue data: answer nothing, quickly (redirects are what this test counts)
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline in this test')));
});
afterAll(() => vi.unstubAllGlobals());
beforeEach(() => {
  localStorage.clear();
  document.cookie = 'redirectPath=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

const situations: Situation[] = ['visitor', 'valid', '111', '112', 'maintenance'];

describe.each(situations)('every route with a %s session', (situation) => {
  it.each(routeCases.map((route) => [route.url, route] as const))('%s settles within two redirects', async (url, route) => {
    const session = sessionIn(situation === 'maintenance' ? 'visitor' : situation);
    await waitFor(session, isSettled, { timeout: 2000 });
    const loggedIn = situation === 'valid' || situation === '111';

    const router = createRouter({
      routeTree,
      history: createMemoryHistory({ initialEntries: [url] }),
      context: {
        queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
        siteOrigin: 'http://localhost',
        session,
        survey: createSurveySlot({ navigation: { go: () => undefined } }),
        maintenance: await gateFor(situation),
        externalLink: createActor(externalLinkMachine, {
          input: { policy: linkDecisions({ appOrigin: 'http://localhost', ownHosts: [], serverPathPrefixes: [] }), environment: 'browser', externalReferrer: false },
        }),
        appInstall: createActor(appInstallMachine, { input: { isMobile: true, inWebView: false, seenThisSession: false } }),
      },
      caseSensitive: true,
    });
    const visited: string[] = [];
    router.subscribe('onBeforeNavigate', ({ toLocation }) => visited.push(toLocation.pathname));
    await router.load();
    await router.load();

    const redirects = Math.max(0, new Set(visited).size - 1);
    expect(redirects, `visited ${visited.join(' → ')}`).toBeLessThanOrEqual(2);
    const final = router.state.location.pathname;
    const path = url.split('?')[0];
    if (situation === 'maintenance') expect(final).toBe('/maintenance');
    // no maintenance: its page has nothing to say, home instead
    else if (path === '/maintenance') expect(final).toBe('/');
    else if (route.requireAuth && !loggedIn) expect(final).toBe('/login');
    // a member has nothing to do on the login pages: on to the remembered path, here none, so home
    else if (loggedIn && (path === '/login' || path === '/login-action')) expect(final).toBe('/');
    else expect(final).toBe(route.settlesAt ?? path);
    session.stop();
  });
});
