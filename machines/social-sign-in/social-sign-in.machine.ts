import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { errorCode, isRateLimitAnswer } from '../session/session.types';
import { machineIds } from '../ids';
import { serverMessage } from '../server-message';
import {
  MINIMUM_AGE_YEARS,
  PROHIBITED_CODES,
  SILENT_PROVIDER_ERRORS,
  signInTexts,
  type NaverProfile,
  type ProviderReturn,
  type SocialCredentials,
  type SocialProvider,
  type SocialSignInResult,
} from './social-sign-in.types';

export interface SocialSignInInput {
  /** the current year, for the minimum age (SPEC.md §5) */
  currentYear: number;
}

export interface SocialSignInContext {
  currentYear: number;
  credentials: SocialCredentials | null;
  /** the message the failure dialog shows */
  message: string | null;
  /** the market's answer, once signed in */
  result: SocialSignInResult | null;
}

export type SocialSignInEvent =
  /** the shopper taps a provider's button on /login */
  | { type: 'signIn.start'; provider: SocialProvider }
  /** a callback page (/login-landing, /login-landing-apple) read the provider's redirect */
  | { type: 'signIn.returned'; result: ProviderReturn };

const outputOf = <T>(event: { type: string }): T => (event as { type: string; output: T }).output;
const errorOf = (event: { type: string }): unknown => (event as { type: string; error?: unknown }).error;


function providerError(event: { type: string }): string {
  const error = errorOf(event);
  if (typeof error === 'object' && error !== null && 'error' in error) return String((error as { error: unknown }).error);
  return 'unknown';
}

/**
 * Social sign-in: Naver (a redirect to its consent screen and back to /login-landing) and Apple (a
 * popup, or a redirect to /login-landing-apple where popups are blocked), then the market's
 * sign-in call; the session machine takes the tokens.
 *
 * idle ─ start naver ─► redirecting (the page leaves)
 *   │  ─ start apple ─► authorizingApple ─ ok ─► signingIn ─ ok ─► signedIn
 *   └─ returned ─► checkingReturn ─► naver: fetchingNaverProfile ─► (consent? age?) ─► signingIn
 *                                     └─ errors ─► failed (dialog) ─► leaving
 */
