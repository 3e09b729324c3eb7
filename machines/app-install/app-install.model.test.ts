/**
 * Model-based tests of the app-install popup (DESIGN.md "Tests"): `createTestModel` walks the
 * machine's graph (delays turned into plain events by test-support/test-model.ts), and every
 * generated path is replayed against a running actor with recording stubs and fake timers. Fails
 * when a state or transition of the machine is unvisited.
 */
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { coverageCheck } from '../test-support/inspector';
import { modelAfterEvent, modelPaths, toTestModelMachine } from '../test-support/test-model';
import { appInstallMachine, appInstallTiming } from './app-install.machine';
import { createAppInstallKit } from './app-install.test-kit';
import type { AppInstallInput } from './app-install.types';

type ModelEvent = EventObject & { path?: string };
type Snapshot = { value: unknown };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const popupDelay = modelAfterEvent('popupDelay');
const fallback = modelAfterEvent('appOpenFallback');
const delays: Record<string, number> = { [popupDelay]: appInstallTiming.popupDelayMs, [fallback]: appInstallTiming.appOpenFallbackMs };

const events: ModelEvent[] = [
  { type: 'appInstall.pageOpened', path: '/event/12?type=spring' },
  { type: 'appInstall.pageOpened', path: '/period/3?type=a' },
  { type: 'appInstall.pageOpened', path: '/event/12' },
  { type: 'appInstall.openApp' },
  { type: 'appInstall.stayOnWeb' },
  { type: 'appInstall.pageHidden' },
  { type: popupDelay },
  { type: fallback },
];
const possible = (snapshot: Snapshot) =>
  events.filter((event) => (event.type === popupDelay ? snapshot.value === 'waiting' : event.type === fallback ? snapshot.value === 'launching' : true));

const coverage = coverageCheck('app install', appInstallMachine);
const modelMachine = toTestModelMachine(appInstallMachine);

const starts: Array<[string, Partial<AppInstallInput>]> = [
  ['a mobile browser', {}],
  ['the web view', { inWebView: true }],
  ['a session that saw the popup', { seenThisSession: true }],
  ['a desktop browser', { isMobile: false }],
];

for (const [name, partial] of starts) {
  describe(`app-install model in ${name}`, () => {
    const input: AppInstallInput = { isMobile: true, inWebView: false, seenThisSession: false, ...partial };
    const model = createTestModel(modelMachine, { events: (s: never) => possible(s) as never, input } as never);
    for (const path of modelPaths(model as never, { events: possible as never })) {
      it(path.description, async () => {
        const kit = createAppInstallKit(input);
        kit.start();
        for (const step of path.steps) {
          const event = step.event as ModelEvent;
          if (event.type.startsWith('xstate.init')) {
            // started above
          } else if (event.type in delays) {
            await vi.advanceTimersByTimeAsync(delays[event.type]!);
          } else {
            kit.actor.send(event as never);
          }
          const actual = kit.actor.getSnapshot();
          expect(actual.value).toEqual(step.state.value);
          expect(actual.context).toEqual(step.state.context);
        }
        // once per session, never in the web view; the store only after trying the app
        expect(kit.count('markPopupSeen')).toBeLessThanOrEqual(input.seenThisSession || input.inWebView || !input.isMobile ? 0 : 1);
        expect(kit.count('openStore')).toBeLessThanOrEqual(kit.count('openAppScheme'));
        coverage.add(kit);
        kit.actor.stop();
      });
    }
  });
}

afterAll(() => coverage.check());
