// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppDialogs } from '../dialogs/app-dialogs';
import { resetDialogs } from '../dialogs/dialog-store';
import { closeShare, openShare } from './share-store';

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
});
