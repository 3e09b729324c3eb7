import { describe, expect, it } from 'vitest';
import { toSubmission } from './survey.machine';
import { shouldOpenSurvey } from './survey.rules';
import * as select from './survey.selectors';
import { apiError, createSurveyKit, networkError, openConditions, testTemplate } from './survey.test-kit';
import type { SurveyTemplate } from './survey.types';

/** A kit with the survey open on its first step. */
async function opened(template: SurveyTemplate = testTemplate()) {
  const kit = createSurveyKit();
  kit.start();
  kit.send({ type: 'survey.open', conditions: openConditions() });
  await kit.resolve('fetchTemplate', template);
  return kit;
}

const pick = (answerId: number) => ({ type: 'survey.answerPicked', answerId }) as const;
const snapshot = (kit: Awaited<ReturnType<typeof opened>>) => kit.actor.getSnapshot();

/** Three steps: single, multi (max 3), and a question that needs at least two answers. */
const longTemplate = (): SurveyTemplate => {
  const base = testTemplate();
  return {
    ...base,
    questionList: [
      base.questionList[0]!,
      { ...base.questionList[1]!, maximum: 3 },
      {
        questionId: 13,
        title: '관심 있는 지역 특산물을 골라 주세요',
        description: '2곳 이상 골라 주세요.',
        answerType: 'TEXT',
        minimum: 2,
        maximum: 3,
        answerList: [
          { answerId: 131, title: '제주', imageUrl: null },
          { answerId: 132, title: '강원', imageUrl: null },
          { answerId: 133, title: '전라', imageUrl: null },
          { answerId: 134, title: '경상', imageUrl: null },
        ],
      },
    ],
  };
};

describe('opening (SPEC.md §4 "Survey opens on startup")', () => {
  it('opens for a logged-in member with the stored flag false, no hide cookie and no login in the URL', () => {
    expect(shouldOpenSurvey(openConditions())).toBe(true);
  });

  it.each([
    ['a visitor', { isLoggedIn: false }],
    ['no stored token', { hasUserToken: false }],
    ['the flag true', { surveyFlag: 'true' }],
    ['no stored flag', { surveyFlag: null }],
    ['the hide cookie', { hiddenCookie: 'true' }],
    ['a login URL', { url: 'https://market.example/login-landing?code=1' }],
  ])('stays closed for %s', (_, overrides) => {
    expect(shouldOpenSurvey(openConditions(overrides))).toBe(false);
    const kit = createSurveyKit();
    kit.start();
    kit.send({ type: 'survey.open', conditions: openConditions(overrides) });
    expect(snapshot(kit).value).toBe('closed');
    expect(kit.calls.fetchTemplate).toBe(0);
  });

  it('fetches the template only once open, and shows the dialog once it arrived', async () => {
    const kit = createSurveyKit();
    kit.start();
    expect(kit.calls.fetchTemplate).toBe(0);
    kit.send({ type: 'survey.open', conditions: openConditions() });
    expect(kit.calls.fetchTemplate).toBe(1);
    expect(select.isLoading(snapshot(kit))).toBe(true);
    expect(select.isOpen(snapshot(kit))).toBe(false);
    await kit.resolve('fetchTemplate', testTemplate());
    expect(select.isOpen(snapshot(kit))).toBe(true);
    expect(select.stepIndex(snapshot(kit))).toBe(0);
    expect(select.showsSurveyTitle(snapshot(kit))).toBe(true);
    expect(select.showsBack(snapshot(kit))).toBe(false);
  });

  it('fetches again, uncached, every time it opens', async () => {
    const kit = await opened();
    kit.send({ type: 'survey.reset' });
    kit.send({ type: 'survey.open', conditions: openConditions() });
    expect(kit.calls.fetchTemplate).toBe(2);
  });

  it('closes quietly when the template cannot be loaded or has no question, without hiding it', async () => {
    const kit = createSurveyKit();
    kit.start();
    kit.send({ type: 'survey.open', conditions: openConditions() });
    await kit.reject('fetchTemplate', networkError());
    expect(snapshot(kit).value).toBe('closed');
    kit.send({ type: 'survey.open', conditions: openConditions() });
    await kit.resolve('fetchTemplate', { ...testTemplate(), questionList: [] });
    expect(snapshot(kit).value).toBe('closed');
    expect(kit.actions).toEqual([]);
  });

  it('ignores a second open while open', async () => {
    const kit = await opened();
    kit.send(pick(111));
    kit.send({ type: 'survey.open', conditions: openConditions() });
    expect(kit.calls.fetchTemplate).toBe(1);
    expect(select.pickedAnswerIds(snapshot(kit))).toEqual([111]);
  });
});

