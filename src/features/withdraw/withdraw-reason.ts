/** The choices of /withdraw's reason list, as Korean marketplaces ask them (all optional). */
export const WITHDRAW_REASONS = [
  '자주 이용하지 않아요',
  '원하는 상품이 없어요',
  '상품 가격이 비싸요',
  '배송이나 상품 품질이 아쉬웠어요',
  '앱·웹 사용이 불편해요',
  '알림이나 광고가 너무 많아요',
  '개인정보가 걱정돼요',
  '다른 계정으로 다시 가입할게요',
  '기타',
] as const;
export type WithdrawReason = (typeof WITHDRAW_REASONS)[number];

/** What the shopper may write in the free text (the server would take more: docs/api.md). */
export const WITHDRAW_DETAIL_MAX_LENGTH = 200;

/**
 * The one `reason` the server stores: the choice and the free text, '자주 이용하지 않아요 / 딸기가
 * 없어서요'; either may be missing; nothing chosen and nothing written is no reason at all.
 */
export function withdrawalReason(choice: WithdrawReason | null, detail: string): string | undefined {
  const text = detail.trim().slice(0, WITHDRAW_DETAIL_MAX_LENGTH);
  const parts = [choice ?? '', text].filter((part) => part !== '');
  return parts.length === 0 ? undefined : parts.join(' / ');
}
