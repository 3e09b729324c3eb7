/**
 * Reporting a community post (docs/api.md "Reports, shares, views"). The reasons and limits are the
 * contract's; the machine knows their codes, not the client's schema (machines never import src/).
 */
export const REPORT_REASON_CODES = ['SPAM', 'ABUSE', 'OBSCENE', 'PRIVACY', 'ETC'] as const;
export type ReportReason = (typeof REPORT_REASON_CODES)[number];

/** ETC needs a text of 5–200 characters (trimmed). */
export const REPORT_TEXT_MIN = 5;
export const REPORT_TEXT_MAX = 200;

/** What the submit actor sends: the reason, the text for ETC only, and the reply reported (null: the post). */
export interface ReportSubmission {
  reason: ReportReason;
  text: string | null;
  replyId: number | null;
}

/** The server's answer: three members' reports hide the post from everyone. */
export interface ReportOutcome {
  isHidden: boolean;
}

/** Server codes the flow tells apart (SPEC.md §8). */
export const ReportErrorCode = {
  NullOrEmptyToken: 110,
  DuplicatedRequest: 18,
} as const;

export const reportTexts = {
  textTooShort: `기타 사유를 ${REPORT_TEXT_MIN}자 이상 적어 주세요.`,
  generic: '잠시 문제가 있어 신고하지 못했어요. 잠시 후 다시 시도해 주세요.',
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
