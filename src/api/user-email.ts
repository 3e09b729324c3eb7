import { useMutation } from '@tanstack/react-query';
import * as v from 'valibot';
import { request } from './client';

/**
 * GET /api/v1/user/email?cellphone (docs/api.md): which account a 010 number signed up with, its
 * email masked ('ma***@naver.com'). No login needed; 8 when no member has the number, 12 for a
 * number that is not a 010 one. The login page's "가입한 계정 찾기" asks it (issue 25).
 */

export const USER_EMAIL_PATH = '/api/v1/user/email';

const AnswerSchema = v.object({ email: v.pipe(v.string(), v.maxLength(320)) });

/** The masked email of the account that uses `cellphone` ('010-1234-5678'); rejects with the server's error. */
export async function findAccountEmail(cellphone: string, signal?: AbortSignal): Promise<string> {
  const answer = await request(AnswerSchema, USER_EMAIL_PATH, { query: { cellphone }, signal });
  return answer.email;
}

/** A lookup is a shopper's one-off question, not data to keep: a mutation, never cached or persisted. */
export function useAccountEmailLookup() {
  return useMutation({ mutationKey: ['account-email'], mutationFn: (cellphone: string) => findAccountEmail(cellphone), retry: false });
}
