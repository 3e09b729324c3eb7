import { and, assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  errorCode,
  submissionErrorMessage,
  SurveyErrorCode,
  surveyTexts,
  type SurveyAnswer,
  type SurveyOpenConditions,
  type SurveyQuestion,
  type SurveySubmission,
  type SurveyTemplate,
} from './survey.types';
import { shouldOpenSurvey } from './survey.rules';

export interface SurveyContext {
  /** the template being answered; null while closed or loading */
  template: SurveyTemplate | null;
  /** the step on screen: an index into the template's questionList */
  stepIndex: number;
  /** the answers so far, in question order; a question without picks has no entry */
  answers: SurveyAnswer[];
  /** the message of the alert on screen (duplicated or failed submission) */
  alertMessage: string | null;
}

export type SurveyEvent =
  /** startup (or any later check): opens when the conditions of SPEC.md §4 hold */
  | { type: 'survey.open'; conditions: SurveyOpenConditions }
  /** an answer of the current question was tapped */
  | { type: 'survey.answerPicked'; answerId: number }
  /** '다음으로' */
  | { type: 'survey.next' }
  /** '이전으로' */
  | { type: 'survey.back' }
  /** '완료' on the last step: submits */
  | { type: 'survey.complete' }
  /** the close button (or Escape): asks first while answering; closes the completion screen */
  | { type: 'survey.close' }
  /** '이어서 계속하기' in the close confirm */
  | { type: 'survey.stay' }
  /** '나가기' in the close confirm */
  | { type: 'survey.leave' }
  /** '마켓 구경하기' on the completion screen */
  | { type: 'survey.browseMarket' }
  /** the app closes the survey at once, without asking or hiding it (the member logged out) */
  | { type: 'survey.reset' };

/** The question on screen, or null when there is none. */
export function currentQuestion(context: Pick<SurveyContext, 'template' | 'stepIndex'>): SurveyQuestion | null {
  return context.template?.questionList[context.stepIndex] ?? null;
}

/** The answers picked for a question (empty when it has no entry). */
export function pickedFor(answers: readonly SurveyAnswer[], questionId: number): number[] {
  return answers.find((entry) => entry.questionId === questionId)?.answerIdList ?? [];
}

/**
 * The answers with one question's picks replaced, kept in question order; an empty selection
 * removes the question's entry (SPEC.md §4).
 */
function withPicks(template: SurveyTemplate, answers: readonly SurveyAnswer[], questionId: number, picks: number[]): SurveyAnswer[] {
  const others = answers.filter((entry) => entry.questionId !== questionId);
  const next = picks.length > 0 ? [...others, { questionId, answerIdList: picks }] : others;
  const order = (id: number) => template.questionList.findIndex((question) => question.questionId === id);
  return next.sort((a, b) => order(a.questionId) - order(b.questionId));
}

/** The submission of SPEC.md §3: `{ templateId, answerList: [{ questionId, answerIdList }] }`. */
export function toSubmission(context: Pick<SurveyContext, 'template' | 'answers'>): SurveySubmission {
  return {
    templateId: context.template?.templateId ?? 0,
    answerList: context.answers.map((entry) => ({ questionId: entry.questionId, answerIdList: [...entry.answerIdList] })),
  };
}

/** The text of the alertOverMaximum action for this snapshot's question. */
export function overMaximumMessage(context: Pick<SurveyContext, 'template' | 'stepIndex'>): string {
  return surveyTexts.overMaximum(currentQuestion(context)?.maximum ?? 1);
}

/** The text of the alertUnderMinimum action for this snapshot's question. */
export function underMinimumMessage(context: Pick<SurveyContext, 'template' | 'stepIndex'>): string {
  return surveyTexts.underMinimum(currentQuestion(context)?.minimum ?? 1);
}

const pickedAnswerId = (event: SurveyEvent) => {
  assertEvent(event, 'survey.answerPicked');
  return event.answerId;
};

const picksOfCurrent = (context: SurveyContext) => {
  const question = currentQuestion(context);
  return question ? pickedFor(context.answers, question.questionId) : [];
};

const emptyContext = (): SurveyContext => ({ template: null, stepIndex: 0, answers: [], alertMessage: null });

