/**
 * Test kit of the accept-answer machine: the accept actor is pending until the test settles it, the
 * refresh action is recorded. Used by the unit and model-based tests; never by the app.
 */
import { createActor } from 'xstate';
import { createInspector } from '../test-support/inspector';
import { pendingActors } from '../test-support/pending-kit';
import { acceptAnswerMachine } from './accept-answer.machine';
import type { AcceptOutcome, AcceptRequest } from './accept-answer.types';

export const apiError = (code: number, message = `서버 메시지 ${code}`) => Object.assign(new Error(message), { code });
export const networkError = () => Object.assign(new Error(''), { name: 'NetworkError' });

export function createAcceptKit() {
  const requests: AcceptRequest[] = [];
  let refreshes = 0;
  const stubs = pendingActors<'acceptAnswer'>();
  const { inspect, taken, entered } = createInspector();

  const machine = acceptAnswerMachine.provide({
    actors: { acceptAnswer: stubs.stub<AcceptOutcome, AcceptRequest>('acceptAnswer', (input) => requests.push(input)) },
    actions: {
      refreshPost: () => {
        refreshes += 1;
      },
    },
  });
  const actor = createActor(machine, { inspect });

  return {
    actor,
    requests,
    taken,
    entered,
    refreshes: () => refreshes,
    start: () => actor.start(),
    isPending: () => stubs.isPending('acceptAnswer'),
    resolve: (output: AcceptOutcome) => stubs.resolve('acceptAnswer', output),
    reject: (error: unknown) => stubs.reject('acceptAnswer', error),
    flush: stubs.flush,
  };
}
