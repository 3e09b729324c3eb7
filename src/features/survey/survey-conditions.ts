import type { SurveyOpenConditions } from '../../../machines/survey/survey.types';
import { cookie, cookieKeys } from '../../platform/cookies';
import { local, localKeys } from '../../platform/storage';

/**
 * The conditions of SPEC.md §4 "Survey opens on startup", read from storage, the hide cookie and
 * the URL; `isLoggedIn` comes from the session actor. Send them with `survey.open`.
 */
export function surveyOpenConditions(isLoggedIn: boolean, url: string = globalThis.location?.href ?? ''): SurveyOpenConditions {
  return {
    isLoggedIn,
    // SPEC.md §4: survey data only with a stored user token (written with the member's profile)
    hasUserToken: local.get(localKeys.userToken) !== null,
    surveyFlag: local.get(localKeys.surveyCompleted),
    hiddenCookie: cookie.get(cookieKeys.surveyHidden),
    url,
  };
}
