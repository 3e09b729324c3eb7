import { describe, expect, it } from 'vitest';
import { kstParts } from './kst';

describe('kstParts', () => {
  it("reads a moment on Korea's calendar and clock", () => {
    expect(kstParts('2025-03-01T15:30:00Z')).toEqual({ year: 2025, month: 3, day: 2, weekday: '일', hour: '00', minute: '30' });
    expect(kstParts('2025-12-31T14:59:00Z')).toEqual({ year: 2025, month: 12, day: 31, weekday: '수', hour: '23', minute: '59' });
    expect(kstParts('2025-12-31T15:00:00Z')).toMatchObject({ year: 2026, month: 1, day: 1, hour: '00' });
    expect(kstParts('2025-03-10T09:12:00+09:00')).toMatchObject({ month: 3, day: 10, weekday: '월', hour: '09', minute: '12' });
    expect(kstParts('어제')).toBeNull();
    expect(kstParts(new Date(Number.NaN))).toBeNull();
  });

  it('answers what Intl answers for Asia/Seoul, for moments from 2000 to 2100', () => {
    const intl = new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', year: 'numeric', month: 'numeric', day: 'numeric', weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const from = Date.UTC(2000, 0, 1);
    const span = Date.UTC(2100, 0, 1) - from;
    let seed = 11;
    for (let i = 0; i < 2000; i++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      const date = new Date(from + Math.floor((seed / 2 ** 31) * span));
      const parts = Object.fromEntries(intl.formatToParts(date).map((part) => [part.type, part.value]));
      expect(kstParts(date), date.toISOString()).toEqual({
        year: Number(parts.year),
        month: Number(parts.month),
        day: Number(parts.day),
        weekday: parts.weekday,
        hour: parts.hour,
        minute: parts.minute,
      });
    }
  });
});
