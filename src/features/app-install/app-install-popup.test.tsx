// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { appInstallTiming } from '../../../machines/app-install/app-install.machine';
import { createAppInstallKit } from '../../../machines/app-install/app-install.test-kit';
import { AppInstallOverlay } from './app-install-overlay';
import type { AppInstallActor } from './app-install-texts';

beforeAll(async () => {
  await import('./app-install-popup');
});
afterEach(() => vi.useRealTimers());

async function showPopup() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const kit = createAppInstallKit();
  kit.start();
  render(<AppInstallOverlay appInstall={kit.actor as unknown as AppInstallActor} />);
  act(() => kit.open('/event/1?type=spring'));
  expect(screen.queryByRole('dialog')).toBeNull();
  await act(async () => {
    await vi.advanceTimersByTimeAsync(appInstallTiming.popupDelayMs);
  });
  const dialog = await screen.findByRole('dialog', { name: '마켓 앱으로 더 편하게 쇼핑하세요' });
  vi.useRealTimers();
  return { kit, dialog, user: userEvent.setup() };
}

describe('app-install popup (SPEC.md §4)', () => {
  it('opens a second after the offer page, named, described, with the app as the first choice', async () => {
    const { dialog } = await showPopup();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByText('앱에서 로그인하면 1,000P 즉시 지급! 실시간 특가 알림도 받아보세요.').id).toBe(
      dialog.getAttribute('aria-describedby'),
    );
    const buttons = within(dialog).getAllByRole('button').map((button) => button.textContent);
    expect(buttons).toEqual(['앱으로 보기', '모바일 웹으로 볼게요']);
  });

  it('“모바일 웹으로 볼게요” closes it for the session', async () => {
    const { kit, dialog, user } = await showPopup();
    await user.click(within(dialog).getByRole('button', { name: '모바일 웹으로 볼게요' }));
    expect(kit.actor.getSnapshot().value).toBe('closed');
    expect(kit.count('markPopupSeen')).toBe(1);
  });

  it('“앱으로 보기” tries the app', async () => {
    const { kit, dialog, user } = await showPopup();
    await user.click(within(dialog).getByRole('button', { name: '앱으로 보기' }));
    expect(kit.actor.getSnapshot().value).toBe('launching');
    expect(kit.count('openAppScheme')).toBe(1);
  });

  it('Escape means staying on the web', async () => {
    const { kit, user } = await showPopup();
    await user.keyboard('{Escape}');
    expect(kit.actor.getSnapshot().value).toBe('closed');
    expect(kit.count('openAppScheme')).toBe(0);
  });
});
