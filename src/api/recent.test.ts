// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { readLocalRecent, RECENTLY_VIEWED_LIMIT, rememberLocalView, withRecentEntry } from './recent';

const entries = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ productNo: from + i, isLike: false }));

beforeEach(() => localStorage.clear());

describe('recently viewed (SPEC.md §3, §9)', () => {
  it('puts the newest first and drops the oldest beyond 30', () => {
    const full = entries(1, RECENTLY_VIEWED_LIMIT);
    const next = withRecentEntry(full, { productNo: 999, isLike: true });
    expect(next).toHaveLength(30);
    expect(next[0]).toEqual({ productNo: 999, isLike: true });
    expect(next.at(-1)).toEqual({ productNo: 29, isLike: false });
    expect(next.some((item) => item.productNo === 30)).toBe(false);
  });

  it('moves a product viewed again to the front instead of repeating it', () => {
    const next = withRecentEntry(entries(1, 5), { productNo: 3, isLike: true });
    expect(next.map((item) => item.productNo)).toEqual([3, 1, 2, 4, 5]);
    expect(next[0]!.isLike).toBe(true);
  });

  it("keeps a visitor's list in localStorage 'recentlyViewed'", () => {
    localStorage.setItem('recentlyViewed', JSON.stringify(entries(100, 30)));
    rememberLocalView({ productNo: 7, isLike: false });
    const stored = JSON.parse(localStorage.getItem('recentlyViewed') ?? '[]') as { productNo: number }[];
    expect(stored).toHaveLength(30);
    expect(stored[0]!.productNo).toBe(7);
    expect(stored.at(-1)!.productNo).toBe(128);
    expect(readLocalRecent()).toEqual(stored);
  });

  it('reads an unreadable value as an empty list', () => {
    localStorage.setItem('recentlyViewed', '{"not":"a list"}');
    expect(readLocalRecent()).toEqual([]);
    localStorage.setItem('recentlyViewed', 'oops');
    expect(readLocalRecent()).toEqual([]);
    expect(rememberLocalView({ productNo: 1, isLike: false })).toEqual([{ productNo: 1, isLike: false }]);
  });
});
