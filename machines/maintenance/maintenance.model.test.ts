/**
 * Model-based tests of the maintenance gate and the web-version statecharts (DESIGN.md "Tests"):
 * `createTestModel` walks each machine's graph (invocations and delays turned into plain events by
 * test-support/test-model.ts), and every generated path is replayed against a running actor whose
 * side effects are recording stubs. Fails when a state or transition of either machine is unvisited.
 */
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { coverageCheck } from '../test-support/inspector';
import { modelAfterEvent, modelPaths, toTestModelMachine } from '../test-support/test-model';
import { maintenanceMachine, maintenanceTiming } from './maintenance.machine';
import { navigationTarget } from './maintenance.rules';
import { gate } from './maintenance.selectors';
import { BUILD_VERSION, createMaintenanceKit, createWebVersionKit, inMaintenance, profile } from './maintenance.test-kit';
import type { MaintenanceInput, WebVersionInput } from './maintenance.types';
import { webVersionMachine } from './web-version.machine';

type ModelEvent = EventObject & { output?: unknown; error?: unknown; path?: string; webVersion?: string | null };
type Snapshot = { value: unknown; context: unknown };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const at = (snapshot: Snapshot, name: string) => JSON.stringify(snapshot.value).includes(`"${name}"`);

describe('maintenance model', () => {
  const coverage = coverageCheck('maintenance', maintenanceMachine);
  const poll = modelAfterEvent('profilePoll');
  const events: ModelEvent[] = [
    { type: 'maintenance.navigated', path: '/best' },
    { type: 'maintenance.navigated', path: '/maintenance' },
    { type: 'maintenance.navigated', path: '/login-landing' },
    { type: 'maintenance.check' },
    { type: 'xstate.done.actor.fetchAppProfile', output: profile() },
    { type: 'xstate.done.actor.fetchAppProfile', output: inMaintenance() },
    { type: 'xstate.error.actor.fetchAppProfile', error: new TypeError('Failed to fetch') },
    { type: poll },
  ];
  const possible = (snapshot: Snapshot) =>
    events.filter((event) => {
      if (event.type.startsWith('xstate.')) return at(snapshot, 'loading');
      if (event.type === poll || event.type === 'maintenance.check') return at(snapshot, 'idle');
      return true;
    });
  const modelMachine = toTestModelMachine(maintenanceMachine);

  const starts: Array<[string, Partial<MaintenanceInput>]> = [
    ['a shopper on /best', { path: '/best' }],
    ['a shopper whose session saw maintenance before', { path: '/best', maintenanceFlag: true }],
    ['a bypassing shopper', { path: '/best', bypass: true }],
    ['a bypassing shopper in a popup, flagged', { path: '/best', bypass: true, isPopup: true, maintenanceFlag: true }],
  ];

  for (const [name, partial] of starts) {
    describe(`starting as ${name}`, () => {
      const input: MaintenanceInput = { path: '/best', isPopup: false, bypass: false, maintenanceFlag: false, ...partial };
      const model = createTestModel(modelMachine, { events: (s: never) => possible(s) as never, input } as never);
      for (const path of modelPaths(model as never, { events: possible as never })) {
        it(path.description, async () => {
          const kit = createMaintenanceKit(input);
          kit.start();
          for (const step of path.steps) {
            const event = step.event as ModelEvent;
            const redirectsBefore = kit.redirects().length;
            if (event.type.startsWith('xstate.init')) {
              // started above
            } else if (event.type === 'xstate.done.actor.fetchAppProfile') {
              expect(kit.isPending()).toBe(true);
              await kit.resolve(event.output as never);
            } else if (event.type === 'xstate.error.actor.fetchAppProfile') {
              expect(kit.isPending()).toBe(true);
              await kit.reject(event.error);
            } else if (event.type === poll) {
              await vi.advanceTimersByTimeAsync(maintenanceTiming.profilePollMs);
            } else {
              kit.actor.send(event as never);
              await kit.flush();
            }
            const actual = kit.actor.getSnapshot();
            expect(actual.value).toEqual(step.state.value);
            expect(actual.context).toEqual(step.state.context);
            // no redirect loops: where the machine sends the page, the router lets it stay
            for (const to of kit.redirects().slice(redirectsBefore)) {
              expect(navigationTarget(gate(actual), to, actual.context.returnTo)).toBeNull();
            }
          }
          // the flags: stored once per entry into maintenance, cleared once per exit
          expect(kit.count('clearMaintenanceFlag')).toBeLessThanOrEqual(kit.count('storeMaintenanceFlag'));
          coverage.add(kit);
          kit.actor.stop();
        });
      }
    });
  }

  afterAll(() => coverage.check());
});

describe('web version model', () => {
  const coverage = coverageCheck('web version', webVersionMachine);
  const events: ModelEvent[] = [
    { type: 'webVersion.reported', webVersion: BUILD_VERSION },
    { type: 'webVersion.reported', webVersion: '2.27.0' },
    { type: 'webVersion.navigated', path: '/game' },
    { type: 'webVersion.navigated', path: '/best' },
    { type: 'xstate.done.actor.clearCachesAndReload' },
    { type: 'xstate.error.actor.clearCachesAndReload', error: new Error('caches unavailable') },
  ];
  const possible = (snapshot: Snapshot) => events.filter((event) => !event.type.startsWith('xstate.') || snapshot.value === 'reloading');
  const modelMachine = toTestModelMachine(webVersionMachine);

  const starts: Array<[string, Partial<WebVersionInput>]> = [
    ['on home', { path: '/' }],
    ['in a game', { path: '/game' }],
    ['after a reload for 2.27.0', { path: '/', reloadedFor: '2.27.0' }],
  ];
  for (const [name, partial] of starts) {
    describe(`starting ${name}`, () => {
      const input: WebVersionInput = { buildVersion: BUILD_VERSION, path: '/', reloadedFor: null, ...partial };
      const model = createTestModel(modelMachine, { events: (s: never) => possible(s) as never, input } as never);
      for (const path of modelPaths(model as never, { events: possible as never })) {
        it(path.description, async () => {
          const kit = createWebVersionKit(input);
          kit.start();
          for (const step of path.steps) {
            const event = step.event as ModelEvent;
            const reloadsBefore = kit.reloads();
            if (event.type.startsWith('xstate.init')) {
              // started above
            } else if (event.type.startsWith('xstate.done.actor.')) {
              await kit.settle('done');
            } else if (event.type.startsWith('xstate.error.actor.')) {
              await kit.settle('error');
            } else {
              kit.actor.send(event as never);
              await kit.flush();
            }
            const actual = kit.actor.getSnapshot();
            expect(actual.value).toEqual(step.state.value);
            expect(actual.context).toEqual(step.state.context);
            // never reloads on a game path
            if (kit.reloads() > reloadsBefore) expect(actual.context.path).not.toContain('game');
          }
          // reload at most once per server version
          const versions = kit.actions.map((a) => (a.params as { version: string }).version);
          expect(new Set(versions).size).toBe(versions.length);
          coverage.add(kit);
          kit.actor.stop();
        });
      }
    });
  }

  afterAll(() => coverage.check());
});
