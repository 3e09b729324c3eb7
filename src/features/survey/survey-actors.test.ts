// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { shouldOpenSurvey } from '../../../machines/survey/survey.rules';
import { cookie, cookieKeys } from '../../platform/cookies';
import { local, localKeys } from '../../platform/storage';
import { resetDialogs } from '../../ui/dialogs/dialog-store';
import { clearSurveyStatus, createSurveyMachine, hideSurveyForHalfDay, surveyHiddenUntil } from './survey-actors';
import { surveyOpenConditions } from './survey-conditions';

/** Answers the client's calls (relative URLs, as the app sends them). */
function serve(handler: (method: string, path: string, body: unknown) => Response) {
  const requests: Array<{ method: string; url: string; body: unknown }> = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
    requests.push({ method, url: new URL(url, 'http://localhost').pathname, body });
    return handler(method, url, body);
  });
  return requests;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  localStorage.clear();
  cookie.remove(cookieKeys.surveyHidden);
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetDialogs();
});

describe('survey platform effects (SPEC.md §4, §9)', () => {
  it('hides the survey for exactly 12 hours', () => {
    expect(surveyHiddenUntil(new Date('2025-03-01T09:00:00+09:00')).toISOString()).toBe('2025-03-01T12:00:00.000Z');
    hideSurveyForHalfDay(new Date());
    expect(cookie.get(cookieKeys.surveyHidden)).toBe('true');
  });

  it('reads the opening conditions from storage, the cookie and the URL', () => {
    local.set(localKeys.accessToken, 'token');
    local.set(localKeys.surveyCompleted, 'false');
    // SPEC.md §4: the user token, not the access token, is what the survey needs
    expect(surveyOpenConditions(true, 'https://market.example/best').hasUserToken).toBe(false);
    local.set(localKeys.userToken, 'a'.repeat(64));
    const conditions = surveyOpenConditions(true, 'https://market.example/best');
    expect(conditions).toEqual({
      isLoggedIn: true,
      hasUserToken: true,
      surveyFlag: 'false',
      hiddenCookie: null,
      url: 'https://market.example/best',
    });
    expect(shouldOpenSurvey(conditions)).toBe(true);
    hideSurveyForHalfDay();
    expect(shouldOpenSurvey(surveyOpenConditions(true, 'https://market.example/best'))).toBe(false);
  });

  it('clears the pending status', () => {
    local.set(localKeys.surveyCompleted, 'false');
    clearSurveyStatus();
    expect(local.get(localKeys.surveyCompleted)).toBeNull();
  });
});

describe('createSurveyMachine: the real implementations', () => {
  it('loads the template with the defaults, submits, clears the status and goes home', async () => {
    local.set(localKeys.accessToken, 'token');
    local.set(localKeys.userToken, 'a'.repeat(64));
    local.set(localKeys.surveyCompleted, 'false');
    const requests = serve((method) =>
      method === 'GET'
        ? json({
            templateId: 3,
            title: '취향 설문',
            questionList: [{ questionId: 1, title: '질문', description: null, answerType: 'TEXT', answerList: [{ answerId: 10, title: '답' }] }],
          })
        : json({ templateId: 3, isSurveyCompleted: true, toastItems: [] }),
    );
    const go = vi.fn();
    const actor = createActor(createSurveyMachine({ navigation: { go } })).start();
    actor.send({ type: 'survey.open', conditions: surveyOpenConditions(true, 'https://market.example/') });
    const answering = await waitFor(actor, (snapshot) => snapshot.matches('answering'));
    expect(answering.context.template?.questionList[0]).toEqual({
      questionId: 1,
      title: '질문',
      description: '',
      answerType: 'TEXT',
      answerList: [{ answerId: 10, title: '답', imageUrl: null }],
      minimum: 1,
      maximum: 1,
    });
    actor.send({ type: 'survey.answerPicked', answerId: 10 });
    actor.send({ type: 'survey.complete' });
    await waitFor(actor, (snapshot) => snapshot.matches('complete'));
    expect(requests).toEqual([
      { method: 'GET', url: '/api/v2/user/survey', body: null },
      { method: 'POST', url: '/api/v2/user/survey', body: { templateId: 3, answerList: [{ questionId: 1, answerIdList: [10] }] } },
    ]);
    expect(local.get(localKeys.surveyCompleted)).toBeNull();
    actor.send({ type: 'survey.browseMarket' });
    expect(go).toHaveBeenCalledWith('/');
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('code 18 from the server: the alert, then home', async () => {
    local.set(localKeys.accessToken, 'token');
    local.set(localKeys.userToken, 'a'.repeat(64));
    serve((method) =>
      method === 'GET'
        ? json({ templateId: 3, title: '취향 설문', questionList: [{ questionId: 1, title: '질문', answerType: 'TEXT', answerList: [{ answerId: 10, title: '답' }] }] })
        : json({ code: 18, message: '이미 취향 정보를 입력하셨어요.', errorType: 'USER' }, 409),
    );
    const go = vi.fn();
    const actor = createActor(createSurveyMachine({ navigation: { go } })).start();
    actor.send({ type: 'survey.open', conditions: { ...surveyOpenConditions(true, '/'), surveyFlag: 'false' } });
    await waitFor(actor, (snapshot) => snapshot.matches('answering'));
    actor.send({ type: 'survey.answerPicked', answerId: 10 });
    actor.send({ type: 'survey.complete' });
    const duplicated = await waitFor(actor, (snapshot) => snapshot.matches('duplicated'));
    expect(duplicated.context.alertMessage).toBe('이미 취향 정보를 입력하셨어요.');
    expect(go).not.toHaveBeenCalled();
  });
});
