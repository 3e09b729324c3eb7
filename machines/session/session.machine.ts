import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { machineIds } from '../ids';
import {
  errorCode,
  SessionErrorCode,
  type LogoutReason,
  type SessionProfile,
  type SignInResult,
} from './session.types';

/** SPEC.md §4 and §9, defined once. */
export const sessionTiming = {
  /** profile refetch and JWT revalidation while logged in */
  profilePollMs: 300_000,
  /** refresh is tried at most this many times in a row before the session counts as expired */
  maxRefreshAttempts: 2,
} as const;

export interface SessionInput {
  /** a token is stored locally (read at startup, after legacy keys were cleared) */
  hasToken: boolean;
}

export interface SessionContext {
  hasToken: boolean;
  /** refreshes since the last authenticated call that succeeded */
  refreshAttempts: number;
  profile: SessionProfile | null;
  logoutReason: LogoutReason | null;
  /** the ban dialog was shown for this page load */
  banNotified: boolean;
}

export type SessionEvent =
  /** another tab changed the stored tokens */
  | { type: 'session.storageChanged'; hasToken: boolean }
  /** social sign-in finished: store the tokens and become a member */
  | { type: 'session.signedIn'; result: SignInResult }
  /** an API call answered 111 */
  | { type: 'session.accessExpired' }
  /** an API call answered 112 */
  | { type: 'session.refreshExpired' }
  /** the shopper logs out */
  | { type: 'session.logout' }
  /** the account was withdrawn: leave without calling the token API again */
  | { type: 'session.withdrawn' };

const hasCode = (code: number) => (error: unknown) => errorCode(error) === code;

/** The output of the fetchProfile actor, in the guards and actions of its done event. */
function profileOf(event: { type: string }): SessionProfile {
  return (event as { type: string; output: SessionProfile }).output;
}

