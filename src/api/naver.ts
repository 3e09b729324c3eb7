import * as v from 'valibot';
import type { NaverProfile } from '../../machines/social-sign-in/social-sign-in.types';
import { env } from '../config/env';
import { NetworkError, SchemaError } from './errors';

/**
 * Naver's profile API (/v1/nid/me, or the reference server's stand-in): which of the four required
 * items the shopper agreed to give. Not the market's API, so not the market's client: no deviceUuid,
 * no toasts, no session ports.
 */
const NaverMeSchema = v.object({
  resultcode: v.string(),
  response: v.object({
    email: v.nullish(v.string()),
    gender: v.nullish(v.string()),
    birthyear: v.nullish(v.string()),
    mobile: v.nullish(v.string()),
  }),
});

export async function fetchNaverProfile(socialToken: string): Promise<NaverProfile> {
  let data: unknown;
  try {
    const response = await fetch(env.VITE_NAVER_PROFILE_URL, {
      headers: { Authorization: `Bearer ${socialToken}` },
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const text = await response.text();
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  } catch {
    throw new NetworkError(env.VITE_NAVER_PROFILE_URL);
  }
  const parsed = v.safeParse(NaverMeSchema, data);
  if (!parsed.success) throw new SchemaError(env.VITE_NAVER_PROFILE_URL, parsed.issues.map((issue) => issue.message));
  return parsed.output.response;
}
