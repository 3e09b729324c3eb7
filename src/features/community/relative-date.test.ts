import { describe, expect, it } from 'vitest';
import { formatBoardDate, formatRelativeDate, koreanDate, normalizeDate } from './relative-date';
import { boardDateProblem } from './daily-board-data';

const now = new Date('2026-11-25T12:00:00+09:00');

describe('formatRelativeDate', () => {
  it('counts minutes, hours and days, then writes the date', () => {
    expect(formatRelativeDate('2026-11-25T11:59:30+09:00', now)).toBe('방금 전');
    expect(formatRelativeDate('2026-11-25T11:55:00+09:00', now)).toBe('5분 전');
    expect(formatRelativeDate('2026-11-25T09:00:00+09:00', now)).toBe('3시간 전');
    expect(formatRelativeDate('2026-11-23T12:00:00+09:00', now)).toBe('2일 전');
    expect(formatRelativeDate('2026-11-17T12:00:00+09:00', now)).toBe('11월 17일');
    expect(formatRelativeDate('2025-12-31T23:00:00+09:00', now)).toBe('2025년 12월 31일');
  });

  it("uses Korea's calendar whatever the instant's zone, and is empty for nonsense", () => {
    // 2026-11-10T16:00Z is already the 11th in Seoul
    expect(formatRelativeDate('2026-11-10T16:00:00Z', now)).toBe('11월 11일');
    expect(formatRelativeDate('어제', now)).toBe('');
  });
});

describe('board dates', () => {
  it('normalises and names a calendar day', () => {
    expect(normalizeDate('20261124')).toBe('2026-11-24');
    expect(formatBoardDate('2026-11-24')).toBe('11월 24일(화)');
    expect(koreanDate(new Date('2026-11-24T15:30:00Z'))).toBe('2026-11-25');
  });

  it('refuses a day after today before asking the server', () => {
    expect(boardDateProblem('2026-11-26', '2026-11-25')).toBe('아직 오지 않은 날이에요. 오늘까지의 식탁만 볼 수 있어요.');
    expect(boardDateProblem('20261125', '2026-11-25')).toBeNull();
  });
});
