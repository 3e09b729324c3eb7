import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { keepScreenshot } from './support/screenshot';
import { OPERATOR, operator, signedInPage } from './support/session';

/**
 * Issue 12: withdrawal. /withdrawInfo says what is lost and needs the agreement; /withdraw takes an
 * optional reason, confirms, calls DELETE /api/v2/auth/social/withdrawal and lands on home as a
 * visitor; the server has revoked the old tokens. A failed withdrawal keeps the member signed in on
 * the page with what was typed.
 */

/** SHOTS_DIR=/tmp/shots-info also writes each screen's picture there, to look at while building. */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` });
}

const WITHDRAWAL_PATH = '/api/v2/auth/social/withdrawal';
const AGREEMENT = '위 내용을 모두 확인했으며 탈퇴에 동의합니다.';
const DONE_TOAST = '탈퇴가 완료되었어요. 그동안 이용해 주셔서 감사합니다.';
const dialog = (page: Page) => page.getByRole('alertdialog');

test('a fresh member withdraws: agreement required, reason, confirm, home as a visitor, old tokens refused', async ({ page, context, request }, testInfo) => {
  // the whole flow with four accessibility scans: more than the default 30 s on a busy machine
  test.slow();
  const member = await signedInPage(page, request);
  await page.goto('/withdrawInfo');
  await expect(page.getByRole('heading', { name: '회원 탈퇴 안내', level: 1 })).toBeVisible();
  const losses = page.getByRole('list', { name: '탈퇴하면 사라지는 정보' });
  for (const item of ['보유한 별(포인트)', '찜 목록', '최근 본 상품', '취향 설문 응답', '커뮤니티 글과 댓글']) await expect(losses).toContainText(item);
  await expect(losses).toContainText("'탈퇴한 회원'");
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'withdraw-info');
  await keepScreenshot(page, testInfo, 'withdraw-info');

  // without the agreement the shopper is told why and stays
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page.getByRole('alert')).toHaveText('안내 내용을 확인하고 동의에 체크해 주세요.');
  await expect(page).toHaveURL('/withdrawInfo');
  await expectNoSeriousA11yViolations(page);
  await page.getByText(AGREEMENT).click();
  await expect(page.getByRole('checkbox', { name: AGREEMENT })).toBeChecked();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: '다음' }).click();

  await expect(page).toHaveURL('/withdraw');
  await expect(page.getByRole('heading', { name: '회원 탈퇴', level: 1 })).toBeVisible();
  await page.getByRole('radio', { name: '원하는 상품이 없어요' }).check({ force: true });
  const detail = page.getByLabel('자세한 이유 (선택)');
  await detail.fill('제주 한라봉이 자주 품절돼요');
  await expect(page.getByText('15/200자')).toBeVisible();
  // the box takes no more than 200 characters
  await detail.fill('가'.repeat(250));
  await expect(page.getByText('200/200자')).toBeVisible();
  await detail.fill('제주 한라봉이 자주 품절돼요');
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'withdraw');
  await keepScreenshot(page, testInfo, 'withdraw');

  // cancelling the confirmation sends nothing
  let calls = 0;
  page.on('request', (call) => {
    if (call.url().endsWith(WITHDRAWAL_PATH)) calls += 1;
  });
  await page.getByRole('button', { name: '탈퇴하기' }).click();
  await expect(dialog(page)).toContainText('정말 탈퇴하시겠어요?');
  await shot(page, 'withdraw-confirm');
  await dialog(page).getByRole('button', { name: '취소' }).click();
  await expect(dialog(page)).toHaveCount(0);
  expect(calls).toBe(0);

  await page.getByRole('button', { name: '탈퇴하기' }).click();
  const sent = page.waitForRequest((call) => call.url().endsWith(WITHDRAWAL_PATH) && call.method() === 'DELETE');
  // the shop's logout page opens in a tiny window, as on logout (listen before confirming)
  const shopLogoutOpened = context.waitForEvent('page');
  await dialog(page).getByRole('button', { name: '탈퇴하기' }).click();
  expect((await sent).postDataJSON()).toEqual({ reason: '원하는 상품이 없어요 / 제주 한라봉이 자주 품절돼요' });
  await expect(await shopLogoutOpened).toHaveURL(/\/dev\/shop\/logout/);

  // home, as a visitor, thanked
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('status').getByText(DONE_TOAST)).toBeVisible();
  await shot(page, 'withdraw-done');
  await keepScreenshot(page, testInfo, 'withdraw-done');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken1'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('refreshToken1'))).toBeNull();

  // the server refuses the old tokens and no longer knows the member
  const validation = await request.get('/api/v1/token/jwt/validation', { headers: { accessToken: member.accessToken } });
  expect(validation.status()).toBe(401);
  expect(((await validation.json()) as { code: number }).code).toBe(110);
  const refresh = await request.put('/api/v1/token/jwt/refresh', { headers: { accessToken: member.accessToken, refreshToken: member.refreshToken } });
  expect(refresh.ok()).toBe(false);
  const users = await request.get(`/api/dev/operator/users?email=${encodeURIComponent(member.email)}`, { headers: OPERATOR });
  expect(((await users.json()) as { users: unknown[] }).users).toEqual([]);

  // a guarded route now sends to the login page
  await page.goto('/my-page');
  await expect(page).toHaveURL(/\/login$/);
});

test('a failed withdrawal shows the server message and keeps the member signed in on the page', async ({ page, request }, testInfo) => {
  const member = await signedInPage(page, request);
  // the operator switch makes this member's withdrawal fail as the shop's side would (code 400)
  await operator(request, member.userId).post('withdrawal-failure', { value: true });
  await page.goto('/withdraw');
  await page.getByRole('radio', { name: '기타' }).check({ force: true });
  await page.getByLabel('자세한 이유 (선택)').fill('잠시 쉬어 가려고요');
  await page.getByRole('button', { name: '탈퇴하기' }).click();
  await dialog(page).getByRole('button', { name: '탈퇴하기' }).click();

  await expect(page.getByRole('alert')).toContainText('탈퇴하지 못했어요.');
  await expect(page.getByRole('alert')).toContainText('쇼핑몰 회원 탈퇴 처리 중 문제가 생겼어요. 고객센터로 문의해 주세요.');
  await expect(page).toHaveURL('/withdraw');
  // what was chosen and typed is still there, and the button works again
  await expect(page.getByRole('radio', { name: '기타' })).toBeChecked();
  await expect(page.getByLabel('자세한 이유 (선택)')).toHaveValue('잠시 쉬어 가려고요');
  await expect(page.getByRole('button', { name: '탈퇴하기' })).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'withdraw-failed');
  await keepScreenshot(page, testInfo, 'withdraw-failed');

  // still signed in: the token is stored and valid, guarded pages open
  expect(await page.evaluate(() => localStorage.getItem('accessToken1'))).toBe(member.accessToken);
  const validation = await request.get('/api/v1/token/jwt/validation', { headers: { accessToken: member.accessToken } });
  expect(validation.status()).toBe(200);
  await page.getByRole('link', { name: '이전' }).click();
  await expect(page).toHaveURL('/withdrawInfo');
});

test('a visitor who opens /withdraw is sent to the login page', async ({ page }) => {
  await page.goto('/withdraw');
  await expect(page).toHaveURL(/\/login$/);
});
