import * as v from 'valibot';
import { optional, text } from '../input';
import { WITHDRAWAL_REASON_MAX } from '../rules';

/** The answers of src/api/withdrawal.ts as both sides read them (issue 26): the server types its answers with them, the app parses with them. */

export const WithdrawalRequestSchema = v.object({
  reason: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(WITHDRAWAL_REASON_MAX, `탈퇴 사유는 ${WITHDRAWAL_REASON_MAX}자까지 적을 수 있어요.`)),
  ),
});

/**
 * DELETE /api/v2/auth/social/withdrawal: the body the server validates with (a reason of at most
 * WITHDRAWAL_REASON_MAX characters, no control characters but tab and newline). The app checks its
 * form with WithdrawalRequestSchema above first (its own Korean message) and sends this body.
 */
export const WithdrawalBodySchema = v.object({ reason: optional(text({ max: WITHDRAWAL_REASON_MAX, multiline: true })) });
