// @vitest-environment jsdom
/**
 * Model-based tests of social sign-in through its real screens (issue 26 §3), as the survey's are
 * through its dialog: every path the sign-in model generates (machines/social-sign-in/
 * social-sign-in.model.ts) is replayed on the real login page (/login), the providers' callback
 * pages (/login-landing, /login-landing-apple) and the agreement page (/sign-up), in a router, with
 * the app's real dialogs. The shopper's events are clicks on buttons found by their accessible
 * names; a provider's return is the callback page opened at the address the provider sends back;
 * the network (Apple's popup, Naver's profile, the market's sign-in call) is a pending stub the
 * test settles. After every event the screen must show what the oracle
 * (machines/social-sign-in/social-sign-in.oracle.ts, written from SPEC.md) says.
 *
 * Two events cannot happen on a screen (a dialog that fails to open): paths with them run in the
 * machine's own model test only.
 */
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise, type AnyActorRef } from 'xstate';
import { caseOf, signInModelPaths, signInOracle } from '../../../machines/social-sign-in/social-sign-in.model';
import { signInStart, type SignInFacts } from '../../../machines/social-sign-in/social-sign-in.oracle';
import { signInTexts } from '../../../machines/social-sign-in/social-sign-in.types';
import type { Expected } from '../../../machines/test-support/oracle';
import { pathEvents, type ModelEvent } from '../../../machines/test-support/test-model';
import { local, localKeys } from '../../platform/storage';
import { AppDialogs } from '../../ui/dialogs/app-dialogs';
import { resetDialogs } from '../../ui/dialogs/dialog-store';
import { settled } from '../../ui/test-utils/render-in-router';
import type * as SignInServicesModule from './sign-in-services';

type SignInServices = typeof SignInServicesModule;

/** The network the screens wait for, settled by the test; the redirects to Naver, recorded. */
const network = vi.hoisted(() => ({
  pending: new Map<string, { resolve: (value: unknown) => void; reject: (error: unknown) => void; input: unknown }>(),
  redirects: [] as Array<{ reprompt: boolean }>,
}));

vi.mock('./sign-in-services', async (importOriginal) => {
  const real = await importOriginal<SignInServices>();
  const pendingCall = (name: string) =>
    fromPromise(({ input }: { input: unknown }) => new Promise((resolve, reject) => network.pending.set(name, { resolve, reject, input })));
  return {
    ...real,
    // the screens' real machine and implementations; only the network and the page leaving are the test's
    createSignInMachine: (deps: Parameters<typeof real.createSignInMachine>[0]) =>
      real.createSignInMachine(deps).provide({
        actors: {
          authorizeApple: pendingCall('authorizeApple') as never,
          fetchNaverProfile: pendingCall('fetchNaverProfile') as never,
          signInAndUp: pendingCall('signInAndUp') as never,
        },
        actions: { redirectToNaver: (_, params) => void network.redirects.push(params) },
      }),
  };
});

const { LoginScreen } = await import('./login-screen');
const { LoginLandingScreen } = await import('./login-landing-screen');
const { SignUpScreen } = await import('./sign-up-screen');

const session = { send: vi.fn() };

async function renderApp() {
  const root = createRootRouteWithContext<{ session: AnyActorRef }>()({
    component: () => (
      <>
        <Outlet />
        <AppDialogs />
      </>
    ),
  });
  const routes = [
    createRoute({ getParentRoute: () => root, path: '/', component: () => <p>홈</p> }),
    createRoute({ getParentRoute: () => root, path: '/login', component: LoginScreen }),
    createRoute({ getParentRoute: () => root, path: '/login-landing', component: () => <LoginLandingScreen provider="naver" /> }),
    createRoute({ getParentRoute: () => root, path: '/login-landing-apple', component: () => <LoginLandingScreen provider="apple" /> }),
    createRoute({ getParentRoute: () => root, path: '/sign-up', component: SignUpScreen }),
  ];
  const router = createRouter({
    routeTree: root.addChildren(routes),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    context: { session: session as unknown as AnyActorRef },
  });
  act(() => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  });
  await settled(router.load());
  return router;
}

type AppRouter = Awaited<ReturnType<typeof renderApp>>;

/** The callback page's address as each provider sends the shopper back. */
const returns: Record<string, { url: string; storedState: string }> = {
  'return: naver': { url: '/login-landing#access_token=naver-token&state=s1', storedState: 's1' },
  'return: state mismatch': { url: '/login-landing#access_token=naver-token&state=s1', storedState: 'another-state' },
  'return: apple': {
    url: `/login-landing-apple?id_token=apple-token&state=s2&user=${encodeURIComponent(JSON.stringify({ name: { lastName: '김', firstName: '마켓' } }))}`,
    storedState: 's2',
  },
  'return: cancelled': { url: '/login-landing#error=access_denied&state=s1', storedState: 's1' },
  'return: provider error': { url: '/login-landing#error=invalid_request&state=s1', storedState: 's1' },
};

const eventually = (check: () => void) => waitFor(check, { interval: 5 });
/** the app's alert or confirm on screen (a native modal <dialog>) */
const openAlert = () => document.querySelector<HTMLDialogElement>('dialog[open]');
const openConfirm = openAlert;
const buttonIn = (root: ParentNode | null, name: string) => [...(root?.querySelectorAll('button') ?? [])].find((button) => button.textContent?.trim() === name) ?? null;

