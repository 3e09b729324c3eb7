import { describe, expect, it } from 'vitest';
import { WITHDRAW_DETAIL_MAX_LENGTH, withdrawalReason } from './withdraw-reason';

describe('withdrawalReason', () => {
  it('joins the choice and the free text', () => {
    expect(withdrawalReason('원하는 상품이 없어요', '  제주 한라봉이 없어요 ')).toBe('원하는 상품이 없어요 / 제주 한라봉이 없어요');
  });

  it('sends either one alone', () => {
    expect(withdrawalReason('기타', '   ')).toBe('기타');
    expect(withdrawalReason(null, '이사를 가요')).toBe('이사를 가요');
  });

  it('sends no reason when nothing was chosen or written', () => {
    expect(withdrawalReason(null, ' \n ')).toBeUndefined();
  });

  it('never sends more free text than the box allows', () => {
    const reason = withdrawalReason(null, '가'.repeat(WITHDRAW_DETAIL_MAX_LENGTH + 30));
    expect(reason).toHaveLength(WITHDRAW_DETAIL_MAX_LENGTH);
  });
});
