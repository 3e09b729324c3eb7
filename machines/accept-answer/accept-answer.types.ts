/** Accepting an answer to a question (docs/api.md "Accepting an answer"). */

/** What the accept actor sends: the question is the screen's, the answer the machine's. */
export interface AcceptRequest {
  replyId: number;
}

export interface AcceptOutcome {
  acceptedReplyId: number;
}

/** Server codes the flow tells apart (SPEC.md §8). */
export const AcceptErrorCode = {
  /** someone other than the asker, or the asker's own reply: 403/400 code 12 */
  NotMatched: 12,
  /** an answer was accepted already: 409 code 18 */
  DuplicatedRequest: 18,
} as const;

export const acceptTexts = {
  confirm: '이 답변을 채택할까요? 채택한 뒤에는 바꿀 수 없어요.',
  notAsker: '질문을 쓴 회원만 답변을 채택할 수 있어요.',
  alreadyAccepted: '이미 채택한 답변이 있어요.',
  generic: '잠시 문제가 있어 채택하지 못했어요. 잠시 후 다시 시도해 주세요.',
} as const;

export function errorCode(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  const code = (error as { code: unknown }).code;
  return typeof code === 'number' ? code : null;
}

export function errorText(error: unknown, fallback: string): string {
  if (typeof error !== 'object' || error === null || !('message' in error)) return fallback;
  const message = (error as { message: unknown }).message;
  return typeof message === 'string' && message.trim() !== '' ? message : fallback;
}
