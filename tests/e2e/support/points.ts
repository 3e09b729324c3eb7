import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { shotForLooking } from './screenshot';
import { OPERATOR, signedInPage, type TokenPair } from './session';

/** Helpers of the my-page, point, alarm and game specs (docs/api.md "Member data"). */

/** pictures to look at while building, only with SHOTS_DIR (tests/e2e/support/screenshot.ts) */
export const shoot = shotForLooking;

/** A new member's phone browser: signed in, survey and app-install popup out of the way. */
export async function pointMember(page: Page, request: APIRequestContext) {
  const signedIn = await signedInPage(page, request);
  await page.addInitScript(() => window.sessionStorage.setItem('appInstallPopupSeen', 'true'));
  return signedIn;
}

export const memberHeaders = (tokens: TokenPair) => ({ Authorization: `Bearer ${tokens.accessToken}`, deviceUuid: 'w-e2e-api' });

/** The operator's grant: an ordinary earn (history row, alarm, level). */
export async function grantPoints(request: APIRequestContext, userId: number, amount: number, reason?: string) {
  const answer = await request.post(`/api/dev/operator/users/${userId}/points`, { headers: OPERATOR, data: reason ? { amount, reason } : { amount } });
  expect(answer.status(), 'grant points').toBe(200);
  return (await answer.json()) as { balance: number };
}

export async function balanceOf(request: APIRequestContext, tokens: TokenPair): Promise<number> {
  const answer = await request.get('/api/v1/user/point/summary', { headers: memberHeaders(tokens) });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { balance: number }).balance;
}

export async function unreadCountOf(request: APIRequestContext, tokens: TokenPair): Promise<number> {
  const answer = await request.get('/api/v1/alarm/count', { headers: memberHeaders(tokens) });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { count: number }).count;
}

export const toast = (page: Page, text: string | RegExp) => page.locator('[data-toast-id]').filter({ hasText: text });
