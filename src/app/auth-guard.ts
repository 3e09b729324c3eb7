import { redirect } from '@tanstack/react-router';
import { waitFor } from 'xstate';
import { isLoggedIn, isSettled } from '../../machines/session/session.selectors';
import { cookie, cookieKeys } from '../platform/cookies';
import type { SessionActor } from './actors';
import { whenHydrated } from './hydration';

/** How long a guard waits for the session to settle (a token validation under way). */
const SETTLE_TIMEOUT_MS = 15_000;

/** A same-origin, relative path that is safe to come back to: no `//host`, no `/\host`, no scheme. */
export function isSafeReturnPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') && ![...path].some((ch) => ch.charCodeAt(0) < 0x20);
}

/**
 * The one requireAuth guard (the `_auth` layout's beforeLoad). Reads the session actor — no network
 * call per navigation — and sends a visitor to the login page, remembering where they wanted to go.
 */
export async function requireMember(session: SessionActor, intendedPath: string): Promise<void> {
  if (isLoggedIn(await settled(session))) return;
  if (isSafeReturnPath(intendedPath)) cookie.set(cookieKeys.redirectPath, intendedPath);
  // the page the server drew for this address is hydrated first (./hydration.ts)
  await whenHydrated();
  throw redirect({ to: '/login', replace: true });
}

/** The session's snapshot once the login state is known (or after SETTLE_TIMEOUT_MS, as it is then). */
export async function settled(session: SessionActor) {
  return isSettled(session.getSnapshot())
    ? session.getSnapshot()
    : waitFor(session, isSettled, { timeout: SETTLE_TIMEOUT_MS }).catch(() => session.getSnapshot());
}

/** /login for someone already logged in: straight on to `destination()`. */
export async function skipLoginForMember(session: SessionActor, destination: () => string): Promise<void> {
  if (!isLoggedIn(await settled(session))) return;
  await whenHydrated();
  throw redirect({ href: destination(), replace: true });
}

/** /login-action (back from the shop login or the app): on to `destination()` when logged in, else to /login. */
export async function continueAfterLogin(session: SessionActor, destination: () => string): Promise<never> {
  if (isLoggedIn(await settled(session))) throw redirect({ href: destination(), replace: true });
  throw redirect({ to: '/login', replace: true });
}