/**
 * The taste survey (SPEC.md §2, §4, §5, §8): a full-screen dialog of one question per step.
 *
 * closed ─ survey.open (conditions) ─► loading ─ template ─► answering.editing ⇄ answering.confirmingClose
 *   ▲                                    └─ none / failure ──┐        │ complete (last step)   └─ leave (hide 12 h)
 *   ├────────────────────────────────────────────────────────┘        ▼
 *   ├── browseMarket / close ── complete ◄── ok ── submitting ── 18 ──► duplicated (alert) ── go home
 *   └──────────────────────────────────────────────────┘  └─ other ──► failed (alert) ──► answering
 *
 * Every side effect is named here and implemented in src/features/survey/survey-actors.ts: the API
 * calls and alerts (actors), storage, cookie, messages and navigation (actions).
 */
export const surveyMachine = setup({
  types: {
    context: {} as SurveyContext,
    events: {} as SurveyEvent,
  },
  actors: {
    /** the survey template call; only made with a stored token and an open survey, never cached */
    fetchTemplate: fromPromise<SurveyTemplate>(() => Promise.reject(new Error('fetchTemplate not provided'))),
    /** the submission call */
    submitSurvey: fromPromise<unknown, SurveySubmission>(() => Promise.reject(new Error('submitSurvey not provided'))),
    /** an alert with a single '확인' button; resolves when the shopper closes it (it never rejects) */
    showAlert: fromPromise<unknown, { message: string }>(() => Promise.resolve()),
  },
  actions: {
    storeTemplate: assign({
      template: ({ event }) => (event as unknown as { output: SurveyTemplate }).output,
      stepIndex: 0,
      answers: [],
    }),
    resetSurvey: assign(emptyContext),
    /** single answer: the pick replaces the selection */
    replacePick: assign({
      answers: ({ context, event }) => {
        const question = currentQuestion(context);
        if (!question || !context.template) return context.answers;
        return withPicks(context.template, context.answers, question.questionId, [pickedAnswerId(event)]);
      },
    }),
    /** multiple answers: the pick is added */
    addPick: assign({
      answers: ({ context, event }) => {
        const question = currentQuestion(context);
        if (!question || !context.template) return context.answers;
        return withPicks(context.template, context.answers, question.questionId, [...picksOfCurrent(context), pickedAnswerId(event)]);
      },
    }),
    /** multiple answers: a picked answer is taken back; the last one removes the question's entry */
    removePick: assign({
      answers: ({ context, event }) => {
        const question = currentQuestion(context);
        if (!question || !context.template) return context.answers;
        const answerId = pickedAnswerId(event);
        return withPicks(context.template, context.answers, question.questionId, picksOfCurrent(context).filter((id) => id !== answerId));
      },
    }),
    goToNextStep: assign({ stepIndex: ({ context }) => context.stepIndex + 1 }),
    goToPreviousStep: assign({ stepIndex: ({ context }) => Math.max(0, context.stepIndex - 1) }),
    storeDuplicateMessage: assign({
      alertMessage: ({ event }) => {
        const error = (event as { error?: unknown }).error;
        const message = submissionErrorMessage(error);
        return message === surveyTexts.submitFailed ? surveyTexts.duplicated : message;
      },
    }),
    storeFailureMessage: assign({
      alertMessage: ({ event }) => submissionErrorMessage((event as { error?: unknown }).error),
    }),
    clearAlertMessage: assign({ alertMessage: null }),
    /** a passing alert '최대 N개까지 선택할 수 있습니다.' (text: overMaximumMessage); the machine does not wait */
    alertOverMaximum: () => undefined,
    /** a passing alert '최소 N개 이상을 선택해 주세요.' (text: underMinimumMessage); the machine does not wait */
    alertUnderMinimum: () => undefined,
    /** the hide cookie: 'true' for 12 hours (SPEC.md §9) */
    hideForHalfDay: () => undefined,
    /** removes the stored pending-survey flag, so the survey does not open again */
    clearPendingStatus: () => undefined,
    /** to the home screen, / */
    goHome: () => undefined,
  },
  guards: {
    mayOpen: ({ event }) => {
      assertEvent(event, 'survey.open');
      return shouldOpenSurvey(event.conditions);
    },
    hasQuestions: ({ event }) => ((event as unknown as { output?: SurveyTemplate }).output?.questionList.length ?? 0) > 0,
    isSingleAnswer: ({ context }) => (currentQuestion(context)?.maximum ?? 1) <= 1,
    /** re-picking the chosen answer of a single-answer question does nothing */
    isSingleAnswerRepicked: and(['isSingleAnswer', 'isPicked']),
    isPicked: ({ context, event }) => picksOfCurrent(context).includes(pickedAnswerId(event)),
    isAtMaximum: ({ context }) => picksOfCurrent(context).length >= (currentQuestion(context)?.maximum ?? 1),
    isUnderMinimum: ({ context }) => picksOfCurrent(context).length < (currentQuestion(context)?.minimum ?? 1),
    hasNextStep: ({ context }) => context.stepIndex < (context.template?.questionList.length ?? 0) - 1,
    hasPreviousStep: ({ context }) => context.stepIndex > 0,
    isLastStep: ({ context }) => context.stepIndex === (context.template?.questionList.length ?? 0) - 1,
    isDuplicate: ({ event }) => errorCode((event as { error?: unknown }).error) === SurveyErrorCode.DuplicatedRequest,
  },
}).createMachine({
  id: 'survey',
  context: emptyContext,
  initial: 'closed',
  on: {
    'survey.reset': { target: '.closed' },
  },
  states: {
    closed: {
      id: 'closed',
      entry: 'resetSurvey',
      on: {
        'survey.open': { guard: 'mayOpen', target: 'loading' },
      },
    },

    /** the dialog is open; the template is fetched fresh each time */
    loading: {
      invoke: {
        id: 'fetchTemplate',
        src: 'fetchTemplate',
        onDone: [
          { guard: 'hasQuestions', target: 'answering', actions: 'storeTemplate' },
          // nothing to ask: close without a trace
          { target: 'closed' },
        ],
        // not hidden: the next start tries again
        onError: { target: 'closed' },
      },
    },

    /** step n of the template: context.stepIndex */
    answering: {
      id: 'answering',
      initial: 'editing',
      states: {
        editing: {
          on: {
            'survey.answerPicked': [
              // single answer: re-picking does nothing, another pick replaces the selection
              { guard: 'isSingleAnswerRepicked' },
              { guard: 'isSingleAnswer', actions: 'replacePick' },
              // multiple answers: picking toggles, over the maximum is refused with an alert
              { guard: 'isPicked', actions: 'removePick' },
              { guard: 'isAtMaximum', actions: 'alertOverMaximum' },
              { actions: 'addPick' },
            ],
            'survey.next': [
              { guard: 'isUnderMinimum', actions: 'alertUnderMinimum' },
              { guard: 'hasNextStep', actions: 'goToNextStep' },
            ],
            'survey.back': { guard: 'hasPreviousStep', actions: 'goToPreviousStep' },
            'survey.complete': [
              { guard: 'isUnderMinimum', actions: 'alertUnderMinimum' },
              { guard: 'isLastStep', target: '#submitting' },
            ],
            'survey.close': { target: 'confirmingClose' },
          },
        },
        /** '취향 정보 입력 중이에요! 완료하지 않고 나가시겠어요?' */
        confirmingClose: {
          on: {
            'survey.stay': { target: 'editing' },
            'survey.leave': { target: '#closed', actions: 'hideForHalfDay' },
          },
        },
      },
    },

    submitting: {
      id: 'submitting',
      invoke: {
        id: 'submitSurvey',
        src: 'submitSurvey',
        input: ({ context }) => toSubmission(context),
        onDone: { target: 'complete', actions: 'clearPendingStatus' },
        onError: [
          { guard: 'isDuplicate', target: 'duplicated', actions: 'storeDuplicateMessage' },
          { target: 'failed', actions: 'storeFailureMessage' },
        ],
      },
    },

    /** code 18: the survey was already answered; after the alert, home and closed */
    duplicated: {
      invoke: {
        id: 'duplicateAlert',
        src: 'showAlert',
        input: ({ context }) => ({ message: context.alertMessage ?? surveyTexts.duplicated }),
        onDone: { target: 'closed', actions: ['clearPendingStatus', 'goHome'] },
      },
    },

    /** any other failure: the server's message or the generic one, then back to the last step */
    failed: {
      invoke: {
        id: 'failureAlert',
        src: 'showAlert',
        input: ({ context }) => ({ message: context.alertMessage ?? surveyTexts.submitFailed }),
        onDone: { target: 'answering', actions: 'clearAlertMessage' },
      },
    },

    /** the completion screen */
    complete: {
      on: {
        'survey.browseMarket': { target: 'closed', actions: ['clearPendingStatus', 'goHome'] },
        'survey.close': { target: 'closed', actions: 'clearPendingStatus' },
      },
    },
  },
});

export type SurveyMachine = typeof surveyMachine;
