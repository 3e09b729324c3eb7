import type { SnapshotFrom } from 'xstate';
import { currentQuestion, pickedFor, type SurveyMachine } from './survey.machine';
import { surveyTexts } from './survey.types';

type SurveySnapshot = Pick<SnapshotFrom<SurveyMachine>, 'matches' | 'context'>;

/** The dialog is on screen: a template is loaded (while loading nothing shows yet). */
export const isOpen = (snapshot: SurveySnapshot): boolean =>
  snapshot.matches('answering') ||
  snapshot.matches('submitting') ||
  snapshot.matches('duplicated') ||
  snapshot.matches('failed') ||
  snapshot.matches('complete');

export const isLoading = (snapshot: SurveySnapshot): boolean => snapshot.matches('loading');

/** The completion screen. */
export const isComplete = (snapshot: SurveySnapshot): boolean => snapshot.matches('complete');

/** The close confirm is on screen. */
export const isConfirmingClose = (snapshot: SurveySnapshot): boolean => snapshot.matches({ answering: 'confirmingClose' });

/** The submission is under way (or its failure is being told): the step's buttons wait. */
export const isBusy = (snapshot: SurveySnapshot): boolean =>
  snapshot.matches('submitting') || snapshot.matches('duplicated') || snapshot.matches('failed');

export const surveyTitle = (snapshot: SurveySnapshot): string => snapshot.context.template?.title ?? '';

export const stepIndex = (snapshot: SurveySnapshot): number => snapshot.context.stepIndex;

export const stepCount = (snapshot: SurveySnapshot): number => snapshot.context.template?.questionList.length ?? 0;

export const isFirstStep = (snapshot: SurveySnapshot): boolean => snapshot.context.stepIndex === 0;

export const isLastStep = (snapshot: SurveySnapshot): boolean => snapshot.context.stepIndex === stepCount(snapshot) - 1;

/** SPEC.md §2: the survey title shows on the first step only. */
export const showsSurveyTitle = (snapshot: SurveySnapshot): boolean => isFirstStep(snapshot);

/** SPEC.md §2: '이전으로' from step 2 on. */
export const showsBack = (snapshot: SurveySnapshot): boolean => !isFirstStep(snapshot);

export const question = (snapshot: SurveySnapshot) => currentQuestion(snapshot.context);

const NONE: readonly number[] = Object.freeze([]);

/** The answer ids picked for the question on screen (the same array while they do not change). */
export const pickedAnswerIds = (snapshot: SurveySnapshot): readonly number[] => {
  const current = currentQuestion(snapshot.context);
  const picked = current ? pickedFor(snapshot.context.answers, current.questionId) : NONE;
  return picked.length > 0 ? picked : NONE;
};

/** Single-answer questions pick one answer (radio semantics); others toggle (check boxes). */
export const isSingleAnswer = (snapshot: SurveySnapshot): boolean => (currentQuestion(snapshot.context)?.maximum ?? 1) <= 1;

/** SPEC.md §2: '(최대 N개 선택가능)' when more than one answer is allowed, else null. */
export const maximumNote = (snapshot: SurveySnapshot): string | null => {
  const maximum = currentQuestion(snapshot.context)?.maximum ?? 1;
  return maximum > 1 ? surveyTexts.maximumNote(maximum) : null;
};
