import * as v from 'valibot';
import { optional, text } from '../input';
import { WITHDRAWAL_REASON_MAX } from '../rules';

/**
 * DELETE /api/v2/auth/social/withdrawal: the body, one schema for both sides (issue 26). The server
 * validates with it (a reason of at most WITHDRAWAL_REASON_MAX characters, no control characters but
 * tab and newline; blank is no reason) and src/api/withdrawal.ts checks what it sends with it.
 */
export const WithdrawalBodySchema = v.object({ reason: optional(text({ max: WITHDRAWAL_REASON_MAX, multiline: true })) });
