import * as v from 'valibot';
import { request } from './client';
import { EmptyAnswerSchema } from '../../contract/schemas/page';
import { WITHDRAWAL_REASON_MAX } from '../../contract/rules';
import type { WithdrawalBodySchema} from '../../contract/schemas/withdrawal';
import { WithdrawalRequestSchema } from '../../contract/schemas/withdrawal';

export { WithdrawalRequestSchema };

export const WITHDRAWAL_PATH = '/api/v2/auth/social/withdrawal';

/** The server's limit of a reason (docs/api.md); the app's own text box is shorter. */
/** the withdrawal reason's most characters (contract/rules.ts) */
export const WITHDRAWAL_REASON_MAX_LENGTH = WITHDRAWAL_REASON_MAX;

export type WithdrawalRequest = v.InferInput<typeof WithdrawalRequestSchema>;

/**
 * DELETE /api/v2/auth/social/withdrawal (member; Authorization and deviceUuid come from the
 * client). The server erases the member's personal data and revokes every token family. Goes
 * through the client's ports: a 111 here refreshes once and retries.
 */
export async function withdraw(input: WithdrawalRequest): Promise<void> {
  const { reason } = v.parse(WithdrawalRequestSchema, input);
  await request(EmptyAnswerSchema, WITHDRAWAL_PATH, { method: 'DELETE', body: (reason ? { reason } : {}) satisfies v.InferInput<typeof WithdrawalBodySchema> });
}
