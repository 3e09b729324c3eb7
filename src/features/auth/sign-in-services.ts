import { fromPromise, type AnyActorRef } from 'xstate';
import { socialSignInMachine } from '../../../machines/social-sign-in/social-sign-in.machine';
import {
  ChannelTypeOf,
  type ProviderReturn,
  type SocialCredentials,
  type SocialProvider,
} from '../../../machines/social-sign-in/social-sign-in.types';
import { signInAndUp } from '../../api/auth';
import { fetchNaverProfile } from '../../api/naver';
import { env } from '../../config/env';
import { device } from '../../platform/device';
import { openAuxiliaryWindow } from '../../platform/external';
import { local, localKeys } from '../../platform/storage';
import { alert, confirm } from '../../ui/dialogs/dialog-store';
import { takeDestination } from './destination';

/**
 * The browser side of the social sign-in statechart (machines/social-sign-in): provider redirects
 * and popups, the callback pages' parsing, where a signed-in shopper goes next.
 */

export const NAVER_CALLBACK_PATH = '/login-landing';
export const APPLE_CALLBACK_PATH = '/login-landing-apple';
/** the message the Apple popup's callback page posts to the login page */
export const APPLE_POPUP_MESSAGE = 'market.appleSignIn';
const POPUP_CLOSED_POLL_MS = 500;

function randomState(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The provider gets a path on a same-origin stand-in, an absolute URL on the real provider. */
function callbackUri(authorizeUrl: string, path: string): string {
  return authorizeUrl.startsWith('/') ? path : `${window.location.origin}${path}`;
}

export function naverAuthorizeUrl(state: string, reprompt: boolean): string {
  const params = new URLSearchParams({
    response_type: 'token',
    client_id: env.VITE_NAVER_CLIENT_ID,
    redirect_uri: callbackUri(env.VITE_NAVER_AUTHORIZE_URL, NAVER_CALLBACK_PATH),
    state,
  });
  if (reprompt) params.set('auth_type', 'reprompt');
  return `${env.VITE_NAVER_AUTHORIZE_URL}?${params.toString()}`;
}

export function appleAuthorizeUrl(state: string, popup: boolean): string {
  const params = new URLSearchParams({
    client_id: env.VITE_APPLE_CLIENT_ID,
    redirect_uri: callbackUri(env.VITE_APPLE_AUTHORIZE_URL, popup ? `${APPLE_CALLBACK_PATH}?from=popup` : APPLE_CALLBACK_PATH),
    state,
    response_type: 'code id_token',
    response_mode: 'query',
    scope: 'name email',
  });
  return `${env.VITE_APPLE_AUTHORIZE_URL}?${params.toString()}`;
}

function beginAttempt(provider: SocialProvider): string {
  const state = randomState();
  local.set(localKeys.state, state);
  local.set(localKeys.socialLoginPlatform, provider);
  return state;
}

/** Naver's implicit flow comes back with `#access_token=…&state=…` or `#error=…`. */
export function parseNaverReturn(hash: string, storedState: string | null): ProviderReturn {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const error = params.get('error');
  const socialToken = params.get('access_token');
  if (error !== null || !socialToken) return { kind: 'error', error: error ?? 'missing_token' };
  const state = params.get('state') ?? '';
  return { kind: 'authorized', credentials: { provider: 'naver', socialToken, state }, stateMatches: storedState !== null && state === storedState };
}

/** Apple comes back with `?id_token=…&state=…&user={"name":{…}}` or `?error=…`. */
export function parseAppleReturn(search: string, storedState: string | null): ProviderReturn {
  const params = new URLSearchParams(search);
  const error = params.get('error');
  const socialToken = params.get('id_token');
  if (error !== null || !socialToken) return { kind: 'error', error: error ?? 'missing_token' };
  const state = params.get('state') ?? '';
  const credentials: SocialCredentials = { provider: 'apple', socialToken, state };
  const name = appleName(params.get('user'));
  if (name) credentials.name = name;
  return { kind: 'authorized', credentials, stateMatches: storedState !== null && state === storedState };
}

function appleName(user: string | null): string | undefined {
  if (!user) return undefined;
  try {
    const parsed = JSON.parse(user) as { name?: { firstName?: unknown; lastName?: unknown } };
    const last = typeof parsed.name?.lastName === 'string' ? parsed.name.lastName : '';
    const first = typeof parsed.name?.firstName === 'string' ? parsed.name.firstName : '';
    const name = `${last}${first}`.trim();
    return name === '' ? undefined : name.slice(0, 60);
  } catch {
    return undefined;
  }
}

/**
 * Apple in a popup, like Apple's JS SDK: resolves with the credentials the popup's callback page
 * posts back, rejects with `{ error }` (popup_closed_by_user when closed first). Where popups are
 * blocked, the page itself goes to Apple and comes back to /login-landing-apple; this never settles.
 */
function authorizeAppleInPopup(): Promise<SocialCredentials> {
  const state = beginAttempt('apple');
  const popup = openAuxiliaryWindow(appleAuthorizeUrl(state, true), 'appleSignIn', 'popup,width=480,height=680');
  if (popup === null) {
    window.location.assign(appleAuthorizeUrl(state, false));
    return new Promise(() => undefined);
  }
  return new Promise((resolve, reject) => {
    const finish = () => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(closedPoll);
    };
    const onMessage = (event: MessageEvent) => {
      const data: unknown = event.data;
      if (event.origin !== window.location.origin || typeof data !== 'object' || data === null) return;
      const message = data as { type?: unknown; search?: unknown };
      if (message.type !== APPLE_POPUP_MESSAGE || typeof message.search !== 'string') return;
      finish();
      const result = parseAppleReturn(message.search, local.get(localKeys.state));
      if (result.kind === 'error') reject({ error: result.error });
      else if (!result.stateMatches) reject({ error: 'state_mismatch' });
      else resolve(result.credentials);
    };
    const closedPoll = window.setInterval(() => {
      if (popup.closed) {
        finish();
        reject({ error: 'popup_closed_by_user' });
      }
    }, POPUP_CLOSED_POLL_MS);
    window.addEventListener('message', onMessage);
  });
}

