import { assign, setup } from 'xstate';
import { isOfferPage, type AppInstallInput } from './app-install.types';

/** SPEC.md §4 and §9, defined once. */
export const appInstallTiming = {
  /** the popup shows this long after the page opened */
  popupDelayMs: 1000,
  /** without the page being hidden (the app opened) this long after trying the URL scheme, go to the store */
  appOpenFallbackMs: 2500,
} as const;

export interface AppInstallContext {
  isMobile: boolean;
  inWebView: boolean;
  seenThisSession: boolean;
}

export type AppInstallEvent =
  /** the router opened `path` (with its query) */
  | { type: 'appInstall.pageOpened'; path: string }
  /** 'Open the app' (the popup, or /appdown) */
  | { type: 'appInstall.openApp' }
  /** 'Stay on the mobile web' or the close button */
  | { type: 'appInstall.stayOnWeb' }
  /** the page was hidden (visibilitychange): the app opened over the browser */
  | { type: 'appInstall.pageHidden' };

/**
 * The app-install popup (SPEC.md §4): on a mobile browser outside the web view, the first event or
 * period page opened with a `type` query in a session shows the popup once, after 1 s. 'Open the
 * app' tries the app's URL scheme and goes to the store after 2.5 s unless the page was hidden.
 *
 * idle ─ offer page ─► waiting ─ 1 s ─► open ─ stay on web / navigation ─► closed
 *   │                    └─ other page ─► idle       └─ open app ─► launching ─ hidden ─► closed
 *   └──────────────── open app ──────────────────────────────────►   └─ 2.5 s: store ─► closed
 */
export const appInstallMachine = setup({
  types: {
    context: {} as AppInstallContext,
    events: {} as AppInstallEvent,
    input: {} as AppInstallInput,
  },
  actions: {
    noteSeen: assign({ seenThisSession: true }),
    /** sets the session flag: the popup shows once per session */
    markPopupSeen: () => undefined,
    /** tries the app's URL scheme (location.href = scheme) */
    openAppScheme: () => undefined,
    /** the store of this platform (Play Store or App Store) */
    openStore: () => undefined,
  },
  guards: {
    shouldOffer: ({ context, event }) =>
      event.type === 'appInstall.pageOpened' &&
      context.isMobile &&
      !context.inWebView &&
      !context.seenThisSession &&
      isOfferPage(event.path),
    staysOnOfferPage: ({ event }) => event.type === 'appInstall.pageOpened' && isOfferPage(event.path),
  },
  delays: {
    popupDelay: appInstallTiming.popupDelayMs,
    appOpenFallback: appInstallTiming.appOpenFallbackMs,
  },
}).createMachine({
  id: 'appInstall',
  context: ({ input }) => ({
    isMobile: input.isMobile,
    inWebView: input.inWebView,
    seenThisSession: input.seenThisSession,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'appInstall.pageOpened': { guard: 'shouldOffer', target: 'waiting' },
        'appInstall.openApp': { target: 'launching' },
      },
    },
    /** the offer page is open; the popup follows after the delay */
    waiting: {
      after: { popupDelay: { target: 'open' } },
      on: {
        'appInstall.pageOpened': [{ guard: 'staysOnOfferPage' }, { target: 'idle' }],
      },
    },
    open: {
      entry: ['markPopupSeen', 'noteSeen'],
      on: {
        'appInstall.stayOnWeb': { target: 'closed' },
        'appInstall.openApp': { target: 'launching' },
        'appInstall.pageOpened': { target: 'closed' },
      },
    },
    launching: {
      entry: 'openAppScheme',
      after: { appOpenFallback: { target: 'closed', actions: 'openStore' } },
      on: {
        'appInstall.pageHidden': { target: 'closed' },
      },
    },
    /** shown once this session: only 'open the app' (from /appdown) does anything now */
    closed: {
      on: {
        'appInstall.openApp': { target: 'launching' },
      },
    },
  },
});

export type AppInstallMachine = typeof appInstallMachine;
