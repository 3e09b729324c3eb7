/**
 * Model-based tests of the session statechart (DESIGN.md "Tests"): `createTestModel` walks the
 * machine's graph, and every generated path is replayed against a running session actor whose
 * side effects are recording stubs. Fails when a state or transition of the machine is unvisited.
 */
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyStateNode, EventObject } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { coveragePaths, modelAfterEvent, toTestModelMachine } from '../test-support/test-model';
import { sessionMachine, type SessionContext } from './session.machine';
import { refreshBackoffMs } from './session.types';
import {
  apiError,
  createSessionKit,
  memberProfile,
  networkError,
  serverError,
  signInResult,
  timeoutError,
  userError,
  type SessionActorName,
} from './session.test-kit';

type ModelEvent = EventObject & { output?: unknown; error?: unknown; hasToken?: boolean };

const done = (id: SessionActorName | 'revalidate', output?: unknown): ModelEvent => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: SessionActorName | 'revalidate', error: unknown): ModelEvent => ({ type: `xstate.error.actor.${id}`, error });
const pollEvent = modelAfterEvent('profilePoll');
const backoffEvent = modelAfterEvent('refreshBackoff');
const modelMachine = toTestModelMachine(sessionMachine);

const banned = memberProfile({ banStatus: { isBanned: true, message: '이용이 제한된 계정이에요.' } });

/** Every event the outside world or an actor can produce, with the cases that matter. */
const modelEvents: ModelEvent[] = [
  { type: 'session.storageChanged', hasToken: true },
  { type: 'session.storageChanged', hasToken: false },
  { type: 'session.signedIn', result: signInResult() } as ModelEvent,
  { type: 'session.accessExpired' },
  { type: 'session.refreshExpired' },
  { type: 'session.logout' },
  { type: 'session.withdrawn' },
  { type: 'session.online' },
  done('validateToken'),
  failed('validateToken', apiError(111)),
  failed('validateToken', apiError(112)),
  failed('validateToken', apiError(110)),
  failed('validateToken', networkError()),
  failed('validateToken', userError(12)),
  done('fetchProfile', memberProfile()),
  done('fetchProfile', memberProfile({ retrySignIn: true })),
  done('fetchProfile', banned),
  failed('fetchProfile', apiError(111)),
  failed('fetchProfile', apiError(112)),
  failed('fetchProfile', apiError(110)),
  failed('fetchProfile', networkError()),
  done('revalidate'),
  failed('revalidate', apiError(111)),
  failed('revalidate', apiError(112)),
  failed('revalidate', apiError(110)),
  failed('revalidate', networkError()),
  done('refreshTokens'),
  failed('refreshTokens', apiError(112)),
  failed('refreshTokens', networkError()),
  failed('refreshTokens', timeoutError()),
  failed('refreshTokens', serverError(503)),
  failed('refreshTokens', apiError(110)),
  failed('refreshTokens', userError(12)),
  done('revokeTokens'),
  failed('revokeTokens', networkError()),
  done('showExpiredDialog'),
  { type: pollEvent },
  { type: backoffEvent },
];

/** Events an actor produces only while that actor runs. */
function possibleEvents(snapshot: { matches: (value: never) => boolean; value: unknown }): ModelEvent[] {
  const at = (path: string) => JSON.stringify(snapshot.value).includes(path);
  return modelEvents.filter((event) => {
    const type = event.type;
    if (type.startsWith('xstate.done.actor.') || type.startsWith('xstate.error.actor.')) {
      const id = type.split('.').pop();
      const runningIn: Record<string, string> = {
        validateToken: '"validating"',
        fetchProfile: '"loadingProfile"',
        revalidate: '"revalidating"',
        refreshTokens: '"refreshing"',
        revokeTokens: '"loggingOut"',
        showExpiredDialog: '"expired"',
      };
      return id !== undefined && at(runningIn[id] ?? '---');
    }
    if (type === pollEvent) return at('"idle"');
    if (type === backoffEvent) return at('"waitingForNetwork"') || at('"unverified"');
    return true;
  });
}

