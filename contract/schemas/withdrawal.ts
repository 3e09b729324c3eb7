import * as v from 'valibot';
import { WITHDRAWAL_REASON_MAX } from '../rules';

/** The answers of src/api/withdrawal.ts as both sides read them (issue 26): the server types its answers with them, the app parses with them. */

export const WithdrawalRequestSchema = v.object({
  reason: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(WITHDRAWAL_REASON_MAX, `탈퇴 사유는 ${WITHDRAWAL_REASON_MAX}자까지 적을 수 있어요.`)),
  ),
});
