import { describe, expect, it } from 'vitest';
import { highlightParts, initialOf } from './highlight';

describe('highlightParts', () => {
  it('marks a plain match, ignoring case', () => {
    expect(highlightParts('논산 설향 딸기 500g', '딸기')).toEqual([
      { text: '논산 설향 ', match: false },
      { text: '딸기', match: true },
      { text: ' 500g', match: false },
    ]);
    expect(highlightParts('ABC 사과', 'abc')[0]).toEqual({ text: 'ABC', match: true });
  });

  it('marks initial consonants and half-typed words', () => {
    expect(initialOf('딸')).toBe('ㄸ');
    expect(initialOf('a')).toBeUndefined();
    expect(highlightParts('겨울딸기', 'ㄸㄱ')).toEqual([
      { text: '겨울', match: false },
      { text: '딸기', match: true },
    ]);
    expect(highlightParts('생딸기', '딸ㄱ')).toEqual([
      { text: '생', match: false },
      { text: '딸기', match: true },
    ]);
  });

  it('ignores spaces on either side', () => {
    expect(highlightParts('설향 딸기', '설향딸기')).toEqual([{ text: '설향 딸기', match: true }]);
    expect(highlightParts('설향딸기', '설향 딸')).toEqual([
      { text: '설향딸', match: true },
      { text: '기', match: false },
    ]);
  });

  it('leaves text without a match whole', () => {
    expect(highlightParts('한우', '딸기')).toEqual([{ text: '한우', match: false }]);
    expect(highlightParts('한우', '  ')).toEqual([{ text: '한우', match: false }]);
  });
});
