/**
 * A call the first HTML started before the app (issue 14): my page's HTML reads the stored token
 * and asks for GET /api/v1/user/mypage while the entry script still downloads, to draw the member's
 * card at once (server/first-screen-member.ts). The screen takes that answer instead of calling again.
 *
 * The answer is taken once, for the same path and the same token the app would send now (a member
 * who signed out, switched or refreshed the token meanwhile gets a call of their own), and only as
 * an unknown value: the caller checks it with the call's schema, like any answer.
 */

interface FirstCall {
  readonly path: string;
  readonly token: string;
  readonly answer: Promise<unknown>;
}

declare global {
  interface Window {
    __firstCall?: unknown;
  }
}

function isFirstCall(value: unknown): value is FirstCall {
  if (typeof value !== 'object' || value === null) return false;
  const call = value as Record<string, unknown>;
  return typeof call.path === 'string' && typeof call.token === 'string' && call.answer instanceof Promise;
}

/** The answer the HTML's call got (null when it failed), or undefined when there is none to take. */
export function takeFirstCall(path: string, token: string | null): Promise<unknown> | undefined {
  if (typeof window === 'undefined') return undefined;
  const call = window.__firstCall;
  if (call === undefined) return undefined;
  delete window.__firstCall;
  if (!isFirstCall(call) || call.path !== path || token === null || call.token !== token) return undefined;
  return call.answer.catch(() => null);
}
