/**
 * The model of the survey statechart for model-based tests (DESIGN.md "Tests"): `createTestModel`
 * from xstate/graph walks the machine's graph with the event cases below, and `modelPaths` turns
 * the graph into paths that reach every state and take every transition. The same paths run
 * against the machine (survey.model.test.ts) and against the rendered dialog
 * (src/features/survey/survey-dialog.model.test.tsx); after each event both must be where the
 * oracle says (survey.oracle.ts, written from SPEC.md). Test support only; never used by the app.
 */
import { createTestModel } from 'xstate/graph';
import { createOracle, type Expected } from '../test-support/oracle';
import { modelPaths, toTestModelMachine, type ModelEvent, type ModelPath } from '../test-support/test-model';
import { currentQuestion, surveyMachine, type SurveyContext } from './survey.machine';
import { closedFacts, surveyOracleRows, type SurveyFacts } from './survey.oracle';
import { apiError, networkError, openConditions, testTemplate } from './survey.test-kit';
import { submissionErrorMessage, surveyTexts } from './survey.types';

export type { ModelEvent };

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
    possibleEvents(snapshot as Snapshot).some((candidate) => JSON.stringify(candidate) === JSON.stringify(event)),
} as never);

/** The oracle's name of an event (its case): 'open: eligible', 'pick 121', 'submit: 18', … */
export function caseOf(event: ModelEvent): string {
  const named = new Map<ModelEvent, string>([
    [modelEvents.openEligible, 'open: eligible'],
    [modelEvents.openHidden, 'open: hidden'],
    [modelEvents.templateLoaded, 'template: loaded'],
    [modelEvents.templateEmpty, 'template: no questions'],
    [modelEvents.templateFailed, 'template: failed'],
    [modelEvents.submitted, 'submit: ok'],
    [modelEvents.duplicated, 'submit: 18'],
    [modelEvents.rejected, 'submit: 13'],
    [modelEvents.unreachable, 'submit: offline'],
    [modelEvents.duplicateAlertClosed, 'alert closed'],
    [modelEvents.failureAlertClosed, 'alert closed'],
  ]).get(event);
  if (named) return named;
  if (event.type === 'survey.answerPicked') return `pick ${String(event.answerId)}`;
  if (event.type === 'survey.browseMarket') return 'browse market';
  if (event.type.startsWith('survey.')) return event.type.slice('survey.'.length);
  throw new Error(`no oracle case for ${event.type}`);
}

/** SPEC.md §8: the alert a failed submission shows (the server's message for the shopper's errors). */
export function alertOf(event: ModelEvent): string {
  return event === modelEvents.duplicated ? (event.error as Error).message || surveyTexts.duplicated : submissionErrorMessage(event.error);
}

/** A fresh oracle for the model's template (each test run keeps its own record of the rows used). */
export const surveyOracle = () => createOracle<SurveyFacts>('survey', surveyOracleRows(modelTemplate));
export const surveyStart = (): Expected<SurveyFacts> => ({ state: 'closed', facts: closedFacts() });

/** The machine's answers as the oracle keeps them (question id → the answers picked, as a set). */
export function picksOf(context: SurveyContext): Record<number, number[]> {
  return Object.fromEntries(context.answers.map((entry) => [entry.questionId, [...entry.answerIdList].sort()]));
}
export const sortedPicks = (facts: SurveyFacts): Record<number, number[]> =>
  Object.fromEntries(Object.entries(facts.picks).map(([id, list]) => [id, [...list].sort()]));

/** What the guards read: the step and how many answers its question has. */
const guardContext = (context: SurveyContext) => {
  const question = currentQuestion(context);
  const picks = question ? (context.answers.find((entry) => entry.questionId === question.questionId)?.answerIdList.length ?? 0) : 0;
  return [context.stepIndex, picks];
};

/** Shortest paths to every state, each extended by every transition out of it. */
export function surveyModelPaths(): ModelPath[] {
  return modelPaths(model as never, { events: possibleEvents as never, guardContext: guardContext as never });
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
