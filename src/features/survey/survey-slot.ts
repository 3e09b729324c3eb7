import type { InspectionEvent, Observer } from 'xstate';
import { shouldOpenSurvey } from '../../../machines/survey/survey.rules';
import type { createSurveyActor, SurveyActor, SurveyNavigation } from './survey-actors';
import { surveyOpenConditions } from './survey-conditions';

/**
 * The app-wide place of the taste survey's actor. Most page loads never open the survey, so its
 * statechart and services load only when SPEC.md §4's conditions hold for a member; until then
 * `current()` is null and nothing of the survey is on the first screen.
 */
export interface SurveySlot {
  /** the survey's actor once loaded, else null */
  current(): SurveyActor | null;
  /** called when the actor appears */
  subscribe(listener: () => void): () => void;
  /** on startup for a member: opens the survey when the conditions hold (loading it first) */
  openForMember(): Promise<void>;
  /** the member logged out: closes an open survey at once, without hiding it */
  reset(): void;
  stop(): void;
}

export interface SurveySlotDeps {
  navigation: SurveyNavigation;
  inspect?: { inspect?: Observer<InspectionEvent> };
  /** the survey's module (tests give their own) */
  load?: () => Promise<{ createSurveyActor: typeof createSurveyActor }>;
}

export function createSurveySlot({ navigation, inspect = {}, load = () => import('./survey-actors') }: SurveySlotDeps): SurveySlot {
  let actor: SurveyActor | null = null;
  let loading: Promise<SurveyActor> | null = null;
  let stopped = false;
  const listeners = new Set<() => void>();

  const ensure = (): Promise<SurveyActor> => {
    loading ??= load().then(({ createSurveyActor }) => {
      const created = createSurveyActor({ navigation, inspect });
      if (!stopped) {
        created.start();
        actor = created;
        listeners.forEach((listener) => listener());
      }
      return created;
    });
    return loading;
  };

  return {
    current: () => actor,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async openForMember() {
      const conditions = surveyOpenConditions(true);
      // the same rule as the machine's `mayOpen` guard, asked before loading the machine
      if (!shouldOpenSurvey(conditions)) return;
      const ready = await ensure();
      if (!stopped) ready.send({ type: 'survey.open', conditions });
    },
    reset() {
      if (actor && !actor.getSnapshot().matches('closed')) actor.send({ type: 'survey.reset' });
    },
    stop() {
      stopped = true;
      actor?.stop();
      listeners.clear();
    },
  };
}
