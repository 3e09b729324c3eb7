// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppDialogs } from '../dialogs/app-dialogs';
import { DEFAULT_DIALOG_MESSAGE, resetDialogs } from '../dialogs/dialog-store';
import { clearToasts, toasts } from '../toast/toast-store';
import { COPY_FEEDBACK_MS, type ShareInfo, type ShareOptions } from './share-info';
import { closeShare, openShare } from './share-store';

/** The messenger's SDK as the loader hands it over (src/platform/messenger-sdk.ts), set by each test. */
const messenger = vi.hoisted(() => ({ configured: true, sdk: null as unknown }));
vi.mock('../../platform/messenger-sdk', () => ({
  messengerConfigured: () => messenger.configured,
  loadMessengerSdk: () => (messenger.sdk ? Promise.resolve(messenger.sdk) : Promise.reject(new Error('not loaded'))),
}));

const info: ShareInfo = {
  title: '제철 딸기 특가',
  description: '논산 설향 딸기 1kg',
  imageUrl: 'https://market.kr/images/strawberry.jpg',
  url: 'https://market.kr/deal/12',
  kakaoGtag: 'share_kakao_deal',
  urlGtag: 'share_url_deal',
};

type Global = typeof globalThis & { gtag?: unknown };

async function open(options: ShareOptions = {}) {
  render(<AppDialogs />);
  act(() => openShare(info, options));
  return screen.findByRole('dialog', { name: '공유하기' });
}

function stubClipboard() {
  const writeText = vi.fn(() => Promise.resolve());
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

beforeEach(() => {
  messenger.configured = true;
  messenger.sdk = null;
  delete (globalThis as Global).gtag;
});
afterEach(() => {
  act(() => closeShare());
  resetDialogs();
  clearToasts();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('share dialog', () => {
  it('opens (lazily) with both ways to share and a close button', async () => {
    await open();
    expect(screen.getByRole('button', { name: /카카오톡으로 공유하기/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /URL 복사/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: '닫기' })).toBeTruthy();
  });

  it('offers no messenger share at all without an app key', async () => {
    messenger.configured = false;
    await open();
    expect(screen.queryByRole('button', { name: /카카오톡으로 공유하기/ })).toBeNull();
    expect(screen.getByRole('button', { name: /URL 복사/ })).toBeTruthy();
  });

  it('shares through the messenger SDK, records it and sends the analytics event', async () => {
    const sendDefault = vi.fn();
    const gtag = vi.fn();
    messenger.sdk = { isInitialized: () => true, Share: { sendDefault } };
    Object.assign(globalThis, { gtag });
    const onRecord = vi.fn(() => Promise.resolve());
    await open({ onRecord });
    await userEvent.click(screen.getByRole('button', { name: /카카오톡으로 공유하기/ }));
    expect(sendDefault).toHaveBeenCalledWith(
      expect.objectContaining({
        objectType: 'feed',
        content: expect.objectContaining({ title: info.title, imageUrl: info.imageUrl }),
      }),
    );
    expect(onRecord).toHaveBeenCalledWith('messenger', info);
    expect(gtag).toHaveBeenCalledWith('event', 'share_kakao_deal');
  });

  it('alerts when the messenger share is not available', async () => {
    const onMessengerUnavailable = vi.fn();
    const onRecord = vi.fn(() => Promise.resolve());
    await open({ onMessengerUnavailable, onRecord });
    await userEvent.click(screen.getByRole('button', { name: /카카오톡으로 공유하기/ }));
    // the alert opens once its message is sanitised (DOMPurify's chunk loads with the first one)
    const alertDialog = await screen.findByRole('alertdialog', {}, { timeout: 5000 });
    expect(alertDialog.textContent).toContain('카카오톡 공유를 사용할 수 없어요.');
    // the share sheet gives way once focus has moved to the alert: until then the page takes no pointer
    await waitFor(() => expect(getComputedStyle(screen.getByRole('button', { name: '확인' })).pointerEvents).not.toBe('none'));
    // SPEC.md §8: the alert first, then the app is asked to open the market
    expect(onMessengerUnavailable).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(onMessengerUnavailable).toHaveBeenCalledTimes(1));
    expect(onRecord).not.toHaveBeenCalled();
  });

  it('copies the URL, shows the toast, and says 복사됨 for 1500 ms', async () => {
    const writeText = stubClipboard();
    const onRecord = vi.fn(() => Promise.resolve());
    await open({ onRecord });
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /URL 복사/ }));
      // the copy is async: let it finish inside act, so that its render and its effect (the 1500 ms
      // timer) are flushed when act ends, before the fake clock moves
      await writeText.mock.results[0]?.value;
      await Promise.resolve();
    });
    expect(writeText).toHaveBeenCalledWith('https://market.kr/deal/12');
    expect(toasts.get().map((toast) => toast.phrase)).toEqual(['URL이 복사되었어요.']);
    expect(screen.getByRole('button', { name: /복사됨/ })).toBeTruthy();
    expect(onRecord).toHaveBeenCalledWith('url', info);
    act(() => vi.advanceTimersByTime(COPY_FEEDBACK_MS - 1));
    expect(screen.getByRole('button', { name: /복사됨/ })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: /URL 복사/ })).toBeTruthy();
  });

  it('falls back to a hidden textarea without the Clipboard API', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    await open();
    await userEvent.click(screen.getByRole('button', { name: /URL 복사/ }));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(await screen.findByRole('button', { name: /복사됨/ })).toBeTruthy();
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('alerts with the error message when recording the share fails', async () => {
    stubClipboard();
    await open({ onRecord: () => Promise.reject(new Error('공유 기록에 실패했어요.')) });
    await userEvent.click(screen.getByRole('button', { name: /URL 복사/ }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('공유 기록에 실패했어요.');
  });

  it('alerts with the generic text when the failure has no message', async () => {
    stubClipboard();
    await open({ onRecord: () => Promise.reject(new Error('')) });
    await userEvent.click(screen.getByRole('button', { name: /URL 복사/ }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain(DEFAULT_DIALOG_MESSAGE);
  });

  it('closes with its close button', async () => {
    await open();
    await userEvent.click(screen.getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
