import { request } from '../client';
import { BannedWordsSchema, COMMUNITY_BASE, type BannedWordsResult } from './schemas';

/** GET /api/v1/community/bannedwords-validation?text= (docs/api.md "Writing"): the form asks before posting. */
export const BANNED_WORDS_PATH = `${COMMUNITY_BASE}/bannedwords-validation`;

export function fetchBannedWords(text: string, signal?: AbortSignal): Promise<BannedWordsResult> {
  return request(BannedWordsSchema, BANNED_WORDS_PATH, { query: { text }, signal });
}

/** The title's and the body's answers; an empty text is not asked about (nothing to find). */
export async function checkPostBannedWords(
  texts: { title: string; body: string },
  signal?: AbortSignal,
): Promise<{ title: BannedWordsResult; body: BannedWordsResult }> {
  const valid: BannedWordsResult = { isValid: true, bannedWords: [], message: null };
  const ask = (text: string) => (text.trim() === '' ? Promise.resolve(valid) : fetchBannedWords(text, signal));
  const [title, body] = await Promise.all([ask(texts.title), ask(texts.body)]);
  return { title, body };
}
