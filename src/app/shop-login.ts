import { redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import type { TokenPair } from '../../machines/session/session.types';
import { validateAccessToken } from '../api/auth';
import { isApiError } from '../api/errors';
import { cookie, cookieKeys } from '../platform/cookies';
import { getStoredAccessToken, local, localKeys } from '../platform/storage';
import { alert } from '../ui/dialogs/dialog-store';
import type { SessionActor } from './actors';
import { continueAfterLogin } from './auth-guard';
import { forgetMemberStorage, storeTokensUnderLock } from './session-services';
import { whenHydrated } from './hydration';

/**
 * /login-action, the return of the shop's member login (SPEC.md §1, §4; issue 25). The shop, on the
 * app's parent domain, writes the market's token pair into the shared cookies ACCESS_TOKEN and
 * REFRESH_TOKEN (SPEC.md §9) and sends the shopper back here with `result=success`, or with
 * `result=cancel` when they gave up (server/standins/shop-login.ts plays it in development).
 *
 * The shop's answer is kept as `receivedValue` (SPEC.md §3) while it is being worked on: the pair
 * is checked with the server (GET /api/v1/token/jwt/validation) before it replaces anything, then
 * stored like any sign-in's and handed to the session, which validates it, loads the profile and
 * tells the native app (src/app/web-view.ts). A reload while the check is under way finds the
 * answer again; it is removed once the shopper is on their way. Arriving without an answer (the
 * app's own return, a typed address) just goes on: signed in → the remembered path, else /login.
 */

export const SHOP_LOGIN_MISSING_MESSAGE = '쇼핑몰 로그인 정보를 받지 못했어요. 다시 로그인해 주세요.';
export const SHOP_LOGIN_REFUSED_MESSAGE = '쇼핑몰 로그인 정보가 만료되었거나 올바르지 않아요. 다시 로그인해 주세요.';
export const SHOP_LOGIN_OFFLINE_MESSAGE = '쇼핑몰 로그인을 확인하지 못했어요. 인터넷 연결을 확인한 뒤 다시 시도해 주세요.';

const ReceivedSchema = v.object({ result: v.picklist(['success', 'cancel']), at: v.number() });
export type ShopAnswer = v.InferOutput<typeof ReceivedSchema>;

/** The shop's answer in /login-action's query, or null when there is none. */
export function shopAnswerOf(searchStr: string, now: number = Date.now()): ShopAnswer | null {
  const result = new URLSearchParams(searchStr).get('result');
  return result === 'success' || result === 'cancel' ? { result, at: now } : null;
}

/** The answer kept in `receivedValue`, or null when absent or not ours. */
export function readReceivedValue(): ShopAnswer | null {
  const raw = local.get(localKeys.receivedValue);
  if (raw === null) return null;
  try {
    const parsed = v.safeParse(ReceivedSchema, JSON.parse(raw));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/** The pair the shop left in the shared cookies; expireDt is unknown (the cookies carry their own expiry). */
export function sharedCookieTokens(): TokenPair | null {
  const accessToken = cookie.get(cookieKeys.accessToken);
  const refreshToken = cookie.get(cookieKeys.refreshToken);
  if (accessToken === null || refreshToken === null) return null;
  return { accessToken, refreshToken, expireDt: '' };
}

export type ShopTokenOutcome = 'stored' | 'unchanged' | 'refused' | 'unreachable';

export interface ShopLoginPorts {
  validate: (accessToken: string) => Promise<void>;
  store: (pair: TokenPair) => Promise<void>;
  tell: (message: string) => Promise<unknown>;
}

const realPorts: ShopLoginPorts = {
  validate: validateAccessToken,
  store: storeTokensUnderLock,
  tell: (message) => alert({ message }),
};

/** Checks the shop's pair with the server and stores it; a token of someone else first forgets the previous member's data. */
export async function adoptShopTokens(pair: TokenPair, ports: Pick<ShopLoginPorts, 'validate' | 'store'> = realPorts): Promise<ShopTokenOutcome> {
  const handed = pair.accessToken.replace(/^Bearer\s+/i, '').trim();
  const stored = getStoredAccessToken();
  if (handed === stored) return 'unchanged';
  try {
    await ports.validate(pair.accessToken);
  } catch (error) {
    // the server said no (110, 111, a revoked pair): refused; no answer at all: try again later
    return isApiError(error) ? 'refused' : 'unreachable';
  }
  if (stored !== null) forgetMemberStorage();
  await ports.store(pair);
  return 'stored';
}

/**
 * /login-action's beforeLoad: takes the shop's answer, signs the shopper in with the shop's pair,
 * then on to `destination()` (the remembered path) or back to /login with a message.
 *
 * It never waits for the session here: once the pair is stored the session is told and the
 * shopper goes straight on; a guarded destination's own guard waits for the validation. (Waiting
 * here would have the router run this again when the login state flips, and the remembered path,
 * read once, would be gone the second time.) Messages are not awaited either: on the first load the
 * app's dialogs show only once a route has rendered, so the alert appears over /login.
 */
export async function finishShopLogin(session: SessionActor, searchStr: string, destination: () => string, ports: ShopLoginPorts = realPorts): Promise<never> {
  // every way on is a redirect: the page the server drew for /login-action is hydrated first (./hydration.ts)
  await whenHydrated();
  const arrived = shopAnswerOf(searchStr);
  if (arrived !== null) local.set(localKeys.receivedValue, JSON.stringify(arrived));
  const answer = readReceivedValue();
  if (answer === null) return continueAfterLogin(session, destination);

  if (answer.result === 'cancel') {
    local.remove(localKeys.receivedValue);
    throw redirect({ to: '/login', replace: true });
  }
  const pair = sharedCookieTokens();
  const outcome = pair === null ? 'missing' : await adoptShopTokens(pair, ports);
  if (outcome === 'unreachable') {
    // kept: opening /login-action again (or a reload) tries the same answer once more
    void ports.tell(SHOP_LOGIN_OFFLINE_MESSAGE);
    throw redirect({ to: '/login', replace: true });
  }
  local.remove(localKeys.receivedValue);
  if (outcome === 'missing' || outcome === 'refused') {
    void ports.tell(outcome === 'missing' ? SHOP_LOGIN_MISSING_MESSAGE : SHOP_LOGIN_REFUSED_MESSAGE);
    throw redirect({ to: '/login', replace: true });
  }
  // a member of the shop (isCafe24Register, SPEC.md §3)
  local.set(localKeys.isCafe24Register, 'true');
  if (outcome === 'stored') session.send({ type: 'session.storageChanged', hasToken: true });
  throw redirect({ href: destination(), replace: true });
}
