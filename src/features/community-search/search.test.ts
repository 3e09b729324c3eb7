// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { addCommunityKeyword, clearCommunityKeywords, MAX_RECENT_COMMUNITY_KEYWORDS, readCommunityKeywords, removeCommunityKeyword } from './recent-keywords';
import { checkKeyword, keywordMessages } from './search-params';

describe('recent community keywords', () => {
  afterEach(() => localStorage.clear());

  it('keeps the newest first, once each, at most 10, apart from the product search', () => {
    for (let i = 1; i <= 12; i += 1) addCommunityKeyword(`김장${i}`);
    addCommunityKeyword(' 김장5 ');
    const list = readCommunityKeywords();
    expect(list).toHaveLength(MAX_RECENT_COMMUNITY_KEYWORDS);
    expect(list[0]).toBe('김장5');
    expect(list.filter((item) => item === '김장5')).toHaveLength(1);
    expect(list).not.toContain('김장1');
    expect(JSON.parse(localStorage.getItem('communityRecentKeywords') ?? '[]')).toEqual(list);
    expect(localStorage.getItem('recentKeywords')).toBeNull();
  });

  it('ignores blanks and over-long words, removes one and clears all', () => {
    addCommunityKeyword('ㄱㅈ');
    addCommunityKeyword('   ');
    addCommunityKeyword('가'.repeat(31));
    addCommunityKeyword('냉이');
    expect(readCommunityKeywords()).toEqual(['냉이', 'ㄱㅈ']);
    removeCommunityKeyword('냉이');
    expect(readCommunityKeywords()).toEqual(['ㄱㅈ']);
    clearCommunityKeywords();
    expect(readCommunityKeywords()).toEqual([]);
  });

  it('reads a broken store as empty', () => {
    localStorage.setItem('communityRecentKeywords', '{"a":1}');
    expect(readCommunityKeywords()).toEqual([]);
  });
});

describe('community search keyword', () => {
  it('takes 1–30 characters after trimming, initial consonants included', () => {
    expect(checkKeyword('  냉이 ')).toEqual({ ok: true, keyword: '냉이' });
    expect(checkKeyword('ㄱㅈ')).toEqual({ ok: true, keyword: 'ㄱㅈ' });
    expect(checkKeyword('가'.repeat(30))).toEqual({ ok: true, keyword: '가'.repeat(30) });
  });

  it('says why otherwise, in Korean', () => {
    expect(checkKeyword(undefined)).toEqual({ ok: false, message: keywordMessages.empty });
    expect(checkKeyword('   ')).toEqual({ ok: false, message: '검색어를 입력해 주세요.' });
    expect(checkKeyword('가'.repeat(31))).toEqual({ ok: false, message: '검색어는 30자까지 입력할 수 있어요.' });
  });
});
