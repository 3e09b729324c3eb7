// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppDialogs } from '../dialogs/app-dialogs';
import { resetDialogs } from '../dialogs/dialog-store';
import { closeShare, openShare } from './share-store';

/** an app key is configured, but the SDK could not load (blocked, offline): the share fails */
vi.mock('../../platform/messenger-sdk', () => ({
  messengerConfigured: () => true,
  loadMessengerSdk: () => Promise.reject(new Error('not loaded')),
}));

/**
 * SPEC.md §8: when the messenger share cannot run, an alert, then the native app is asked to open
 * the messenger's market. In a file of its own: the share sheet and the alert of the other share
 * tests must not be closing while this one opens.
 */
afterEach(() => {
  act(() => closeShare());
  resetDialogs();
  Reflect.deleteProperty(window, 'webkit');
});

describe('share dialog without the messenger', () => {
  it('asks the native app to open the messenger’s market by default, after the alert', async () => {
    const postMessage = vi.fn();
    Object.defineProperty(window, 'webkit', { value: { messageHandlers: { moveToMessengerMarket: { postMessage } } }, configurable: true });
    render(<AppDialogs />);
    act(() => openShare({ title: '제철 딸기 특가', url: 'https://market.kr/deal/12' }));
    await userEvent.click(await screen.findByRole('button', { name: /카카오톡으로 공유하기/ }));
    await screen.findByRole('alertdialog', {}, { timeout: 5000 });
    await waitFor(() => expect(getComputedStyle(screen.getByRole('button', { name: '확인' })).pointerEvents).not.toBe('none'));
    expect(postMessage).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(postMessage).toHaveBeenCalledTimes(1));
  });

  it('keeps the alert readable and tappable when it comes before the share sheet has hidden the page', async () => {
    // zag hides the page behind a modal and turns its pointer events off a frame after it opens;
    // held frames make the fast tap of a real phone happen every time
    const frames: FrameRequestCallback[] = [];
    const requestFrame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const postMessage = vi.fn();
    Object.defineProperty(window, 'webkit', { value: { messageHandlers: { moveToMessengerMarket: { postMessage } } }, configurable: true });
    render(<AppDialogs />);
    act(() => openShare({ title: '제철 딸기 특가', url: 'https://market.kr/deal/12' }));
    await userEvent.click(await screen.findByRole('button', { name: /카카오톡으로 공유하기/ }));
    await screen.findByRole('alertdialog');
    requestFrame.mockRestore();
    act(() => {
      for (const callback of frames.splice(0)) callback(performance.now());
    });
    await screen.findByRole('alertdialog', { name: '알림', description: '카카오톡 공유를 사용할 수 없어요.' });
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(postMessage).toHaveBeenCalledTimes(1));
  });
});
