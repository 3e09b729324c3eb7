import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { machineIds } from '../ids';
import {
  classifyRefreshFailure,
  errorCode,
  refreshBackoffMs,
  SessionErrorCode,
  type LogoutReason,
  type SessionProfile,
  type SignInResult,
} from './session.types';

/** SPEC.md §4 and §9, defined once. */
export const sessionTiming = {
  /** profile refetch and JWT revalidation while logged in */
  profilePollMs: 300_000,
  /**
   * refresh is tried at most this many times in a row before the session counts as expired; only
   * refreshes the server answered count, never ones lost on the network (issue 11 §6)
   */
  maxRefreshAttempts: 2,
  /** a refresh that could not reach the server is tried again after 1 s, 2 s, 4 s, … */
  refreshBackoffFirstMs: 1_000,
  /** … at most this long apart */
  refreshBackoffMaxMs: 30_000,
} as const;

/** failures after which the backoff stays at its maximum: the counter stops there (a finite graph) */
const NETWORK_FAILURES_CAP = Math.ceil(Math.log2(sessionTiming.refreshBackoffMaxMs / sessionTiming.refreshBackoffFirstMs)) + 1;

export interface SessionInput {
  /** a token is stored locally (read at startup, after legacy keys were cleared) */
  hasToken: boolean;
}

