/**
 * Model-based tests of the withdrawal (DESIGN.md "Tests"): every path `createTestModel` generates
 * is replayed against a running actor with pending stubs; after each event the actor must be where
 * the table below says (written from docs/decisions.md "Withdrawal: home first, then the
 * session"), with the side effects it says. A mutant with one wrong target must fail it; every
 * state and transition must be visited.
 */
import { expect } from 'vitest';
import { createTestModel } from 'xstate/graph';
import type { CoverageCheck } from '../test-support/inspector';
import { describeModel } from '../test-support/model-suite';
import { mismatch, statePath, type Expected, type Oracle, type OracleRow } from '../test-support/oracle';
import { createPendingKit } from '../test-support/pending-kit';
import { modelPaths, pathEvents, toTestModelMachine, type ModelEvent, type ModelPath } from '../test-support/test-model';
import { withdrawalMachine, type WithdrawalMachine } from './withdrawal.machine';

const shopFailed = Object.assign(new Error('쇼핑몰 회원 탈퇴를 처리하지 못했어요.'), { code: 400 });
const events: Array<[ModelEvent, string]> = [
  [{ type: 'withdrawal.submit', reason: '자주 이용하지 않아요' }, 'submit'],
  [{ type: 'xstate.done.actor.confirmWithdrawal', output: true }, 'confirmed'],
  [{ type: 'xstate.done.actor.confirmWithdrawal', output: false }, 'cancelled'],
  [{ type: 'xstate.error.actor.confirmWithdrawal', error: new Error('dialog gone') }, 'dialog gone'],
  [{ type: 'xstate.done.actor.withdraw' }, 'withdrawn'],
  [{ type: 'xstate.error.actor.withdraw', error: shopFailed }, 'refused'],
  [{ type: 'xstate.done.actor.leave' }, 'left'],
  [{ type: 'xstate.error.actor.leave', error: new Error('navigation cancelled') }, 'left anyway'],
];
const cases = new Map(events);
const runningIn: Record<string, string> = { confirmWithdrawal: 'confirming', withdraw: 'withdrawing', leave: 'leaving' };
const possible = (snapshot: { value: unknown }) =>
  events.map(([event]) => event).filter((event) => (event.type.startsWith('xstate.') ? snapshot.value === runningIn[event.type.split('.').pop() ?? ''] : snapshot.value === 'filling'));

interface Facts {
  failure: string | null;
  /** side effects in order */
  effects: string[];
}
const rows: OracleRow<Facts>[] = [
  { in: 'filling', on: 'submit', go: 'confirming', set: (f) => ({ ...f, failure: null }), spec: 'README: a last confirmation' },
  { in: 'confirming', on: 'confirmed', go: 'withdrawing', spec: '§7 DELETE /api/v2/auth/social/withdrawal' },
  { in: 'confirming', on: ['cancelled', 'dialog gone'], go: 'filling', spec: "'취소' keeps what was chosen and written" },
  { in: 'withdrawing', on: 'withdrawn', go: 'leaving', spec: 'decisions: home first, then the session ends' },
  { in: 'withdrawing', on: 'refused', go: 'filling', set: (f) => ({ failure: shopFailed.message, effects: [...f.effects, 'showFailure'] }), spec: "README: a failure shows the server's message, still signed in" },
  { in: 'leaving', on: ['left', 'left anyway'], go: 'withdrawn', spec: 'decisions: home first, then the session; a thank-you toast' },
];

const paths = modelPaths(
  createTestModel(toTestModelMachine(withdrawalMachine), { events: (s: never) => possible(s) as never, filterEvents: (_: unknown, e: ModelEvent) => cases.has(e) } as never) as never,
  { events: possible as never },
);

async function replay(path: ModelPath, machine: WithdrawalMachine, oracle: Oracle<Facts>, coverage?: CoverageCheck) {
  const kit = createPendingKit(machine, { actors: ['confirmWithdrawal', 'withdraw', 'leave'], actions: ['showFailure'] });
  kit.start();
  let expected: Expected<Facts> = { state: 'filling', facts: { failure: null, effects: [] } };
  try {
    for (const [index, event] of pathEvents(path).entries()) {
      const eventCase = cases.get(event) ?? event.type;
      if (!(await kit.play(event))) return mismatch(path.description, index + 1, eventCase, 'the actor running', statePath(kit.actor.getSnapshot().value));
      expected = oracle.next(expected, eventCase);
      const snapshot = kit.actor.getSnapshot();
      const actual = JSON.stringify([statePath(snapshot.value), snapshot.context.failure, kit.done.map((d) => d.action)]);
      const wanted = JSON.stringify([expected.state, expected.facts.failure, expected.facts.effects]);
      if (actual !== wanted) return mismatch(path.description, index + 1, eventCase, wanted, actual);
    }
    // the reason goes with the call
    for (const call of kit.calls.filter((c) => c.actor === 'withdraw')) expect(call.input).toEqual({ reason: '자주 이용하지 않아요' });
    coverage?.add(kit);
    return null;
  } finally {
    kit.actor.stop();
  }
}

describeModel({
  name: 'withdrawal',
  machine: withdrawalMachine,
  paths,
  rows,
  replay,
  mutants: [
    { state: 'withdrawing', event: 'xstate.done.actor.withdraw', target: 'withdrawn' },
    { state: 'confirming', event: 'xstate.done.actor.confirmWithdrawal', index: 1, target: 'withdrawing' },
  ],
});
