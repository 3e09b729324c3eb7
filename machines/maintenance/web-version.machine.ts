import { assign, fromPromise, setup } from 'xstate';
import { isGamePath, versionDiffers } from './maintenance.rules';
import type { WebVersionInput } from './maintenance.types';

export interface WebVersionContext {
  buildVersion: string;
  path: string;
  /** the server version this session already reloaded for: never twice for the same one */
  reloadedFor: string | null;
  /** the server's webVersion from the latest app profile */
  serverVersion: string | null;
}

export type WebVersionEvent =
  /** an app profile answered (forwarded from the maintenance actor's maintenance.profileLoaded) */
  | { type: 'webVersion.reported'; webVersion: string | null }
  /** the router moved to `path` */
  | { type: 'webVersion.navigated'; path: string };

const reportedVersion = (event: WebVersionEvent) => (event.type === 'webVersion.reported' ? event.webVersion : null);

/**
 * The web version (SPEC.md §4 Web version): when the app profile's webVersion differs from the
 * build's (package.json, 2.26.2), clear the caches and reload, once per server version per
 * session, and never on a path containing 'game' (the reload waits until the shopper leaves it).
 * It lives beside the maintenance gate because both read the same app profile; it is a machine
 * of its own so each stays small enough to test every path.
 *
 * waiting | current | stale ─ reported: same ─► current
 *                           ├ already reloaded for it ─► stale
 *                           ├ on a game path ─► deferred ─ navigated off 'game' ─► reloading
 *                           └ differs ─► reloading (remember, clear caches, reload)
 */
export const webVersionMachine = setup({
  types: {
    context: {} as WebVersionContext,
    events: {} as WebVersionEvent,
    input: {} as WebVersionInput,
  },
  actors: {
    /** clears Cache Storage (and the query cache) and reloads the page */
    clearCachesAndReload: fromPromise<undefined>(() => Promise.reject(new Error('clearCachesAndReload not provided'))),
  },
  actions: {
    storeServerVersion: assign({ serverVersion: ({ context, event }) => (event.type === 'webVersion.reported' ? event.webVersion : context.serverVersion) }),
    setPath: assign({ path: ({ context, event }) => (event.type === 'webVersion.navigated' ? event.path : context.path) }),
    noteReload: assign({ reloadedFor: ({ context }) => context.serverVersion }),
    /** keeps the version reloaded for in session storage, so the reloaded page does not reload again */
    rememberReload: (_, _params: { version: string }) => undefined,
  },
  guards: {
    matchesBuild: ({ context, event }) => !versionDiffers(reportedVersion(event), context.buildVersion),
    alreadyReloadedForIt: ({ context, event }) => context.reloadedFor !== null && context.reloadedFor === reportedVersion(event),
    isOnGamePath: ({ context }) => isGamePath(context.path),
    leadsToGamePath: ({ event }) => event.type === 'webVersion.navigated' && isGamePath(event.path),
  },
}).createMachine({
  id: 'webVersion',
  context: ({ input }) => ({
    buildVersion: input.buildVersion,
    path: input.path,
    reloadedFor: input.reloadedFor,
    serverVersion: null,
  }),
  initial: 'waiting',
  on: {
    'webVersion.reported': [
      { guard: 'matchesBuild', target: '.current', actions: 'storeServerVersion' },
      { guard: 'alreadyReloadedForIt', target: '.stale', actions: 'storeServerVersion' },
      { guard: 'isOnGamePath', target: '.deferred', actions: 'storeServerVersion' },
      { target: '.reloading', actions: 'storeServerVersion' },
    ],
    'webVersion.navigated': { actions: 'setPath' },
  },
  states: {
    /** no app profile yet */
    waiting: {},
    current: {},
    /** this session reloaded for the server's version once already; a second reload would loop */
    stale: {},
    /** differs, but the shopper is in a game: reload once they leave it */
    deferred: {
      on: {
        'webVersion.navigated': [
          { guard: 'leadsToGamePath', actions: 'setPath' },
          { target: 'reloading', actions: 'setPath' },
        ],
      },
    },
    reloading: {
      entry: ['noteReload', { type: 'rememberReload', params: ({ context }) => ({ version: context.serverVersion ?? '' }) }],
      invoke: {
        id: 'clearCachesAndReload',
        src: 'clearCachesAndReload',
        // the page normally goes away; if it does not, never try again for this version
        onDone: { target: 'stale' },
        onError: { target: 'stale' },
      },
      on: {
        // one reload at a time
        'webVersion.reported': {},
      },
    },
  },
});

export type WebVersionMachine = typeof webVersionMachine;
