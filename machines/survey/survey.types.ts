/**
 * Data the taste-survey statechart works with (SPEC.md §3 "Survey template"). The app maps the API
 * answer onto these shapes (src/api/survey.ts); machines/ never imports src/.
 */

import { SURVEY_ANSWER_DEFAULTS } from '../../contract/rules';

export type SurveyAnswerType = 'TEXT' | 'IMAGE';

export interface SurveyAnswerOption {
  answerId: number;
  title: string;
  /** the picture of an IMAGE answer; null for TEXT answers */
  imageUrl: string | null;
}

export interface SurveyQuestion {
  questionId: number;
  title: string;
  description: string;
  answerType: SurveyAnswerType;
  answerList: SurveyAnswerOption[];
  /** fewest answers to pick before going on (SPEC.md §9 default 1) */
  minimum: number;
  /** most answers that may be picked (SPEC.md §9 default 1); 1 means a single-answer question */
  maximum: number;
}

export interface SurveyTemplate {
  templateId: number;
  title: string;
  questionList: SurveyQuestion[];
}

/** One entry of the submission: the answers picked for a question (never empty). */
export interface SurveyAnswer {
  questionId: number;
  answerIdList: number[];
}

/** The body of the submission call (SPEC.md §3). */
export interface SurveySubmission {
  templateId: number;
  answerList: SurveyAnswer[];
}

/**
 * What decides whether the survey opens on startup (SPEC.md §4): read by the app from the session
 * actor, localStorage, the hide cookie and the URL, and sent with `survey.open`.
 */
export interface SurveyOpenConditions {
  /** the session is a validated member */
  isLoggedIn: boolean;
  /** a stored access token exists (the template call needs it) */
  hasUserToken: boolean;
  /** the stored survey flag (localStorage `isSurveyCompleted`): the survey opens only on 'false' */
  surveyFlag: string | null;
  /** the hide cookie (`surveyHidden`): 'true' for 12 hours after the shopper left the survey */
  hiddenCookie: string | null;
  /** the current URL (path and query); a URL containing 'login' never opens the survey */
  url: string;
}

/** SPEC.md §8 codes the survey reacts to. */
export const SurveyErrorCode = {
  DuplicatedRequest: 18,
} as const;

/** SPEC.md §9: defaults of a question's minimum and maximum. */
export const SURVEY_DEFAULT_MINIMUM = SURVEY_ANSWER_DEFAULTS.minimum;
export const SURVEY_DEFAULT_MAXIMUM = SURVEY_ANSWER_DEFAULTS.maximum;
/** SPEC.md §9: the survey stays hidden this long after the shopper left it. */
export const SURVEY_HIDE_HOURS = 12;

/** The texts of SPEC.md §2, §5 and §8, defined once. */
export const surveyTexts = {
  overMaximum: (maximum: number) => `최대 ${maximum}개까지 선택할 수 있습니다.`,
  underMinimum: (minimum: number) => `최소 ${minimum}개 이상을 선택해 주세요.`,
  maximumNote: (maximum: number) => `(최대 ${maximum}개 선택가능)`,
  submitFailed: '일시적인 오류가 발생했어요. 잠시 후 다시 시도해 주세요.',
  duplicated: '이미 취향 정보를 입력하셨어요.',
  leaveQuestion: '취향 정보 입력 중이에요! 완료하지 않고 나가시겠어요?',
  leave: '나가기',
  stay: '이어서 계속하기',
  back: '이전으로',
  next: '다음으로',
  complete: '완료',
  completeTitle: '취향 입력이 완료되었어요!',
  completeThanks: '소중한 취향 정보를 알려 주셔서 감사해요. 취향에 꼭 맞는 상품과 소식을 준비해 드릴게요.',
  browseMarket: '마켓 구경하기',
} as const;

/**
 * Errors reach the machine from its actors. Read structurally (code, errorType, message) so that
 * machines/ stays free of src/.
 */
export function errorCode(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  const code = (error as { code: unknown }).code;
  return typeof code === 'number' ? code : null;
}

/**
 * SPEC.md §8 "Survey submit failure": the server's message when the error is one the shopper can
 * act on (errorType USER), otherwise the generic text.
 */
export function submissionErrorMessage(error: unknown): string {
  if (typeof error !== 'object' || error === null) return surveyTexts.submitFailed;
  const { errorType, message } = error as { errorType?: unknown; message?: unknown };
  if (errorType === 'USER' && typeof message === 'string' && message.trim() !== '') return message;
  return surveyTexts.submitFailed;
}
