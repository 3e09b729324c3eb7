// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setStarting } from '../../platform/start-phase';
import { ProductGrid } from './product-grid';

const items = Array.from({ length: 20 }, (_, index) => ({ id: index + 1, name: `상품 ${index + 1}` }));
const renderItem = vi.fn((item: { name: string }) => <span>{item.name}</span>);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  renderItem.mockClear();
});
afterEach(() => {
  setStarting(false);
  vi.useRealTimers();
});

describe('ProductGrid on the first screen (issue 14)', () => {
  it('while the app starts: the first row, every place kept, then the first screen\'s six cards a task later, and all twenty the task after', async () => {
    setStarting(true);
    render(<ProductGrid items={items} getKey={(item) => item.id} renderItem={renderItem} label="검색 결과" />);
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    expect(screen.getByText('상품 2')).toBeTruthy();
    expect(screen.queryByText('상품 3')).toBeNull();
    expect(renderItem).toHaveBeenCalledTimes(2);

    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(screen.getByText('상품 6')).toBeTruthy();
    expect(screen.queryByText('상품 7')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(20);

    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(screen.getByText('상품 20')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a list of rows draws its whole first screen first, as before', async () => {
    setStarting(true);
    render(<ProductGrid items={items} getKey={(item) => item.id} renderItem={renderItem} variant="row" />);
    expect(screen.getByText('상품 6')).toBeTruthy();
    expect(screen.queryByText('상품 7')).toBeNull();
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(screen.getByText('상품 20')).toBeTruthy();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('after the start (a later screen, a list the shopper goes back to): every card at once', () => {
    render(<ProductGrid items={items} getKey={(item) => item.id} renderItem={renderItem} label="검색 결과" />);
    expect(screen.getByText('상품 20')).toBeTruthy();
    expect(renderItem).toHaveBeenCalledTimes(20);
  });

  it('a list no longer than its first row is drawn whole even while starting', () => {
    setStarting(true);
    render(<ProductGrid items={items.slice(0, 2)} getKey={(item) => item.id} renderItem={renderItem} />);
    expect(screen.getByText('상품 2')).toBeTruthy();
    expect(vi.getTimerCount()).toBe(0);
  });
});
