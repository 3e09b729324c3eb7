import { describe, expect, it } from 'vitest';
import { epochSeconds, kstYear, toKstIso } from './time';

describe('time helpers', () => {
  it('formats instants in KST with +09:00, whole seconds', () => {
    expect(toKstIso(new Date('2025-03-01T05:30:00.999Z'))).toBe('2025-03-01T14:30:00+09:00');
    expect(toKstIso(new Date('2024-12-31T15:00:00Z'))).toBe('2025-01-01T00:00:00+09:00');
    expect(new Date(toKstIso(new Date('2025-03-01T05:30:00Z'))).toISOString()).toBe('2025-03-01T05:30:00.000Z');
  });

  it('knows the Korean year and epoch seconds', () => {
    expect(kstYear(new Date('2024-12-31T15:00:00Z'))).toBe(2025);
    expect(kstYear(new Date('2024-12-31T14:59:59Z'))).toBe(2024);
    expect(epochSeconds(new Date(1_700_000_000_999))).toBe(1_700_000_000);
  });
});
