import * as v from 'valibot';
import { EmptySchema, request } from './client';

export const WITHDRAWAL_PATH = '/api/v2/auth/social/withdrawal';

/** The server's limit of a reason (docs/api.md); the app's own text box is shorter. */
export const WITHDRAWAL_REASON_MAX_LENGTH = 500;

export const WithdrawalRequestSchema = v.object({
  reason: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(WITHDRAWAL_REASON_MAX_LENGTH, `탈퇴 사유는 ${WITHDRAWAL_REASON_MAX_LENGTH}자까지 적을 수 있어요.`)),
  ),
});
export type WithdrawalRequest = v.InferInput<typeof WithdrawalRequestSchema>;

/**
 * DELETE /api/v2/auth/social/withdrawal (member; Authorization and deviceUuid come from the
 * client). The server erases the member's personal data and revokes every token family. Goes
 * through the client's ports: a 111 here refreshes once and retries.
 */
export async function withdraw(input: WithdrawalRequest): Promise<void> {
  const { reason } = v.parse(WithdrawalRequestSchema, input);
  await request(EmptySchema, WITHDRAWAL_PATH, { method: 'DELETE', body: reason ? { reason } : {} });
}