const startsWithToken = createTestModel(modelMachine, {
  events: (snapshot: unknown) => possibleEvents(snapshot as never) as never,
  input: { hasToken: true },
} as never);
const startsWithoutToken = createTestModel(modelMachine, {
  events: (snapshot: unknown) => possibleEvents(snapshot as never) as never,
  input: { hasToken: false },
} as never);

const allStates = new Set<string>();
const allTransitions = new Set<string>();
(function collect(node: AnyStateNode) {
  allStates.add(node.id);
  for (const [eventType, list] of node.transitions) list.forEach((_, index) => allTransitions.add(`${node.id} ${eventType} #${index}`));
  node.always?.forEach((transition, index) => allTransitions.add(`${node.id} ${transition.eventType} #${index}`));
  Object.values(node.states).forEach(collect);
})(sessionMachine.root);

const visitedStates = new Set<string>();
const visitedTransitions = new Set<string>();

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

for (const [name, model, hasToken] of [
  ['with a stored token', startsWithToken, true],
  ['without a stored token', startsWithoutToken, false],
] as const) {
  describe(`session model: starting ${name}`, () => {
    const paths = coveragePaths(model as never, possibleEvents as never, (context: SessionContext) => [
      context.hasToken,
      context.refreshAttempts,
      context.networkFailures,
      context.logoutReason,
      context.banNotified,
    ]);

    for (const path of paths) {
      it(path.description, async () => {
        const kit = createSessionKit(hasToken);
        kit.start();
        const check = (expected: { value: unknown; context: unknown }) => {
          const actual = kit.actor.getSnapshot();
          expect(actual.value).toEqual(expected.value);
          expect(actual.context).toEqual(expected.context);
          for (const node of actual._nodes as AnyStateNode[]) visitedStates.add(node.id);
        };
        check(path.steps[0]?.state as never);
        for (const step of path.steps) {
          const event = step.event as ModelEvent;
          if (event.type.startsWith('xstate.init')) continue;
          if (event.type.startsWith('xstate.done.actor.') || event.type.startsWith('xstate.error.actor.')) {
            const id = event.type.split('.').pop() as SessionActorName | 'revalidate';
            const actorName: SessionActorName = id === 'revalidate' ? 'validateToken' : id;
            expect(kit.isPending(actorName)).toBe(true);
            if (event.type.startsWith('xstate.done')) await kit.resolve(actorName, event.output);
            else await kit.reject(actorName, event.error);
          } else if (event.type === pollEvent) {
            await vi.advanceTimersByTimeAsync(300_000);
          } else if (event.type === backoffEvent) {
            // the backoff for this many failures, no longer: a shorter wait must not refresh yet
            const waiting = kit.actor.getSnapshot().value;
            const waitMs = refreshBackoffMs(kit.actor.getSnapshot().context.networkFailures);
            await vi.advanceTimersByTimeAsync(waitMs - 1);
            expect(kit.actor.getSnapshot().value).toBe(waiting);
            await vi.advanceTimersByTimeAsync(1);
          } else {
            kit.actor.send(event as never);
            await kit.flush();
          }
          check(step.state as never);
        }
        // side effects that the spec counts: one dialog per expiry, one clear per logout
        expect(kit.calls.showExpiredDialog).toBe(kit.count('goToLogin') + (kit.actor.getSnapshot().matches('expired') ? 1 : 0));
        expect(kit.calls.refreshTokens).toBeLessThanOrEqual(path.steps.length);
        kit.taken.forEach((transition) => visitedTransitions.add(transition));
        kit.entered.forEach((id) => visitedStates.add(id));
        kit.actor.stop();
      });
    }
  });
}

afterAll(() => {
  const unvisitedStates = [...allStates].filter((id) => !visitedStates.has(id));
  const unvisitedTransitions = [...allTransitions].filter((id) => !visitedTransitions.has(id));
  console.log(
    `session model coverage: states ${allStates.size - unvisitedStates.length}/${allStates.size}, ` +
      `transitions ${allTransitions.size - unvisitedTransitions.length}/${allTransitions.size}`,
  );
  expect(unvisitedStates).toEqual([]);
  expect(unvisitedTransitions).toEqual([]);
});
