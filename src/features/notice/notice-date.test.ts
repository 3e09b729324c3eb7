import { describe, expect, it } from 'vitest';
import { formatNoticeDate, noticeDateTime } from './notice-date';

describe('formatNoticeDate', () => {
  it('writes the date in Korean', () => {
    expect(formatNoticeDate('2026-11-24T16:14:25+09:00')).toBe('2026년 11월 24일');
  });

  it("uses Korea's calendar: 23:30 UTC is already the next day in Seoul", () => {
    expect(formatNoticeDate('2026-12-31T23:30:00Z')).toBe('2027년 1월 1일');
    expect(noticeDateTime('2026-12-31T23:30:00Z')).toBe('2027-01-01');
  });

  it('gives nothing for an unreadable date', () => {
    expect(formatNoticeDate('어제')).toBe('');
    expect(noticeDateTime('어제')).toBeUndefined();
  });
});
