/**
 * Test kit of the maintenance and web-version machines: the machines with every side effect
 * replaced by a recording stub, an app-profile fetch that stays pending until the test settles it,
 * and a record of transitions and states (for the model tests' coverage check). Never used by the app.
 */
import { createActor } from 'xstate';
import { createInspector } from '../test-support/inspector';
import { pendingActors } from '../test-support/pending-kit';
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
  const stubs = pendingActors<'fetchAppProfile'>(() => {
    fetches += 1;
  });
  const record = (name: string) => (_: unknown, params: unknown) => void actions.push(params === undefined ? { name } : { name, params });

  const machine = maintenanceMachine.provide({
    actors: {
      fetchAppProfile: stubs.stub<AppProfileSummary>('fetchAppProfile'),
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

  return {
    actor,
    actions,
    emitted,
    ...coverage,
    flush: stubs.flush,
    fetches: () => fetches,
    isPending: () => stubs.isPending('fetchAppProfile'),
    start: () => actor.start(),
    resolve: (output: AppProfileSummary) => stubs.resolve('fetchAppProfile', output),
    reject: (error: unknown) => stubs.reject('fetchAppProfile', error),
    navigate: (path: string) => actor.send({ type: 'maintenance.navigated', path }),
    redirects: () => actions.filter((a) => a.name === 'redirect').map((a) => (a.params as { to: string }).to),
    count: (name: string) => actions.filter((a) => a.name === name).length,
  };
}

export function createWebVersionKit(input: Partial<WebVersionInput> = {}) {
  const actions: Recorded[] = [];
  const coverage = createInspector();
  let reloads = 0;
  const stubs = pendingActors<'clearCachesAndReload'>(() => {
    reloads += 1;
  });
  const machine = webVersionMachine.provide({
    actors: {
      clearCachesAndReload: stubs.stub<undefined>('clearCachesAndReload'),
    },
    actions: {
      rememberReload: (_, params) => void actions.push({ name: 'rememberReload', params }),
    },
  });
  const actor = createActor(machine, {
    input: { buildVersion: BUILD_VERSION, path: '/', reloadedFor: null, ...input },
    inspect: coverage.inspect,
  });
  return {
    actor,
    actions,
    ...coverage,
    flush: stubs.flush,
    reloads: () => reloads,
    isPending: () => stubs.isPending('clearCachesAndReload'),
    start: () => actor.start(),
    report: (webVersion: string | null) => actor.send({ type: 'webVersion.reported', webVersion }),
    navigate: (path: string) => actor.send({ type: 'webVersion.navigated', path }),
    settle: (outcome: 'done' | 'error') =>
      outcome === 'done' ? stubs.resolve('clearCachesAndReload', undefined) : stubs.reject('clearCachesAndReload', new Error('caches unavailable')),
  };
}
