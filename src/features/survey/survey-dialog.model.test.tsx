// @vitest-environment jsdom
/**
 * Model-based tests of the survey through its real UI: every path the survey model generates
 * (machines/survey/survey.model.ts, from `createTestModel`) is replayed against the rendered
 * dialog. The shopper's events are clicks; the app's events (open, reset) are sent to the actor;
 * the server's answers settle stubbed actors; the alerts are the design system's real ones. After
 * every step the machine must be where the oracle says (machines/survey/survey.oracle.ts, written
 * from SPEC.md, not from the machine) and the screen must show that state, step and answers. Fails
 * when a state or transition of the machine is unvisited.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { statePath, type Expected } from '../../../machines/test-support/oracle';
import { coverageCheck } from '../../../machines/test-support/inspector';
import { pathEvents } from '../../../machines/test-support/test-model';
import { surveyMachine } from '../../../machines/survey/survey.machine';
import {
  alertOf,
  caseOf,
  describePath,
  type ModelEvent,
  modelTemplate,
  picksOf,
  sortedPicks,
  surveyModelPaths,
  surveyOracle,
  surveyStart,
} from '../../../machines/survey/survey.model';
import type { SurveyFacts } from '../../../machines/survey/survey.oracle';
import { createSurveyKit, type SurveyActorName, type SurveyKit } from '../../../machines/survey/survey.test-kit';
import { surveyTexts } from '../../../machines/survey/survey.types';
import { AppDialogs } from '../../ui/dialogs/app-dialogs';
import { resetDialogs } from '../../ui/dialogs/dialog-store';
import { surveyAlerts, type SurveyActor } from './survey-actors';
import { SurveyOverlay } from './survey-overlay';

const coverage = coverageCheck('survey (rendered dialog)', surveyMachine);
const oracle = surveyOracle();
const paths = surveyModelPaths();

let executed = 0;

// the dialog is a lazy chunk: load it once up front so the first path does not wait for it
beforeAll(async () => {
  await import('./survey-dialog');
});
afterEach(() => {
  resetDialogs();
});

/** Where the oracle says the survey is, and the alert it shows (set by the failed submission played last). */
type Shown = Expected<SurveyFacts> & { alert: string | null };
type User = ReturnType<typeof userEvent.setup>;

/** The app's alert on screen (a native modal <dialog>), if any. */
const openAlert = () => document.querySelector<HTMLDialogElement>('dialog[open]');

async function dismissAlert(user: User, message: string) {
  await waitFor(() => expect(openAlert()?.textContent).toContain(message), { interval: 5 });
  await user.click(within(openAlert()!).getByText('확인'));
  await waitFor(() => expect(openAlert()).toBeNull(), { interval: 5 });
}

function renderSurvey() {
  const kit = createSurveyKit({
    actors: surveyAlerts.actors,
    actions: surveyAlerts.actions as never,
  });
  kit.start();
  render(
    <>
      <SurveyOverlay survey={kit.actor as unknown as SurveyActor} />
      <AppDialogs />
    </>,
  );
  return kit;
}

const surveyDialog = () => screen.queryByTestId('survey-dialog');
const question = (expected: Shown) => modelTemplate.questionList[expected.facts.step]!;
const picksFor = (expected: Shown) => expected.facts.picks[question(expected).questionId] ?? [];
/** waitFor, polling often: most checks pass at once or after one render */
const eventually = (check: () => void) => waitFor(check, { interval: 5 });

/**
 * Cheap lookups for the per-step checks (role queries compute every accessible name of the page,
 * which is slow over hundreds of steps; the accessible names are checked once in
 * survey-dialog.test.tsx).
 */
const buttonNamed = (root: ParentNode, text: string) =>
  [...root.querySelectorAll('button')].find((button) => button.textContent?.trim() === text) ?? null;
const leaveConfirm = () => document.querySelector<HTMLElement>('[data-scope="dialog"][role="alertdialog"]');
function answerInput(root: HTMLElement, title: string) {
  const text = within(root).getByText(title);
  const input = text.closest('label')?.querySelector('input') ?? null;
  if (!input) throw new Error(`no input for ${title}`);
  return input;
}

