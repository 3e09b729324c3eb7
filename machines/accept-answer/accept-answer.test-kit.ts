/**
 * Test kit of the accept-answer machine: the accept actor is pending until the test settles it, the
 * refresh action is recorded. Used by the unit and model-based tests; never by the app.
 */
import { createActor, fromPromise } from 'xstate';
import { createInspector } from '../test-support/inspector';
import { acceptAnswerMachine } from './accept-answer.machine';
import type { AcceptOutcome, AcceptRequest } from './accept-answer.types';

export const apiError = (code: number, message = `서버 메시지 ${code}`) => Object.assign(new Error(message), { code });
export const networkError = () => Object.assign(new Error(''), { name: 'NetworkError' });

export function createAcceptKit() {
  const requests: AcceptRequest[] = [];
  let refreshes = 0;
  let pending: { resolve: (value: AcceptOutcome) => void; reject: (error: unknown) => void } | null = null;
  const { inspect, taken, entered } = createInspector();

  const machine = acceptAnswerMachine.provide({
    actors: {
      acceptAnswer: fromPromise<AcceptOutcome, AcceptRequest>(
        ({ input }) =>
          new Promise((resolve, reject) => {
            requests.push(input);
            pending = { resolve, reject };
          }),
      ),
    },
    actions: {
      refreshPost: () => {
        refreshes += 1;
      },
    },
  });

  const actor = createActor(machine, {
    inspect,
  });

  const flush = async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };
  const settle = async (outcome: { output: AcceptOutcome } | { error: unknown }) => {
    const handle = pending;
    if (!handle) throw new Error('acceptAnswer is not pending');
    pending = null;
    if ('error' in outcome) handle.reject(outcome.error);
    else handle.resolve(outcome.output);
    await flush();
  };

  return {
    actor,
    requests,
    taken,
    entered,
    refreshes: () => refreshes,
    start: () => actor.start(),
    isPending: () => pending !== null,
    resolve: (output: AcceptOutcome) => settle({ output }),
    reject: (error: unknown) => settle({ error }),
    flush,
  };
}
