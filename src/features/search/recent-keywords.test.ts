// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { addRecentKeyword, clearRecentKeywords, MAX_RECENT_KEYWORDS, readRecentKeywords, removeRecentKeyword } from './recent-keywords';

describe('recent keywords', () => {
  afterEach(() => localStorage.clear());

  it('keeps the newest first, once each, at most 10, in localStorage recentKeywords', () => {
    for (let i = 1; i <= 12; i += 1) addRecentKeyword(`키워드${i}`);
    addRecentKeyword(' 키워드5 ');
    const list = readRecentKeywords();
    expect(list).toHaveLength(MAX_RECENT_KEYWORDS);
    expect(list[0]).toBe('키워드5');
    expect(list.filter((item) => item === '키워드5')).toHaveLength(1);
    expect(list).not.toContain('키워드1');
    expect(JSON.parse(localStorage.getItem('recentKeywords') ?? '[]')).toEqual(list);
  });

  it('ignores blanks, removes one and clears all', () => {
    addRecentKeyword('딸기');
    addRecentKeyword('  ');
    addRecentKeyword('한우');
    removeRecentKeyword('딸기');
    expect(readRecentKeywords()).toEqual(['한우']);
    clearRecentKeywords();
    expect(readRecentKeywords()).toEqual([]);
  });

  it('reads a damaged value as empty', () => {
    localStorage.setItem('recentKeywords', '{not json');
    expect(readRecentKeywords()).toEqual([]);
  });
});
