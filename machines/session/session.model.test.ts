/**
 * Model-based tests of the session statechart (DESIGN.md "Tests", issue 26 §3): `createTestModel`
 * walks the machine's graph for paths that reach every state and take every transition; each path is
 * replayed against a running session actor whose side effects are recording stubs, and after every
 * event the actor must be where the oracle says: a table written from SPEC.md (session.oracle.ts),
 * not the machine. A mutant with one wrong target must fail it.
 */
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coverageCheck, type CoverageCheck } from '../test-support/inspector';
import { createOracle, mismatch, statePath, type Expected, type Oracle } from '../test-support/oracle';
import { pathEvents, withMutatedTarget, type ModelPath } from '../test-support/test-model';
import { sessionMachine, type SessionMachine } from './session.machine';
import { backoffEvent, caseOf, pathsStarting, pollEvent } from './session.model';
import { backoffMs, sessionOracleRows, startFacts, startState, type SessionFacts } from './session.oracle';
import { createSessionKit, type SessionActorName } from './session.test-kit';

const oracle = createOracle<SessionFacts>('session', sessionOracleRows);

/**
 * Replays a path against a session actor of `machine`; returns the first step where the actor is
 * not where the oracle says (or an event could not happen), or null.
 */
async function replay(
  path: ModelPath,
  hasToken: boolean,
  machine: SessionMachine,
  { oracle, coverage }: { oracle: Oracle<SessionFacts>; coverage?: CoverageCheck },
): Promise<string | null> {
  const kit = createSessionKit(hasToken, machine);
  kit.start();
  let expected: Expected<SessionFacts> = { state: startState(hasToken), facts: startFacts(hasToken) };
  try {
    const actualState = () => statePath(kit.actor.getSnapshot().value);
    if (actualState() !== expected.state) return mismatch(path.description, 0, 'start', expected.state, actualState());
    const events = pathEvents(path);
    for (const [index, event] of events.entries()) {
      const eventCase = caseOf(event);
      if (event.type.startsWith('xstate.done.actor.') || event.type.startsWith('xstate.error.actor.')) {
        const id = event.type.split('.').pop() as SessionActorName | 'revalidate';
        const actorName: SessionActorName = id === 'revalidate' ? 'validateToken' : id;
        if (!kit.isPending(actorName)) return mismatch(path.description, index + 1, eventCase, `${actorName} running`, actualState());
        if (event.type.startsWith('xstate.done')) await kit.resolve(actorName, event.output);
        else await kit.reject(actorName, event.error);
      } else if (event.type === pollEvent) {
        await vi.advanceTimersByTimeAsync(300_000);
      } else if (event.type === backoffEvent) {
        // the spec's backoff for this many failures, no longer: a shorter wait must not retry yet
        const waitMs = backoffMs(expected.facts.networkFailures);
        const before = actualState();
        await vi.advanceTimersByTimeAsync(waitMs - 1);
        if (actualState() !== before) return mismatch(path.description, index + 1, `${eventCase} after ${waitMs - 1} ms`, before, actualState());
        await vi.advanceTimersByTimeAsync(1);
      } else {
        kit.actor.send(event as never);
        await kit.flush();
      }
      expected = oracle.next(expected, eventCase);
      if (actualState() !== expected.state) return mismatch(path.description, index + 1, eventCase, expected.state, actualState());
    }
    // side effects the spec counts: one dialog per expiry, each followed by the login page
    expect(kit.calls.showExpiredDialog).toBe(kit.count('goToLogin') + (kit.actor.getSnapshot().matches('expired') ? 1 : 0));
    // the stored token as the spec says
    expect(kit.actor.getSnapshot().context.hasToken).toBe(expected.facts.token);
    coverage?.add(kit);
    return null;
  } finally {
    kit.actor.stop();
  }
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const starts = [
  ['with a stored token', true],
  ['without a stored token', false],
] as const;
const pathsByStart = new Map(starts.map(([, hasToken]) => [hasToken, pathsStarting(hasToken)]));
const coverage = coverageCheck('session', sessionMachine);
let executed = 0;
const total = [...pathsByStart.values()].reduce((sum, paths) => sum + paths.length, 0);

for (const [name, hasToken] of starts) {
  describe(`session model: starting ${name}`, () => {
    for (const path of pathsByStart.get(hasToken)!) {
      it(path.description, async () => {
        executed += 1;
        expect(await replay(path, hasToken, sessionMachine, { oracle, coverage })).toBeNull();
      });
    }
  });
}

describe('session model: the oracle sees a wrong transition', () => {
  /** one target changed at a time: each mutant must be caught by some path */
  const mutants = [
    { state: 'validating', event: 'xstate.done.actor.validateToken', target: 'visitor' },
    { state: 'validating', event: 'xstate.error.actor.validateToken', index: 0, target: 'loggingOut' },
    { state: 'member.idle', event: 'after.profilePoll', target: 'loadingProfile' },
    { state: 'refreshing', event: 'xstate.error.actor.refreshTokens', index: 2, target: 'loggingOut' },
    { state: 'refreshAnswered', event: 'always', index: 1, target: 'waitingForNetwork' },
    { state: 'loggedOut', event: 'always', index: 0, target: 'visitor' },
    { state: 'member', event: 'session.logout', target: 'loggedOut' },
  ];
  for (const mutation of mutants) {
    it(`fails when ${mutation.state} on ${mutation.event}${mutation.index ? ` #${mutation.index}` : ''} goes to ${mutation.target}`, async () => {
      const mutant = withMutatedTarget(sessionMachine, mutation);
      const mutantOracle = createOracle<SessionFacts>('session', sessionOracleRows);
      let caught: string | null = null;
      for (const [hasToken, paths] of pathsByStart) {
        for (const path of paths) {
          caught ??= await replay(path, hasToken, mutant, { oracle: mutantOracle }).catch((error: unknown) => String(error));
        }
      }
      expect(caught).not.toBeNull();
    });
  }
});

afterAll(() => {
  // a filtered run (-t) walks only some paths: coverage is judged on the whole model only
  if (executed < total) return;
  coverage.check();
  expect(oracle.unusedRows()).toEqual([]);
});
