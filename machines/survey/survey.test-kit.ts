/**
 * Test kit of the survey machine: the machine with every side effect replaced by a recording stub,
 * and actors that stay pending until the test settles them. Used by the unit, model-based and
 * dialog tests; never by the app. A test may keep some real implementations (the dialog test keeps
 * the real alerts) through `provide`.
 */
import { createActor } from 'xstate';
import { createInspector } from '../test-support/inspector';
import { pendingActors } from '../test-support/pending-kit';
import { overMaximumMessage, surveyMachine, underMinimumMessage, type SurveyMachine } from './survey.machine';
import type { SurveyOpenConditions, SurveySubmission, SurveyTemplate } from './survey.types';

export type SurveyActorName = 'fetchTemplate' | 'submitSurvey' | 'showAlert';
export type SurveyActionName = 'alertOverMaximum' | 'alertUnderMinimum' | 'hideForHalfDay' | 'clearPendingStatus' | 'goHome';

type Provided = Parameters<typeof surveyMachine.provide>[0];


/** An error as the API client throws it: a catalogue code, its type and the server's message. */
export const apiError = (code: number, message = `code ${code}`, errorType: 'USER' | 'SYSTEM' = 'USER') =>
  Object.assign(new Error(message), { code, errorType });
export const networkError = () => new TypeError('Failed to fetch');

/** Conditions under which the survey opens (SPEC.md §4); override one to keep it closed. */
export const openConditions = (overrides: Partial<SurveyOpenConditions> = {}): SurveyOpenConditions => ({
  isLoggedIn: true,
  hasUserToken: true,
  surveyFlag: 'false',
  hiddenCookie: null,
  url: 'https://market.example/',
  ...overrides,
});

/**
 * Two steps, small enough for the model to walk every transition: a TEXT question with one answer,
 * and an IMAGE question with one or two answers out of three.
 */
export const testTemplate = (): SurveyTemplate => ({
  templateId: 7,
  title: '나의 식탁 취향 알아보기',
  questionList: [
    {
      questionId: 11,
      title: '주로 누구와 함께 식사하세요?',
      description: '장보기 양을 알맞게 추천해 드릴게요.',
      answerType: 'TEXT',
      minimum: 1,
      maximum: 1,
      answerList: [
        { answerId: 111, title: '혼자 먹어요', imageUrl: null },
        { answerId: 112, title: '가족과 함께 먹어요', imageUrl: null },
      ],
    },
    {
      questionId: 12,
      title: '좋아하는 제철 먹거리를 골라 주세요',
      description: '제철 소식을 먼저 알려 드릴게요.',
      answerType: 'IMAGE',
      minimum: 1,
      maximum: 2,
      answerList: [
        { answerId: 121, title: '딸기', imageUrl: '/api/v2/survey/images/strawberry.svg' },
        { answerId: 122, title: '한우', imageUrl: '/api/v2/survey/images/hanwoo.svg' },
        { answerId: 123, title: '전복', imageUrl: '/api/v2/survey/images/abalone.svg' },
      ],
    },
  ],
});

/** `machine`: the survey machine, or a mutant of it (test-support/test-model.ts). */
export function createSurveyKit(provide: Provided = {}, machine: SurveyMachine = surveyMachine) {
  const calls: Record<SurveyActorName, number> = { fetchTemplate: 0, submitSurvey: 0, showAlert: 0 };
  const actions: SurveyActionName[] = [];
  /** the texts of the passing alerts (too many, too few), in order */
  const messages: string[] = [];
  /** what submitSurvey was called with */
  const submissions: SurveySubmission[] = [];
  /** what showAlert was called with */
  const alerts: string[] = [];
  const stubs = pendingActors<SurveyActorName>((name) => {
    calls[name] += 1;
  });
  const { inspect, taken, entered } = createInspector();
  const { stub } = stubs;
  const record = (name: SurveyActionName) => () => void actions.push(name);

  const provided = machine.provide({
    ...provide,
    actors: {
      fetchTemplate: stub<SurveyTemplate, unknown>('fetchTemplate'),
      submitSurvey: stub<unknown, SurveySubmission>('submitSurvey', (input) => submissions.push(input)),
      showAlert: stub<unknown, { message: string }>('showAlert', (input) => alerts.push(input.message)),
      ...provide.actors,
    },
    actions: {
      alertOverMaximum: ({ context }) => {
        actions.push('alertOverMaximum');
        messages.push(overMaximumMessage(context));
      },
      alertUnderMinimum: ({ context }) => {
        actions.push('alertUnderMinimum');
        messages.push(underMinimumMessage(context));
      },
      hideForHalfDay: record('hideForHalfDay'),
      clearPendingStatus: record('clearPendingStatus'),
      goHome: record('goHome'),
      ...provide.actions,
    },
  });

  const actor = createActor(provided, { inspect });


  return {
    actor,
    calls,
    actions,
    messages,
    submissions,
    alerts,
    taken,
    entered,
    isPending: stubs.isPending,
    start: () => actor.start(),
    send: (event: Parameters<typeof actor.send>[0]) => actor.send(event),
    resolve: stubs.resolve,
    reject: stubs.reject,
    flush: stubs.flush,
    count: (name: SurveyActionName) => actions.filter((a) => a === name).length,
  };
}

export type SurveyKit = ReturnType<typeof createSurveyKit>;
