// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DIALOG_MESSAGE } from './dialogs/dialog-store';
import { EmptyState, ErrorState, Page } from './page';
import { renderInRouter } from './test-utils/render-in-router';

beforeEach(() => {
  // the router restores scroll on navigation; jsdom has no layout
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('Page', () => {
  it('renders the header with the title and the main landmark', async () => {
    await renderInRouter(() => (
      <Page title="베스트" header={{ showHome: true }}>
        <p>상품 목록</p>
      </Page>
    ));
    expect(screen.getByRole('heading', { level: 1, name: '베스트' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '홈으로' })).toBeTruthy();
    expect(screen.getByRole('main').textContent).toBe('상품 목록');
  });

  it('can leave the header out', async () => {
    await renderInRouter(() => <Page title="점검" header={false} />);
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.getByRole('main')).toBeTruthy();
  });
});

describe('EmptyState and ErrorState', () => {
  it('shows a Korean title, description and action', async () => {
    await renderInRouter(() => (
      <EmptyState title="검색 결과가 없어요" description="다른 검색어를 입력해 보세요." action={<a href="/">홈으로 가기</a>} />
    ));
    expect(screen.getByRole('heading', { name: '검색 결과가 없어요' })).toBeTruthy();
    expect(screen.getByText('다른 검색어를 입력해 보세요.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '홈으로 가기' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();
  });

  it('offers 다시 시도 when given a retry', async () => {
    const onRetry = vi.fn();
    await renderInRouter(() => <ErrorState onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('잠시 문제가 생겼어요');
    expect(alert.textContent).toContain(DEFAULT_DIALOG_MESSAGE);
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
