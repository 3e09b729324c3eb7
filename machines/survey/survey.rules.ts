import type { SurveyOpenConditions } from './survey.types';

/**
 * The survey's rules that the app needs before the survey's own code has loaded: the app asks
 * this first and loads the statechart only for a member it would open for.
 */

/** Pure: whether the survey opens for these conditions (SPEC.md §4 "Survey opens on startup"). */
export function shouldOpenSurvey(conditions: SurveyOpenConditions): boolean {
  return (
    conditions.isLoggedIn &&
    conditions.hasUserToken &&
    conditions.surveyFlag === 'false' &&
    conditions.hiddenCookie !== 'true' &&
    !conditions.url.includes('login')
  );
}
