/**
 * Model-based tests of the point exchange (DESIGN.md "Tests"): every path `createTestModel`
 * generates is replayed against a running actor with pending stubs; after each event the actor
 * must be where the table below says (written from docs/decisions.md "Point exchange: one request
 * key per intent") and the server must have been asked with the key it says. A mutant with one
 * wrong target must fail it; every state and transition must be visited.
 */
import { expect } from 'vitest';
import { createTestModel } from 'xstate/graph';
import type { CoverageCheck } from '../test-support/inspector';
import { describeModel } from '../test-support/model-suite';
import { mismatch, statePath, type Expected, type Oracle, type OracleRow } from '../test-support/oracle';
import { createPendingKit } from '../test-support/pending-kit';
import { modelPaths, pathEvents, toTestModelMachine, type ModelEvent, type ModelPath } from '../test-support/test-model';
import { pointExchangeMachine, type PointExchangeMachine } from './point-exchange.machine';

const failedError = Object.assign(new Error('오늘은 별을 더 바꿀 수 없어요.'), { code: 13 });
const events: Array<[ModelEvent, string]> = [
  [{ type: 'exchange.submit', amount: 1000, valid: true, freshKey: 'k-1000', shopPoints: 1000 }, 'submit 1000'],
  [{ type: 'exchange.submit', amount: 2000, valid: true, freshKey: 'k-2000', shopPoints: 2040 }, 'submit 2000'],
  [{ type: 'exchange.submit', amount: 1500, valid: false, freshKey: 'k-1500', shopPoints: 0 }, 'submit invalid'],
  [{ type: 'exchange.edited' }, 'edited'],
  [{ type: 'xstate.done.actor.confirmExchange', output: true }, 'confirmed'],
  [{ type: 'xstate.done.actor.confirmExchange', output: false }, 'cancelled'],
  [{ type: 'xstate.error.actor.confirmExchange', error: new Error('dialog gone') }, 'dialog gone'],
  [{ type: 'xstate.done.actor.exchange', output: { exchangeId: 17 } }, 'exchanged'],
  [{ type: 'xstate.error.actor.exchange', error: failedError }, 'refused'],
];
const cases = new Map(events);
const runningIn: Record<string, string> = { confirmExchange: 'confirming', exchange: 'exchanging' };
const possible = (snapshot: { value: unknown }) =>
  events.map(([event]) => event).filter((event) => (event.type.startsWith('xstate.') ? snapshot.value === runningIn[event.type.split('.').pop() ?? ''] : snapshot.value === 'editing'));

interface Facts {
  /** the intent: amount and key */
  intent: { amount: number; requestKey: string } | null;
  failure: string | null;
  /** the keys the server was asked with */
  sent: string[];
}
const submit = (amount: number) => (f: Facts): Facts => ({ ...f, failure: null, intent: f.intent?.amount === amount ? f.intent : { amount, requestKey: `k-${amount}` } });
const rows: OracleRow<Facts>[] = [
  { in: 'editing', on: 'submit 1000', go: 'confirming', set: submit(1000), spec: 'decisions: a confirmation first' },
  { in: 'editing', on: 'submit 2000', go: 'confirming', set: submit(2000), spec: 'decisions: a new amount is a new intent, a new key' },
  { in: 'editing', on: 'submit invalid', set: (f) => ({ ...f, failure: null }), spec: "the form's rules' message, no call" },
  { in: 'editing', on: 'edited', set: (f) => ({ ...f, failure: null }), spec: "editing the amount takes the server's message away" },
  { in: 'confirming', on: 'confirmed', go: 'exchanging', set: (f) => ({ ...f, sent: [...f.sent, f.intent?.requestKey ?? ''] }), spec: "'바꾸기' sends the intent" },
  { in: 'confirming', on: ['cancelled', 'dialog gone'], go: 'editing', spec: "'취소' keeps the form" },
  { in: 'exchanging', on: 'exchanged', go: 'exchanged', spec: 'the receipt at ?exchangeId=' },
  { in: 'exchanging', on: 'refused', go: 'editing', set: (f) => ({ ...f, failure: failedError.message }), spec: "the server's message; the same intent and key for a retry" },
];

const paths = modelPaths(
  createTestModel(toTestModelMachine(pointExchangeMachine), { events: (s: never) => possible(s) as never, filterEvents: (_: unknown, e: ModelEvent) => cases.has(e) } as never) as never,
  { events: possible as never },
);

async function replay(path: ModelPath, machine: PointExchangeMachine, oracle: Oracle<Facts>, coverage?: CoverageCheck) {
  const kit = createPendingKit(machine, { actors: ['confirmExchange', 'exchange'], actions: ['refreshSummary', 'showReceipt'] });
  kit.start();
  let expected: Expected<Facts> = { state: 'editing', facts: { intent: null, failure: null, sent: [] } };
  try {
    for (const [index, event] of pathEvents(path).entries()) {
      const eventCase = cases.get(event) ?? event.type;
      if (!(await kit.play(event))) return mismatch(path.description, index + 1, eventCase, 'the actor running', statePath(kit.actor.getSnapshot().value));
      expected = oracle.next(expected, eventCase);
      const snapshot = kit.actor.getSnapshot();
      const sent = kit.calls.filter((call) => call.actor === 'exchange').map((call) => (call.input as { requestKey: string }).requestKey);
      const actual = JSON.stringify([statePath(snapshot.value), snapshot.context.failure, sent]);
      const wanted = JSON.stringify([expected.state, expected.facts.failure, expected.facts.sent]);
      if (actual !== wanted) return mismatch(path.description, index + 1, eventCase, wanted, actual);
    }
    if (expected.state === 'exchanged') expect(kit.done.at(-1)).toEqual({ action: 'showReceipt', params: { exchangeId: 17 } });
    coverage?.add(kit);
    return null;
  } finally {
    kit.actor.stop();
  }
}

describeModel({
  name: 'point exchange',
  machine: pointExchangeMachine,
  paths,
  rows,
  replay,
  mutants: [
    { state: 'exchanging', event: 'xstate.error.actor.exchange', target: 'confirming' },
    { state: 'confirming', event: 'xstate.done.actor.confirmExchange', index: 1, target: 'exchanging' },
  ],
});
