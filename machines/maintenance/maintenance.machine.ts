import { assign, emit, enqueueActions, fromPromise, raise, setup } from 'xstate';
import { arrivalTarget, returnPathFor, type Gate } from './maintenance.rules';
import type { AppProfileSummary, MaintenanceInput } from './maintenance.types';

/** SPEC.md §7 and §9, defined once. */
export const maintenanceTiming = {
  /** the app profile is refetched this often */
  profilePollMs: 300_000,
} as const;

export interface MaintenanceContext {
  /** the path (with query) the shopper is on, as the router last reported it */
  path: string;
  isPopup: boolean;
  /** session flag bypass === 'true'; dropped when maintenance ends */
  bypass: boolean;
  /** the page to go back to when maintenance ends */
  returnTo: string | null;
  /** the latest app profile, null until one answered */
  profile: AppProfileSummary | null;
  /** the maintenance flag was set when the page loaded */
  maintenanceFlag: boolean;
}

export type MaintenanceEvent =
  /** the router resolved (or is about to resolve) a navigation to `path` */
  | { type: 'maintenance.navigated'; path: string }
  /** fetch the app profile now (the maintenance screen's button, the page shown again) */
  | { type: 'maintenance.check' }
  /** the inspection state is known: from the app profile (raised here), or from elsewhere in the app */
  | { type: 'maintenance.inspected'; inProgress: boolean };

/** Emitted after every app profile, for the web-version actor and anything else that reads it. */
export type MaintenanceEmitted = { type: 'maintenance.profileLoaded'; profile: AppProfileSummary };

const profileOf = (event: { type: string }) => (event as { type: string; output: AppProfileSummary }).output;

/**
 * The maintenance gate (SPEC.md §4 Maintenance), driven by the app profile
 * (GET /api/v2/app/profile, polled every 300000 ms). Two regions:
 *
 * profile: loading ⇄ idle (poll, or maintenance.check); every answer raises maintenance.inspected
 * gate:    starting ─ flag set at load ─► inMaintenance
 *             └─► unknown ─ inspected ─► open ⇄ inMaintenance { deciding ─► blocked | bypassed }
 *
 * blocked: every route goes to /maintenance; bypassed (session flag bypass 'true'): the app is
 * usable, and finding maintenance sends the shopper home once unless on a login page or in a
 * popup. Maintenance ending clears the maintenance flag and the bypass flag, and sends a shopper
 * on /maintenance back where they were. The router asks `maintenanceRedirect` (selectors) on every
 * navigation; this machine moves the page only when the gate changes.
 */
export const maintenanceMachine = setup({
  types: {
    context: {} as MaintenanceContext,
    events: {} as MaintenanceEvent,
    input: {} as MaintenanceInput,
    emitted: {} as MaintenanceEmitted,
  },
  actors: {
    /** GET /api/v2/app/profile, reduced to what the gates need */
    fetchAppProfile: fromPromise<AppProfileSummary>(() => Promise.reject(new Error('fetchAppProfile not provided'))),
  },
  actions: {
    setPath: assign({
      path: ({ context, event }) => (event.type === 'maintenance.navigated' ? event.path : context.path),
    }),
    storeProfile: assign({ profile: ({ event }) => profileOf(event) }),
    announceInspection: raise(({ event }) => ({ type: 'maintenance.inspected' as const, inProgress: profileOf(event).inspectionInProgress })),
    announceProfile: emit(({ event }) => ({ type: 'maintenance.profileLoaded' as const, profile: profileOf(event) })),
    rememberReturnPath: assign({ returnTo: ({ context }) => returnPathFor(context.path, context.returnTo) }),
    forgetReturnPath: assign({ returnTo: null }),
    dropBypass: assign({ bypass: false, maintenanceFlag: false }),
    markMaintenanceFlag: assign({ maintenanceFlag: true }),
    /** moves the page where the gate says, when it says so (see maintenance.rules.ts) */
    followGate: enqueueActions<MaintenanceContext, MaintenanceEvent, { gate: Gate }, MaintenanceEvent, never, never, never, 'profilePoll', MaintenanceEmitted>(({ context, enqueue }, params) => {
      const to = arrivalTarget(params.gate, context, context.returnTo);
      if (to === null) return;
      enqueue.assign({ path: to });
      enqueue({ type: 'redirect', params: { to } } as never);
    }),
    /** replaces the current route (router.navigate with replace) */
    redirect: (_, _params: { to: string }) => undefined,
    /** sets the session's maintenance flag (and may keep returnTo for a reload) */
    storeMaintenanceFlag: () => undefined,
    /** removes the session's maintenance flag, and with it the bypass flag (SPEC.md §4) */
    clearMaintenanceFlag: () => undefined,
  },
  guards: {
    flaggedAtLoad: ({ context }) => context.maintenanceFlag,
    inProgress: ({ event }) => event.type === 'maintenance.inspected' && event.inProgress,
    isOver: ({ event }) => event.type === 'maintenance.inspected' && !event.inProgress,
    bypassing: ({ context }) => context.bypass,
  },
  delays: {
    profilePoll: maintenanceTiming.profilePollMs,
  },
}).createMachine({
  id: 'maintenance',
  context: ({ input }) => ({
    path: input.path,
    isPopup: input.isPopup,
    bypass: input.bypass,
    returnTo: input.returnTo ?? null,
    profile: null,
    maintenanceFlag: input.maintenanceFlag,
  }),
  type: 'parallel',
  states: {
    profile: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'fetchAppProfile',
            src: 'fetchAppProfile',
            onDone: { target: 'idle', actions: ['storeProfile', 'announceProfile', 'announceInspection'] },
            // keep the gate as it is; the next poll tries again
            onError: { target: 'idle' },
          },
        },
        idle: {
          after: { profilePoll: { target: 'loading' } },
          on: { 'maintenance.check': { target: 'loading' } },
        },
      },
    },

    gate: {
      initial: 'starting',
      on: {
        'maintenance.navigated': { actions: 'setPath' },
      },
      states: {
        starting: {
          always: [{ guard: 'flaggedAtLoad', target: 'inMaintenance' }, { target: 'unknown' }],
        },
        /** no profile yet (or none could be fetched): nothing moves */
        unknown: {
          on: {
            'maintenance.inspected': [{ guard: 'inProgress', target: 'inMaintenance' }, { target: 'open' }],
          },
        },
        open: {
          entry: [{ type: 'followGate', params: { gate: 'open' } }, 'forgetReturnPath'],
          on: {
            'maintenance.inspected': { guard: 'inProgress', target: 'inMaintenance' },
          },
        },
        inMaintenance: {
          entry: 'markMaintenanceFlag',
          initial: 'deciding',
          on: {
            'maintenance.inspected': { guard: 'isOver', target: 'open', actions: ['clearMaintenanceFlag', 'dropBypass'] },
          },
          states: {
            deciding: {
              always: [{ guard: 'bypassing', target: 'bypassed' }, { target: 'blocked' }],
            },
            blocked: {
              // the flag is stored once the return path is known, so a reload of /maintenance keeps it
              entry: ['rememberReturnPath', 'storeMaintenanceFlag', { type: 'followGate', params: { gate: 'blocked' } }],
              on: {
                'maintenance.navigated': { actions: ['setPath', 'rememberReturnPath'] },
              },
            },
            bypassed: {
              entry: ['storeMaintenanceFlag', { type: 'followGate', params: { gate: 'bypassed' } }],
            },
          },
        },
      },
    },
  },
});

export type MaintenanceMachine = typeof maintenanceMachine;
