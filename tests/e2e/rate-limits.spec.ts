import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { keepScreenshot, shotForLooking } from './support/screenshot';
import { NaverSignIn, signedInPage, type TokenPair, uniqueEmail } from './support/session';

/**
 * Issue 27: over one of the server's rate limits (server/rate-limit.ts) a call answers 429 with code 13
 * and a Korean message saying when to try again, and the app shows that message where the shopper acted,
 * never failing silently nor taking it for an answer about what they typed. The post meets the real
 * server's limit, reached by sending the calls a person never sends; the nickname check (whose limit
 * refills every second) and the sign-in (whose address, 127.0.0.1, the e2e server's other tests share)
 * play the server's answer, whose shape server/rate-limit.test.ts proves.
 */

const memberHeaders = (tokens: TokenPair) => ({ Authorization: `Bearer ${tokens.accessToken}`, deviceUuid: 'w-e2e-api' });

/** `times` calls of one kind for this member: whatever they answer, each is counted by the limit */
async function spend(tokens: TokenPair, times: number, send: (headers: Record<string, string>) => Promise<unknown>) {
  for (let i = 0; i < times; i += 1) await send(memberHeaders(tokens));
}

const busy = (subject: string) => new RegExp(`${subject} 너무 잦아요\\. \\d+(초|분) 뒤에 다시 시도해 주세요\\.`);

test('a nickname check over the limit says so under the field, with 다시 확인, and the nickname stays', async ({ page, request }, testInfo) => {
  await signedInPage(page, request);
  // 60 checks a minute per member, refilled one a second: the server's answer is played here
  const message = '닉네임 확인 요청이 너무 잦아요. 3초 뒤에 다시 시도해 주세요.';
  let busyAnswers = 1;
  await page.route('**/api/v1/user/nick-name/validation?*', async (route) => {
    if (busyAnswers <= 0) return route.fallback();
    busyAnswers -= 1;
    await route.fulfill({ status: 429, headers: { 'Retry-After': '3' }, contentType: 'application/json', body: JSON.stringify({ code: 13, message, errorType: 'USER' }) });
  });
  await page.goto('/my-page/my-info/update/nickname');
  const input = page.getByLabel('닉네임', { exact: true });
  await expect(input).toBeVisible();
  await input.fill('새벽시장');
  await expect(page.getByText(`닉네임을 확인하지 못했어요. ${message}`)).toBeVisible();
  await expect(page.getByRole('button', { name: '저장' })).toBeDisabled();
  await expect(input).toHaveValue('새벽시장');
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await keepScreenshot(page, testInfo, 'rate-limit-nickname');
  await shotForLooking(page, 'rate-limit-nickname');
  await expectNoSeriousA11yViolations(page);
  // 다시 확인, once the server lets checks through again
  await page.getByRole('button', { name: '다시 확인' }).click();
  await expect(page.getByText(/^(사용할 수 있는 닉네임이에요\.|이미 사용 중인 닉네임이에요)/)).toBeVisible();
});

test('a post over the limit shows the server’s message above 등록하기 and keeps what was written', async ({ page, request }, testInfo) => {
  const me = await signedInPage(page, request);
  // 20 posts in ten minutes: refused bodies count too, and write nothing
  await spend(me, 20, (headers) => request.post('/api/v1/community/qna', { headers, data: {} }));
  await page.goto('/community/qna/form');
  await expect(page.getByRole('heading', { name: '질문하기', level: 1 })).toBeVisible();
  await page.getByLabel('제목', { exact: true }).fill('김장 배추는 언제 사나요?');
  await page.getByLabel('내용', { exact: true }).fill('절임 배추 예약은 언제쯤 하면 좋을까요?');
  await page.getByRole('button', { name: '등록하기' }).click();
  await expect(page.getByText(busy('글 작성이'))).toBeVisible();
  await expect(page).toHaveURL(/\/community\/qna\/form$/);
  await expect(page.getByLabel('제목', { exact: true })).toHaveValue('김장 배추는 언제 사나요?');
  await keepScreenshot(page, testInfo, 'rate-limit-post');
  await shotForLooking(page, 'rate-limit-post');
});

async function answerSignInWith429(page: Page, message: string): Promise<void> {
  await page.route('**/api/v2/auth/social/signin-and-up', (route) =>
    route.fulfill({ status: 429, headers: { 'Retry-After': '42', 'Cache-Control': 'no-store' }, contentType: 'application/json', body: JSON.stringify({ code: 13, message, errorType: 'USER' }) }),
  );
}

test('too many sign-ins from one address: the login page shows the server’s message, not a generic one', async ({ page }, testInfo) => {
  const message = '로그인 시도가 너무 잦아요. 42초 뒤에 다시 시도해 주세요.';
  await answerSignInWith429(page, message);
  await page.goto('/login');
  const naver = new NaverSignIn(page);
  await naver.start();
  await naver.fill({ email: uniqueEmail('busy') });
  await naver.agree();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toContainText(message);
  await expect(dialog).not.toContainText('잠시 문제가 있어');
  await keepScreenshot(page, testInfo, 'rate-limit-sign-in');
  await shotForLooking(page, 'rate-limit-sign-in');
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('accessToken1'))).toBeNull();
});
