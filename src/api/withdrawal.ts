import * as v from 'valibot';
import { request } from './client';
import { EmptyAnswerSchema } from '../../contract/schemas/page';
import { WITHDRAWAL_REASON_MAX } from '../../contract/rules';
import { WithdrawalBodySchema } from '../../contract/schemas/withdrawal';

export const WITHDRAWAL_PATH = '/api/v2/auth/social/withdrawal';

/** the withdrawal reason's most characters (contract/rules.ts); the app's own text box is shorter */
export const WITHDRAWAL_REASON_MAX_LENGTH = WITHDRAWAL_REASON_MAX;

/** What the app sends: the server's own body schema (contract/schemas/withdrawal.ts). */
export type WithdrawalRequest = v.InferInput<typeof WithdrawalBodySchema>;

/**
 * DELETE /api/v2/auth/social/withdrawal (member; Authorization and deviceUuid come from the
 * client). The server erases the member's personal data and revokes every token family. Goes
 * through the client's ports: a 111 here refreshes once and retries. The body is checked with the
 * schema the server validates with (trimmed; blank is no reason) before it is sent.
 */
export async function withdraw(input: WithdrawalRequest): Promise<void> {
  const { reason } = v.parse(WithdrawalBodySchema, input);
  await request(EmptyAnswerSchema, WITHDRAWAL_PATH, { method: 'DELETE', body: reason === undefined ? {} : { reason } });
}
