/**
 * Model-based tests of the social sign-in statechart: `createTestModel` walks the machine's graph
 * and every generated path is replayed against a running actor with recording stubs. Fails when a
 * state or transition of the machine is unvisited.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { AnyStateNode, EventObject } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { coveragePaths, toTestModelMachine } from '../test-support/test-model';
import { socialSignInMachine, type SocialSignInContext } from './social-sign-in.machine';
import {
  apiError,
  appleCredentials,
  createSignInKit,
  fullNaverProfile,
  naverCredentials,
  signInResult,
  type SignInActorName,
} from './social-sign-in.test-kit';

type ModelEvent = EventObject & { output?: unknown; error?: unknown; provider?: string; result?: unknown };
const done = (id: SignInActorName, output?: unknown): ModelEvent => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: SignInActorName, error: unknown): ModelEvent => ({ type: `xstate.error.actor.${id}`, error });

const modelEvents: ModelEvent[] = [
  { type: 'signIn.start', provider: 'naver' },
  { type: 'signIn.start', provider: 'apple' },
  { type: 'signIn.returned', result: { kind: 'authorized', credentials: naverCredentials(), stateMatches: true } },
  { type: 'signIn.returned', result: { kind: 'authorized', credentials: naverCredentials(), stateMatches: false } },
  { type: 'signIn.returned', result: { kind: 'authorized', credentials: appleCredentials(), stateMatches: true } },
  { type: 'signIn.returned', result: { kind: 'error', error: 'access_denied' } },
  { type: 'signIn.returned', result: { kind: 'error', error: 'invalid_request' } },
  done('authorizeApple', appleCredentials()),
  failed('authorizeApple', { error: 'popup_closed_by_user' }),
  failed('authorizeApple', { error: 'unknown_error' }),
  done('fetchNaverProfile', fullNaverProfile()),
  done('fetchNaverProfile', fullNaverProfile({ gender: null })),
  done('fetchNaverProfile', fullNaverProfile({ birthyear: '2015' })),
  failed('fetchNaverProfile', new TypeError('Failed to fetch')),
  done('confirmConsent', true),
  done('confirmConsent', false),
  failed('confirmConsent', new Error('dialog closed')),
  done('signInAndUp', signInResult(true)),
  failed('signInAndUp', apiError(83, '가입이 제한된 계정이에요.')),
  failed('signInAndUp', apiError(81)),
  failed('signInAndUp', Object.assign(apiError(13, '로그인 시도가 너무 잦아요. 30초 뒤에 다시 시도해 주세요.'), { status: 429 })),
  done('showMessage', true),
  failed('showMessage', new Error('dialog gone')),
];

const runningIn: Record<SignInActorName, string> = {
  authorizeApple: 'authorizingApple',
  fetchNaverProfile: 'fetchingNaverProfile',
  confirmConsent: 'askingConsent',
  signInAndUp: 'signingIn',
  showMessage: 'failed',
};

function possibleEvents(snapshot: { value: unknown }): ModelEvent[] {
  return modelEvents.filter((event) => {
    if (!event.type.startsWith('xstate.')) return snapshot.value === 'idle';
    const id = event.type.split('.').pop() as SignInActorName;
    return snapshot.value === runningIn[id];
  });
}

const model = createTestModel(toTestModelMachine(socialSignInMachine), {
  events: (snapshot: unknown) => possibleEvents(snapshot as never) as never,
  input: { currentYear: 2026 },
} as never);

const allStates = new Set<string>();
const allTransitions = new Set<string>();
(function collect(node: AnyStateNode) {
  allStates.add(node.id);
  for (const [eventType, list] of node.transitions) list.forEach((_, index) => allTransitions.add(`${node.id} ${eventType} #${index}`));
  node.always?.forEach((transition, index) => allTransitions.add(`${node.id} ${transition.eventType} #${index}`));
  Object.values(node.states).forEach(collect);
})(socialSignInMachine.root);
const visitedStates = new Set<string>();
const visitedTransitions = new Set<string>();

describe('social sign-in model', () => {
  const paths = coveragePaths(model as never, possibleEvents as never, (context: SocialSignInContext) => [
    context.credentials?.provider ?? null,
  ]);
  for (const path of paths) {
    it(path.description, async () => {
      const kit = createSignInKit();
      kit.start();
      for (const step of path.steps) {
        const event = step.event as ModelEvent;
        if (event.type.startsWith('xstate.init')) continue;
        if (event.type.startsWith('xstate.done.actor.') || event.type.startsWith('xstate.error.actor.')) {
          const id = event.type.split('.').pop() as SignInActorName;
          expect(kit.isPending(id)).toBe(true);
          if (event.type.startsWith('xstate.done')) await kit.resolve(id, event.output);
          else await kit.reject(id, event.error);
        } else {
          kit.actor.send(event as never);
          await kit.flush();
        }
        const expected = step.state as { value: unknown; context: unknown };
        expect(kit.actor.getSnapshot().value).toEqual(expected.value);
        expect(kit.actor.getSnapshot().context).toEqual(expected.context);
      }
      // a sign-in reaches the session exactly when the machine ends signed in
      const signedIn = kit.actor.getSnapshot().status === 'done';
      expect(kit.names().filter((name) => name === 'reportSignedIn')).toHaveLength(signedIn ? 1 : 0);
      kit.taken.forEach((transition) => visitedTransitions.add(transition));
      kit.entered.forEach((id) => visitedStates.add(id));
      kit.actor.stop();
    });
  }
});

afterAll(() => {
  const unvisitedStates = [...allStates].filter((id) => !visitedStates.has(id));
  const unvisitedTransitions = [...allTransitions].filter((id) => !visitedTransitions.has(id));
  console.log(
    `social sign-in model coverage: states ${allStates.size - unvisitedStates.length}/${allStates.size}, ` +
      `transitions ${allTransitions.size - unvisitedTransitions.length}/${allTransitions.size}`,
  );
  expect(unvisitedStates).toEqual([]);
  expect(unvisitedTransitions).toEqual([]);
});