async function settle(name: string, event: ModelEvent) {
  await eventually(() => expect(network.pending.has(name), `${name} is waiting`).toBe(true));
  const call = network.pending.get(name)!;
  network.pending.delete(name);
  await act(async () => {
    if (event.type.startsWith('xstate.done')) call.resolve(event.output);
    else call.reject(event.error);
  });
}

/** Plays one model event the way it happens in the app. */
async function play(user: ReturnType<typeof userEvent.setup>, router: AppRouter, event: ModelEvent, eventCase: string) {
  if (eventCase === 'start: naver' || eventCase === 'start: apple') {
    if (router.state.location.pathname !== '/login') await settled(router.navigate({ to: '/login' }));
    const name = eventCase === 'start: naver' ? '네이버로 시작하기' : 'Apple로 계속하기';
    const button = await screen.findByRole('button', { name });
    await eventually(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    await user.click(button);
    return;
  }
  const back = returns[eventCase];
  if (back) {
    local.set(localKeys.state, back.storedState);
    // the callback page reads the browser's own address, as the provider left it
    window.history.replaceState(null, '', back.url);
    router.history.push(back.url);
    await settled(router.load());
    return;
  }
  switch (eventCase) {
    case 'consent: again':
    case 'consent: cancel':
      await eventually(() => expect(openConfirm()).not.toBeNull());
      await user.click(buttonIn(openConfirm(), eventCase === 'consent: again' ? '다시 동의하기' : '취소')!);
      return;
    case 'message: closed':
      await eventually(() => expect(openAlert()).not.toBeNull());
      await user.click(buttonIn(openAlert(), '확인')!);
      return;
    default: {
      const name = event.type.split('.').pop() ?? '';
      await settle(name, event);
    }
  }
}

/** The screen shows the state the oracle says. */
async function expectScreen(router: AppRouter, expected: Expected<SignInFacts>, redirectsBefore: number) {
  const path = () => router.state.location.pathname;
  const loginButtons = () => ['네이버로 시작하기', 'Apple로 계속하기'].map((name) => screen.queryByRole('button', { name }) as HTMLButtonElement | null);
  switch (expected.state) {
    case 'idle':
      // back on the login page, ready for another try
      await eventually(() => expect(path()).toBe('/login'));
      await eventually(() => expect(loginButtons().map((button) => button?.disabled)).toEqual([false, false]));
      expect(openAlert()).toBeNull();
      return;
    case 'redirecting':
      // the page leaves for Naver's consent screen (asked again after a missing item)
      expect(network.redirects.slice(redirectsBefore)).toEqual([{ reprompt: expected.facts.reprompt }]);
      if (path() === '/login') await eventually(() => expect(loginButtons().every((button) => button?.disabled)).toBe(true));
      return;
    case 'authorizingApple':
      await eventually(() => expect(network.pending.has('authorizeApple')).toBe(true));
      await eventually(() => expect(loginButtons().every((button) => button?.disabled)).toBe(true));
      return;
    case 'fetchingNaverProfile':
      await eventually(() => expect(network.pending.get('fetchNaverProfile')?.input).toEqual({ socialToken: 'naver-token' }));
      expect(screen.getByRole('status').textContent).toContain('로그인하고 있어요');
      return;
    case 'askingConsent':
      await eventually(() => expect(openConfirm()?.textContent).toContain(signInTexts.consentRequired));
      return;
    case 'signingIn':
      await eventually(() => expect(network.pending.has('signInAndUp')).toBe(true));
      return;
    case 'failed':
      await eventually(() => expect(openAlert()?.textContent).toContain(expected.facts.message));
      return;
    case 'signedIn':
      // a first sign-in: the tokens to the session, then the agreement screen
      await eventually(() => expect(path()).toBe('/sign-up'));
      expect(await screen.findByRole('button', { name: '동의하고 시작하기' })).toBeTruthy();
      expect(session.send).toHaveBeenCalledWith(expect.objectContaining({ type: 'session.signedIn' }));
      return;
    default:
      throw new Error(`no screen for ${expected.state}`);
  }
}

const oracle = signInOracle();
const unplayable = new Set(['consent: gone', 'message: gone']);
const paths = signInModelPaths().filter((path) => pathEvents(path).every((event) => !unplayable.has(caseOf(event))));

beforeEach(() => {
  network.pending.clear();
  network.redirects.length = 0;
  session.send.mockClear();
  localStorage.clear();
});
afterEach(() => resetDialogs());

describe('social sign-in model: every path through the login, callback and agreement screens', () => {
  it('has paths to walk', () => {
    expect(paths.length).toBeGreaterThan(20);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const user = userEvent.setup({ delay: null });
      const router = await renderApp();
      let expected = signInStart();
      for (const event of pathEvents(path)) {
        const eventCase = caseOf(event);
        const redirectsBefore = network.redirects.length;
        await play(user, router, event, eventCase);
        expected = oracle.next(expected, eventCase);
        await expectScreen(router, expected, redirectsBefore);
      }
    });
  }
});
