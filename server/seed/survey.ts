import { count } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { type SurveyAnswerType, surveyAnswers, surveyQuestions, surveyTemplates } from '../db/schema';
import { SURVEY_IMAGE_PATH } from '../survey/paths';

/**
 * The taste survey members answer after signing up: five questions mixing text and picture
 * answers, single and multiple choice. Ids derive from position (question 101 is the first
 * question of template 1, answer 10103 its third answer), so they stay the same across reseeds.
 */
interface SeedQuestion {
  readonly title: string;
  readonly description: string;
  readonly answerType: SurveyAnswerType;
  readonly minimum: number;
  readonly maximum: number;
  /** titles; IMAGE answers as [title, picture name] */
  readonly answers: ReadonlyArray<string | readonly [string, string]>;
}

export const SEED_TEMPLATE = {
  id: 1,
  title: '나에게 딱 맞는 먹거리 찾기',
  questions: [
    {
      title: '주로 몇 분이 함께 식사하세요?',
      description: '알맞은 용량과 구성의 상품을 추천해 드릴게요.',
      answerType: 'TEXT',
      minimum: 1,
      maximum: 1,
      answers: ['혼자 먹어요', '둘이 먹어요', '3~4인 가족이에요', '5인 이상 대가족이에요'],
    },
    {
      title: '좋아하는 제철 먹거리를 골라 주세요',
      description: '제철 특가와 산지 소식을 먼저 알려 드릴게요.',
      answerType: 'IMAGE',
      minimum: 1,
      maximum: 3,
      answers: [
        ['딸기', 'strawberry'],
        ['한우', 'hanwoo'],
        ['전복', 'abalone'],
        ['감귤', 'tangerine'],
        ['고구마', 'sweet-potato'],
        ['햅쌀', 'rice'],
      ],
    },
    {
      title: '장을 볼 때 가장 중요하게 생각하는 것은 무엇인가요?',
      description: '가장 중요한 것을 두 가지까지 골라 주세요.',
      answerType: 'TEXT',
      minimum: 1,
      maximum: 2,
      answers: ['합리적인 가격과 할인', '산지 직송 신선도', '믿을 수 있는 원산지', '유기농·친환경 인증', '빠르고 꼼꼼한 배송'],
    },
    {
      title: '가장 즐겨 드시는 식사 스타일은 무엇인가요?',
      description: '요리 시간과 취향에 맞는 상품을 골라 드릴게요.',
      answerType: 'IMAGE',
      minimum: 1,
      maximum: 1,
      answers: [
        ['한식 집밥', 'home-meal'],
        ['간편식·밀키트', 'meal-kit'],
        ['샐러드·건강식', 'salad'],
        ['캠핑·바비큐', 'barbecue'],
      ],
    },
    {
      title: '관심 있는 지역 특산물을 골라 주세요',
      description: '두 곳 이상 골라 주시면 지역 기획전 소식을 보내 드릴게요.',
      answerType: 'TEXT',
      minimum: 2,
      maximum: 3,
      answers: ['제주', '강원', '경기', '충청', '전라', '경상'],
    },
  ] satisfies readonly SeedQuestion[],
} as const;

export const questionIdOf = (templateId: number, position: number) => templateId * 100 + position + 1;
export const answerIdOf = (questionId: number, position: number) => questionId * 100 + position + 1;

export function surveyRows() {
  const templateId = SEED_TEMPLATE.id;
  const questions = SEED_TEMPLATE.questions.map((question, position) => ({
    id: questionIdOf(templateId, position),
    templateId,
    sortOrder: position + 1,
    title: question.title,
    description: question.description,
    answerType: question.answerType,
    minimum: question.minimum,
    maximum: question.maximum,
  }));
  const answers = SEED_TEMPLATE.questions.flatMap((question, questionPosition) =>
    (question.answers as SeedQuestion['answers']).map((answer, position) => {
      const questionId = questionIdOf(templateId, questionPosition);
      const [title, picture] = typeof answer === 'string' ? [answer, undefined] : answer;
      return {
        id: answerIdOf(questionId, position),
        questionId,
        sortOrder: position + 1,
        title,
        imageUrl: picture === undefined ? null : `/api${SURVEY_IMAGE_PATH}/${picture}.svg`,
      };
    }),
  );
  return { template: { id: templateId, title: SEED_TEMPLATE.title, isActive: true }, questions, answers };
}

export const surveySeed = {
  name: 'surveys',
  async isEmpty(db: AppDb): Promise<boolean> {
    const [row] = await db.select({ n: count() }).from(surveyTemplates);
    return (row?.n ?? 0) === 0;
  },
  async clear(db: AppDb): Promise<void> {
    // questions, answers and submissions go with their templates
    await db.delete(surveyTemplates);
  },
  async insert(db: AppDb): Promise<number> {
    const { template, questions, answers } = surveyRows();
    await db.insert(surveyTemplates).values(template).onConflictDoNothing();
    await db.insert(surveyQuestions).values(questions).onConflictDoNothing();
    await db.insert(surveyAnswers).values(answers).onConflictDoNothing();
    return 1;
  },
};
