import { describe, expect, it } from 'vitest';
import type { SurveyResult } from './schemas';
import { surveyBars } from './votes';

const survey = (counts: number[], myReplyId: number | null = null): SurveyResult => ({
  options: counts.map((voteCount, index) => ({ replyId: index + 1, label: `보기 ${index + 1}`, voteCount })),
  totalVotes: counts.reduce((sum, count) => sum + count, 0),
  myReplyId,
  endDt: '2026-12-01T23:59:59+09:00',
  isClosed: false,
});

describe('surveyBars', () => {
  it('gives whole percents that add up to 100 (largest remainder)', () => {
    const bars = surveyBars(survey([1, 1, 1]));
    expect(bars.map((bar) => bar.percent)).toEqual([34, 33, 33]);
    const uneven = surveyBars(survey([41, 30, 17]));
    expect(uneven.reduce((sum, bar) => sum + bar.percent, 0)).toBe(100);
    expect(uneven.map((bar) => bar.percent)).toEqual([47, 34, 19]);
  });

  it("marks the member's choice and the leading options", () => {
    const bars = surveyBars(survey([5, 5, 2], 3));
    expect(bars.map((bar) => bar.isMine)).toEqual([false, false, true]);
    expect(bars.map((bar) => bar.isLeading)).toEqual([true, true, false]);
  });

  it('shows zero bars before anyone voted', () => {
    expect(surveyBars(survey([0, 0])).map((bar) => [bar.percent, bar.isLeading])).toEqual([
      [0, false],
      [0, false],
    ]);
  });
});
