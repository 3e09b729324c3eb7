/**
 * Model-based tests of the survey statechart (DESIGN.md "Tests", issue 26 §3): every path
 * `createTestModel` generates (survey.model.ts) is replayed against a running survey actor whose
 * side effects are recording stubs; after each event the actor must be in the state, on the step
 * and with the answers that the oracle (survey.oracle.ts, from SPEC.md) says. A mutant with one
 * wrong target must fail it. Fails when a state or transition of the machine is unvisited.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { coverageCheck, type CoverageCheck } from '../test-support/inspector';
import { mismatch, statePath, type Oracle } from '../test-support/oracle';
import { pathEvents, withMutatedTarget, type ModelPath } from '../test-support/test-model';
import { surveyMachine, type SurveyMachine } from './survey.machine';
import { caseOf, describePath, picksOf, sortedPicks, surveyModelPaths, surveyOracle, surveyStart, type ModelEvent } from './survey.model';
import type { SurveyFacts } from './survey.oracle';
import { createSurveyKit, type SurveyActorName } from './survey.test-kit';

const paths = surveyModelPaths();
const coverage = coverageCheck('survey (machine)', surveyMachine);
const oracle = surveyOracle();
let executed = 0;

/** The actor an invocation id runs. */
const actorOf = (id: string): SurveyActorName => (id === 'duplicateAlert' || id === 'failureAlert' ? 'showAlert' : (id as SurveyActorName));

/** Replays a path against an actor of `machine`: the first step that breaks the oracle, or null. */
async function replay(path: ModelPath, machine: SurveyMachine, { oracle, coverage }: { oracle: Oracle<SurveyFacts>; coverage?: CoverageCheck }) {
  const kit = createSurveyKit({}, machine);
  kit.start();
  let expected = surveyStart();
  const name = describePath(path);
  try {
    const check = (step: number, eventCase: string) => {
      const snapshot = kit.actor.getSnapshot();
      const actual = `${statePath(snapshot.value)} step ${snapshot.context.stepIndex} picks ${JSON.stringify(picksOf(snapshot.context))}`;
      const wanted = `${expected.state} step ${expected.facts.step} picks ${JSON.stringify(sortedPicks(expected.facts))}`;
      return actual === wanted ? null : mismatch(name, step, eventCase, wanted, actual);
    };
    for (const [index, event] of pathEvents(path).entries()) {
      const eventCase = caseOf(event as ModelEvent);
      if (event.type.startsWith('xstate.done.actor.') || event.type.startsWith('xstate.error.actor.')) {
        const actor = actorOf(event.type.split('.').pop() ?? '');
        if (!kit.isPending(actor)) return mismatch(name, index + 1, eventCase, `${actor} running`, statePath(kit.actor.getSnapshot().value));
        if (event.type.startsWith('xstate.done')) await kit.resolve(actor, event.output);
        else await kit.reject(actor, event.error);
      } else {
        kit.actor.send(event as never);
        await kit.flush();
      }
      expected = oracle.next(expected, eventCase);
      const failure = check(index + 1, eventCase);
      if (failure) return failure;
    }
    // side effects the spec counts: a submission per '완료' that passed, one go-home at most
    expect(kit.count('goHome')).toBeLessThanOrEqual(1);
    expect(kit.count('hideForHalfDay')).toBeLessThanOrEqual(1);
    if (kit.count('hideForHalfDay') === 1) expect(kit.count('clearPendingStatus')).toBe(0);
    for (const submission of kit.submissions) {
      expect(submission.templateId).toBe(7);
      expect(submission.answerList.every((entry) => entry.answerIdList.length > 0)).toBe(true);
    }
    coverage?.add(kit);
    return null;
  } finally {
    kit.actor.stop();
  }
}

describe('survey model: every path against the machine', () => {
  it('has paths to walk', () => {
    expect(paths.length).toBeGreaterThan(20);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      executed += 1;
      expect(await replay(path, surveyMachine, { oracle, coverage })).toBeNull();
    });
  }
});

describe('survey model: the oracle sees a wrong transition', () => {
  const mutants = [
    { state: 'loading', event: 'xstate.done.actor.fetchTemplate', index: 0, target: 'closed' },
    { state: 'answering.confirmingClose', event: 'survey.leave', target: '#answering' },
    { state: 'submitting', event: 'xstate.error.actor.submitSurvey', index: 0, target: 'failed' },
    { state: 'failed', event: 'xstate.done.actor.failureAlert', target: 'closed' },
    { state: 'complete', event: 'survey.close', target: 'answering' },
  ];
  for (const mutation of mutants) {
    it(`fails when ${mutation.state} on ${mutation.event} goes to ${mutation.target}`, async () => {
      const mutant = withMutatedTarget(surveyMachine, mutation);
      const mutantOracle = surveyOracle();
      let caught: string | null = null;
      for (const path of paths) caught ??= await replay(path, mutant, { oracle: mutantOracle }).catch((error: unknown) => String(error));
      expect(caught).not.toBeNull();
    });
  }
});

afterAll(() => {
  // a filtered run (-t) walks only some paths: coverage is judged on the whole model only
  if (executed < paths.length) return;
  coverage.check();
  expect(oracle.unusedRows()).toEqual([]);
});