/** The screen shows the state the model expects. */
async function expectScreen(expected: Shown) {
  if (expected.state === 'closed' || expected.state === 'loading') {
    await eventually(() => expect(surveyDialog()).toBeNull());
    return;
  }
  const dialog = await screen.findByTestId('survey-dialog');
  if (expected.state === 'complete') {
    expect(dialog.querySelector('h2')?.textContent).toBe(surveyTexts.completeTitle);
    expect(within(dialog).getByText(surveyTexts.completeThanks)).toBeTruthy();
    expect(buttonNamed(dialog, surveyTexts.browseMarket)).not.toBeNull();
    return;
  }
  const shownQuestion = question(expected);
  const step = expected.facts.step;
  const count = modelTemplate.questionList.length;
  const last = step === count - 1;
  // the close confirm is modal over the survey: the survey is hidden from screen readers meanwhile
  const confirming = expected.state === 'answering.confirmingClose';
  await eventually(() => expect(dialog.closest('[aria-hidden="true"]') !== null).toBe(confirming));
  // step indicator, title on the first step only, numbered question, note and description
  const indicator = dialog.querySelector('[role="progressbar"]')!;
  expect(indicator.getAttribute('aria-valuenow')).toBe(String(step + 1));
  expect(indicator.getAttribute('aria-valuetext')).toBe(`${count}단계 중 ${step + 1}단계`);
  expect(dialog.querySelector('h2')?.textContent ?? null).toBe(step === 0 ? modelTemplate.title : null);
  const heading = dialog.querySelector('h3')!;
  expect(heading.textContent).toContain(`${step + 1}. ${shownQuestion.title}`);
  expect(heading.textContent?.includes('(최대 2개 선택가능)')).toBe(shownQuestion.maximum === 2);
  expect(within(dialog).getByText(shownQuestion.description)).toBeTruthy();
  // the answers show exactly what the spec says was picked
  const picked = picksFor(expected);
  const type = shownQuestion.maximum > 1 ? 'checkbox' : 'radio';
  await eventually(() => {
    for (const answer of shownQuestion.answerList) {
      const input = answerInput(dialog, answer.title);
      expect({ answer: answer.title, type: input.type, checked: input.checked }).toEqual({ answer: answer.title, type, checked: picked.includes(answer.answerId) });
    }
  });
  if (shownQuestion.answerType === 'IMAGE') {
    for (const answer of shownQuestion.answerList) expect(dialog.querySelector(`img[src="${answer.imageUrl}"]`)).not.toBeNull();
  }
  // '이전으로' from step 2, '완료' on the last step
  expect(buttonNamed(dialog, surveyTexts.back) !== null).toBe(step > 0);
  expect(buttonNamed(dialog, last ? surveyTexts.next : surveyTexts.complete)).toBeNull();
  const primary = buttonNamed(dialog, last ? surveyTexts.complete : surveyTexts.next)!;
  const busy = expected.state === 'submitting' || expected.state === 'duplicated' || expected.state === 'failed';
  expect(primary.disabled).toBe(busy);
  const confirm = leaveConfirm();
  expect(confirm !== null).toBe(confirming);
  if (confirm) {
    expect(confirm.textContent).toContain(surveyTexts.leaveQuestion);
    expect(buttonNamed(confirm, surveyTexts.leave)).not.toBeNull();
    expect(buttonNamed(confirm, surveyTexts.stay)).not.toBeNull();
  }
  if (expected.state === 'duplicated' || expected.state === 'failed') {
    await eventually(() => expect(openAlert()?.textContent).toContain(expected.alert ?? '—'));
  } else {
    expect(openAlert()).toBeNull();
  }
}

