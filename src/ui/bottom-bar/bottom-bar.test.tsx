// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordingExternalLink, renderInRouter } from '../test-utils/render-in-router';
import { BottomBar } from './bottom-bar';
import { COMMUNITY_HINT_TEXT, resetCommunityHint } from './community-hint';

async function renderBar(url: string, myPageBadge = 0) {
  const externalLink = recordingExternalLink();
  const rendered = await renderInRouter(() => <BottomBar myPageBadge={myPageBadge} />, {
    url,
    paths: ['/', '/category', '/category/detail/$code', '/community', '/my-page', '/deal/$id'],
    context: { externalLink },
  });
  return { ...rendered, opened: externalLink.opened };
}

const nav = () => screen.getByRole('navigation', { name: '주요 메뉴' });
const tab = (name: string) => within(nav()).getByRole('link', { name });

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  resetCommunityHint();
  sessionStorage.clear();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('BottomBar', () => {
  it('has the five tabs in order', async () => {
    await renderBar('/');
    const labels = within(nav())
      .getAllByRole('listitem')
      .map((item) => item.querySelector('a, button')?.textContent);
    expect(labels).toEqual(['카테고리', '커뮤니티', '홈', '장바구니', '마이페이지']);
  });

  it('marks only the current tab', async () => {
    await renderBar('/');
    expect(tab('홈').getAttribute('aria-current')).toBe('page');
    expect(tab('카테고리').getAttribute('aria-current')).toBeNull();
  });

  it('marks a section tab on its deeper pages, and home only on /', async () => {
    await renderBar('/category/detail/100');
    expect(tab('카테고리').getAttribute('aria-current')).toBe('page');
    expect(tab('홈').getAttribute('aria-current')).toBeNull();
  });

  it('marks nothing on a page outside the tabs', async () => {
    await renderBar('/deal/3');
    expect(within(nav()).queryAllByRole('link', { current: 'page' })).toEqual([]);
  });

  it('clears the saved category tab when category is tapped', async () => {
    const { router } = await renderBar('/');
    sessionStorage.setItem('categoryTabIndex', '2');
    await userEvent.click(tab('카테고리'));
    expect(sessionStorage.getItem('categoryTabIndex')).toBeNull();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/category'));
  });

  it('links the cart to the shop’s page and hands a tap to the external-link flow', async () => {
    const { opened, router } = await renderBar('/');
    expect(tab('장바구니').getAttribute('href')).toBe('/dev/shop/cart');
    await userEvent.click(tab('장바구니'));
    expect(opened).toEqual(['/dev/shop/cart']);
    // the app did not follow the href itself
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the community hint once, until it is dismissed', async () => {
    await renderBar('/');
    const hint = screen.getByRole('tooltip');
    expect(hint.textContent).toContain(COMMUNITY_HINT_TEXT);
    expect(tab('커뮤니티').getAttribute('aria-describedby')).toBe(hint.id);
    await userEvent.click(screen.getByRole('button', { name: '안내 닫기' }));
    await vi.waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('never shows the hint again after dismissal, even after a reload', async () => {
    const first = await renderBar('/');
    await userEvent.click(screen.getByRole('button', { name: '안내 닫기' }));
    await vi.waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    expect(localStorage.getItem('communityHintDismissed')).toBe('1');
    first.unmount();
    await renderBar('/');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('dismisses the hint for good when the community is opened', async () => {
    const { router } = await renderBar('/');
    expect(screen.getByRole('tooltip')).toBeTruthy();
    await userEvent.click(tab('커뮤니티'));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/community'));
    expect(localStorage.getItem('communityHintDismissed')).toBe('1');
    await userEvent.click(tab('홈'));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows the hint on home only, never over another page', async () => {
    await renderBar('/category');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(tab('커뮤니티').getAttribute('aria-describedby')).toBeNull();
  });

  it('shows the unread alarms on the my-page tab, and says them', async () => {
    await renderBar('/', 3);
    const myPage = within(nav()).getByRole('link', { name: /마이페이지/ });
    expect(myPage.querySelector('[data-testid="bottom-bar-badge"]')?.textContent).toBe('3');
    expect(myPage.textContent).toContain('읽지 않은 알림 3개');
    expect(within(nav()).getAllByTestId('bottom-bar-badge')).toHaveLength(1);
  });

  it('shows no badge without unread alarms', async () => {
    await renderBar('/');
    expect(within(nav()).queryByTestId('bottom-bar-badge')).toBeNull();
  });
});
