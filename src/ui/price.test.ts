import { describe, expect, it } from 'vitest';
import { discountRate, formatDiscountRate, formatKRW } from './price';

describe('formatKRW', () => {
  it('groups thousands the Korean way and appends 원', () => {
    expect(formatKRW(12900)).toBe('12,900원');
    expect(formatKRW(1234567)).toBe('1,234,567원');
    expect(formatKRW(0)).toBe('0원');
  });

  it('rounds to whole won and survives bad input', () => {
    expect(formatKRW(990.6)).toBe('991원');
    expect(formatKRW(Number.NaN)).toBe('0원');
  });
});

describe('discount', () => {
  it('rounds the rate down', () => {
    expect(discountRate(10000, 6990)).toBe(30);
    expect(discountRate(15000, 9900)).toBe(34);
  });

  it('is 0 without a real discount', () => {
    expect(discountRate(10000, 10000)).toBe(0);
    expect(discountRate(0, 0)).toBe(0);
    expect(discountRate(10000, 12000)).toBe(0);
  });

  it('formats as a percent, clamped', () => {
    expect(formatDiscountRate(30)).toBe('30%');
    expect(formatDiscountRate(33.9)).toBe('33%');
    expect(formatDiscountRate(-5)).toBe('0%');
    expect(formatDiscountRate(120)).toBe('100%');
  });
});
