/**
 * The model of the social sign-in statechart for model-based tests (DESIGN.md "Tests"):
 * `createTestModel` walks the machine's graph with the event cases below, and `modelPaths` gives
 * paths that reach every state and take every transition. The same paths run against the machine
 * (social-sign-in.model.test.ts) and through the real login, callback and sign-up screens
 * (src/features/auth/sign-in-screens.model.test.tsx); both compare with the oracle
 * (social-sign-in.oracle.ts). Test support only; never used by the app.
 */
import { createTestModel } from 'xstate/graph';
import { createOracle } from '../test-support/oracle';
import { modelPaths, toTestModelMachine, type ModelEvent, type ModelPath } from '../test-support/test-model';
import { socialSignInMachine, type SocialSignInContext } from './social-sign-in.machine';
import { PROHIBITED_MESSAGE, RATE_LIMIT_MESSAGE, signInOracleRows, type SignInFacts } from './social-sign-in.oracle';
import { apiError, appleCredentials, fullNaverProfile, naverCredentials, signInResult, type SignInActorName } from './social-sign-in.test-kit';

export type { ModelEvent };

const done = (id: SignInActorName, output?: unknown): ModelEvent => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: SignInActorName, error: unknown): ModelEvent => ({ type: `xstate.error.actor.${id}`, error });

/** Every event the shopper, a callback page or an actor can produce, with its name in the oracle. */
export const signInModelEvents: ReadonlyArray<readonly [ModelEvent, string]> = [
  [{ type: 'signIn.start', provider: 'naver' }, 'start: naver'],
  [{ type: 'signIn.start', provider: 'apple' }, 'start: apple'],
  [{ type: 'signIn.returned', result: { kind: 'authorized', credentials: naverCredentials(), stateMatches: true } }, 'return: naver'],
  [{ type: 'signIn.returned', result: { kind: 'authorized', credentials: naverCredentials(), stateMatches: false } }, 'return: state mismatch'],
  [{ type: 'signIn.returned', result: { kind: 'authorized', credentials: appleCredentials(), stateMatches: true } }, 'return: apple'],
  [{ type: 'signIn.returned', result: { kind: 'error', error: 'access_denied' } }, 'return: cancelled'],
  [{ type: 'signIn.returned', result: { kind: 'error', error: 'invalid_request' } }, 'return: provider error'],
  [done('authorizeApple', appleCredentials()), 'apple: authorized'],
  [failed('authorizeApple', { error: 'popup_closed_by_user' }), 'apple: popup closed'],
  [failed('authorizeApple', { error: 'unknown_error' }), 'apple: failed'],
  [done('fetchNaverProfile', fullNaverProfile()), 'naver profile: complete'],
  [done('fetchNaverProfile', fullNaverProfile({ gender: null })), 'naver profile: an item missing'],
  [done('fetchNaverProfile', fullNaverProfile({ birthyear: '2015' })), 'naver profile: under 14'],
  [failed('fetchNaverProfile', new TypeError('Failed to fetch')), 'naver profile: failed'],
  [done('confirmConsent', true), 'consent: again'],
  [done('confirmConsent', false), 'consent: cancel'],
  [failed('confirmConsent', new Error('dialog closed')), 'consent: gone'],
  [done('signInAndUp', signInResult(true)), 'sign-in: ok'],
  [failed('signInAndUp', apiError(83, PROHIBITED_MESSAGE)), 'sign-in: 83'],
  [failed('signInAndUp', Object.assign(apiError(13, RATE_LIMIT_MESSAGE), { status: 429 })), 'sign-in: too many'],
  [failed('signInAndUp', apiError(81)), 'sign-in: 81'],
  [done('showMessage', true), 'message: closed'],
  [failed('showMessage', new Error('dialog gone')), 'message: gone'],
];
const caseNames = new Map(signInModelEvents);

export function caseOf(event: ModelEvent): string {
  const name = caseNames.get(event);
  if (name === undefined) throw new Error(`no oracle case for ${event.type}`);
  return name;
}

const runningIn: Record<SignInActorName, string> = {
  authorizeApple: 'authorizingApple',
  fetchNaverProfile: 'fetchingNaverProfile',
  confirmConsent: 'askingConsent',
  signInAndUp: 'signingIn',
  showMessage: 'failed',
};

function possibleEvents(snapshot: { value: unknown }): ModelEvent[] {
  return signInModelEvents
    .map(([event]) => event)
    .filter((event) => (event.type.startsWith('xstate.') ? snapshot.value === runningIn[event.type.split('.').pop() as SignInActorName] : snapshot.value === 'idle'));
}

const model = createTestModel(toTestModelMachine(socialSignInMachine), {
  events: (snapshot: unknown) => possibleEvents(snapshot as never) as never,
  filterEvents: (_: unknown, event: ModelEvent) => caseNames.has(event),
  input: { currentYear: 2026 },
} as never);

export function signInModelPaths(): ModelPath[] {
  return modelPaths(model as never, {
    events: possibleEvents as never,
    guardContext: (context: SocialSignInContext) => [context.credentials?.provider ?? null],
  });
}

export const signInOracle = () => createOracle<SignInFacts>('social sign-in', signInOracleRows);