describe('answering (SPEC.md §4 "Survey steps", §5)', () => {
  it('single answer: a pick replaces the selection; re-picking does nothing', async () => {
    const kit = await opened();
    expect(select.isSingleAnswer(snapshot(kit))).toBe(true);
    expect(select.maximumNote(snapshot(kit))).toBeNull();
    kit.send(pick(111));
    expect(snapshot(kit).context.answers).toEqual([{ questionId: 11, answerIdList: [111] }]);
    kit.send(pick(112));
    expect(snapshot(kit).context.answers).toEqual([{ questionId: 11, answerIdList: [112] }]);
    kit.send(pick(112));
    expect(snapshot(kit).context.answers).toEqual([{ questionId: 11, answerIdList: [112] }]);
  });

  it('multiple answers: picking toggles; over the maximum is refused with the alert', async () => {
    const kit = await opened();
    kit.send(pick(111));
    kit.send({ type: 'survey.next' });
    expect(select.maximumNote(snapshot(kit))).toBe('(최대 2개 선택가능)');
    kit.send(pick(121));
    kit.send(pick(122));
    kit.send(pick(123));
    expect(select.pickedAnswerIds(snapshot(kit))).toEqual([121, 122]);
    expect(kit.messages).toEqual(['최대 2개까지 선택할 수 있습니다.']);
    kit.send(pick(121));
    expect(select.pickedAnswerIds(snapshot(kit))).toEqual([122]);
    kit.send(pick(123));
    expect(select.pickedAnswerIds(snapshot(kit))).toEqual([122, 123]);
  });

  it('an empty selection removes the question entry', async () => {
    const kit = await opened();
    kit.send(pick(111));
    kit.send({ type: 'survey.next' });
    kit.send(pick(121));
    kit.send(pick(121));
    expect(snapshot(kit).context.answers).toEqual([{ questionId: 11, answerIdList: [111] }]);
  });

  it('next needs the minimum and says so; back is always allowed and keeps the answers', async () => {
    const kit = await opened(longTemplate());
    kit.send({ type: 'survey.next' });
    expect(select.stepIndex(snapshot(kit))).toBe(0);
    expect(kit.messages).toEqual(['최소 1개 이상을 선택해 주세요.']);
    kit.send(pick(111));
    kit.send({ type: 'survey.next' });
    kit.send(pick(121));
    kit.send({ type: 'survey.next' });
    expect(select.stepIndex(snapshot(kit))).toBe(2);
    expect(select.isLastStep(snapshot(kit))).toBe(true);
    expect(select.showsSurveyTitle(snapshot(kit))).toBe(false);
    kit.send(pick(131));
    kit.send({ type: 'survey.complete' });
    expect(kit.messages.at(-1)).toBe('최소 2개 이상을 선택해 주세요.');
    expect(snapshot(kit).matches('answering')).toBe(true);
    kit.send({ type: 'survey.back' });
    kit.send({ type: 'survey.back' });
    kit.send({ type: 'survey.back' });
    expect(select.stepIndex(snapshot(kit))).toBe(0);
    expect(snapshot(kit).context.answers).toEqual([
      { questionId: 11, answerIdList: [111] },
      { questionId: 12, answerIdList: [121] },
      { questionId: 13, answerIdList: [131] },
    ]);
  });

  it('keeps the answers in question order whatever the order of picking', async () => {
    const kit = await opened(longTemplate());
    kit.send(pick(111));
    kit.send({ type: 'survey.next' });
    kit.send(pick(121));
    kit.send({ type: 'survey.back' });
    kit.send(pick(112));
    expect(snapshot(kit).context.answers.map((entry) => entry.questionId)).toEqual([11, 12]);
  });

  it('complete does nothing before the last step', async () => {
    const kit = await opened();
    kit.send(pick(111));
    kit.send({ type: 'survey.complete' });
    expect(snapshot(kit).value).toEqual({ answering: 'editing' });
    expect(kit.calls.submitSurvey).toBe(0);
  });
});

