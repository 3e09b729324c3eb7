// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { sessionMachine } from '../../machines/session/session.machine';
import { isLoggedIn } from '../../machines/session/session.selectors';
import { memberProfile } from '../../machines/session/session.test-kit';
import { handleHostMessages } from './gates';
import { clearLocalSession, storeTokens } from './session-services';

/**
 * The hosting app's messages as the app wires them (issue 11 §2): only the page's own window may
 * speak for the app, and tokens it hands over are checked with the server before they replace the
 * working ones. The server is a fetch stub of GET /api/v1/token/jwt/validation.
 */

const pair = (name: string) => ({ accessToken: `access-${name}`, refreshToken: `refresh-${name}`, expireDt: '2099-01-01T10:00:00+09:00' });

function validationServer(valid: readonly string[]) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (_url: RequestInfo | URL, init?: RequestInit) => {
    const token = new Headers(init?.headers).get('accessToken') ?? '';
    asked.push(token);
    if (valid.includes(token)) return new Response('{"valid":true}', { headers: { 'Content-Type': 'application/json' } });
    return new Response(JSON.stringify({ code: 110, message: '토큰 없음', errorType: 'USER' }), {
      status: 401,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return asked;
}

function setup() {
  const session = createActor(
    sessionMachine.provide({
      actors: {
        validateToken: fromPromise(() => Promise.resolve()),
        fetchProfile: fromPromise(() => Promise.resolve(memberProfile())),
        revokeTokens: fromPromise(() => Promise.resolve()),
      },
      actions: { clearLocalSession: () => clearLocalSession(new QueryClient()) },
    }),
    { input: { hasToken: true } },
  ).start();
  const navigation = { go: vi.fn() };
  const onMemberSwitch = vi.fn();
  const stop = handleHostMessages({ session, navigation, onMemberSwitch });
  cleanups.push(stop, () => session.stop());
  return { session, navigation, onMemberSwitch };
}

/** as the apps deliver: window.postMessage evaluated in the page (source: this window) */
const fromApp = (data: unknown) => window.dispatchEvent(new MessageEvent('message', { data, origin: window.location.origin, source: window }));

/** as a page of another site that opened the app with window.open and posts to it */
function fromOtherWindow(data: unknown, origin = 'https://evil.example') {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: frame.contentWindow }));
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

const cleanups: Array<() => void> = [];
beforeEach(() => {
  localStorage.clear();
  storeTokens(pair('victim'));
});
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.unstubAllGlobals();
});

describe('host messages from another window change nothing', () => {
  it('appLogin with another member’s valid tokens, appLogout and moveRoute are dropped', async () => {
    const asked = validationServer(['access-attacker']);
    const { session, navigation } = setup();
    await waitFor(session, isLoggedIn);
    fromOtherWindow({ type: 'appLogin', ...pair('attacker') });
    fromOtherWindow({ type: 'appLogout' }, window.location.origin);
    fromOtherWindow({ type: 'moveRoute', path: '/my-page/settings' });
    await settle();
    expect(asked).toEqual([]);
    expect(localStorage.getItem('accessToken1')).toBe('access-victim');
    expect(isLoggedIn(session.getSnapshot())).toBe(true);
    expect(navigation.go).not.toHaveBeenCalled();
  });
});

describe('host messages from the app’s own channel', () => {
  it('moveRoute navigates and appLogout logs out', async () => {
    validationServer([]);
    const { session, navigation } = setup();
    await waitFor(session, isLoggedIn);
    fromApp({ type: 'moveRoute', path: '/best' });
    expect(navigation.go).toHaveBeenCalledWith('/best');
    fromApp({ type: 'appLogout' });
    await waitFor(session, (snapshot) => snapshot.matches('visitor'));
    expect(localStorage.getItem('accessToken1')).toBeNull();
  });

  it('a forged appTokenRefresh (the server refuses the token) keeps the member signed in with their pair', async () => {
    const asked = validationServer(['access-victim']);
    const { session } = setup();
    await waitFor(session, isLoggedIn);
    fromApp({ type: 'appTokenRefresh', accessToken: 'garbage', refreshToken: 'junk' });
    await settle();
    expect(asked).toEqual(['garbage']);
    expect(localStorage.getItem('accessToken1')).toBe('access-victim');
    expect(localStorage.getItem('refreshToken1')).toBe('refresh-victim');
    expect(isLoggedIn(session.getSnapshot())).toBe(true);
  });

  it('an appLogin the server accepts is stored; over another member’s pair, that member’s data is forgotten', async () => {
    validationServer(['access-other']);
    const { session, onMemberSwitch } = setup();
    await waitFor(session, isLoggedIn);
    fromApp({ type: 'appLogin', ...pair('other') });
    await vi.waitFor(() => expect(localStorage.getItem('accessToken1')).toBe('access-other'));
    expect(onMemberSwitch).toHaveBeenCalledTimes(1);
    await waitFor(session, isLoggedIn);
  });
});
