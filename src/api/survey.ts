import type * as v from 'valibot';
import { request } from './client';
import { SurveyAnswerOptionSchema, SurveyQuestionSchema, SurveyTemplateSchema } from '../../contract/schemas/survey';
import { SurveySubmittedSchema, type SurveySubmissionBodySchema } from '../../contract/schemas/survey';

export { SurveyAnswerOptionSchema, SurveyQuestionSchema, SurveyTemplateSchema };

/**
 * The taste-survey calls (SPEC.md §3 "Survey template", §7 "survey (GET; POST …; v2)";
 * docs/api.md "Taste survey"). Both are member calls. The template is read by the survey
 * machine's actor only while the survey is open and is never cached (SPEC.md §4), so there are
 * no query options here.
 */

export const SURVEY_PATH = '/api/v2/user/survey';

/** The template with every default applied (SPEC.md §9: minimum and maximum 1). */
export interface SurveyTemplateData {
  templateId: number;
  title: string;
  questionList: Array<{
    questionId: number;
    title: string;
    description: string;
    answerType: 'TEXT' | 'IMAGE';
    answerList: Array<{ answerId: number; title: string; imageUrl: string | null }>;
    minimum: number;
    maximum: number;
  }>;
}

/** Applies the defaults; a maximum below the minimum would make a question impossible, so the minimum wins. */
export function toSurveyTemplate(raw: v.InferOutput<typeof SurveyTemplateSchema>): SurveyTemplateData {
  return {
    templateId: raw.templateId,
    title: raw.title,
    questionList: raw.questionList.map((question) => {
      const minimum = question.minimum ?? 1;
      return {
        questionId: question.questionId,
        title: question.title,
        description: question.description ?? '',
        answerType: question.answerType,
        answerList: question.answerList.map((answer) => ({ answerId: answer.answerId, title: answer.title, imageUrl: answer.imageUrl ?? null })),
        minimum,
        maximum: Math.max(question.maximum ?? 1, minimum, 1),
      };
    }),
  };
}

/** the body of POST /api/v2/user/survey, as the server validates it */
export type SurveySubmissionBody = v.InferInput<typeof SurveySubmissionBodySchema>;

/** GET /api/v2/user/survey: the survey the member has to answer. */
export async function fetchSurveyTemplate(): Promise<SurveyTemplateData> {
  return toSurveyTemplate(await request(SurveyTemplateSchema, SURVEY_PATH));
}

/** POST /api/v2/user/survey: the member's answers. Code 18 when they were already given. */
export async function submitSurvey(body: SurveySubmissionBody): Promise<void> {
  await request(SurveySubmittedSchema, SURVEY_PATH, { method: 'POST', body });
}