export const socialSignInMachine = setup({
  types: {
    context: {} as SocialSignInContext,
    events: {} as SocialSignInEvent,
    input: {} as SocialSignInInput,
  },
  actors: {
    /** Apple's sign-in popup (or a redirect when popups are blocked, which never resolves) */
    authorizeApple: fromPromise<SocialCredentials>(async () => {
      throw new Error('authorizeApple not provided');
    }),
    /** Naver's profile (/v1/nid/me) with the social token: which items the shopper agreed to give */
    fetchNaverProfile: fromPromise<NaverProfile, { socialToken: string }>(async () => {
      throw new Error('fetchNaverProfile not provided');
    }),
    /** the confirm of SPEC.md §5; resolves true when the shopper accepts */
    confirmConsent: fromPromise<boolean, { message: string }>(async () => false),
    /** POST /api/v2/auth/social/signin-and-up */
    signInAndUp: fromPromise<SocialSignInResult, { credentials: SocialCredentials }>(async () => {
      throw new Error('signInAndUp not provided');
    }),
    /** an alert; resolves when closed */
    showMessage: fromPromise<boolean, { message: string }>(async () => true),
  },
  actions: {
    /** to Naver's consent screen, with a fresh stored `state`; `reprompt` asks for the items again */
    redirectToNaver: (_, _params: { reprompt: boolean }) => undefined,
    storeCredentials: assign({
      credentials: ({ event }) => {
        if (event.type === 'signIn.returned' && event.result.kind === 'authorized') return event.result.credentials;
        return outputOf<SocialCredentials>(event);
      },
    }),
    setMessage: assign({ message: (_, params: { message: string }) => params.message }),
    setServerMessage: assign({ message: ({ event }) => serverMessage(errorOf(event)) ?? signInTexts.generic }),
    storeResult: assign({ result: ({ event }) => outputOf<SocialSignInResult>(event) }),
    forgetAttempt: assign({ credentials: null, message: null }),
    /** hands context.result's tokens to the session machine (session.signedIn) */
    reportSignedIn: () => undefined,
    /** a first sign-in (context.result.isNewMember): the agreement screen; else where the shopper wanted to go */
    completeSignIn: () => undefined,
    /** back to /login, or close the window when it is a popup */
    leave: () => undefined,
  },
  guards: {
    startsWith: ({ event }, params: { provider: SocialProvider }) => {
      assertEvent(event, 'signIn.start');
      return event.provider === params.provider;
    },
    isSilentProviderError: ({ event }) => {
      if (event.type === 'signIn.returned') return event.result.kind === 'error' && SILENT_PROVIDER_ERRORS.includes(event.result.error);
      return SILENT_PROVIDER_ERRORS.includes(providerError(event));
    },
    isProviderError: ({ event }) => event.type === 'signIn.returned' && event.result.kind === 'error',
    stateMismatch: ({ event }) => event.type === 'signIn.returned' && event.result.kind === 'authorized' && !event.result.stateMatches,
    returnedFrom: ({ event }, params: { provider: SocialProvider }) =>
      event.type === 'signIn.returned' && event.result.kind === 'authorized' && event.result.credentials.provider === params.provider,
    missesRequiredItems: ({ event }) => {
      const profile = outputOf<NaverProfile>(event);
      return [profile.email, profile.gender, profile.birthyear, profile.mobile].some((item) => item === undefined || item === null || item === '');
    },
    isUnderAge: ({ context, event }) => {
      const year = Number(outputOf<NaverProfile>(event).birthyear);
      return !Number.isInteger(year) || year >= context.currentYear - MINIMUM_AGE_YEARS;
    },
    accepted: ({ event }) => outputOf<boolean>(event),
    isProhibited: ({ event }) => {
      const code = errorCode(errorOf(event));
      return code !== null && PROHIBITED_CODES.includes(code);
    },
    /** too many sign-ins from here (429): the server's message says when to try again */
    isRateLimited: ({ event }) => isRateLimitAnswer(errorOf(event)),
  },
}).createMachine({
  id: machineIds.socialSignIn,
  context: ({ input }) => ({ currentYear: input.currentYear, credentials: null, message: null, result: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'signIn.start': [
          { guard: { type: 'startsWith', params: { provider: 'naver' } }, target: 'redirecting', actions: { type: 'redirectToNaver', params: { reprompt: false } } },
          { target: 'authorizingApple' },
        ],
        'signIn.returned': [
          { guard: 'isSilentProviderError', target: 'leaving' },
          { guard: 'isProviderError', target: 'failed', actions: { type: 'setMessage', params: { message: signInTexts.providerFailed } } },
          { guard: 'stateMismatch', target: 'failed', actions: { type: 'setMessage', params: { message: signInTexts.providerFailed } } },
          { guard: { type: 'returnedFrom', params: { provider: 'naver' } }, target: 'fetchingNaverProfile', actions: 'storeCredentials' },
          { target: 'signingIn', actions: 'storeCredentials' },
        ],
      },
    },

    /** the page is on its way to the provider */
    redirecting: {},

    authorizingApple: {
      invoke: {
        id: 'authorizeApple',
        src: 'authorizeApple',
        onDone: { target: 'signingIn', actions: 'storeCredentials' },
        onError: [
          { guard: 'isSilentProviderError', target: 'idle' },
          { target: 'failed', actions: { type: 'setMessage', params: { message: signInTexts.providerFailed } } },
        ],
      },
    },

    fetchingNaverProfile: {
      invoke: {
        id: 'fetchNaverProfile',
        src: 'fetchNaverProfile',
        input: ({ context }) => ({ socialToken: context.credentials?.socialToken ?? '' }),
        onDone: [
          { guard: 'missesRequiredItems', target: 'askingConsent' },
          { guard: 'isUnderAge', target: 'failed', actions: { type: 'setMessage', params: { message: signInTexts.underAge } } },
          { target: 'signingIn' },
        ],
        onError: { target: 'failed', actions: { type: 'setMessage', params: { message: signInTexts.generic } } },
      },
    },

    askingConsent: {
      invoke: {
        id: 'confirmConsent',
        src: 'confirmConsent',
        input: { message: signInTexts.consentRequired },
        onDone: [
          { guard: 'accepted', target: 'redirecting', actions: { type: 'redirectToNaver', params: { reprompt: true } } },
          { target: 'leaving' },
        ],
        onError: { target: 'leaving' },
      },
    },

    signingIn: {
      invoke: {
        id: 'signInAndUp',
        src: 'signInAndUp',
        input: ({ context }) => ({ credentials: context.credentials as SocialCredentials }),
        onDone: {
          target: 'signedIn',
          actions: ['storeResult', 'reportSignedIn', 'completeSignIn'],
        },
        onError: [
          { guard: 'isProhibited', target: 'failed', actions: 'setServerMessage' },
          { guard: 'isRateLimited', target: 'failed', actions: 'setServerMessage' },
          { target: 'failed', actions: { type: 'setMessage', params: { message: signInTexts.generic } } },
        ],
      },
    },

    failed: {
      invoke: {
        id: 'showMessage',
        src: 'showMessage',
        input: ({ context }) => ({ message: context.message ?? signInTexts.generic }),
        onDone: { target: 'leaving' },
        onError: { target: 'leaving' },
      },
    },

    /** back to /login (or the popup closes); the login page can start again */
    leaving: {
      entry: 'leave',
      always: { target: 'idle', actions: 'forgetAttempt' },
    },

    signedIn: { type: 'final' },
  },
});

export type SocialSignInMachine = typeof socialSignInMachine;
