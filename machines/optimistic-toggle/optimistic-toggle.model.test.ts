/**
 * Model-based tests of the optimistic toggle (DESIGN.md "Tests"): every path `createTestModel`
 * generates is replayed against a running actor with pending stubs; after each event the actor
 * must be where the table below says (written from SPEC.md §4 and docs/decisions.md "One
 * optimistic switch"), and the shopper must have seen what it says. Fails when a state or
 * transition of the machine is unvisited, and when a mutant with one wrong target passes.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import { coverageCheck, type CoverageCheck } from '../test-support/inspector';
import { createOracle, mismatch, statePath, type Expected, type Oracle, type OracleRow } from '../test-support/oracle';
import { modelPaths, pathEvents, toTestModelMachine, withMutatedTarget, type ModelEvent, type ModelPath } from '../test-support/test-model';
import { optimisticToggleMachine, type OptimisticToggleMachine } from './optimistic-toggle.machine';
import { createToggleKit, type ToggleActorName } from './optimistic-toggle.test-kit';

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

async function replay(path: ModelPath, machine: OptimisticToggleMachine, oracle: Oracle<Facts>, coverage?: CoverageCheck) {
  const kit = createToggleKit(machine);
  kit.start();
  let expected: Expected<Facts> = { state: 'idle', facts: { shown: [] } };
  try {
    for (const [index, event] of pathEvents(path).entries()) {
      const eventCase = cases.get(event) ?? event.type;
      if (event.type.startsWith('xstate.')) {
        const id = event.type.split('.').pop() as ToggleActorName;
        if (!kit.isPending(id)) return mismatch(path.description, index + 1, eventCase, `${id} running`, statePath(kit.actor.getSnapshot().value));
        if (event.type.startsWith('xstate.done')) await kit.resolve(id, event.output);
        else await kit.reject(id, event.error);
      } else {
        kit.actor.send(event as never);
        await kit.flush();
      }
      expected = oracle.next(expected, eventCase);
      const actual = `${statePath(kit.actor.getSnapshot().value)} ${JSON.stringify(kit.shown)}`;
      const wanted = `${expected.state} ${JSON.stringify(expected.facts.shown)}`;
      if (actual !== wanted) return mismatch(path.description, index + 1, eventCase, wanted, actual);
      // arrivals are watched exactly while a call is on
      expect(kit.watchers()).toBe(expected.state.startsWith('busy') ? 1 : 0);
    }
    // one call per tap that got through
    expect(kit.saves.every((wanted) => wanted === true)).toBe(true);
    expect(kit.saves.length).toBe(kit.shown.filter((line) => line.startsWith('wanted:')).length);
    coverage?.add(kit);
    return null;
  } finally {
    kit.actor.stop();
  }
}

const coverage = coverageCheck('optimistic toggle', optimisticToggleMachine);
const oracle = createOracle('optimistic toggle', rows);
let executed = 0;

describe('optimistic toggle model', () => {
  for (const path of paths) {
    it(path.description, async () => {
      executed += 1;
      expect(await replay(path, optimisticToggleMachine, oracle, coverage)).toBeNull();
    });
  }

  for (const mutation of [
    { state: 'busy.saving', event: 'xstate.error.actor.save', target: '#optimisticToggle.busy.settling' },
    { state: 'busy.preparing', event: 'xstate.done.actor.prepare', target: 'settling' },
    { state: 'idle', event: 'toggle.flip', target: 'busy.saving' },
  ]) {
    it(`fails when ${mutation.state} on ${mutation.event} goes to ${mutation.target}`, async () => {
      const mutant = withMutatedTarget(optimisticToggleMachine, mutation);
      let caught: string | null = null;
      for (const path of paths) caught ??= await replay(path, mutant, createOracle('mutant', rows)).catch((error: unknown) => String(error));
      expect(caught).not.toBeNull();
    });
  }
});

afterAll(() => {
  if (executed < paths.length) return;
  coverage.check();
  expect(oracle.unusedRows()).toEqual([]);
});
