// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { homeSnapshot, SNAPSHOT_CLASSES } from '../../server/first-screen';
import type { Banner } from '../../src/api/catalog/banners';
import { bannersQueryOptions } from '../../src/api/catalog/banners';
import { webProfileQueryOptions } from '../../src/api/web-profile';
import { withBottomBar } from '../../src/app/app-shell';
import { renderInRouter } from '../../src/ui/test-utils/render-in-router';
import { HomeScreen } from '../../src/features/home/home-screen';

// the blocks under the categories are not part of the snapshot
vi.mock('../../src/features/home/home-sections', () => ({ HomeSections: () => null }));

const banners: Banner[] = [1, 2, 3].map((id) => ({
  bannerId: id,
  title: `배너 ${id}`,
  subtitle: `부제 ${id}`,
  imageUrl: `/images/banners/${id}.svg`,
  linkUrl: `/period/${id}`,
  backgroundColor: '#FF6400',
  startAt: '2026-01-01T00:00:00Z',
  endAt: '2027-01-01T00:00:00Z',
}));

/** tag, class and the attributes that size or place a box, with the same of the children */
function shape(element: Element): string {
  const attributes = ['class', 'width', 'height', 'src', 'href', 'alt', 'fetchpriority', 'aria-label']
    .map((name) => (element.hasAttribute(name) ? ` ${name}="${element.getAttribute(name)}"` : ''))
    .join('');
  const text = element.children.length === 0 ? (element.textContent ?? '') : '';
  return `<${element.tagName.toLowerCase()}${attributes}>${text}${[...element.children].map(shape).join('')}</>`;
}

async function renderHome(): Promise<HTMLElement> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  queryClient.setQueryData(webProfileQueryOptions().queryKey, { filterInfo: { categories: [] } } as never);
  queryClient.setQueryData(bannersQueryOptions().queryKey, { position: 'HOME_MAIN', items: banners });
  await renderInRouter(() => (
    <QueryClientProvider client={queryClient}>
      <div className={withBottomBar}>
        <HomeScreen />
      </div>
    </QueryClientProvider>
  ));
  await screen.findByRole('heading', { name: '오늘의 특가' });
  const shell = document.querySelector('header')?.parentElement;
  if (!shell) throw new Error('home did not render');
  return shell;
}

describe("the server's snapshot of home (server/first-screen.ts)", () => {
  it("draws React's first render of home's top: the same elements and classes, the same banner", async () => {
    const shell = await renderHome();
    const snapshot = document.createElement('div');
    snapshot.innerHTML = homeSnapshot({ imageUrl: banners[0]!.imageUrl, alt: '배너 1 - 부제 1', linkUrl: '/period/1', count: 3 });
    const serverShell = snapshot.firstElementChild!;

    expect(serverShell.className).toBe(shell.className);
    expect(shape(serverShell.querySelector('header')!)).toBe(shape(shell.querySelector('header')!));
    const main = shell.querySelector('main')!;
    const serverMain = serverShell.querySelector('main')!;
    expect(serverMain.className).toBe(main.className);
    // the search box and the banner, the first two boxes of main; React's banner text is "1 / " + "3"
    for (const index of [0, 1]) expect(shape(serverMain.children[index]!)).toBe(shape(main.children[index]!));
    expect(serverMain.children[2]!.className).toBe(SNAPSHOT_CLASSES.rest);
  });
});
