import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../db/client';
import { surveyResponseAnswers, surveyResponses, surveyTemplates } from '../db/schema';
import { seedIfEmpty } from '../seed';
import { bearer, memberIdOf, signInNaver, testApp, type TestApp } from '../test-app';
import { openTestDatabase } from '../test-database';
import { surveyPictures } from '../art/survey';
import { SEED_TEMPLATE, surveyRows, surveySeed } from '../seed/survey';

let database: OpenDatabase;
let t: TestApp;
beforeAll(async () => {
  database = await openTestDatabase();
  t = testApp(database.db);
});
afterAll(async () => {
  await database?.close();
});

interface Template {
  templateId: number;
  title: string;
  questionList: Array<{
    questionId: number;
    title: string;
    description: string;
    answerType: 'TEXT' | 'IMAGE';
    minimum: number;
    maximum: number;
    answerList: Array<{ answerId: number; title: string; imageUrl: string | null }>;
  }>;
}

async function call(method: string, path: string, options: { token?: string; body?: unknown } = {}) {
  const res = await t.app.request(path, {
    method,
    headers: {
      ...(options.token ? bearer(options.token) : {}),
      ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(options.body === undefined ? {} : { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function member() {
  const signIn = await signInNaver(t);
  return { token: signIn.accessToken, memberId: memberIdOf(signIn.accessToken) };
}

async function template(token: string): Promise<Template> {
  const { status, body } = await call('GET', '/api/v2/user/survey', { token });
  expect(status).toBe(200);
  return body as unknown as Template;
}

/** A valid submission: the first `minimum` answers of every question. */
function validAnswers(survey: Template) {
  return survey.questionList.map((question) => ({
    questionId: question.questionId,
    answerIdList: question.answerList.slice(0, question.minimum).map((answer) => answer.answerId),
  }));
}

describe('GET /api/v2/user/survey', () => {
  it('answers 401 code 110 without a member token', async () => {
    expect(await call('GET', '/api/v2/user/survey')).toMatchObject({ status: 401, body: { code: 110 } });
    expect(await call('POST', '/api/v2/user/survey', { body: {} })).toMatchObject({ status: 401, body: { code: 110 } });
  });

  it('answers the seeded taste survey: TEXT and IMAGE questions, single and multiple answers', async () => {
    const { token } = await member();
    const survey = await template(token);
    expect(survey.templateId).toBe(SEED_TEMPLATE.id);
    expect(survey.title).toBe('나에게 딱 맞는 먹거리 찾기');
    expect(survey.questionList).toHaveLength(5);
    const types = new Set(survey.questionList.map((question) => question.answerType));
    expect(types).toEqual(new Set(['TEXT', 'IMAGE']));
    expect(survey.questionList.some((question) => question.maximum === 1)).toBe(true);
    expect(survey.questionList.some((question) => question.maximum > 1)).toBe(true);
    expect(survey.questionList.some((question) => question.minimum > 1)).toBe(true);
    for (const question of survey.questionList) {
      expect(question.title).toMatch(/[가-힣]/);
      expect(question.minimum).toBeLessThanOrEqual(question.maximum);
      expect(question.answerList.length).toBeGreaterThanOrEqual(question.maximum);
      for (const answer of question.answerList) {
        if (question.answerType === 'IMAGE') expect(answer.imageUrl).toMatch(/^\/api\/v2\/survey\/images\/[a-z-]+\.svg$/);
        else expect(answer.imageUrl).toBeNull();
      }
    }
    expect(survey.questionList[0]).toEqual({
      questionId: 101,
      title: '주로 몇 분이 함께 식사하세요?',
      description: '알맞은 용량과 구성의 상품을 추천해 드릴게요.',
      answerType: 'TEXT',
      minimum: 1,
      maximum: 1,
      answerList: [
        { answerId: 10101, title: '혼자 먹어요', imageUrl: null },
        { answerId: 10102, title: '둘이 먹어요', imageUrl: null },
        { answerId: 10103, title: '3~4인 가족이에요', imageUrl: null },
        { answerId: 10104, title: '5인 이상 대가족이에요', imageUrl: null },
      ],
    });
  });

  it('is never cached', async () => {
    const { token } = await member();
    const res = await t.app.request('/api/v2/user/survey', { headers: bearer(token) });
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });
});

describe('the pictures of IMAGE answers', () => {
  it('serves every seeded picture as SVG without a token', async () => {
    const urls = surveyRows().answers.flatMap((answer) => (answer.imageUrl ? [answer.imageUrl] : []));
    expect(urls.length).toBe(10);
    for (const url of urls) {
      const res = await t.app.request(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toBe('image/svg+xml');
      const svg = await res.text();
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).toContain('<title>');
    }
    expect(Object.keys(surveyPictures)).toHaveLength(10);
  });

  it('answers 404 code 8 for an unknown picture', async () => {
    expect(await call('GET', '/api/v2/survey/images/unknown.svg')).toMatchObject({ status: 404, body: { code: 8 } });
    expect(await call('GET', '/api/v2/survey/images/..%2Fsecret')).toMatchObject({ status: 404, body: { code: 8 } });
  });
});

describe('POST /api/v2/user/survey', () => {
  it('stores the answers, completes the profile, and refuses a second submission with code 18', async () => {
    const { token, memberId } = await member();
    const survey = await template(token);
    const profileBefore = await call('GET', '/api/v2/user/profile', { token });
    expect((profileBefore.body.userInfo as { isSurveyCompleted: boolean }).isSurveyCompleted).toBe(false);

    const answerList = validAnswers(survey);
    const first = await call('POST', '/api/v2/user/survey', { token, body: { templateId: survey.templateId, answerList } });
    // the point guide's 별 for the survey, with its toast (SPEC.md §3)
    expect(first).toEqual({
      status: 200,
      body: {
        templateId: 1,
        isSurveyCompleted: true,
        toastItems: [{ icon: 'star', startPhrase: '취향 설문 참여로', pointPhrase: '별 100개', endPhrase: '를 받았어요' }],
      },
    });

    const [response] = await database.db.select().from(surveyResponses).where(eq(surveyResponses.memberId, memberId));
    expect(response?.templateId).toBe(1);
    const rows = await database.db.select().from(surveyResponseAnswers).where(eq(surveyResponseAnswers.responseId, response!.id));
    expect(rows.map((row) => row.answerId).sort()).toEqual(answerList.flatMap((entry) => entry.answerIdList).sort());

    const profileAfter = await call('GET', '/api/v2/user/profile', { token });
    expect((profileAfter.body.userInfo as { isSurveyCompleted: boolean }).isSurveyCompleted).toBe(true);

    expect(await call('POST', '/api/v2/user/survey', { token, body: { templateId: survey.templateId, answerList } })).toEqual({
      status: 409,
      body: { code: 18, message: '이미 취향 정보를 입력하셨어요.', errorType: 'USER' },
    });
    // answered once, earned once
    const summary = await call('GET', '/api/v1/user/point/summary', { token });
    expect((summary.body as { balance: number }).balance).toBe(100);
  });

  it('two submissions at once store one and answer 18 to the other', async () => {
    const { token } = await member();
    const survey = await template(token);
    const body = { templateId: survey.templateId, answerList: validAnswers(survey) };
    const results = await Promise.all([call('POST', '/api/v2/user/survey', { token, body }), call('POST', '/api/v2/user/survey', { token, body })]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
  });

  it('accepts up to the maximum, in any order of questions', async () => {
    const { token } = await member();
    const survey = await template(token);
    const answerList = survey.questionList
      .map((question) => ({ questionId: question.questionId, answerIdList: question.answerList.slice(0, question.maximum).map((answer) => answer.answerId) }))
      .reverse();
    expect(await call('POST', '/api/v2/user/survey', { token, body: { templateId: survey.templateId, answerList } })).toMatchObject({ status: 200 });
  });

  describe('refuses a wrong submission with a clear Korean message', () => {
    let token: string;
    let survey: Template;
    beforeAll(async () => {
      ({ token } = await member());
      survey = await template(token);
    });
    const submit = (body: unknown) => call('POST', '/api/v2/user/survey', { token, body });
    const withEntry = (index: number, answerIdList: number[]) =>
      validAnswers(survey).map((entry, position) => (position === index ? { ...entry, answerIdList } : entry));
    const ids = (index: number) => survey.questionList[index]!.answerList.map((answer) => answer.answerId);

    it.each([
      ['an empty body', '', 400, 10, '요청 본문이 필요해요.'],
      ['no templateId', { answerList: [] }, 400, 10, 'templateId 값이 필요해요.'],
      ['a malformed templateId', { templateId: 'one', answerList: [] }, 400, 12, 'templateId 값의 형식이 올바르지 않아요.'],
      ['an unknown template', { templateId: 999, answerList: [] }, 404, 8, '설문이 바뀌었어요. 앱을 다시 열어 새 설문에 참여해 주세요.'],
      ['no answerList', { templateId: 1 }, 400, 10, 'answerList 값이 필요해요.'],
      ['an answerList that is not a list', { templateId: 1, answerList: {} }, 400, 12, 'answerList는 배열이어야 해요.'],
    ])('%s', async (_, body, status, code, message) => {
      expect(await submit(body)).toEqual({ status, body: { code, message, errorType: 'USER' } });
    });

    it('an unknown question', async () => {
      const answerList = [...validAnswers(survey), { questionId: 999, answerIdList: [1] }];
      expect(await submit({ templateId: 1, answerList })).toEqual({
        status: 400,
        body: { code: 12, message: '이 설문에 없는 질문이에요. (questionId 999)', errorType: 'USER' },
      });
    });

    it('an answer of another question', async () => {
      const foreign = ids(1)[0]!;
      expect(await submit({ templateId: 1, answerList: withEntry(0, [foreign]) })).toEqual({
        status: 400,
        body: { code: 12, message: `1번 질문에 없는 답변이에요. (answerId ${foreign})`, errorType: 'USER' },
      });
    });

    it('the same question twice, or the same answer twice', async () => {
      const twice = [...validAnswers(survey), validAnswers(survey)[0]];
      expect(await submit({ templateId: 1, answerList: twice })).toMatchObject({ status: 400, body: { code: 12, message: '1번 질문의 답변이 두 번 들어 있어요.' } });
      const first = ids(1)[0]!;
      expect(await submit({ templateId: 1, answerList: withEntry(1, [first, first]) })).toMatchObject({
        status: 400,
        body: { code: 12, message: '2번 질문에 같은 답변이 두 번 들어 있어요.' },
      });
    });

    it('fewer than the minimum, or a question left out', async () => {
      expect(await submit({ templateId: 1, answerList: withEntry(4, [ids(4)[0]!]) })).toEqual({
        status: 400,
        body: { code: 13, message: '5번 질문은 최소 2개 이상 골라 주세요.', errorType: 'USER' },
      });
      expect(await submit({ templateId: 1, answerList: validAnswers(survey).slice(1) })).toMatchObject({
        status: 400,
        body: { code: 13, message: '1번 질문은 최소 1개 이상 골라 주세요.' },
      });
    });

    it('more than the maximum', async () => {
      expect(await submit({ templateId: 1, answerList: withEntry(1, ids(1).slice(0, 4)) })).toEqual({
        status: 400,
        body: { code: 13, message: '2번 질문은 최대 3개까지 고를 수 있어요.', errorType: 'USER' },
      });
      expect(await submit({ templateId: 1, answerList: withEntry(0, ids(0).slice(0, 2)) })).toMatchObject({
        status: 400,
        body: { code: 13, message: '1번 질문은 최대 1개까지 고를 수 있어요.' },
      });
    });

    it('stores nothing for a refused submission', async () => {
      const { token: other, memberId } = await member();
      await call('POST', '/api/v2/user/survey', { token: other, body: { templateId: 1, answerList: [] } });
      expect(await database.db.select().from(surveyResponses).where(eq(surveyResponses.memberId, memberId))).toEqual([]);
    });
  });
});

describe('the survey seed', () => {
  it('is idempotent and fast to check', async () => {
    expect(await surveySeed.isEmpty(database.db)).toBe(false);
    expect(await seedIfEmpty(database.db)).toEqual({});
    expect(await database.db.select().from(surveyTemplates)).toHaveLength(1);
  });

  it('derives stable ids from positions', () => {
    const { questions, answers } = surveyRows();
    expect(questions.map((question) => question.id)).toEqual([101, 102, 103, 104, 105]);
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(answers.length);
    expect(answers.every((answer) => Math.floor(answer.id / 100) === answer.questionId)).toBe(true);
  });
});