/** In the Apple popup: hand the result to the login page that opened it, then close. */
export function relayAppleReturnToOpener(): boolean {
  const params = new URLSearchParams(window.location.search);
  if (params.get('from') !== 'popup') return false;
  try {
    const opener = window.opener as Window | null;
    if (opener === null || opener.location.origin !== window.location.origin) return false;
    opener.postMessage({ type: APPLE_POPUP_MESSAGE, search: window.location.search }, window.location.origin);
  } catch {
    return false;
  }
  window.close();
  return true;
}

function isSignInPopup(): boolean {
  try {
    const opener = window.opener as Window | null;
    return opener !== null && opener !== window && opener.location.origin === window.location.origin;
  } catch {
    return false;
  }
}

export interface SignInDeps {
  session: AnyActorRef;
  navigate: (to: string) => void;
}

/** The social sign-in machine with the browser's implementations. */
export function createSignInMachine({ session, navigate }: SignInDeps) {
  return socialSignInMachine.provide({
    actors: {
      authorizeApple: fromPromise(authorizeAppleInPopup),
      fetchNaverProfile: fromPromise(({ input }: { input: { socialToken: string } }) => fetchNaverProfile(input.socialToken)),
      confirmConsent: fromPromise(({ input }: { input: { message: string } }) =>
        confirm({ message: input.message, confirmText: '다시 동의하기', cancelText: '취소', persistent: true }),
      ),
      signInAndUp: fromPromise(async ({ input: { credentials } }: { input: { credentials: SocialCredentials } }) => {
        const response = await signInAndUp({
          channelType: ChannelTypeOf[credentials.provider],
          socialToken: credentials.socialToken,
          redirectUri: credentials.provider === 'naver' ? NAVER_CALLBACK_PATH : APPLE_CALLBACK_PATH,
          state: credentials.state,
          deviceType: device.type(),
          ...(credentials.name ? { name: credentials.name } : {}),
        });
        return {
          tokens: { accessToken: response.accessToken, refreshToken: response.refreshToken, expireDt: response.expireDt },
          banStatus: response.banStatus,
          isNewMember: response.isNewMember,
          isCafe24Register: response.isCafe24Register,
        };
      }),
      showMessage: fromPromise(async ({ input }: { input: { message: string } }) => {
        await alert({ message: input.message });
        return true;
      }),
    },
    actions: {
      redirectToNaver: (_, params) => {
        const state = beginAttempt('naver');
        window.location.assign(naverAuthorizeUrl(state, params.reprompt));
      },
      reportSignedIn: ({ context }) => {
        if (context.result) session.send({ type: 'session.signedIn', result: context.result });
      },
      completeSignIn: ({ context }) => {
        local.remove(localKeys.state);
        if (context.result?.isNewMember) navigate('/sign-up');
        else navigate(takeDestination());
      },
      leave: () => {
        local.remove(localKeys.state);
        if (isSignInPopup()) window.close();
        else navigate('/login');
      },
    },
  });
}
