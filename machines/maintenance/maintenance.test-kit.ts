/**
 * Test kit of the maintenance and web-version machines: the machines with every side effect
 * replaced by a recording stub, an app-profile fetch that stays pending until the test settles it,
 * and a record of transitions and states (for the model tests' coverage check). Never used by the app.
 */
import { createActor, fromPromise } from 'xstate';
import { createInspector } from '../test-support/inspector';
import { maintenanceMachine } from './maintenance.machine';
import type { AppProfileSummary, MaintenanceInput, WebVersionInput } from './maintenance.types';
import { webVersionMachine } from './web-version.machine';

export const BUILD_VERSION = '2.26.2';

export const profile = (overrides: Partial<AppProfileSummary> = {}): AppProfileSummary => ({
  inspectionInProgress: false,
  webVersion: BUILD_VERSION,
  ...overrides,
});
export const inMaintenance = () => profile({ inspectionInProgress: true });

export type Recorded = { name: string; params?: unknown };

export function createMaintenanceKit(input: Partial<MaintenanceInput> = {}) {
  const actions: Recorded[] = [];
  const emitted: AppProfileSummary[] = [];
  const coverage = createInspector();
  let fetches = 0;
  let pending: { resolve: (value: AppProfileSummary) => void; reject: (error: unknown) => void } | null = null;
  const record = (name: string) => (_: unknown, params: unknown) => void actions.push(params === undefined ? { name } : { name, params });

  const machine = maintenanceMachine.provide({
    actors: {
      fetchAppProfile: fromPromise<AppProfileSummary>(
        () =>
          new Promise<AppProfileSummary>((resolve, reject) => {
            fetches += 1;
            pending = { resolve, reject };
          }),
      ),
    },
    actions: {
      redirect: record('redirect'),
      storeMaintenanceFlag: record('storeMaintenanceFlag'),
      clearMaintenanceFlag: record('clearMaintenanceFlag'),
    },
  });
  const actor = createActor(machine, {
    input: { path: '/best', isPopup: false, bypass: false, maintenanceFlag: false, ...input },
    inspect: coverage.inspect,
  });
  actor.on('maintenance.profileLoaded', (event) => void emitted.push(event.profile));

  const flush = async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };
  const settle = async (outcome: { output: AppProfileSummary } | { error: unknown }) => {
    const handle = pending;
    if (!handle) throw new Error('fetchAppProfile is not pending');
    pending = null;
    if ('error' in outcome) handle.reject(outcome.error);
    else handle.resolve(outcome.output);
    await flush();
  };

  return {
    actor,
    actions,
    emitted,
    ...coverage,
    flush,
    fetches: () => fetches,
    isPending: () => pending !== null,
    start: () => actor.start(),
    resolve: (output: AppProfileSummary) => settle({ output }),
    reject: (error: unknown) => settle({ error }),
    navigate: (path: string) => actor.send({ type: 'maintenance.navigated', path }),
    redirects: () => actions.filter((a) => a.name === 'redirect').map((a) => (a.params as { to: string }).to),
    count: (name: string) => actions.filter((a) => a.name === name).length,
  };
}

export function createWebVersionKit(input: Partial<WebVersionInput> = {}) {
  const actions: Recorded[] = [];
  const coverage = createInspector();
  let reloads = 0;
  let pending: { resolve: (value: undefined) => void; reject: (error: unknown) => void } | null = null;
  const machine = webVersionMachine.provide({
    actors: {
      clearCachesAndReload: fromPromise<undefined>(
        () =>
          new Promise<undefined>((resolve, reject) => {
            reloads += 1;
            pending = { resolve, reject };
          }),
      ),
    },
    actions: {
      rememberReload: (_, params) => void actions.push({ name: 'rememberReload', params }),
    },
  });
  const actor = createActor(machine, {
    input: { buildVersion: BUILD_VERSION, path: '/', reloadedFor: null, ...input },
    inspect: coverage.inspect,
  });
  const flush = async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };
  return {
    actor,
    actions,
    ...coverage,
    flush,
    reloads: () => reloads,
    isPending: () => pending !== null,
    start: () => actor.start(),
    report: (webVersion: string | null) => actor.send({ type: 'webVersion.reported', webVersion }),
    navigate: (path: string) => actor.send({ type: 'webVersion.navigated', path }),
    async settle(outcome: 'done' | 'error') {
      const handle = pending;
      if (!handle) throw new Error('clearCachesAndReload is not pending');
      pending = null;
      if (outcome === 'done') handle.resolve(undefined);
      else handle.reject(new Error('caches unavailable'));
      await flush();
    },
  };
}
