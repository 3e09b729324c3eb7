/**
 * Model-based tests of the survey statechart (DESIGN.md "Tests"): every path `createTestModel`
 * generates (survey.model.ts) is replayed against a running survey actor whose side effects are
 * recording stubs. Fails when a state or transition of the machine is unvisited.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { AnyStateNode } from 'xstate';
import { coverageReport, describePath, type ModelEvent, surveyModelPaths } from './survey.model';
import { createSurveyKit, type SurveyActorName } from './survey.test-kit';

const visitedStates = new Set<string>();
const visitedTransitions = new Set<string>();
const paths = surveyModelPaths();
let executed = 0;

/** The actor an invocation id runs. */
const actorOf = (id: string): SurveyActorName => (id === 'duplicateAlert' || id === 'failureAlert' ? 'showAlert' : (id as SurveyActorName));

describe('survey model: every path against the machine', () => {
  it('has paths to walk', () => {
    expect(paths.length).toBeGreaterThan(20);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      executed += 1;
      const kit = createSurveyKit();
      kit.start();
      const check = (expected: { value: unknown; context: unknown }) => {
        const actual = kit.actor.getSnapshot();
        expect(actual.value).toEqual(expected.value);
        expect(actual.context).toEqual(expected.context);
        for (const node of (actual as unknown as { _nodes: AnyStateNode[] })._nodes) visitedStates.add(node.id);
      };
      for (const step of path.steps) {
        const event = step.event as ModelEvent;
        if (event.type.startsWith('xstate.init')) {
          check(step.state);
          continue;
        }
        if (event.type.startsWith('xstate.done.actor.') || event.type.startsWith('xstate.error.actor.')) {
          const name = actorOf(event.type.split('.').pop() ?? '');
          expect(kit.isPending(name)).toBe(true);
          if (event.type.startsWith('xstate.done')) await kit.resolve(name, event.output);
          else await kit.reject(name, event.error);
        } else {
          kit.actor.send(event as never);
          await kit.flush();
        }
        check(step.state);
      }
      // side effects the spec counts: a submission per '완료' that passed, one go-home at most
      expect(kit.count('goHome')).toBeLessThanOrEqual(1);
      expect(kit.count('hideForHalfDay')).toBeLessThanOrEqual(1);
      if (kit.count('hideForHalfDay') === 1) expect(kit.count('clearPendingStatus')).toBe(0);
      for (const submission of kit.submissions) {
        expect(submission.templateId).toBe(7);
        expect(submission.answerList.every((entry) => entry.answerIdList.length > 0)).toBe(true);
      }
      kit.taken.forEach((transition) => visitedTransitions.add(transition));
      kit.entered.forEach((id) => visitedStates.add(id));
      kit.actor.stop();
    });
  }
});

afterAll(() => {
  // a filtered run (-t) walks only some paths: coverage is judged on the whole model only
  if (executed < paths.length) return;
  const report = coverageReport(`survey model (${paths.length} paths, machine)`, visitedStates, visitedTransitions);
  console.log(report.text);
  expect(report.unvisitedStates).toEqual([]);
  expect(report.unvisitedTransitions).toEqual([]);
});
