import * as v from 'valibot';

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
