import { type Page } from '@playwright/test';
import { getNextSnapshot, initialTransition, type AnyMachineSnapshot } from 'xstate';
import { sessionOracleRows, startFacts, startState, type SessionFacts } from '../../machines/session/session.oracle';
import { caseOf as sessionCaseOf, pathsStarting } from '../../machines/session/session.model';
import { surveyMachine } from '../../machines/survey/survey.machine';
import { closedFacts, surveyOracleRows, type SurveyFacts } from '../../machines/survey/survey.oracle';
import type { SurveyTemplate } from '../../machines/survey/survey.types';
import { createOracle, type Expected } from '../../machines/test-support/oracle';
import { pathEvents, toTestModelMachine, type ModelEvent, type ModelPath } from '../../machines/test-support/test-model';
import { AppShell } from './pages/app-shell';
import { LoginPage } from './pages/login-page';
import { SettingsPage } from './pages/settings-page';
import { SurveyDialog } from './pages/survey-dialog';
import { expect, test } from './support/fixtures';
import { memberTokens, operator, storeTokens, hideSurvey, uniqueEmail } from './support/session';

/**
 * A sample of the model-based paths, against the real server in Chromium (issue 26 §3): the
 * session's paths that a browser can play (machines/session/session.model.ts), and walks through
 * the taste survey generated from its machine with the server's own template. After every step
 * the screen must show the state the oracle (a table written from SPEC.md) says. Kept short: the
 * machines' own model tests walk every path; these prove the real app and server agree with them.
 */

// ---------------------------------------------------------------------------------------------
// Session

const EXPIRED = '로그인 유효기간이 만료되어 자동 로그아웃 됩니다. 다시 로그인 해주세요';
const BANNED = '운영 정책 위반으로 이용이 제한되었어요.';

/** what the shopper or another tab does */
const OUTSIDE = new Set(['signed in', 'call: 111', 'logout', 'storage: no token', 'dialog closed']);
/** the server's answers a path may need, and how the operator switches arrange each before the step */
const ARRANGED: Record<string, string | null> = {
  'validate: ok': null,
  'profile: ok': null,
  'refresh: ok': null,
  'revoke: ok': null,
  'profile: banned': 'ban',
  'profile: retrySignIn': 'retry-sign-in',
  'refresh: 112': 'expire-refresh',
};

/** A step: what happens from outside (or the start), and the server's answers that follow it. */
interface Step {
  outside: string;
  answers: string[];
}

function stepsOf(path: ModelPath): Step[] | null {
  const steps: Step[] = [{ outside: 'start', answers: [] }];
  for (const event of pathEvents(path)) {
    const name = sessionCaseOf(event);
    if (OUTSIDE.has(name)) steps.push({ outside: name, answers: [] });
    else if (name in ARRANGED) steps.at(-1)!.answers.push(name);
    else return null;
  }
  return steps;
}

/** the states a browser settles in after each step (the rest last a moment) */
const SETTLED = new Set(['member.idle', 'visitor', 'expired']);

/**
 * A deterministic sample of the playable paths: each step must end in a state the browser settles
 * in; shortest first, each path taken only when it brings an event case no path taken had yet.
 */
function sessionSample(): Array<{ hasToken: boolean; steps: Step[] }> {
  const candidates = [true, false].flatMap((hasToken) =>
    pathsStarting(hasToken).flatMap((path) => {
      const steps = stepsOf(path);
      if (!steps || steps.length < 2) return [];
      // what the start needs arranged cannot be arranged before the member exists; a sign-in
      // clears the server's retrySignIn (server/auth/sign-in.ts), so it cannot follow one
      if (steps[0]!.answers.some((answer) => ARRANGED[answer])) return [];
      if (steps.some((step) => step.outside === 'signed in' && step.answers.includes('profile: retrySignIn'))) return [];
      let expected: Expected<SessionFacts> = { state: startState(hasToken), facts: startFacts(hasToken) };
      const oracle = createOracle('session', sessionOracleRows);
      for (const step of steps) {
        for (const name of [...(step.outside === 'start' ? [] : [step.outside]), ...step.answers]) expected = oracle.next(expected, name);
        if (!SETTLED.has(expected.state)) return [];
      }
      return [{ hasToken, steps, cases: new Set(steps.flatMap((step) => [step.outside, ...step.answers])) }];
    }),
  );
  candidates.sort((a, b) => a.steps.length - b.steps.length);
  const covered = new Set<string>();
  const sample: Array<{ hasToken: boolean; steps: Step[] }> = [];
  for (const candidate of candidates) {
    if ([...candidate.cases].every((name) => covered.has(name))) continue;
    candidate.cases.forEach((name) => covered.add(name));
    sample.push({ hasToken: candidate.hasToken, steps: candidate.steps });
  }
  return sample.slice(0, 6);
}

