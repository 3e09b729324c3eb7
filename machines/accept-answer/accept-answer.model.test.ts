/**
 * Model-based tests of the accept-answer statechart: every path of accept-answer.model.ts is
 * replayed against a running actor with a pending accept stub. Fails when a state or transition of
 * the machine is unvisited.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { coverageCheck } from '../test-support/inspector';
import { acceptAnswerMachine } from './accept-answer.machine';
import { acceptModelPaths, type ModelEvent } from './accept-answer.model';
import { createAcceptKit } from './accept-answer.test-kit';

const coverage = coverageCheck('accept answer', acceptAnswerMachine);
const paths = acceptModelPaths();
let executed = 0;

describe('accept answer model: every path against the machine', () => {
  it('has paths to walk', () => {
    expect(paths.length).toBeGreaterThan(10);
  });

  for (const path of paths) {
    it(path.description, async () => {
      executed += 1;
      const kit = createAcceptKit();
      kit.start();
      for (const step of path.steps) {
        const event = step.event as ModelEvent;
        if (event.type.startsWith('xstate.init')) continue;
        if (event.type.startsWith('xstate.done.actor.')) {
          expect(kit.isPending()).toBe(true);
          await kit.resolve(event.output as { acceptedReplyId: number });
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
      // the server is asked about the answer that was tapped, and only after a confirmation
      for (const request of kit.requests) expect(request).toEqual({ replyId: 55 });
      const value = kit.actor.getSnapshot().value;
      if (value === 'accepted') expect(kit.refreshes()).toBeGreaterThanOrEqual(1);
      coverage.add(kit);
      kit.actor.stop();
    });
  }
});

afterAll(() => {
  if (executed < paths.length) return;
  coverage.check();
});
