import { describe, expect, it } from 'vitest';
import { inspectionWindow } from './inspection-time';

describe('inspection window (maintenance screen)', () => {
  it('names one day once', () => {
    expect(inspectionWindow('2026-05-01T02:00:00+09:00', '2026-05-01T06:00:00+09:00')).toBe('5월 1일(금) 02:00 ~ 06:00');
  });

  it('names both days across midnight, in KST whatever the zone of the text', () => {
    expect(inspectionWindow('2026-05-01T14:00:00Z', '2026-05-01T17:30:00Z')).toBe('5월 1일(금) 23:00 ~ 5월 2일(토) 02:30');
  });

  it('says until or from when one end is missing, and nothing without either', () => {
    expect(inspectionWindow(null, '2026-05-01T06:00:00+09:00')).toBe('5월 1일(금) 06:00까지');
    expect(inspectionWindow('2026-05-01T02:00:00+09:00', undefined)).toBe('5월 1일(금) 02:00부터');
    expect(inspectionWindow(null, null)).toBeNull();
    expect(inspectionWindow('not a date', '')).toBeNull();
  });
});