export interface SessionContext {
  hasToken: boolean;
  /** refreshes the server answered since the last authenticated call that succeeded */
  refreshAttempts: number;
  /** refreshes in a row that could not reach the server (sets the backoff; capped) */
  networkFailures: number;
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
  | { type: 'session.withdrawn' }
  /** the browser is online again (src/platform/network.ts) */
  | { type: 'session.online' };

const hasCode = (code: number) => (error: unknown) => errorCode(error) === code;
const errorOf = (event: { type: string }): unknown => (event as { error?: unknown }).error;

/** The output of the fetchProfile actor, in the guards and actions of its done event. */
function profileOf(event: { type: string }): SessionProfile {
  return (event as { type: string; output: SessionProfile }).output;
}

/**
 * The session: visitor or member, and everything that keeps a member's tokens alive or ends them.
 *
 * unknown ─ token? ─► validating ─ 200 ─► member ⇄ refreshing ─ offline, timeout, 5xx ─► waitingForNetwork
 *    └─ no token ─► visitor ◄─ loggingOut ◄─ (logout, retrySignIn, 112, revoked)      │  (still a member)
 *                       ▲                └─ 112 ─► expired (dialog) ─ confirmed ─► visitor + login
 *                       refreshing ◄─ backoff 1 s, 2 s, 4 s … 30 s, or `online`, or a 111 ─┘
 *
 * validating ─ offline, timeout, 5xx ─► unverified (shown as a visitor, token kept)
 *      ▲                                    │
 *      └──── backoff, or `online` ──────────┘
 *
 * Only an answer from the server ends a session (112; 110 from the refresh; the refresh limit,
 * which counts answered refreshes only). A refresh lost on the network keeps the tokens and the
 * member, shows nothing, and is tried again (issue 11 §6).
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
    countNetworkFailure: assign({ networkFailures: ({ context }) => Math.min(context.networkFailures + 1, NETWORK_FAILURES_CAP) }),
    resetNetworkFailures: assign({ networkFailures: 0 }),
    storeProfile: assign({ profile: ({ event }) => profileOf(event) }),
    setLogoutReason: assign({ logoutReason: (_, params: { reason: LogoutReason }) => params.reason }),
    /** a visitor carries nothing of a previous session (a stored token stays known) */
    forgetSession: assign({ profile: null, refreshAttempts: 0, networkFailures: 0, logoutReason: null, banNotified: false }),
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
    /** the refresh got no usable answer (offline, timeout, 5xx, a broken body): says nothing about the tokens */
    isRefreshUnreachable: ({ event }) => classifyRefreshFailure(errorOf(event)) === 'unreachable',
    /** the refresh was answered 110: the server does not know the token */
    isRefreshRejected: ({ event }) => classifyRefreshFailure(errorOf(event)) === 'rejected',
    mustSignInAgain: ({ event }) => profileOf(event).retrySignIn,
    isNewlyBanned: ({ context, event }) => !context.banNotified && profileOf(event).banStatus.isBanned,
    logoutReasonIs: ({ context }, params: { reason: LogoutReason }) => context.logoutReason === params.reason,
  },
  delays: {
    profilePoll: sessionTiming.profilePollMs,
    refreshBackoff: ({ context }) =>
      refreshBackoffMs(context.networkFailures, { firstMs: sessionTiming.refreshBackoffFirstMs, maxMs: sessionTiming.refreshBackoffMaxMs }),
  },
}).createMachine({
  id: machineIds.session,
  context: ({ input }) => ({
    hasToken: input.hasToken,
    refreshAttempts: 0,
    networkFailures: 0,
    profile: null,
    logoutReason: null,
    banNotified: false,
  }),
  initial: 'unknown',
  states: {
    unknown: {
      // a fresh look at the stored token (startup or another tab): a new refresh sequence
      entry: ['resetRefreshAttempts', 'resetNetworkFailures'],
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
          // offline or server trouble: not a member for now; the token is kept and checked again
          { guard: 'isRefreshUnreachable', target: 'unverified', actions: 'countNetworkFailure' },
          // any other answer: a visitor, the token kept for the next start
          { target: 'visitor' },
        ],
      },
      on: {
        'session.storageChanged': { target: 'unknown', actions: 'setHasToken', reenter: true },
      },
    },

    /**
     * The stored token could not be checked (offline, timeout, 5xx): shown as a visitor, the token
     * kept, and checked again with backoff or at once when the browser is back online. A bad
     * network at startup does not sign anyone out (issue 11 §6).
     */
    unverified: {
      id: 'unverified',
      after: { refreshBackoff: { target: 'validating' } },
      on: {
        'session.online': { target: 'validating' },
        'session.signedIn': { target: 'member', actions: ['storeSignIn', 'markTokenStored'] },
        'session.storageChanged': { target: 'unknown', actions: 'setHasToken' },
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
      invoke: {
        id: 'refreshTokens',
        src: 'refreshTokens',
        onDone: { target: 'member', actions: ['countRefreshAttempt', 'resetNetworkFailures', 'markRefreshTrigger'] },
        onError: [
          { guard: 'isRefreshExpired', target: 'loggingOut', actions: { type: 'setLogoutReason', params: { reason: 'expired' } } },
          { guard: 'isRefreshRejected', target: 'loggingOut', actions: { type: 'setLogoutReason', params: { reason: 'expired' } } },
          // lost on the network: nothing is known about the tokens, keep them and try again later
          { guard: 'isRefreshUnreachable', target: 'waitingForNetwork', actions: 'countNetworkFailure' },
          { target: 'refreshAnswered', actions: ['countRefreshAttempt', 'resetNetworkFailures'] },
        ],
      },
      on: {
        // single flight: every 111 while refreshing waits for this one refresh
        'session.accessExpired': {},
        'session.refreshExpired': { target: 'loggingOut', actions: { type: 'setLogoutReason', params: { reason: 'expired' } } },
      },
    },

    /** the server answered the refresh with something else: again, unless the limit is reached */
    refreshAnswered: {
      always: [
        { guard: 'refreshLimitReached', target: 'loggingOut', actions: { type: 'setLogoutReason', params: { reason: 'expired' } } },
        { target: 'refreshing' },
      ],
    },

    /**
     * The refresh could not reach the server. Still a member with the stored tokens; nothing is
     * shown (the screens show their own offline state). Tried again after the backoff, at once when
     * the browser is back online, or when a call was answered 111 (the server is reachable again).
     */
    waitingForNetwork: {
      id: 'waitingForNetwork',
      after: { refreshBackoff: { target: 'refreshing' } },
      on: {
        'session.online': { target: 'refreshing' },
        'session.accessExpired': { target: 'refreshing' },
        'session.refreshExpired': { target: 'loggingOut', actions: { type: 'setLogoutReason', params: { reason: 'expired' } } },
        'session.logout': { target: 'loggingOut', actions: { type: 'setLogoutReason', params: { reason: 'user' } } },
        'session.withdrawn': { target: 'loggedOut', actions: { type: 'setLogoutReason', params: { reason: 'withdrawal' } } },
        // another tab refreshed (or logged out): start again from the stored token
        'session.storageChanged': { target: 'unknown', actions: 'setHasToken' },
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
