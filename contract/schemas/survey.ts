import * as v from 'valibot';
import { id } from '../input';
import { PointToastSchema } from './toast';

/** The answers of src/api/survey.ts as both sides read them (issue 26): the server types its answers with them, the app parses with them. */

export const count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const SurveyAnswerOptionSchema = v.object({
  answerId: v.number(),
  title: v.string(),
  imageUrl: v.nullish(v.string()),
});

export const SurveyQuestionSchema = v.object({
  questionId: v.number(),
  title: v.string(),
  description: v.nullish(v.string()),
  answerType: v.picklist(['TEXT', 'IMAGE']),
  answerList: v.array(SurveyAnswerOptionSchema),
  minimum: v.nullish(count),
  maximum: v.nullish(count),
});

export const SurveyTemplateSchema = v.object({
  templateId: v.number(),
  title: v.string(),
  questionList: v.array(SurveyQuestionSchema),
});

/** POST /api/v2/user/survey: the answers were kept (toastItems: the 별 earned) */
export const SurveySubmittedSchema = v.object({ templateId: v.number(), isSurveyCompleted: v.literal(true), toastItems: v.array(PointToastSchema) });

// --- requests ------------------------------------------------------------------------------------

/** no template has more questions or answers than this; a longer list is code 13 */
const MAX_LIST = 100;

/** POST /api/v2/user/survey: a submission (SPEC.md §3 "Survey template"): ids are int4 (code 13 beyond), lists at most MAX_LIST long. */
export const SurveySubmissionBodySchema = v.object({
  templateId: id(),
  answerList: v.pipe(
    v.array(
      v.object(
        {
          questionId: id(),
          answerIdList: v.pipe(v.array(id(), 'answerIdList는 배열이어야 해요.'), v.maxLength(MAX_LIST, `answerIdList에는 ${MAX_LIST}개까지 넣을 수 있어요.`)),
        },
        (issue) => (issue.input === undefined ? `answerList의 항목에 ${issue.expected?.replaceAll('"', '') ?? ''} 값이 필요해요.` : 'answerList의 항목은 { questionId, answerIdList } 형식이어야 해요.'),
      ),
      (issue) => (issue.input === undefined || issue.input === null ? 'answerList 값이 필요해요.' : 'answerList는 배열이어야 해요.'),
    ),
    v.maxLength(MAX_LIST, `answerList에는 ${MAX_LIST}개까지 넣을 수 있어요.`),
  ),
});

