import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type * as v from 'valibot';
import type { MemberAuth } from '../auth/middleware';
import type { AppDb } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import {
  members,
  surveyAnswers,
  surveyQuestions,
  surveyResponseAnswers,
  surveyResponses,
  surveyTemplates,
} from '../db/schema';
import { ApiError, ErrorCode } from '../errors';
import { currentMember } from '../members/members';
import { earnPoints, type EarnResult } from '../points/ledger';
import { EARN_POINTS } from '../points/rules';
import { jsonBody } from '../validation';
import { SurveySubmissionBodySchema, type SurveySubmittedSchema } from '../../contract/schemas/survey';
import type { Wire } from '../../contract/schemas/page';
import type { Clock } from '../time';
import { SURVEY_IMAGE_PATH, SURVEY_PATH } from './paths';
import { surveyPictureSvg } from '../art/survey';
import type { SurveyTemplateSchema } from '../../contract/schemas/survey';
import { SURVEY_ANSWER_DEFAULTS } from '../../contract/rules';

/** The survey as the app reads it (SPEC.md §3 "Survey template"). */
export type SurveyTemplateBody = Wire<typeof SurveyTemplateSchema>;

export const SURVEY_MESSAGES = {
  noSurvey: '지금 참여할 수 있는 취향 설문이 없어요.',
  templateGone: '설문이 바뀌었어요. 앱을 다시 열어 새 설문에 참여해 주세요.',
  duplicated: '이미 취향 정보를 입력하셨어요.',
} as const;

/** A template with its questions and answers, in order; undefined when there is none. */
async function loadTemplate(db: AppDb, templateId?: number): Promise<SurveyTemplateBody | undefined> {
  const [template] = await db
    .select()
    .from(surveyTemplates)
    .where(templateId === undefined ? eq(surveyTemplates.isActive, true) : and(eq(surveyTemplates.id, templateId), eq(surveyTemplates.isActive, true)))
    .orderBy(desc(surveyTemplates.id))
    .limit(1);
  if (!template) return undefined;
  const questions = await db
    .select()
    .from(surveyQuestions)
    .where(eq(surveyQuestions.templateId, template.id))
    .orderBy(asc(surveyQuestions.sortOrder), asc(surveyQuestions.id));
  const answers =
    questions.length === 0
      ? []
      : await db
          .select()
          .from(surveyAnswers)
          .where(
            inArray(
              surveyAnswers.questionId,
              questions.map((question) => question.id),
            ),
          )
          .orderBy(asc(surveyAnswers.sortOrder), asc(surveyAnswers.id));
  return {
    templateId: template.id,
    title: template.title,
    questionList: questions.map((question) => ({
      questionId: question.id,
      title: question.title,
      description: question.description,
      answerType: question.answerType,
      minimum: question.minimum,
      maximum: question.maximum,
      answerList: answers
        .filter((answer) => answer.questionId === question.id)
        .map((answer) => ({ answerId: answer.id, title: answer.title, imageUrl: answer.imageUrl })),
    })),
  };
}

const notMatched = (message: string) => new ApiError(ErrorCode.NotMatched, { message });
const outOfRange = (message: string) => new ApiError(ErrorCode.OutOfRange, { message });

export type Submission = v.InferOutput<typeof SurveySubmissionBodySchema>;

/**
 * Checks a submission against its template: every question known and answered once, every answer
 * one of its question's, between the question's minimum and maximum. Answers the picked answer
 * ids by question id. The messages name the question by its number, as the shopper sees it.
 */