/** The screen shows the session's state: a member, a visitor, or the expiry dialog. */
async function expectSession(page: Page, state: string, facts: SessionFacts, before: SessionFacts): Promise<void> {
  const shell = new AppShell(page);
  // a retrySignIn reloads the page: read again once the new page is there
  const token = () => page.evaluate(() => localStorage.getItem('accessToken1')).catch(() => 'reloading');
  if (state === 'expired') {
    await expect(shell.dialog()).toContainText(EXPIRED);
    return;
  }
  if (state.startsWith('member') || state === 'refreshing') {
    await expect(shell.dialog().filter({ hasText: EXPIRED })).toHaveCount(0);
    await expect.poll(token).not.toBeNull();
    // the ban dialog shows once in a page's life (SPEC.md §4 Ban)
    if (facts.banNotified && !before.banNotified) {
      await expect(shell.dialog()).toContainText(BANNED);
      await shell.answerDialog('확인');
    }
    return;
  }
  if (state === 'visitor') {
    await expect.poll(token).toBeNull();
    await expect(shell.dialog()).toHaveCount(0);
    return;
  }
  throw new Error(`the browser cannot show ${state}`);
}

test.describe('session paths from the model, against the server', () => {
  for (const { hasToken, steps } of sessionSample()) {
    test(`${hasToken ? 'with a token' : 'without a token'}: ${steps.map((s) => [s.outside, ...s.answers].join(' + ')).join(' → ')}`, async ({ page, request, context }) => {
      await hideSurvey(page);
      const email = uniqueEmail('model');
      const shell = new AppShell(page);
      const oracle = createOracle('session', sessionOracleRows);
      let expected: Expected<SessionFacts> = { state: startState(hasToken), facts: startFacts(hasToken) };
      let userId: number | null = null;
      const arrange = async (answers: readonly string[]) => {
        for (const answer of answers) {
          const action = ARRANGED[answer];
          if (!action || userId === null) continue;
          await operator(request, userId).post(action, action === 'ban' ? { message: BANNED } : action === 'retry-sign-in' ? { value: true } : {});
        }
      };
      for (const [index, step] of steps.entries()) {
        if (step.outside === 'start') {
          if (hasToken) {
            const tokens = await memberTokens(request, email);
            userId = tokens.userId;
            await storeTokens(page, tokens);
          }
          await page.goto('/');
        } else if (step.outside === 'signed in') {
          // the account exists first (over HTTP), so that the operator can arrange what its profile says
          userId ??= (await memberTokens(request, email)).userId;
          await arrange(step.answers);
          const login = new LoginPage(page);
          await login.open();
          await login.signInWithNaver(email);
        } else {
          await arrange(step.answers);
          if (step.outside === 'call: 111') {
            await operator(request, userId!).post('expire-access');
            // a member's call with the expired token: my page's data
            await shell.tab('마이페이지');
          } else if (step.outside === 'logout') {
            await shell.tab('마이페이지');
            await new SettingsPage(page).openFromMyPage();
            await new SettingsPage(page).logout();
          } else if (step.outside === 'storage: no token') {
            const other = await context.newPage();
            await other.goto('/notice');
            await other.evaluate(() => {
              localStorage.removeItem('accessToken1');
              localStorage.removeItem('refreshToken1');
            });
            await other.close();
          } else if (step.outside === 'dialog closed') {
            await shell.answerDialog('확인');
          }
        }
        const before = expected.facts;
        for (const name of [...(step.outside === 'start' ? [] : [step.outside]), ...step.answers]) expected = oracle.next(expected, name);
        await test.step(`step ${index}: ${step.outside} → ${expected.state}`, () => expectSession(page, expected.state, expected.facts, before));
      }
    });
  }
});

// ---------------------------------------------------------------------------------------------
// Survey

/** a small deterministic random source (mulberry32) */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A walk through the survey machine with the server's template: at each state, one of the events a
 * shopper can make on that screen (a button that is there), chosen by the seed; the machine (its
 * model, with invocations as events) says where it goes next.
 */
function surveyWalk(template: SurveyTemplate, seed: number, length: number): ModelEvent[] {
  const model = toTestModelMachine(surveyMachine);
  const next = random(seed);
  let [snapshot] = initialTransition(model);
  const events: ModelEvent[] = [
    { type: 'survey.open', conditions: { isLoggedIn: true, hasUserToken: true, surveyFlag: 'false', hiddenCookie: null, url: 'https://market.example/' } },
    { type: 'xstate.done.actor.fetchTemplate', output: template },
  ];
  for (const event of events) snapshot = getNextSnapshot(model, snapshot, event as never);
  const last = template.questionList.length - 1;
  while (events.length < length) {
    const s = snapshot as AnyMachineSnapshot;
    let choices: ModelEvent[];
    if (s.matches({ answering: 'editing' })) {
      const step = (s.context as { stepIndex: number }).stepIndex;
      const question = template.questionList[step]!;
      choices = [
        ...question.answerList.map((answer) => ({ type: 'survey.answerPicked', answerId: answer.answerId })),
        ...question.answerList.map((answer) => ({ type: 'survey.answerPicked', answerId: answer.answerId })),
        step < last ? { type: 'survey.next' } : { type: 'survey.complete' },
        step < last ? { type: 'survey.next' } : { type: 'survey.complete' },
        ...(step > 0 ? [{ type: 'survey.back' }] : []),
        { type: 'survey.close' },
      ];
    } else if (s.matches({ answering: 'confirmingClose' })) {
      choices = [{ type: 'survey.stay' }, { type: 'survey.stay' }, { type: 'survey.leave' }];
    } else if (s.matches('submitting')) {
      choices = [{ type: 'xstate.done.actor.submitSurvey', output: {} }];
    } else if (s.matches('complete')) {
      choices = [{ type: 'survey.browseMarket' }];
    } else {
      break;
    }
    const event = choices[Math.floor(next() * choices.length)]!;
    events.push(event);
    snapshot = getNextSnapshot(model, snapshot, event as never);
  }
  return events;
}

