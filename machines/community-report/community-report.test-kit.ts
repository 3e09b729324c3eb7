/**
 * Test kit of the report machine: the submit actor is pending until the test settles it, the
 * actions are recorded. Used by the unit and model-based tests; never by the app.
 */
import { createActor, fromPromise } from 'xstate';
import { createInspector } from '../test-support/inspector';
import { communityReportMachine } from './community-report.machine';
import type { ReportOutcome, ReportSubmission } from './community-report.types';

export const apiError = (code: number, message = `서버 메시지 ${code}`) => Object.assign(new Error(message), { code });
export const networkError = () => Object.assign(new Error(''), { name: 'NetworkError' });

export function createReportKit() {
  const submissions: ReportSubmission[] = [];
  const actions: Array<{ name: 'askToLogIn' | 'reportSent'; params?: unknown }> = [];
  let pending: { resolve: (value: ReportOutcome) => void; reject: (error: unknown) => void } | null = null;
  const { inspect, taken, entered } = createInspector();

  const machine = communityReportMachine.provide({
    actors: {
      submitReport: fromPromise<ReportOutcome, ReportSubmission>(
        ({ input }) =>
          new Promise((resolve, reject) => {
            submissions.push(input);
            pending = { resolve, reject };
          }),
      ),
    },
    actions: {
      askToLogIn: () => void actions.push({ name: 'askToLogIn' }),
      reportSent: (_, params) => void actions.push({ name: 'reportSent', params }),
    },
  });

  const actor = createActor(machine, {
    inspect,
  });

  const flush = async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };
  const settle = async (outcome: { output: ReportOutcome } | { error: unknown }) => {
    const handle = pending;
    if (!handle) throw new Error('submitReport is not pending');
    pending = null;
    if ('error' in outcome) handle.reject(outcome.error);
    else handle.resolve(outcome.output);
    await flush();
  };

  return {
    actor,
    submissions,
    actions,
    taken,
    entered,
    start: () => actor.start(),
    isPending: () => pending !== null,
    resolve: (output: ReportOutcome) => settle({ output }),
    reject: (error: unknown) => settle({ error }),
    flush,
    names: () => actions.map((action) => action.name),
  };
}