export function validateAnswers(template: SurveyTemplateBody, submission: Submission): Map<number, number[]> {
  const numberOf = new Map(template.questionList.map((question, index) => [question.questionId, index + 1]));
  const picked = new Map<number, number[]>();
  for (const { questionId, answerIdList } of submission.answerList) {
    const number = numberOf.get(questionId);
    if (number === undefined) throw notMatched(`이 설문에 없는 질문이에요. (questionId ${questionId})`);
    if (picked.has(questionId)) throw notMatched(`${number}번 질문의 답변이 두 번 들어 있어요.`);
    const known = new Set(template.questionList[number - 1]?.answerList.map((answer) => answer.answerId));
    const ids: number[] = [];
    for (const answerId of answerIdList) {
      if (!known.has(answerId)) throw notMatched(`${number}번 질문에 없는 답변이에요. (answerId ${answerId})`);
      if (ids.includes(answerId)) throw notMatched(`${number}번 질문에 같은 답변이 두 번 들어 있어요.`);
      ids.push(answerId);
    }
    picked.set(questionId, ids);
  }
  template.questionList.forEach((question, index) => {
    const chosen = picked.get(question.questionId)?.length ?? 0;
    const minimum = question.minimum ?? SURVEY_ANSWER_DEFAULTS.minimum;
    const maximum = question.maximum ?? SURVEY_ANSWER_DEFAULTS.maximum;
    if (chosen < minimum) throw outOfRange(`${index + 1}번 질문은 최소 ${minimum}개 이상 골라 주세요.`);
    if (chosen > maximum) throw outOfRange(`${index + 1}번 질문은 최대 ${maximum}개까지 고를 수 있어요.`);
  });
  return picked;
}

const IMAGE_FILE = /^([a-z0-9-]{1,40})\.svg$/;

function svg(c: Context, body: string): Response {
  return c.body(body, 200, {
    'Content-Type': 'image/svg+xml',
    'Content-Length': String(Buffer.byteLength(body)),
  });
}

/** The survey calls (member) and the pictures of IMAGE answers (public), mounted at /api. */
export function surveyRoutes(db: AppDb, auth: MemberAuth, clock: Clock): Hono {
  return new Hono()
    .get(SURVEY_PATH, auth.requireMember, async (c) => {
      const template = await loadTemplate(db);
      if (!template) throw new ApiError(ErrorCode.NoData, { message: SURVEY_MESSAGES.noSurvey });
      return c.json(template satisfies Wire<typeof SurveyTemplateSchema>);
    })
    .post(SURVEY_PATH, auth.requireMember, async (c) => {
      const body = await jsonBody(c, SurveySubmissionBodySchema);
      const { templateId } = body;
      const member = await currentMember(db, c.var.member.memberId);
      const template = await loadTemplate(db, templateId);
      if (!template) throw new ApiError(ErrorCode.NoData, { message: SURVEY_MESSAGES.templateGone });
      const duplicate = () => new ApiError(ErrorCode.DuplicatedRequest, { message: SURVEY_MESSAGES.duplicated });
      const [existing] = await db
        .select({ id: surveyResponses.id })
        .from(surveyResponses)
        .where(and(eq(surveyResponses.memberId, member.id), eq(surveyResponses.templateId, templateId)))
        .limit(1);
      if (existing) throw duplicate();
      const picked = validateAnswers(template, body);
      const submittedAt = clock();
      let earned: EarnResult | undefined;
      try {
        await db.transaction(async (tx) => {
          const [response] = await tx
            .insert(surveyResponses)
            .values({ memberId: member.id, templateId, submittedAt })
            .returning({ id: surveyResponses.id });
          if (!response) throw new ApiError(ErrorCode.Unexpected);
          const rows = [...picked].flatMap(([questionId, answerIds]) => answerIds.map((answerId) => ({ responseId: response.id, questionId, answerId })));
          if (rows.length > 0) await tx.insert(surveyResponseAnswers).values(rows);
          await tx.update(members).set({ surveyCompleted: true }).where(eq(members.id, member.id));
          // the 별 of the point guide, in the same transaction: answered once, earned once
          earned = await earnPoints(tx, member.id, { reason: 'SURVEY', amount: EARN_POINTS.SURVEY ?? 100 }, submittedAt);
        });
      } catch (error) {
        // the same member submitting twice at once: the second one is the duplicate
        if (isUniqueViolation(error, 'survey_responses_member_template_idx')) throw duplicate();
        throw error;
      }
      return c.json({ templateId, isSurveyCompleted: true, toastItems: earned?.toastItems ?? [] } satisfies Wire<typeof SurveySubmittedSchema>);
    })
    .get(`${SURVEY_IMAGE_PATH}/:file`, (c) => {
      const name = IMAGE_FILE.exec(c.req.param('file'))?.[1];
      const body = name === undefined ? undefined : surveyPictureSvg(name);
      if (body === undefined) throw new ApiError(ErrorCode.NoData, { message: '그림을 찾을 수 없어요.' });
      return svg(c, body);
    });
}
