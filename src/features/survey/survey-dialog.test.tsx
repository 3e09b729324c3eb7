// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSurveyKit, openConditions, testTemplate } from '../../../machines/survey/survey.test-kit';
import { AppDialogs } from '../../ui/dialogs/app-dialogs';
import { resetDialogs } from '../../ui/dialogs/dialog-store';
import { surveyAlerts, type SurveyActor } from './survey-actors';
import { SurveyOverlay } from './survey-overlay';

beforeAll(async () => {
  await import('./survey-dialog');
});
afterEach(() => {
  resetDialogs();
});

async function openSurvey() {
  const kit = createSurveyKit({ actors: surveyAlerts.actors, actions: surveyAlerts.actions as never });
  kit.start();
  render(
    <>
      <SurveyOverlay survey={kit.actor as unknown as SurveyActor} />
      <AppDialogs />
    </>,
  );
  expect(screen.queryByRole('dialog')).toBeNull();
  act(() => kit.send({ type: 'survey.open', conditions: openConditions() }));
  // loading shows nothing yet
  expect(screen.queryByRole('dialog')).toBeNull();
  await act(() => kit.resolve('fetchTemplate', testTemplate()));
  const dialog = await screen.findByRole('dialog', { name: '나의 식탁 취향 알아보기' });
  return { kit, dialog, user: userEvent.setup() };
}

describe('survey dialog: what a screen reader and a keyboard get', () => {
  it('is a modal dialog named by the survey title on every step', async () => {
    const { dialog, user } = await openSurvey();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByRole('heading', { level: 2, name: '나의 식탁 취향 알아보기' })).toBeTruthy();
    expect(within(dialog).getByRole('progressbar', { name: '설문 진행 단계' }).getAttribute('aria-valuetext')).toBe('2단계 중 1단계');
    const group = within(dialog).getByRole('radiogroup', { name: /1\. 주로 누구와 함께 식사하세요\?/ });
    expect(within(group).getAllByRole('radio').map((radio) => radio.getAttribute('aria-labelledby') !== null)).toEqual([true, true]);
    await user.click(within(dialog).getByRole('radio', { name: '가족과 함께 먹어요' }));
    await user.click(within(dialog).getByRole('button', { name: '다음으로' }));
    const second = screen.getByRole('dialog', { name: '나의 식탁 취향 알아보기' });
    expect(within(second).queryByRole('heading', { level: 2 })).toBeNull();
    const boxes = within(second).getByRole('group', { name: '2. 좋아하는 제철 먹거리를 골라 주세요(최대 2개 선택가능)' });
    expect(boxes.getAttribute('aria-describedby')).not.toBeNull();
    expect(within(second).getAllByRole('checkbox').map((box) => box.getAttribute('aria-labelledby') !== null)).toEqual([true, true, true]);
    // the pictures are named by their captions, not twice
    const pictures = [...second.querySelectorAll('img')];
    expect(pictures).toHaveLength(3);
    expect(pictures.every((img) => img.getAttribute('alt') === '')).toBe(true);
  });

  it('moves focus to the new question on every step', async () => {
    const { dialog, user } = await openSurvey();
    await user.click(within(dialog).getByRole('radio', { name: '혼자 먹어요' }));
    await user.click(within(dialog).getByRole('button', { name: '다음으로' }));
    await waitFor(() => expect(document.activeElement?.textContent).toContain('2. 좋아하는 제철 먹거리를 골라 주세요'));
    await user.click(screen.getByRole('button', { name: '이전으로' }));
    await waitFor(() => expect(document.activeElement?.textContent).toContain('1. 주로 누구와 함께 식사하세요?'));
  });

  it('picks with the keyboard: Space on a radio and on a check box', async () => {
    const { dialog, kit, user } = await openSurvey();
    within(dialog).getByRole('radio', { name: '혼자 먹어요' }).focus();
    await user.keyboard(' ');
    expect(kit.actor.getSnapshot().context.answers).toEqual([{ questionId: 11, answerIdList: [111] }]);
    await user.click(within(dialog).getByRole('button', { name: '다음으로' }));
    const box = screen.getByRole('checkbox', { name: '한우' }) as HTMLInputElement;
    box.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(box.checked).toBe(true));
    await user.keyboard(' ');
    await waitFor(() => expect(box.checked).toBe(false));
    expect(kit.actor.getSnapshot().context.answers).toEqual([{ questionId: 11, answerIdList: [111] }]);
  });

  it('a refused pick leaves the box unchecked for assistive technology too', async () => {
    const { dialog, user } = await openSurvey();
    await user.click(within(dialog).getByRole('radio', { name: '혼자 먹어요' }));
    await user.click(within(dialog).getByRole('button', { name: '다음으로' }));
    await user.click(screen.getByRole('checkbox', { name: '딸기' }));
    await user.click(screen.getByRole('checkbox', { name: '한우' }));
    const third = screen.getByRole('checkbox', { name: '전복' }) as HTMLInputElement;
    await user.click(third);
    const alertBox = await screen.findByRole('alertdialog');
    expect(alertBox.textContent).toContain('최대 2개까지 선택할 수 있습니다.');
    await waitFor(() => expect(third.checked).toBe(false));
    await user.click(within(alertBox).getByRole('button', { name: '확인' }));
  });

  it('Escape asks before closing; Escape in the question means stay', async () => {
    const { kit, user } = await openSurvey();
    await user.keyboard('{Escape}');
    const confirm = await screen.findByRole('alertdialog', { name: '취향 정보 입력 중이에요! 완료하지 않고 나가시겠어요?' });
    expect(within(confirm).getAllByRole('button').map((button) => button.textContent)).toEqual(['나가기', '이어서 계속하기']);
    // focus is in the confirm (jsdom has no layout, so the trap falls back to its container; a
    // browser focuses '이어서 계속하기', the initial focus)
    await waitFor(() => expect(confirm.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(kit.actor.getSnapshot().value).toEqual({ answering: 'editing' });
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('an outside tap never closes it', async () => {
    const { kit, user } = await openSurvey();
    await user.click(document.body);
    expect(kit.actor.getSnapshot().value).toEqual({ answering: 'editing' });
  });

  it('the completion screen thanks the shopper and goes to the market', async () => {
    const { dialog, kit, user } = await openSurvey();
    await user.click(within(dialog).getByRole('radio', { name: '혼자 먹어요' }));
    await user.click(within(dialog).getByRole('button', { name: '다음으로' }));
    await user.click(screen.getByRole('checkbox', { name: '전복' }));
    await user.click(screen.getByRole('button', { name: '완료' }));
    expect(kit.submissions).toEqual([{ templateId: 7, answerList: [{ questionId: 11, answerIdList: [111] }, { questionId: 12, answerIdList: [123] }] }]);
    await act(() => kit.resolve('submitSurvey', undefined));
    const heading = await screen.findByRole('heading', { name: '취향 입력이 완료되었어요!' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    await user.click(screen.getByRole('button', { name: '마켓 구경하기' }));
    expect(kit.actions).toEqual(['clearPendingStatus', 'clearPendingStatus', 'goHome']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
