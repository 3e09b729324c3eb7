/**
 * Test kit of the report machine: the submit actor is pending until the test settles it, the
 * actions are recorded. Used by the unit and model-based tests; never by the app.
 */
import { createActor } from 'xstate';
import { createInspector } from '../test-support/inspector';
import { pendingActors } from '../test-support/pending-kit';
import { communityReportMachine } from './community-report.machine';
import type { ReportOutcome, ReportSubmission } from './community-report.types';

export const apiError = (code: number, message = `서버 메시지 ${code}`) => Object.assign(new Error(message), { code });
export const networkError = () => Object.assign(new Error(''), { name: 'NetworkError' });

export function createReportKit() {
  const submissions: ReportSubmission[] = [];
  const actions: Array<{ name: 'askToLogIn' | 'reportSent'; params?: unknown }> = [];
  const stubs = pendingActors<'submitReport'>();
  const { inspect, taken, entered } = createInspector();

  const machine = communityReportMachine.provide({
    actors: { submitReport: stubs.stub<ReportOutcome, ReportSubmission>('submitReport', (input) => submissions.push(input)) },
    actions: {
      askToLogIn: () => void actions.push({ name: 'askToLogIn' }),
      reportSent: (_, params) => void actions.push({ name: 'reportSent', params }),
    },
  });
  const actor = createActor(machine, { inspect });

  return {
    actor,
    submissions,
    actions,
    taken,
    entered,
    start: () => actor.start(),
    isPending: () => stubs.isPending('submitReport'),
    resolve: (output: ReportOutcome) => stubs.resolve('submitReport', output),
    reject: (error: unknown) => stubs.reject('submitReport', error),
    flush: stubs.flush,
    names: () => actions.map((action) => action.name),
  };
}
