/**
 * The model of the survey statechart for model-based tests (DESIGN.md "Tests"): `createTestModel`
 * from xstate/graph walks the machine's graph with the event cases below, and `coveragePaths`
 * turns the graph into paths that reach every state and take every transition. The same paths run
 * against the machine (survey.model.test.ts) and against the rendered dialog
 * (src/features/survey/survey-dialog.model.test.tsx). Test support only; never used by the app.
 */
import type { AnyStateNode, EventObject } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { coveragePaths, toTestModelMachine, type ModelPath } from '../test-support/test-model';
import { currentQuestion, surveyMachine, type SurveyContext } from './survey.machine';
import { apiError, networkError, openConditions, testTemplate } from './survey.test-kit';

export type ModelEvent = EventObject & { output?: unknown; error?: unknown; answerId?: number };

/** The one template every path answers (two steps: single TEXT, then IMAGE with 1–2 of 3). */
export const modelTemplate = testTemplate();

const done = (id: string, output?: unknown): ModelEvent => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown): ModelEvent => ({ type: `xstate.error.actor.${id}`, error });

/** The event cases of the issue, by state. */
export const modelEvents = {
  openEligible: { type: 'survey.open', conditions: openConditions() } as ModelEvent,
  openHidden: { type: 'survey.open', conditions: openConditions({ hiddenCookie: 'true' }) } as ModelEvent,
  templateLoaded: done('fetchTemplate', modelTemplate),
  templateEmpty: done('fetchTemplate', { ...modelTemplate, questionList: [] }),
  templateFailed: failed('fetchTemplate', networkError()),
  submitted: done('submitSurvey', {}),
  duplicated: failed('submitSurvey', apiError(18, '이미 취향 정보를 입력하셨어요.')),
  rejected: failed('submitSurvey', apiError(13, '선택한 답변을 다시 확인해 주세요.')),
  unreachable: failed('submitSurvey', networkError()),
  duplicateAlertClosed: done('duplicateAlert'),
  failureAlertClosed: done('failureAlert'),
} as const;

type Snapshot = { value: unknown; context: SurveyContext; matches: (value: never) => boolean };

/** Every event the shopper, the app or an actor can produce in this state. */
export function possibleEvents(snapshot: Snapshot): ModelEvent[] {
  const is = (value: unknown) => snapshot.matches(value as never);
  if (is('closed')) return [modelEvents.openEligible, modelEvents.openHidden];
  if (is('loading')) return [modelEvents.templateLoaded, modelEvents.templateEmpty, modelEvents.templateFailed];
  if (is({ answering: 'editing' })) {
    const question = currentQuestion(snapshot.context);
    return [
      ...(question?.answerList ?? []).map((answer) => ({ type: 'survey.answerPicked', answerId: answer.answerId })),
      { type: 'survey.next' },
      { type: 'survey.back' },
      { type: 'survey.complete' },
      { type: 'survey.close' },
      { type: 'survey.reset' },
    ];
  }
  if (is({ answering: 'confirmingClose' })) return [{ type: 'survey.stay' }, { type: 'survey.leave' }];
  if (is('submitting')) return [modelEvents.submitted, modelEvents.duplicated, modelEvents.rejected, modelEvents.unreachable];
  if (is('duplicated')) return [modelEvents.duplicateAlertClosed];
  if (is('failed')) return [modelEvents.failureAlertClosed];
  if (is('complete')) return [{ type: 'survey.browseMarket' }, { type: 'survey.close' }];
  return [];
}

const model = createTestModel(toTestModelMachine(surveyMachine), {
  events: (snapshot: unknown) => possibleEvents(snapshot as Snapshot) as never,
  // xstate/graph adds a bare event for every type a state handles (survey.reset, from the root,
  // everywhere): only the cases above are walked
  filterEvents: (snapshot: unknown, event: ModelEvent) =>
    possibleEvents(snapshot as Snapshot).some((candidate) => candidate.type === event.type),
} as never);

/** What the guards read: the step and how many answers its question has. */
const guardContext = (context: SurveyContext) => {
  const question = currentQuestion(context);
  const picks = question ? (context.answers.find((entry) => entry.questionId === question.questionId)?.answerIdList.length ?? 0) : 0;
  return [context.stepIndex, picks];
};

/** Shortest paths to every state, each extended by every transition out of it. */
export function surveyModelPaths(): ModelPath[] {
  return coveragePaths(model as never, possibleEvents as never, guardContext as never);
}

/** `pick(121)`, `done:submitSurvey`, `error:submitSurvey(18)`, `survey.close` */
export function describeEvent(event: ModelEvent): string {
  if (event.type === 'survey.answerPicked') return `pick(${event.answerId})`;
  if (event.type === 'survey.open') {
    const conditions = (event as { conditions?: { hiddenCookie?: unknown } }).conditions;
    return conditions?.hiddenCookie === 'true' ? 'open(hidden)' : 'open';
  }
  const short = event.type.replace(/^xstate\.(done|error)\.actor\./, '$1:').replace(/^survey\./, '');
  if (!event.error) return event.output !== undefined && event.type.endsWith('fetchTemplate') ? `${short}(${(event.output as { questionList: unknown[] }).questionList.length}q)` : short;
  return `${short}(${JSON.stringify((event.error as { code?: unknown }).code ?? 'network')})`;
}

export function describePath(path: ModelPath): string {
  const steps = path.steps.filter((step) => !step.event.type.startsWith('xstate.init'));
  const end = steps.at(-1)?.state.value ?? 'closed';
  return `${JSON.stringify(end)} by ${steps.map((step) => describeEvent(step.event as ModelEvent)).join(' → ') || 'start'}`;
}

/** Every state node id and every transition of the real machine, as the kit records them. */
export function machineInventory() {
  const states = new Set<string>();
  const transitions = new Set<string>();
  (function collect(node: AnyStateNode) {
    states.add(node.id);
    for (const [eventType, list] of node.transitions) list.forEach((_, index) => transitions.add(`${node.id} ${eventType} #${index}`));
    node.always?.forEach((transition, index) => transitions.add(`${node.id} ${transition.eventType} #${index}`));
    Object.values(node.states).forEach(collect);
  })(surveyMachine.root);
  return { states, transitions };
}

/** The coverage report: counts, and what was left unvisited. */
export function coverageReport(label: string, visitedStates: ReadonlySet<string>, visitedTransitions: ReadonlySet<string>) {
  const { states, transitions } = machineInventory();
  const unvisitedStates = [...states].filter((id) => !visitedStates.has(id));
  const unvisitedTransitions = [...transitions].filter((id) => !visitedTransitions.has(id));
  const lines = [
    `${label} coverage: states ${states.size - unvisitedStates.length}/${states.size}, transitions ${transitions.size - unvisitedTransitions.length}/${transitions.size}`,
    ...[...transitions].map((id) => `  ${visitedTransitions.has(id) ? '✓' : '✗'} ${id}`),
  ];
  return { text: lines.join('\n'), unvisitedStates, unvisitedTransitions };
}
