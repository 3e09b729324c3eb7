import type * as v from 'valibot';
import { request } from './client';
import { NicknameSchema, NicknameValidSchema } from '../../contract/schemas/nickname';
import type { NicknameBodySchema } from '../../contract/schemas/nickname';

export { NicknameSchema, NicknameValidSchema };

/**
 * The nickname calls (docs/api.md "Nickname rules"): GET /api/v1/user/nick-name/validation answers
 * `{ valid: true }` or code 12 with the reason in Korean; PUT /api/v1/user/nick-name changes it
 * (code 12 as above, 87 over the change limit with the date it works again).
 */

export const NICKNAME_VALIDATION_PATH = '/api/v1/user/nick-name/validation';
export const NICKNAME_PATH = '/api/v1/user/nick-name';

/** Resolves when the server accepts the nickname; rejects with its ApiError (12, 13) otherwise. */
export async function validateNickname(nickName: string, signal?: AbortSignal): Promise<void> {
  await request(NicknameValidSchema, NICKNAME_VALIDATION_PATH, { query: { nickName }, signal });
}

/** PUT /api/v1/user/nick-name (member): answers the nickname as stored. */
export async function changeNickname(nickName: string): Promise<string> {
  const answer = await request(NicknameSchema, NICKNAME_PATH, { method: 'PUT', body: { nickName } satisfies v.InferInput<typeof NicknameBodySchema> });
  return answer.nickName;
}
