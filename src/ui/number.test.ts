import { describe, expect, it } from 'vitest';
import { groupDigits } from './number';

describe('groupDigits', () => {
  it('groups thousands as Korean does', () => {
    expect(groupDigits(0)).toBe('0');
    expect(groupDigits(7)).toBe('7');
    expect(groupDigits(999)).toBe('999');
    expect(groupDigits(1000)).toBe('1,000');
    expect(groupDigits(12900)).toBe('12,900');
    expect(groupDigits(1234567)).toBe('1,234,567');
    expect(groupDigits(-1500)).toBe('-1,500');
  });

  it('rounds to a whole number and survives what is not one', () => {
    expect(groupDigits(990.6)).toBe('991');
    expect(groupDigits(-0.2)).toBe('0');
    expect(groupDigits(Number.NaN)).toBe('0');
    expect(groupDigits(Number.POSITIVE_INFINITY)).toBe('0');
  });

  it('answers what Intl answers for Korean, for whole numbers of every size', () => {
    const korean = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 });
    let seed = 20261126;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let i = 0; i < 2000; i++) {
      const magnitude = 10 ** (next() % 16);
      const value = Math.floor((next() / 2 ** 31) * magnitude) * (next() % 5 === 0 ? -1 : 1);
      // Intl writes -0 as '-0'; a count never reads that way here (see the rounding test)
      if (Object.is(value, -0)) continue;
      expect(groupDigits(value), String(value)).toBe(korean.format(value));
    }
  });
});
