/**
 * Model-based tests of the report statechart: every path of community-report.model.ts is replayed
 * against a running actor with a pending submit stub. Fails when a state or transition of the
 * machine is unvisited.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { coverageCheck } from '../test-support/inspector';
import { communityReportMachine } from './community-report.machine';
import { reportModelPaths, type ModelEvent } from './community-report.model';
import { createReportKit } from './community-report.test-kit';

const coverage = coverageCheck('community report', communityReportMachine);
const paths = reportModelPaths();
let executed = 0;

describe('community report model: every path against the machine', () => {
  it('has paths to walk', () => {
    expect(paths.length).toBeGreaterThan(20);
  });

  for (const path of paths) {
    it(path.description, async () => {
      executed += 1;
      const kit = createReportKit();
      kit.start();
      for (const step of path.steps) {
        const event = step.event as ModelEvent;
        if (event.type.startsWith('xstate.init')) continue;
        if (event.type.startsWith('xstate.done.actor.')) {
          expect(kit.isPending()).toBe(true);
          await kit.resolve(event.output as { isHidden: boolean });
        } else if (event.type.startsWith('xstate.error.actor.')) {
          expect(kit.isPending()).toBe(true);
          await kit.reject(event.error);
        } else {
          kit.actor.send(event as never);
          await kit.flush();
        }
        const expected = step.state as { value: unknown; context: unknown };
        expect(kit.actor.getSnapshot().value).toEqual(expected.value);
        expect(kit.actor.getSnapshot().context).toEqual(expected.context);
      }
      // what the server is sent: a reason always, a text for ETC only and then 5 characters or more
      for (const submission of kit.submissions) {
        if (submission.reason === 'ETC') expect((submission.text ?? '').length).toBeGreaterThanOrEqual(5);
        else expect(submission.text).toBeNull();
      }
      // the login question is asked exactly when the flow is in needsLogin at some point
      expect(kit.names().filter((name) => name === 'askToLogIn').length).toBeLessThanOrEqual(2);
      coverage.add(kit);
      kit.actor.stop();
    });
  }
});

afterAll(() => {
  if (executed < paths.length) return;
  coverage.check();
});
