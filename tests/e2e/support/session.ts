import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Wire } from '../../../contract/schemas/page';
import type { TokenPairSchema } from '../../../contract/schemas/auth';

/**
 * Page objects and helpers of the session flows, against the reference server's development
 * identity providers and operator endpoints (docs/api.md).
 */

export const OPERATOR = { 'X-Operator-Key': 'dev-operator' };

let sequence = 0;
/** an email of its own for each test, so members never collide between parallel tests */
export function uniqueEmail(prefix = 'e2e'): string {
  sequence += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${sequence}@example.com`;
}

export type TokenPair = Wire<typeof TokenPairSchema>;

let people = 0;
/**
 * An address of its own for each member signed in over HTTP, sent as X-Forwarded-For (the server believes
 * it from loopback, as from a balancer on its host): every test's member is a different person to the
 * rate limits (server/rate-limit.ts), as real shoppers are, instead of all of them one address.
 */
function personAddress(): string {
  people += 1;
  return `10.${(process.pid >> 8) & 255}.${process.pid & 255}.${people & 255}`;
}

/** Signs in through the Naver stand-in over HTTP (no browser): a member's token pair. */
export async function memberTokens(request: APIRequestContext, email = uniqueEmail()): Promise<TokenPair & { userId: number }> {
  const form = {
    client_id: 'market-web',
    redirect_uri: '/login-landing',
    state: 'e2e',
    response_type: 'token',
    name: '김테스트',
    email,
    gender: 'F',
    birthyear: '1990',
    mobile: '010-1234-5678',
    action: 'agree',
  };
  const body = new URLSearchParams(form);
  for (const item of ['email', 'gender', 'birthyear', 'mobile']) body.append('agree', item);
  const consent = await request.post('/dev/idp/naver/authorize', {
    data: body.toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    maxRedirects: 0,
  });
  expect(consent.status()).toBe(303);
  const fragment = new URLSearchParams((consent.headers().location ?? '').split('#')[1] ?? '');
  const socialToken = fragment.get('access_token');
  expect(socialToken).toBeTruthy();
  const signIn = await request.post('/api/v2/auth/social/signin-and-up', {
    headers: { socialToken: socialToken ?? '', deviceUuid: 'w-e2e', 'X-Forwarded-For': personAddress() },
    data: { channelType: 1001, redirectUri: '/login-landing', state: 'e2e', deviceType: 1002 },
  });
  expect(signIn.status()).toBe(200);
  const pair = (await signIn.json()) as TokenPair;
  return { ...pair, userId: await userIdOf(request, email) };
}

export async function userIdOf(request: APIRequestContext, email: string): Promise<number> {
  const answer = await request.get(`/api/dev/operator/users?email=${encodeURIComponent(email)}`, { headers: OPERATOR });
  const { users } = (await answer.json()) as { users: Array<{ userId: number }> };
  expect(users).toHaveLength(1);
  return users[0]!.userId;
}

/** Makes the browser a member before the first page loads (tokens in localStorage). */
export async function storeTokens(page: Page, tokens: TokenPair): Promise<void> {
  await page.addInitScript((pair) => {
    if (window.localStorage.getItem('accessToken1') === null && !window.sessionStorage.getItem('e2e-tokens-stored')) {
      window.localStorage.setItem('accessToken1', pair.accessToken);
      window.localStorage.setItem('refreshToken1', pair.refreshToken);
      window.sessionStorage.setItem('e2e-tokens-stored', '1');
    }
  }, tokens);
}

/**
 * Holds the stored token's check (the session's start-up validation) until the returned function is
 * called: until then the page shows a visitor's view and a tap waits for the session.
 */
export async function holdLoginCheck(page: Page): Promise<() => void> {
  let answer: () => void = () => undefined;
  const checked = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/v1/token/jwt/validation', async (route) => {
    await checked;
    await route.continue();
  });
  return answer;
}

/**
 * New members have the taste survey pending, and it opens on startup (SPEC.md §4). Tests about
 * something else hide it the way a shopper does: the 12-hour cookie.
 */
export async function hideSurvey(page: Page): Promise<void> {
  await page.context().addInitScript(() => {
    if (!document.cookie.includes('surveyHidden=')) document.cookie = 'surveyHidden=true; path=/; max-age=43200';
  });
}

/** A member's browser: signed in over HTTP, tokens stored before the first page. */
export async function signedInPage(page: Page, request: APIRequestContext, email = uniqueEmail(), { survey = false } = {}) {
  const tokens = await memberTokens(request, email);
  await storeTokens(page, tokens);
  if (!survey) await hideSurvey(page);
  return { ...tokens, email };
}

export const operator = (request: APIRequestContext, userId: number) => ({
  post: async (action: string, data?: unknown) => {
    const answer = await request.post(`/api/dev/operator/users/${userId}/${action}`, { headers: OPERATOR, data: data ?? {} });
    expect(answer.status(), `operator ${action}`).toBe(200);
    return answer.json() as Promise<Record<string, unknown>>;
  },
  stats: async () => {
    const answer = await request.get(`/api/dev/operator/users/${userId}/stats`, { headers: OPERATOR });
    return (await answer.json()) as { refreshCount: number; activeFamilies: number };
  },
});

/** The login page's page object (tests/e2e/pages/login-page.ts), under the name the specs know. */
export { LoginPage, NaverSignIn } from '../pages/login-page';
