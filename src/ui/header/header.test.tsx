// @vitest-environment jsdom
import { useRouterState } from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordingExternalLink, renderInRouter, settled } from '../test-utils/render-in-router';
import { Header, type HeaderProps } from './header';
import { trackHistory } from './history-state';

function Where() {
  const href = useRouterState({ select: (state) => state.location.href });
  return <p data-testid="where">{href}</p>;
}

let stopTracking: () => void = () => {};

const externalLink = recordingExternalLink();

async function renderHeader(url: string, props: Partial<HeaderProps> = {}) {
  const rendered = await renderInRouter(
    () => (
      <>
        <Header title="오늘의 특가" {...props} />
        <Where />
      </>
    ),
    { url, paths: ['/', '/deal/$id', '/best', '/my-page/settings'], context: { externalLink } },
  );
  stopTracking = trackHistory(rendered.history);
  return rendered;
}

const where = () => screen.getByTestId('where').textContent;

beforeEach(() => {
  // the router restores scroll on navigation; jsdom has no layout
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  stopTracking();
  vi.restoreAllMocks();
});

describe('Header', () => {
  it('shows the title as the page heading with Korean button names', async () => {
    await renderHeader('/deal/1', { showHome: true, showSettings: true, showLikes: true, onShare: () => {} });
    expect(screen.getByRole('heading', { level: 1, name: '오늘의 특가' })).toBeTruthy();
    for (const name of ['뒤로 가기', '공유하기', '홈으로', '설정']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    // likes is a real link to the shop's page (long-press, copy)
    expect(screen.getByRole('link', { name: '찜 목록' }).getAttribute('href')).toBe('/dev/shop/like');
  });

  it('hides its back button when isnavihide equals "true", keeping the title', async () => {
    await renderHeader('/deal/1?isnavihide=true');
    expect(screen.queryByRole('button', { name: '뒤로 가기' })).toBeNull();
    expect(screen.getByRole('heading')).toBeTruthy();
  });

  it('shows the back button for any other isnavihide value', async () => {
    await renderHeader('/deal/1?isnavihide=false');
    expect(screen.getByRole('button', { name: '뒤로 가기' })).toBeTruthy();
  });

  it('goes home when there is no previous entry', async () => {
    await renderHeader('/deal/1');
    await userEvent.click(screen.getByRole('button', { name: '뒤로 가기' }));
    expect(where()).toBe('/');
  });

  it('goes back in history when there is a previous entry', async () => {
    const { router } = await renderHeader('/best');
    await settled(router.navigate({ to: '/deal/$id', params: { id: '7' } }));
    await vi.waitFor(() => expect(where()).toBe('/deal/7'));
    await userEvent.click(screen.getByRole('button', { name: '뒤로 가기' }));
    await vi.waitFor(() => expect(where()).toBe('/best'));
  });

  it('goes home when the latest navigation replaced the entry', async () => {
    const { router } = await renderHeader('/best');
    await settled(router.navigate({ to: '/deal/$id', params: { id: '7' } }));
    await settled(router.navigate({ to: '/deal/$id', params: { id: '8' }, replace: true }));
    await userEvent.click(screen.getByRole('button', { name: '뒤로 가기' }));
    await vi.waitFor(() => expect(where()).toBe('/'));
  });

  it('home and settings buttons navigate', async () => {
    await renderHeader('/deal/1', { showHome: true, showSettings: true });
    await userEvent.click(screen.getByRole('button', { name: '설정' }));
    await vi.waitFor(() => expect(where()).toBe('/my-page/settings'));
    await userEvent.click(screen.getByRole('button', { name: '홈으로' }));
    await vi.waitFor(() => expect(where()).toBe('/'));
  });

  it('likes leaves for the shop’s like page through the external-link flow, share runs onShare', async () => {
    externalLink.opened.length = 0;
    const onShare = vi.fn();
    await renderHeader('/deal/1', { showLikes: true, onShare });
    await userEvent.click(screen.getByRole('link', { name: '찜 목록' }));
    await userEvent.click(screen.getByRole('button', { name: '공유하기' }));
    expect(externalLink.opened).toEqual(['/dev/shop/like']);
    expect(where()).toBe('/deal/1');
    expect(onShare).toHaveBeenCalledTimes(1);
  });

  it('has no likes button unless the screen or its route asks for it', async () => {
    await renderHeader('/deal/1');
    expect(screen.queryByRole('link', { name: '찜 목록' })).toBeNull();
  });

  it('can go without a back button', async () => {
    await renderHeader('/', { hideBack: true });
    expect(screen.queryByRole('button', { name: '뒤로 가기' })).toBeNull();
  });

  it('has no share button without share info or handler', async () => {
    await renderHeader('/deal/1');
    expect(screen.queryByRole('button', { name: '공유하기' })).toBeNull();
  });
});