function surveyCase(event: ModelEvent): string {
  if (event.type === 'survey.open') return 'open: eligible';
  if (event.type === 'xstate.done.actor.fetchTemplate') return 'template: loaded';
  if (event.type === 'xstate.done.actor.submitSurvey') return 'submit: ok';
  if (event.type === 'survey.answerPicked') return `pick ${String(event.answerId)}`;
  if (event.type === 'survey.browseMarket') return 'browse market';
  return event.type.slice('survey.'.length);
}

test.describe('survey walks from the model, against the server', () => {
  for (const seed of [7, 26, 2026]) {
    test(`walk ${seed}`, async ({ page, request }) => {
      const tokens = await memberTokens(request);
      const answer = await request.get('/api/v2/user/survey', { headers: { Authorization: `Bearer ${tokens.accessToken}`, deviceUuid: 'w-e2e' } });
      expect(answer.status()).toBe(200);
      const template = (await answer.json()) as SurveyTemplate & { questionList: Array<SurveyTemplate['questionList'][number]> };
      for (const question of template.questionList) {
        question.minimum ??= 1;
        question.maximum ??= 1;
      }
      const events = surveyWalk(template, seed, 16);
      const oracle = createOracle('survey', surveyOracleRows(template));
      const dialog = new SurveyDialog(page);
      await storeTokens(page, tokens);
      await page.goto('/');
      let expected: Expected<SurveyFacts> = { state: 'closed', facts: closedFacts() };
      for (const [index, event] of events.entries()) {
        const name = surveyCase(event);
        const before = expected;
        const step = before.facts.step;
        const question = template.questionList[step];
        const picked = question ? (before.facts.picks[question.questionId] ?? []) : [];
        // what the shopper does (the open and the server's answers happen by themselves)
        if (event.type === 'survey.answerPicked' && question) {
          const title = question.answerList.find((a) => a.answerId === event.answerId)!.title;
          await dialog.pick(step + 1, title);
          if (question.maximum > 1 && !picked.includes(event.answerId as number) && picked.length >= question.maximum) {
            await dialog.dismissAlert(`최대 ${question.maximum}개까지 선택할 수 있습니다.`);
          }
        } else if ((event.type === 'survey.next' || event.type === 'survey.complete') && question) {
          await dialog.button(event.type === 'survey.next' ? '다음으로' : '완료').click();
          if (picked.length < question.minimum) await dialog.dismissAlert(`최소 ${question.minimum}개 이상을 선택해 주세요.`);
        } else if (event.type === 'survey.back') await dialog.button('이전으로').click();
        else if (event.type === 'survey.close') await dialog.close();
        else if (event.type === 'survey.stay') await dialog.stay();
        else if (event.type === 'survey.leave') await dialog.leave();
        else if (event.type === 'survey.browseMarket') await dialog.button('마켓 구경하기').click();
        expected = oracle.next(expected, name);
        await test.step(`${index + 1}. ${name} → ${expected.state}`, async () => {
          if (expected.state === 'closed') await expect(dialog.root).toHaveCount(0);
          else if (expected.state === 'answering.confirmingClose') await expect(dialog.leaveQuestion()).toBeVisible();
          else if (expected.state === 'complete') await expect(dialog.button('마켓 구경하기')).toBeVisible();
          else if (expected.state === 'answering.editing') {
            await expect(dialog.leaveQuestion()).toHaveCount(0);
            await expect.poll(() => dialog.stepShown()).toBe(expected.facts.step + 1);
            const shown = template.questionList[expected.facts.step]!;
            const wanted = (expected.facts.picks[shown.questionId] ?? []).map((id) => shown.answerList.find((a) => a.answerId === id)!.title);
            await expect
              .poll(() => dialog.checked(expected.facts.step + 1, shown.answerList.map((a) => a.title)))
              .toEqual(shown.answerList.map((a) => a.title).filter((title) => wanted.includes(title)));
          }
        });
      }
    });
  }
});
