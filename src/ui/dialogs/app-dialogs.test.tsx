// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordingExternalLink, renderInRouter } from '../test-utils/render-in-router';
import { AppDialogs } from './app-dialogs';
import { alert, confirm, DEFAULT_DIALOG_MESSAGE, resetDialogs } from './dialog-store';

afterEach(() => {
  resetDialogs();
});

/** Around the card, the modal <dialog> element itself is the dimmed area: a click there is outside. */
function clickOutside() {
  fireEvent.click(screen.getByRole('alertdialog'));
}

async function openAlert(options: Parameters<typeof alert>[0]) {
  render(<AppDialogs />);
  let done!: Promise<void>;
  act(() => {
    done = alert(options);
  });
  // it opens once its message is sanitised: the first time, after DOMPurify's chunk has loaded
  const dialog = await screen.findByRole('alertdialog', {}, { timeout: 5000 });
  return { dialog, done };
}

describe('alert', () => {
  it('shows the sanitised HTML message and a single 확인 button', async () => {
    const { dialog } = await openAlert({ message: '<b>품절</b>된 상품이에요.<img src=x onerror=alert(1)>' });
    // the sanitiser (DOMPurify) loads with the first dialog
    await waitFor(() => expect(dialog.querySelector('b')?.textContent).toBe('품절'));
    expect(dialog.querySelector('img')).toBeNull();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['확인']);
  });

  it('shows the default text when the message is empty', async () => {
    const { dialog } = await openAlert({ message: '' });
    await waitFor(() => expect(dialog.textContent).toContain(DEFAULT_DIALOG_MESSAGE));
  });

  it('has an accessible name: its title, or 알림', async () => {
    const { dialog } = await openAlert({ message: '안내', title: '쿠폰 안내' });
    expect(screen.getByRole('alertdialog', { name: '쿠폰 안내' })).toBe(dialog);
  });

  it('is persistent: Escape and outside clicks do not close it', async () => {
    const onClose = vi.fn();
    await openAlert({ message: '안내', onClose });
    await userEvent.keyboard('{Escape}');
    clickOutside();
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('calls the callback exactly once and resolves on close', async () => {
    const onClose = vi.fn();
    const { done } = await openAlert({ message: '안내', onClose });
    const ok = screen.getByRole('button', { name: '확인' });
    fireEvent.click(ok);
    fireEvent.click(ok);
    await done;
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows queued alerts one after another', async () => {
    render(<AppDialogs />);
    act(() => {
      void alert({ message: '첫 번째' });
      void alert({ message: '두 번째' });
    });
    expect((await screen.findByRole('alertdialog')).textContent).toContain('첫 번째');
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.getByRole('alertdialog').textContent).toContain('두 번째'));
  });
});

async function openConfirm(options: Parameters<typeof confirm>[0]) {
  render(<AppDialogs />);
  let answer!: Promise<boolean>;
  act(() => {
    answer = confirm(options);
  });
  const dialog = await screen.findByRole('alertdialog');
  return { dialog, answer };
}

describe('confirm', () => {
  it('resolves true on confirm and disables the button after the first click', async () => {
    const { answer } = await openConfirm({ message: '삭제할까요?', confirmText: '삭제' });
    const confirmButton = screen.getByRole('button', { name: '삭제' }) as HTMLButtonElement;
    expect(confirmButton.disabled).toBe(false);
    fireEvent.click(confirmButton);
    expect(confirmButton.disabled).toBe(true);
    fireEvent.click(confirmButton);
    await expect(answer).resolves.toBe(true);
  });

  it('is enabled again when opened again', async () => {
    const first = await openConfirm({ message: '삭제할까요?' });
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    await first.answer;
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    act(() => {
      void confirm({ message: '다시 삭제할까요?' });
    });
    await screen.findByRole('alertdialog');
    expect((screen.getByRole('button', { name: '확인' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('resolves false on cancel', async () => {
    const { answer } = await openConfirm({ message: '나갈까요?', cancelText: '머무르기' });
    await userEvent.click(screen.getByRole('button', { name: '머무르기' }));
    await expect(answer).resolves.toBe(false);
  });

  it('closes with false on Escape unless persistent', async () => {
    const { answer } = await openConfirm({ message: '나갈까요?' });
    await userEvent.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
  });

  it('closes with false on an outside click unless persistent', async () => {
    const { answer } = await openConfirm({ message: '나갈까요?' });
    clickOutside();
    await expect(answer).resolves.toBe(false);
  });

  it('stays open on Escape and outside clicks when persistent', async () => {
    await openConfirm({ message: '나갈까요?', persistent: true });
    await userEvent.keyboard('{Escape}');
    clickOutside();
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });

  it('orders the buttons by layout', async () => {
    await openConfirm({ message: '나갈까요?', confirmText: '나가기', cancelText: '이어서 계속하기', layout: 'stacked' });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['나가기', '이어서 계속하기']);
  });

  it('puts cancel first side by side', async () => {
    await openConfirm({ message: '나갈까요?' });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['취소', '확인']);
  });
});


describe('links in a dialog’s message (issue 25)', () => {
  it('go through the external-link flow, and the alert closes as its button would', async () => {
    const externalLink = recordingExternalLink();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    await renderInRouter(() => <AppDialogs />, { context: { externalLink } });
    const onClose = vi.fn();
    act(() => void alert({ message: '자세한 내용은 <a href="https://market.kr/notice/3">공지</a>를 확인해 주세요.', onClose }));
    await screen.findByRole('alertdialog', {}, { timeout: 5000 });
    await userEvent.click(await screen.findByRole('link', { name: '공지' }));
    expect(externalLink.opened).toEqual(['https://market.kr/notice/3']);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
