import { assign, setup } from 'xstate';
import type { ExternalLinkInput, LinkDecisions, LinkTarget, PageEnvironment } from './external-link.types';

export interface ExternalLinkContext {
  /** the link policy's decisions (src/platform/link-policy.ts, given in the input) */
  policy: LinkDecisions;
  environment: PageEnvironment;
  /** the external-referrer session flag is set (this page handed the shopper to an external page) */
  externalReferrer: boolean;
  /** the link being followed */
  target: LinkTarget | null;
}

export type ExternalLinkEvent =
  /** the shopper follows a link (banner, like list, shop page, store page, ...) */
  | { type: 'externalLink.open'; url: string }
  /**
   * This page is shown again while it stayed alive: the tab became visible again, or the
   * back/forward cache restored it (pageshow with persisted).
   */
  | { type: 'externalLink.returned' };

const inAppPath = (target: LinkTarget | null) => (target?.kind === 'inApp' ? target.path : '/');
const externalUrl = (target: LinkTarget | null) => (target?.kind === 'external' ? target.url : '');

/**
 * Following links (SPEC.md §4 External link).
 *
 * starting ─ flag set at load ─► restoring (clear flag, restore scroll) ─► ready
 * ready ─ open ─► routing ─ refused ─► ready
 *                     ├─ own host / app path ─► ready (router)
 *                     └─ external ─► handingOff (scroll, flag, cookies) ─► web view: bridge
 *                                                                  ├─ popup: the opener goes there
 *                                                                  └─ browser: new tab, noopener
 * ready ─ returned with the flag ─► reloading (one reload; the next load restores the scroll)
 *
 * Every side effect is named and implemented in src/app/actors.ts.
 */
export const externalLinkMachine = setup({
  types: {
    context: {} as ExternalLinkContext,
    events: {} as ExternalLinkEvent,
    input: {} as ExternalLinkInput,
  },
  actions: {
    classifyTarget: assign({
      target: ({ context, event }) => (event.type === 'externalLink.open' ? context.policy.classifyLink(event.url) : null),
    }),
    forgetTarget: assign({ target: null }),
    noteExternalReferrer: assign({ externalReferrer: true }),
    forgetExternalReferrer: assign({ externalReferrer: false }),
    /** the router goes to an app path */
    navigateInApp: (_, _params: { path: string }) => undefined,
    /** a link that is not followed (javascript:, malformed, ...): nothing opens */
    refuseLink: () => undefined,
    /** remembers this path's scroll position (session storage) */
    saveScrollPosition: () => undefined,
    /** sets the external-referrer session flag */
    markExternalReferrer: () => undefined,
    /** writes the return-path and redirect-path cookies: where the external page sends the shopper back */
    writeReturnCookies: () => undefined,
    /** the native app opens the page (set sub web view URL) */
    openThroughBridge: (_, _params: { url: string }) => undefined,
    /** this page is a popup of the app: its opener goes to the page */
    openInOpener: (_, _params: { url: string }) => undefined,
    /** a new tab without opener (falls back to this window when the browser blocks it) */
    openInNewTab: (_, _params: { url: string }) => undefined,
    /** removes the external-referrer session flag */
    clearExternalReferrer: () => undefined,
    /** scrolls to the position saved for this path, once the page is tall enough */
    restoreScrollPosition: () => undefined,
    /** reloads the page (the flag stays, so the fresh page restores the scroll) */
    reloadPage: () => undefined,
  },
  guards: {
    cameBackFromExternal: ({ context }) => context.externalReferrer,
    isExternalReferrer: ({ context }) => context.externalReferrer,
    targetIsRefused: ({ context }) => context.target?.kind === 'refused',
    targetIsInApp: ({ context }) => context.target?.kind === 'inApp',
    inWebView: ({ context }) => context.environment === 'webView',
    inPopup: ({ context }) => context.environment === 'popup',
  },
}).createMachine({
  id: 'externalLink',
  context: ({ input }) => ({
    policy: input.policy,
    environment: input.environment,
    externalReferrer: input.externalReferrer,
    target: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'cameBackFromExternal', target: 'restoring' }, { target: 'ready' }],
    },

    /** this load came back from an external page: it is fresh, so only the scroll comes back */
    restoring: {
      entry: ['clearExternalReferrer', 'forgetExternalReferrer', 'restoreScrollPosition'],
      always: { target: 'ready' },
    },

    ready: {
      on: {
        'externalLink.open': { target: 'routing', actions: 'classifyTarget' },
        'externalLink.returned': { guard: 'isExternalReferrer', target: 'reloading' },
      },
    },

    routing: {
      always: [
        { guard: 'targetIsRefused', target: 'ready', actions: ['refuseLink', 'forgetTarget'] },
        {
          guard: 'targetIsInApp',
          target: 'ready',
          actions: [{ type: 'navigateInApp', params: ({ context }) => ({ path: inAppPath(context.target) }) }, 'forgetTarget'],
        },
        { target: 'handingOff' },
      ],
    },

    handingOff: {
      entry: ['saveScrollPosition', 'markExternalReferrer', 'noteExternalReferrer', 'writeReturnCookies'],
      always: [
        {
          guard: 'inWebView',
          target: 'ready',
          actions: [{ type: 'openThroughBridge', params: ({ context }) => ({ url: externalUrl(context.target) }) }, 'forgetTarget'],
        },
        {
          guard: 'inPopup',
          target: 'ready',
          actions: [{ type: 'openInOpener', params: ({ context }) => ({ url: externalUrl(context.target) }) }, 'forgetTarget'],
        },
        {
          target: 'ready',
          actions: [{ type: 'openInNewTab', params: ({ context }) => ({ url: externalUrl(context.target) }) }, 'forgetTarget'],
        },
      ],
    },

    /** the page reloads once; nothing happens here any more */
    reloading: {
      entry: 'reloadPage',
      type: 'final',
    },
  },
});

export type ExternalLinkMachine = typeof externalLinkMachine;
