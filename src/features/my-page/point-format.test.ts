import { describe, expect, it } from 'vitest';
import { formatCount, formatDateKo, formatDateTimeKo, signedAmount, spokenAmount, withCopula } from './point-format';

describe('point formatting', () => {
  it('separates thousands and shows a placeholder for what is unknown', () => {
    expect(formatCount(1425)).toBe('1,425');
    expect(formatCount(0)).toBe('0');
    expect(formatCount(undefined)).toBe('-');
  });

  it('signs history amounts by direction', () => {
    expect(signedAmount('EARNED', 10)).toBe('+10');
    expect(signedAmount('SPENT', 1000)).toBe('−1,000');
    expect(spokenAmount('SPENT', 1000)).toBe('별 1,000개 사용');
  });

  it('writes dates in Korean on the Korean calendar, whatever the zone of the value', () => {
    expect(formatDateTimeKo('2025-03-10T09:12:00+09:00')).toBe('2025년 3월 10일 09:12');
    // 20:30 UTC on the 9th is already the 10th in Korea
    expect(formatDateTimeKo('2025-03-09T20:30:00Z')).toBe('2025년 3월 10일 05:30');
    expect(formatDateKo('2025-12-31T23:59:00+09:00')).toBe('2025년 12월 31일');
    expect(formatDateTimeKo('not a date')).toBe('');
  });

  it('picks the copula by the final consonant', () => {
    expect(withCopula('새싹')).toBe('새싹이에요');
    expect(withCopula('열매')).toBe('열매예요');
    expect(withCopula('나무')).toBe('나무예요');
  });
});
