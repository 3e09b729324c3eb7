import { describe, expect, it } from 'vitest';
import { chosungOf, hasFinalConsonant, initialOf, isChosungQuery, matchesKeyword, matchPosition, normalizeSearchText, tokenMatcher, withParticle } from './hangul';

describe('초성 (initial consonants)', () => {
  it('takes the initial of each syllable by Hangul syllable arithmetic', () => {
    expect(initialOf('딸')).toBe('ㄸ');
    expect(initialOf('기')).toBe('ㄱ');
    expect(initialOf('가')).toBe('ㄱ');
    expect(initialOf('힣')).toBe('ㅎ');
    expect(initialOf('a')).toBe('a');
    expect(chosungOf('논산 설향 딸기 500g')).toBe('ㄴㅅㅅㅎㄸㄱ500g');
  });

  it('treats decomposed input (NFD) like composed syllables', () => {
    expect(chosungOf('딸기'.normalize('NFD'))).toBe('ㄸㄱ');
    expect(normalizeSearchText(' 설향  딸기 '.normalize('NFD'))).toBe('설향딸기');
  });

  it('tells initials-only queries from others', () => {
    expect(isChosungQuery('ㄸㄱ')).toBe(true);
    expect(isChosungQuery('ㄸ ㄱ')).toBe(true);
    expect(isChosungQuery('딸ㄱ')).toBe(false);
    expect(isChosungQuery('딸기')).toBe(false);
    expect(tokenMatcher('딸ㄱ')).toEqual({ chosung: 'ㄸㄱ', textParts: ['딸'] });
    expect(tokenMatcher('딸기')).toEqual({ text: '딸기', textParts: [] });
  });

  it('matches initials, syllables typed half-way and whole words', () => {
    expect(matchesKeyword('논산 설향 딸기 500g', 'ㄸㄱ')).toBe(true);
    expect(matchesKeyword('논산 설향 딸기 500g', '딸ㄱ')).toBe(true);
    expect(matchesKeyword('수제 떡갈비', '딸ㄱ')).toBe(false);
    expect(matchesKeyword('수제 떡갈비', 'ㄸㄱ')).toBe(true);
    expect(matchesKeyword('논산 설향 딸기', '설향딸기')).toBe(true);
    expect(matchesKeyword('논산 설향 딸기', '논산 딸기')).toBe(true);
    expect(matchesKeyword('제주 노지 감귤', '딸기')).toBe(false);
    expect(matchesKeyword('anything', '   ')).toBe(false);
  });

  it('ranks a prefix match before a later one', () => {
    expect(matchPosition('딸기', 'ㄸㄱ')).toBe(0);
    expect(matchPosition('봄딸기', 'ㄸㄱ')).toBe(1);
    expect(matchPosition('감귤', 'ㄸㄱ')).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('particles', () => {
  it('chooses 은/는 and 을/를 by the final consonant', () => {
    expect(hasFinalConsonant('딸기')).toBe(false);
    expect(hasFinalConsonant('감귤')).toBe(true);
    expect(withParticle('딸기', '을', '를')).toBe('딸기를');
    expect(withParticle('사과 농원', '은', '는')).toBe('사과 농원은');
  });
});
