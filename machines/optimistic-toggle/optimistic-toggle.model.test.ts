/**
 * Model-based tests of the optimistic toggle (DESIGN.md "Tests"): every path `createTestModel`
 * generates is replayed against a running actor with pending stubs; after each event the actor
 * must be where the table below says (written from SPEC.md §4 and docs/decisions.md "One
 * optimistic switch"), and the shopper must have seen what it says. Fails when a state or
 * transition of the machine is unvisited, and when a mutant with one wrong target passes.
 */
import { expect } from 'vitest';
import { createTestModel } from 'xstate/graph';
import type { CoverageCheck } from '../test-support/inspector';
import { describeModel } from '../test-support/model-suite';
import { mismatch, statePath, type Expected, type Oracle, type OracleRow } from '../test-support/oracle';
import { modelPaths, pathEvents, toTestModelMachine, type ModelEvent, type ModelPath } from '../test-support/test-model';
import { optimisticToggleMachine, type OptimisticToggleMachine } from './optimistic-toggle.machine';
import { fromCallback } from 'xstate';
import { createPendingKit } from '../test-support/pending-kit';
import type { OptimisticToggleContext } from './optimistic-toggle.machine';

const answer = { isLike: true, likeCount: 8 };
const events: Array<[ModelEvent, string]> = [
  [{ type: 'toggle.flip', previous: false, wanted: true }, 'tap'],
  [{ type: 'xstate.done.actor.prepare' }, 'fetches stopped'],
  [{ type: 'xstate.error.actor.prepare', error: new Error('cancel failed') }, 'fetches not stopped'],
  [{ type: 'xstate.done.actor.save', output: answer }, 'saved'],
  [{ type: 'xstate.error.actor.save', error: new Error('상품은 최대 100개까지 찜할 수 있어요.') }, 'refused'],
  [{ type: 'xstate.done.actor.settle' }, 'settled'],
  [{ type: 'xstate.error.actor.settle', error: new Error('refetch failed') }, 'settle failed'],
];
const cases = new Map(events);
const runningIn: Record<string, string> = { prepare: 'preparing', save: 'saving', settle: 'settling' };
const possible = (snapshot: { value: unknown }) =>
  events.map(([event]) => event).filter((event) => !event.type.startsWith('xstate.') || JSON.stringify(snapshot.value).includes(`"${runningIn[event.type.split('.').pop() ?? '']}"`));

interface Facts {
  shown: string[];
}
const saw = (...lines: string[]) => (f: Facts): Facts => ({ shown: [...f.shown, ...lines] });
const rows: OracleRow<Facts>[] = [
  { in: 'idle', on: 'tap', go: 'busy.preparing', spec: 'decisions: a fetch under way would undo the tap; it is stopped first' },
  { in: 'busy.preparing', on: ['fetches stopped', 'fetches not stopped'], go: 'busy.saving', set: saw('wanted:true'), spec: '§4 (README): hearts change at once' },
  { in: 'busy.saving', on: 'saved', go: 'busy.settling', set: saw(`answer:${JSON.stringify(answer)}`), spec: "the server's answer settles the heart" },
  { in: 'busy.saving', on: 'refused', go: 'idle', set: saw('previous:false', 'failure:상품은 최대 100개까지 찜할 수 있어요.'), spec: '§8 91/92: dialog with the server message; roll back on failure' },
  { in: 'busy.settling', on: ['settled', 'settle failed'], go: 'idle', spec: 'what was under way has landed' },
  { in: 'busy.settling', on: 'tap', go: 'busy.preparing', spec: 'once answered, the shopper may tap again' },
  { in: 'busy', on: 'tap', spec: 'a second tap waits for the first answer' },
];

const paths = modelPaths(
  createTestModel(toTestModelMachine(optimisticToggleMachine), { events: (s: never) => possible(s) as never, filterEvents: (_: unknown, e: ModelEvent) => cases.has(e) } as never) as never,
  { events: possible as never },
);

/** the toggle with pending calls; what the shopper saw, in order ('wanted:true', 'answer:{…}', …) */
function toggleKit(machine: OptimisticToggleMachine) {
  const shown: string[] = [];
  let watchers = 0;
  const line = (name: string, value: (context: OptimisticToggleContext) => unknown) => ({ context }: { context: OptimisticToggleContext }) =>
    void shown.push(`${name}:${String(typeof value(context) === 'string' ? value(context) : JSON.stringify(value(context)))}`);
  const kit = createPendingKit(machine, {
    actors: ['prepare', 'save', 'settle'],
    actions: [],
    provide: {
      actors: {
        watchArrivals: fromCallback(() => {
          watchers += 1;
          return () => {
            watchers -= 1;
          };
        }),
      },
      actions: {
        showWanted: line('wanted', (c) => c.wanted),
        showAnswer: line('answer', (c) => c.answer),
        showPrevious: line('previous', (c) => c.previous),
        reportFailure: line('failure', (c) => (c.error as Error | null)?.message ?? ''),
      },
    },
  });
  const saves = () => kit.calls.filter((call) => call.actor === 'save').map((call) => (call.input as { wanted: unknown }).wanted);
  return { ...kit, shown, saves, watchers: () => watchers };
}

async function replay(path: ModelPath, machine: OptimisticToggleMachine, oracle: Oracle<Facts>, coverage?: CoverageCheck) {
  const kit = toggleKit(machine);
  kit.start();
  let expected: Expected<Facts> = { state: 'idle', facts: { shown: [] } };
  try {
    for (const [index, event] of pathEvents(path).entries()) {
      const eventCase = cases.get(event) ?? event.type;
      if (!(await kit.play(event))) return mismatch(path.description, index + 1, eventCase, 'the call running', statePath(kit.actor.getSnapshot().value));
      expected = oracle.next(expected, eventCase);
      const actual = `${statePath(kit.actor.getSnapshot().value)} ${JSON.stringify(kit.shown)}`;
      const wanted = `${expected.state} ${JSON.stringify(expected.facts.shown)}`;
      if (actual !== wanted) return mismatch(path.description, index + 1, eventCase, wanted, actual);
      // arrivals are watched exactly while a call is on
      expect(kit.watchers()).toBe(expected.state.startsWith('busy') ? 1 : 0);
    }
    // one call per tap that got through
    expect(kit.saves().every((wanted) => wanted === true)).toBe(true);
    expect(kit.saves().length).toBe(kit.shown.filter((line) => line.startsWith('wanted:')).length);
    coverage?.add(kit);
    return null;
  } finally {
    kit.actor.stop();
  }
}

describeModel({
  name: 'optimistic toggle',
  machine: optimisticToggleMachine,
  paths,
  rows,
  replay,
  mutants: [
    { state: 'busy.saving', event: 'xstate.error.actor.save', target: '#optimisticToggle.busy.settling' },
    { state: 'busy.preparing', event: 'xstate.done.actor.prepare', target: 'settling' },
    { state: 'idle', event: 'toggle.flip', target: 'busy.saving' },
  ],
});