/** Plays one model event the way it happens in the app. */
async function play(user: User, kit: SurveyKit, event: ModelEvent, before: Shown) {
  const dialog = () => screen.getByTestId('survey-dialog');
  const answering = before.state.startsWith('answering');
  const current = answering ? question(before) : null;
  const picked = answering ? picksFor(before) : [];
  const underMinimum = current !== null && picked.length < current.minimum;
  const last = before.facts.step === modelTemplate.questionList.length - 1;

  if (event.type.startsWith('xstate.done.actor.') || event.type.startsWith('xstate.error.actor.')) {
    const id = event.type.split('.').pop() ?? '';
    if (id === 'duplicateAlert' || id === 'failureAlert') {
      // the shopper closes the app's alert
      await dismissAlert(user, before.alert ?? '—');
      return;
    }
    await act(async () => {
      if (event.type.startsWith('xstate.done')) await kit.resolve(id as SurveyActorName, event.output);
      else await kit.reject(id as SurveyActorName, event.error);
    });
    return;
  }

  switch (event.type) {
    case 'survey.open':
    case 'survey.reset':
      // the app's events (startup check, logout)
      act(() => kit.send(event as never));
      return;
    case 'survey.answerPicked': {
      const answer = current!.answerList.find((candidate) => candidate.answerId === event.answerId)!;
      const overMaximum = current!.maximum > 1 && !picked.includes(answer.answerId) && picked.length >= current!.maximum;
      await user.click(within(dialog()).getByText(answer.title));
      if (overMaximum) await dismissAlert(user, surveyTexts.overMaximum(current!.maximum));
      return;
    }
    case 'survey.next':
    case 'survey.complete': {
      const label = last ? surveyTexts.complete : surveyTexts.next;
      if (event.type !== (last ? 'survey.complete' : 'survey.next')) {
        // there is no such button on this step: the machine is told directly and must not move
        expect(buttonNamed(dialog(), event.type === 'survey.next' ? surveyTexts.next : surveyTexts.complete)).toBeNull();
        act(() => kit.send(event as never));
      } else {
        await user.click(buttonNamed(dialog(), label)!);
      }
      if (underMinimum) await dismissAlert(user, surveyTexts.underMinimum(current!.minimum));
      return;
    }
    case 'survey.back': {
      const back = buttonNamed(dialog(), surveyTexts.back);
      if (before.facts.step === 0) {
        expect(back).toBeNull();
        act(() => kit.send(event as never));
        return;
      }
      await user.click(back!);
      return;
    }
    case 'survey.close':
      await user.click(within(dialog()).getByLabelText('닫기'));
      return;
    case 'survey.stay':
      await user.click(buttonNamed(leaveConfirm()!, surveyTexts.stay)!);
      return;
    case 'survey.leave':
      await user.click(buttonNamed(leaveConfirm()!, surveyTexts.leave)!);
      return;
    case 'survey.browseMarket':
      await user.click(buttonNamed(dialog(), surveyTexts.browseMarket)!);
      return;
    default:
      throw new Error(`no way to play ${event.type}`);
  }
}

describe('survey model: every path through the rendered dialog', () => {
  for (const path of paths) {
    it(describePath(path), async () => {
      executed += 1;
      const user = userEvent.setup({ delay: null });
      const kit = renderSurvey();
      let before: Shown = { ...surveyStart(), alert: null };
      await expectScreen(before);
      for (const event of pathEvents(path) as ModelEvent[]) {
        await play(user, kit, event, before);
        const next = oracle.next(before, caseOf(event));
        const expected: Shown = { ...next, alert: next.state === 'duplicated' || next.state === 'failed' ? alertOf(event) : null };
        await eventually(() => {
          const actual = kit.actor.getSnapshot();
          expect({ state: statePath(actual.value), step: actual.context.stepIndex, picks: picksOf(actual.context) }).toEqual({
            state: expected.state,
            step: expected.facts.step,
            picks: sortedPicks(expected.facts),
          });
        });
        await expectScreen(expected);
        before = expected;
      }
      coverage.add(kit);
      kit.actor.stop();
    });
  }
});

afterAll(() => {
  // a filtered run (-t) walks only some paths: coverage is judged on the whole model only
  if (executed < paths.length) return;
  coverage.check();
  expect(oracle.unusedRows()).toEqual([]);
});
