import { COMMUNITY_LIMITS } from '../../api/community/schemas';

/** 1–500 characters after trimming (docs/api.md "Replies"). */
export const REPLY_MAX = COMMUNITY_LIMITS.replyMax;

export const replyTexts = {
  empty: '댓글 내용을 입력해 주세요.',
  tooLong: `댓글은 ${REPLY_MAX}자까지 쓸 수 있어요.`,
} as const;

/** Why a reply cannot be sent as typed, or null when it can. */
export function replyProblem(text: string): string | null {
  const length = text.trim().length;
  if (length === 0) return replyTexts.empty;
  if (length > REPLY_MAX) return replyTexts.tooLong;
  return null;
}
