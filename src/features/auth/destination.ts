import { cookie, cookieKeys } from '../../platform/cookies';
import { local, localKeys } from '../../platform/storage';

/**
 * Where a shopper goes after signing in. Small and free of the sign-in statechart, because the
 * login routes' guards need it on the first screen.
 */

/** A same-origin, relative path that is safe to go to: no `//host`, no `/\host`, no scheme, no control characters. */
export function isSafeRedirect(path: string | null | undefined): path is string {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  if ([...path].some((ch) => ch.charCodeAt(0) < 0x20 || ch === '\\')) return false;
  try {
    return new URL(path, 'https://market.invalid').origin === 'https://market.invalid';
  } catch {
    return false;
  }
}

/** /login?redirectUri=…: remembered for after the sign-in, when it is a safe same-origin path. */
export function rememberRedirectUri(value: unknown): void {
  if (typeof value === 'string' && isSafeRedirect(value)) local.set(localKeys.redirectUri, value);
}

/** Where a signed-in shopper goes: the remembered redirectUri, the guarded page they wanted, or home. */
export function takeDestination(): string {
  const candidates = [local.get(localKeys.redirectUri), cookie.get(cookieKeys.redirectPath)];
  local.remove(localKeys.redirectUri);
  cookie.remove(cookieKeys.redirectPath);
  const found = candidates.find((candidate) => isSafeRedirect(candidate) && !candidate.startsWith('/login'));
  return found ?? '/';
}