/**
 * The session: visitor or member, and everything that keeps a member's tokens alive or ends them.
 *
 * unknown ─ token? ─► validating ─ 200 ─► member ⇄ refreshing
 *    └─ no token ─► visitor ◄─ loggingOut ◄─ (logout, retrySignIn, 112, revoked)
 *                       ▲                └─ 112 ─► expired (dialog) ─ confirmed ─► visitor + login
 *
 * Every side effect is named here and implemented in src/app/actors.ts: the API calls (actors), the
 * storage and cookie writes, dialogs and navigation (actions).
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    /** GET /api/v1/token/jwt/validation: resolves when the stored access token is valid */
    validateToken: fromPromise(async (): Promise<void> => {
      throw new Error('validateToken not provided');
    }),
    /**
     * PUT /api/v1/token/jwt/refresh under a cross-tab lock; stores the new tokens itself (inside the
     * lock), or resolves at once when another tab already refreshed.
     */
    refreshTokens: fromPromise(async (): Promise<void> => {
      throw new Error('refreshTokens not provided');
    }),
    /** GET /api/v2/user/profile */
    fetchProfile: fromPromise<SessionProfile>(() => Promise.reject(new Error('fetchProfile not provided'))),
    /** DELETE /api/v1/token/jwt; its failure never keeps the shopper logged in */
    revokeTokens: fromPromise(async (): Promise<void> => undefined),
    /** the expiry dialog of SPEC.md §8; resolves when the shopper confirms */
    showExpiredDialog: fromPromise(async (): Promise<void> => undefined),
  },
  actions: {
    setHasToken: assign({
      hasToken: ({ event }) => {
        assertEvent(event, 'session.storageChanged');
        return event.hasToken;
      },
    }),
    countRefreshAttempt: assign({ refreshAttempts: ({ context }) => context.refreshAttempts + 1 }),
    resetRefreshAttempts: assign({ refreshAttempts: 0 }),
    storeProfile: assign({ profile: ({ event }) => profileOf(event) }),
    setLogoutReason: assign({ logoutReason: (_, params: { reason: LogoutReason }) => params.reason }),
    /** a visitor carries nothing of a previous session (the stored token, if any, stays known) */
    forgetSession: assign({ profile: null, refreshAttempts: 0, logoutReason: null, banNotified: false }),
    markTokenStored: assign({ hasToken: true }),
    markTokenCleared: assign({ hasToken: false }),
    markBanNotified: assign({ banNotified: true }),
    /** writes the signed-in tokens, cookies and sign-in data (src/platform) */
    storeSignIn: () => undefined,
    /** SPEC.md §3: tokenRefreshTrigger, for screens that refetch after a refresh */
    markRefreshTrigger: () => undefined,
    /** SPEC.md §4 Logout: tokens, social-login data, bypass and redirect data, survey status, ... */
    clearLocalSession: () => undefined,
    /** the external shop's logout page: same window on mobile Safari outside the web view, else a tiny window */
    openShopLogout: () => undefined,
    showBanDialog: () => undefined,
    /** to the login page, or close the window when this is a popup */
    goToLogin: () => undefined,
    /** retrySignIn: reload at home */
    reloadHome: () => undefined,
  },
  guards: {
    hasToken: ({ context }) => context.hasToken,
    isAccessExpired: ({ event }) => hasCode(SessionErrorCode.AccessTokenExpired)((event as { error?: unknown }).error),
    isRefreshExpired: ({ event }) => hasCode(SessionErrorCode.RefreshTokenExpired)((event as { error?: unknown }).error),
    /** 110 and other token rejections: the stored token is no good */
    isTokenRejected: ({ event }) => hasCode(SessionErrorCode.NullOrEmptyToken)((event as { error?: unknown }).error),
    refreshLimitReached: ({ context }) => context.refreshAttempts >= sessionTiming.maxRefreshAttempts,
    mustSignInAgain: ({ event }) => profileOf(event).retrySignIn,
    isNewlyBanned: ({ context, event }) => !context.banNotified && profileOf(event).banStatus.isBanned,
    logoutReasonIs: ({ context }, params: { reason: LogoutReason }) => context.logoutReason === params.reason,
  },
  delays: {
    profilePoll: sessionTiming.profilePollMs,
  },
}).createMachine({
  id: machineIds.session,
  context: ({ input }) => ({
    hasToken: input.hasToken,
    refreshAttempts: 0,
    profile: null,
    logoutReason: null,
    banNotified: false,
  }),
  initial: 'unknown',
  states: {
    unknown: {
      // a fresh look at the stored token (startup or another tab): a new refresh sequence
      entry: 'resetRefreshAttempts',
      always: [{ guard: 'hasToken', target: 'validating' }, { target: 'visitor' }],
    },

    validating: {
      invoke: {
        id: 'validateToken',
        src: 'validateToken',
        onDone: { target: 'member' },
        onError: [
          { guard: 'isAccessExpired', target: 'refreshing' },
          { guard: 'isRefreshExpired', target: 'loggingOut', actions: { type: 'setLogoutReason', params: { reason: 'expired' } } },
          { guard: 'isTokenRejected', target: 'visitor', actions: ['clearLocalSession', 'markTokenCleared'] },
          // offline or server trouble: not logged in for now, the stored token is kept for the next start
          { target: 'visitor' },
        ],
      },
      on: {
        'session.storageChanged': { target: 'unknown', actions: 'setHasToken', reenter: true },
      },
    },

    visitor: {
      id: 'visitor',
      entry: 'forgetSession',
      on: {
        'session.signedIn': { target: 'member', actions: ['storeSignIn', 'markTokenStored'] },
        'session.storageChanged': { target: 'unknown', actions: 'setHasToken' },
      },
    },

    member: {
      id: 'member',
      initial: 'loadingProfile',
      on: {
        'session.accessExpired': [
          { guard: 'refreshLimitReached', target: 'loggingOut', actions: { type: 'setLogoutReason', params: { reason: 'expired' } } },
          { target: 'refreshing' },
        ],
        'session.refreshExpired': { target: 'loggingOut', actions: { type: 'setLogoutReason', params: { reason: 'expired' } } },
        'session.logout': { target: 'loggingOut', actions: { type: 'setLogoutReason', params: { reason: 'user' } } },
        'session.withdrawn': { target: 'loggedOut', actions: { type: 'setLogoutReason', params: { reason: 'withdrawal' } } },
        'session.storageChanged': { target: 'unknown', actions: 'setHasToken' },
      },
      states: {
        loadingProfile: {
          invoke: {
            id: 'fetchProfile',
            src: 'fetchProfile',
            onDone: [
              {
                guard: 'mustSignInAgain',
                target: '#loggingOut',
                actions: ['storeProfile', { type: 'setLogoutReason', params: { reason: 'retrySignIn' } }],
              },
              { guard: 'isNewlyBanned', target: 'idle', actions: ['storeProfile', 'resetRefreshAttempts', 'showBanDialog', 'markBanNotified'] },
              { target: 'idle', actions: ['storeProfile', 'resetRefreshAttempts'] },
            ],
            onError: [
              { guard: 'isAccessExpired', target: '#refreshingGate' },
              { guard: 'isRefreshExpired', target: '#loggingOut', actions: { type: 'setLogoutReason', params: { reason: 'expired' } } },
              { guard: 'isTokenRejected', target: '#loggingOut', actions: { type: 'setLogoutReason', params: { reason: 'revoked' } } },
              // profile failures are swallowed (SPEC.md §7): try again at the next poll
              { target: 'idle' },
            ],
          },
        },
        idle: {
          after: { profilePoll: { target: 'revalidating' } },
        },
        revalidating: {
          invoke: {
            id: 'revalidate',
            src: 'validateToken',
            onDone: { target: 'loadingProfile' },
            onError: [
              { guard: 'isAccessExpired', target: '#refreshingGate' },
              { guard: 'isRefreshExpired', target: '#loggingOut', actions: { type: 'setLogoutReason', params: { reason: 'expired' } } },
              { guard: 'isTokenRejected', target: '#loggingOut', actions: { type: 'setLogoutReason', params: { reason: 'revoked' } } },
              { target: 'idle' },
            ],
          },
        },
        /** a 111 seen by the member's own calls: refresh unless the limit is reached */
        refreshingGate: {
          id: 'refreshingGate',
          always: [
            { guard: 'refreshLimitReached', target: '#loggingOut', actions: { type: 'setLogoutReason', params: { reason: 'expired' } } },
            { target: '#refreshing' },
          ],
        },
      },
    },

    refreshing: {
      id: 'refreshing',
      entry: 'countRefreshAttempt',
      invoke: {
        id: 'refreshTokens',
        src: 'refreshTokens',
        onDone: { target: 'member', actions: 'markRefreshTrigger' },
        onError: [
          { guard: 'isRefreshExpired', target: 'loggingOut', actions: { type: 'setLogoutReason', params: { reason: 'expired' } } },
          { guard: 'refreshLimitReached', target: 'loggingOut', actions: { type: 'setLogoutReason', params: { reason: 'expired' } } },
          { target: 'refreshing', reenter: true },
        ],
      },
      on: {
        // single flight: every 111 while refreshing waits for this one refresh
        'session.accessExpired': {},
        'session.refreshExpired': { target: 'loggingOut', actions: { type: 'setLogoutReason', params: { reason: 'expired' } } },
      },
    },

    loggingOut: {
      id: 'loggingOut',
      invoke: {
        id: 'revokeTokens',
        src: 'revokeTokens',
        onDone: { target: 'loggedOut' },
        onError: { target: 'loggedOut' },
      },
      // exactly one logout: everything else waits for it
      on: {
        'session.accessExpired': {},
        'session.refreshExpired': {},
        'session.logout': {},
      },
    },

    loggedOut: {
      entry: ['clearLocalSession', 'markTokenCleared', 'openShopLogout'],
      always: [
        { guard: { type: 'logoutReasonIs', params: { reason: 'expired' } }, target: 'expired' },
        { guard: { type: 'logoutReasonIs', params: { reason: 'retrySignIn' } }, target: 'visitor', actions: 'reloadHome' },
        { target: 'visitor' },
      ],
    },

    /** the expiry dialog: shown once, then the login page */
    expired: {
      id: 'expired',
      invoke: {
        id: 'showExpiredDialog',
        src: 'showExpiredDialog',
        onDone: { target: 'visitor', actions: 'goToLogin' },
        onError: { target: 'visitor', actions: 'goToLogin' },
      },
      on: {
        'session.accessExpired': {},
        'session.refreshExpired': {},
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
