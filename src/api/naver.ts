import * as v from 'valibot';
import type { NaverProfile } from '../../machines/social-sign-in/social-sign-in.types';
import { env } from '../config/env';
import { NetworkError, SchemaError } from './errors';
import { NaverMeSchema } from '../../contract/schemas/naver';

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
