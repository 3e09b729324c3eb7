/**
 * Model-based tests of the community writing statechart: every path `createTestModel` generates
 * (community-post.model.ts) is replayed against a running actor whose side effects are recording
 * stubs. Fails when a state or transition of the machine is unvisited.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { coverageCheck } from '../test-support/inspector';
import { communityPostMachine } from './community-post.machine';
import { modelInputs, postModelPaths, type ModelEvent, type ModelStart } from './community-post.model';
import { createPostKit, type PostActorName } from './community-post.test-kit';

const coverage = coverageCheck('community post', communityPostMachine);

for (const start of Object.keys(modelInputs) as ModelStart[]) {
  const paths = postModelPaths(start);
  describe(`community post model (${start})`, () => {
    it('has paths to walk', () => {
      expect(paths.length).toBeGreaterThan(start === 'newDashboard' ? 30 : 2);
    });
    for (const path of paths) {
      it(path.description, async () => {
        const kit = createPostKit(modelInputs[start]);
        kit.start();
        let submitsEntered = 0;
        const check = (expected: { value: unknown; context: unknown }) => {
          const actual = kit.snapshot();
          expect(actual.value).toEqual(expected.value);
          expect(actual.context).toEqual(expected.context);
        };
        for (const step of path.steps) {
          const event = step.event as ModelEvent;
          if (event.type.startsWith('xstate.init')) {
            check(step.state);
            continue;
          }
          const wasSubmitting = kit.snapshot().matches('submitting');
          if (event.type.startsWith('xstate.done.actor.') || event.type.startsWith('xstate.error.actor.')) {
            const name = event.type.split('.').pop() as PostActorName;
            expect(kit.isPending(name)).toBe(true);
            if (event.type.startsWith('xstate.done')) await kit.resolve(name, event.output);
            else await kit.reject(name, event.error);
          } else {
            kit.send(event as never);
            await kit.flush();
          }
          if (!wasSubmitting && kit.snapshot().matches('submitting')) submitsEntered += 1;
          check(step.state);
          // the uploader runs exactly while pictures upload
          expect(kit.uploadersRunning()).toBe(kit.snapshot().matches({ editing: 'uploadingImages' }) ? 1 : 0);
        }
        // one call per entry into submitting: a double tap never sends twice
        expect(kit.calls.submitPost).toBe(submitsEntered);
        const finished = kit.snapshot().status === 'done';
        expect(kit.count('openPost')).toBe(finished ? 1 : 0);
        expect(kit.count('clearDraft')).toBe(finished ? 1 : 0);
        // every submission carries only uploaded pictures
        for (const submission of kit.submissions) expect(submission.imageIds.every((id) => id > 0)).toBe(true);
        coverage.add(kit);
        kit.actor.stop();
      });
    }
  });
}

afterAll(() => {
  coverage.check();
});
