import { createActor, fromPromise, type ActorRefFrom, type InspectionEvent, type Observer } from 'xstate';
import { overMaximumMessage, surveyMachine, underMinimumMessage } from '../../../machines/survey/survey.machine';
import { SURVEY_HIDE_HOURS, type SurveyTemplate } from '../../../machines/survey/survey.types';
import { fetchSurveyTemplate, submitSurvey } from '../../api/survey';
import { cookie, cookieKeys } from '../../platform/cookies';
import { local, localKeys } from '../../platform/storage';
import { alert } from '../../ui/dialogs/dialog-store';

/**
 * What the survey machine's named actors and actions do in the browser (SPEC.md §4, §8, §9). The
 * survey slot (survey-slot.ts) loads this module and creates the actor from `createSurveyMachine(...)`.
 */

export type SurveyActor = ActorRefFrom<typeof surveyMachine>;

/** Navigation the survey needs before the router exists (src/app/actors.ts `Navigation`). */
export interface SurveyNavigation {
  go(to: string, options?: { replace?: boolean }): void;
}

const HOUR_MS = 3_600_000;

/** When the hide cookie written now expires (SPEC.md §9: 12 hours). */
export function surveyHiddenUntil(now: Date = new Date()): Date {
  return new Date(now.getTime() + SURVEY_HIDE_HOURS * HOUR_MS);
}

/** SPEC.md §4: after leaving, the survey stays hidden for 12 hours. */
export function hideSurveyForHalfDay(now: Date = new Date()): void {
  cookie.set(cookieKeys.surveyHidden, 'true', surveyHiddenUntil(now));
}

/** SPEC.md §4: the pending-survey status is removed once the survey is answered (or was already). */
export function clearSurveyStatus(): void {
  local.remove(localKeys.surveyCompleted);
}

/** The alerts the survey shows over its dialog, from the design system (src/ui). */
export const surveyAlerts = {
  actors: {
    showAlert: fromPromise<unknown, { message: string }>(({ input }) => alert({ message: input.message })),
  },
  actions: {
    alertOverMaximum: ({ context }: { context: Parameters<typeof overMaximumMessage>[0] }) => {
      void alert({ message: overMaximumMessage(context) });
    },
    alertUnderMinimum: ({ context }: { context: Parameters<typeof underMinimumMessage>[0] }) => {
      void alert({ message: underMinimumMessage(context) });
    },
  },
};

/** The survey machine with every real implementation: API calls, alerts, cookie, storage, navigation. */
export function createSurveyMachine({ navigation }: { navigation: SurveyNavigation }) {
  return surveyMachine.provide({
    actors: {
      fetchTemplate: fromPromise<SurveyTemplate>(fetchSurveyTemplate),
      submitSurvey: fromPromise(({ input }) => submitSurvey(input)),
      ...surveyAlerts.actors,
    },
    actions: {
      ...surveyAlerts.actions,
      hideForHalfDay: () => hideSurveyForHalfDay(),
      clearPendingStatus: () => clearSurveyStatus(),
      goHome: () => navigation.go('/'),
    },
  });
}

/** The survey's actor, not started (the survey slot starts it). */
export function createSurveyActor({ navigation, inspect = {} }: { navigation: SurveyNavigation; inspect?: { inspect?: Observer<InspectionEvent> } }): SurveyActor {
  return createActor(createSurveyMachine({ navigation }), inspect);
}
