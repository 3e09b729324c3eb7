/**
 * The model of the session statechart for model-based tests (DESIGN.md "Tests"): the events the
 * outside world or an actor can produce, each with its name in the oracle (session.oracle.ts), and
 * the paths `createTestModel` generates from them for state and transition coverage. The machine's
 * model test (session.model.test.ts) replays every path; the Playwright suite replays a sample
 * against the real server (tests/e2e/model-paths.spec.ts). Test support only.
 */
import { createTestModel } from 'xstate/graph';
import { modelAfterEvent, modelPaths, toTestModelMachine, type ModelEvent, type ModelPath } from '../test-support/test-model';
import { sessionMachine, type SessionContext } from './session.machine';
import { apiError, memberProfile, networkError, serverError, signInResult, timeoutError, userError, type SessionActorName } from './session.test-kit';

export type { ModelEvent };

const done = (id: SessionActorName | 'revalidate', output?: unknown): ModelEvent => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: SessionActorName | 'revalidate', error: unknown): ModelEvent => ({ type: `xstate.error.actor.${id}`, error });
export const pollEvent = modelAfterEvent('profilePoll');
export const backoffEvent = modelAfterEvent('refreshBackoff');

const banned = memberProfile({ banStatus: { isBanned: true, message: '이용이 제한된 계정이에요.' } });

/** Every event the outside world or an actor can produce, with the cases that matter, and its name in the oracle. */
const modelEvents: Array<[ModelEvent, string]> = [
  [{ type: 'session.storageChanged', hasToken: true }, 'storage: token'],
  [{ type: 'session.storageChanged', hasToken: false }, 'storage: no token'],
  [{ type: 'session.signedIn', result: signInResult() }, 'signed in'],
  [{ type: 'session.accessExpired' }, 'call: 111'],
  [{ type: 'session.refreshExpired' }, 'call: 112'],
  [{ type: 'session.logout' }, 'logout'],
  [{ type: 'session.withdrawn' }, 'withdrawn'],
  [{ type: 'session.online' }, 'online'],
  [done('validateToken'), 'validate: ok'],
  [failed('validateToken', apiError(111)), 'validate: 111'],
  [failed('validateToken', apiError(112)), 'validate: 112'],
  [failed('validateToken', apiError(110)), 'validate: 110'],
  [failed('validateToken', networkError()), 'validate: offline'],
  [failed('validateToken', userError(12)), 'validate: other answer'],
  [done('fetchProfile', memberProfile()), 'profile: ok'],
  [done('fetchProfile', memberProfile({ retrySignIn: true })), 'profile: retrySignIn'],
  [done('fetchProfile', banned), 'profile: banned'],
  [failed('fetchProfile', apiError(111)), 'profile: 111'],
  [failed('fetchProfile', apiError(112)), 'profile: 112'],
  [failed('fetchProfile', apiError(110)), 'profile: 110'],
  [failed('fetchProfile', networkError()), 'profile: offline'],
  [done('revalidate'), 'revalidate: ok'],
  [failed('revalidate', apiError(111)), 'revalidate: 111'],
  [failed('revalidate', apiError(112)), 'revalidate: 112'],
  [failed('revalidate', apiError(110)), 'revalidate: 110'],
  [failed('revalidate', networkError()), 'revalidate: offline'],
  [done('refreshTokens'), 'refresh: ok'],
  [failed('refreshTokens', apiError(112)), 'refresh: 112'],
  [failed('refreshTokens', networkError()), 'refresh: offline'],
  [failed('refreshTokens', timeoutError()), 'refresh: timeout'],
  [failed('refreshTokens', serverError(503)), 'refresh: 503'],
  [failed('refreshTokens', apiError(110)), 'refresh: 110'],
  [failed('refreshTokens', userError(12)), 'refresh: other answer'],
  [done('revokeTokens'), 'revoke: ok'],
  [failed('revokeTokens', networkError()), 'revoke: offline'],
  [done('showExpiredDialog'), 'dialog closed'],
  [failed('showExpiredDialog', new Error('dialog gone')), 'dialog failed'],
  [{ type: pollEvent }, 'poll'],
  [{ type: backoffEvent }, 'backoff'],
];
const caseNames = new Map(modelEvents.map(([event, name]) => [event, name]));
export const caseOf = (event: ModelEvent): string => {
  const name = caseNames.get(event);
  if (name === undefined) throw new Error(`no oracle case for ${event.type}`);
  return name;
};

/** Events an actor produces only while that actor runs. */
function possibleEvents(snapshot: { value: unknown }): ModelEvent[] {
  const at = (path: string) => JSON.stringify(snapshot.value).includes(path);
  const runningIn: Record<string, string> = {
    validateToken: '"validating"',
    fetchProfile: '"loadingProfile"',
    revalidate: '"revalidating"',
    refreshTokens: '"refreshing"',
    revokeTokens: '"loggingOut"',
    showExpiredDialog: '"expired"',
  };
  return modelEvents
    .map(([event]) => event)
    .filter(({ type }) => {
      if (type.startsWith('xstate.done.actor.') || type.startsWith('xstate.error.actor.')) return at(runningIn[type.split('.').pop() ?? ''] ?? '---');
      if (type === pollEvent) return at('"idle"');
      if (type === backoffEvent) return at('"waitingForNetwork"') || at('"unverified"');
      return true;
    });
}

const modelMachine = toTestModelMachine(sessionMachine);
/** Paths that reach every state and take every transition, starting with or without a stored token. */
export const pathsStarting = (hasToken: boolean): ModelPath[] =>
  modelPaths(
    createTestModel(modelMachine, {
      events: (snapshot: unknown) => possibleEvents(snapshot as never) as never,
      // xstate/graph adds a bare event for every type a state handles: only the cases above are walked
      filterEvents: (_: unknown, event: ModelEvent) => caseNames.has(event),
      input: { hasToken },
    } as never) as never,
    {
    events: possibleEvents as never,
      guardContext: (context: SessionContext) => [context.hasToken, context.refreshAttempts, context.networkFailures, context.logoutReason, context.banNotified],
    },
  );