describe('closing (SPEC.md §2, §4, §9)', () => {
  it('asks first; staying keeps everything', async () => {
    const kit = await opened();
    kit.send(pick(112));
    kit.send({ type: 'survey.close' });
    expect(select.isConfirmingClose(snapshot(kit))).toBe(true);
    kit.send({ type: 'survey.stay' });
    expect(snapshot(kit).value).toEqual({ answering: 'editing' });
    expect(select.pickedAnswerIds(snapshot(kit))).toEqual([112]);
    expect(kit.actions).toEqual([]);
  });

  it('leaving closes and hides it for 12 hours, keeping the pending status', async () => {
    const kit = await opened();
    kit.send({ type: 'survey.close' });
    kit.send({ type: 'survey.leave' });
    expect(snapshot(kit).value).toBe('closed');
    expect(snapshot(kit).context.template).toBeNull();
    expect(kit.actions).toEqual(['hideForHalfDay']);
  });

  it('a reset (logout) closes at once without hiding it', async () => {
    const kit = await opened();
    kit.send({ type: 'survey.reset' });
    expect(snapshot(kit).value).toBe('closed');
    expect(kit.actions).toEqual([]);
  });
});

describe('submitting (SPEC.md §4, §8)', () => {
  async function onLastStep() {
    const kit = await opened();
    kit.send(pick(112));
    kit.send({ type: 'survey.next' });
    kit.send(pick(123));
    kit.send(pick(121));
    kit.send({ type: 'survey.complete' });
    return kit;
  }

  it('submits { templateId, answerList } and shows the completion screen', async () => {
    const kit = await onLastStep();
    expect(kit.submissions).toEqual([
      {
        templateId: 7,
        answerList: [
          { questionId: 11, answerIdList: [112] },
          { questionId: 12, answerIdList: [123, 121] },
        ],
      },
    ]);
    expect(select.isBusy(snapshot(kit))).toBe(true);
    kit.send({ type: 'survey.close' });
    expect(snapshot(kit).value).toBe('submitting');
    await kit.resolve('submitSurvey', {});
    expect(select.isComplete(snapshot(kit))).toBe(true);
    expect(kit.actions).toEqual(['clearPendingStatus']);
  });

  it('browse the market goes home, closes and clears the status', async () => {
    const kit = await onLastStep();
    await kit.resolve('submitSurvey', {});
    kit.send({ type: 'survey.browseMarket' });
    expect(snapshot(kit).value).toBe('closed');
    expect(kit.actions).toEqual(['clearPendingStatus', 'clearPendingStatus', 'goHome']);
  });

  it('code 18: the alert, then home and closed', async () => {
    const kit = await onLastStep();
    await kit.reject('submitSurvey', apiError(18, '이미 참여하신 설문이에요.'));
    expect(snapshot(kit).value).toBe('duplicated');
    expect(kit.alerts).toEqual(['이미 참여하신 설문이에요.']);
    expect(kit.actions).toEqual([]);
    await kit.resolve('showAlert');
    expect(snapshot(kit).value).toBe('closed');
    expect(kit.actions).toEqual(['clearPendingStatus', 'goHome']);
  });

  it('code 18 without a usable message says it was already answered', async () => {
    const kit = await onLastStep();
    await kit.reject('submitSurvey', apiError(18, '', 'SYSTEM'));
    expect(kit.alerts).toEqual(['이미 취향 정보를 입력하셨어요.']);
  });

  it.each([
    ['the server message for a USER error', apiError(13, '2번 질문은 최대 2개까지 고를 수 있어요.'), '2번 질문은 최대 2개까지 고를 수 있어요.'],
    ['the generic text for a SYSTEM error', apiError(5, 'internal', 'SYSTEM'), '일시적인 오류가 발생했어요. 잠시 후 다시 시도해 주세요.'],
    ['the generic text without a connection', networkError(), '일시적인 오류가 발생했어요. 잠시 후 다시 시도해 주세요.'],
  ])('another failure shows %s and returns to the last step', async (_, error, message) => {
    const kit = await onLastStep();
    await kit.reject('submitSurvey', error);
    expect(snapshot(kit).value).toBe('failed');
    expect(kit.alerts).toEqual([message]);
    await kit.resolve('showAlert');
    expect(snapshot(kit).value).toEqual({ answering: 'editing' });
    expect(select.isLastStep(snapshot(kit))).toBe(true);
    expect(snapshot(kit).context.alertMessage).toBeNull();
    kit.send({ type: 'survey.complete' });
    expect(kit.calls.submitSurvey).toBe(2);
  });

  it('toSubmission copies the answers', () => {
    const answers = [{ questionId: 1, answerIdList: [2] }];
    const submission = toSubmission({ template: testTemplate(), answers });
    expect(submission).toEqual({ templateId: 7, answerList: [{ questionId: 1, answerIdList: [2] }] });
    expect(submission.answerList[0]).not.toBe(answers[0]);
  });
});
