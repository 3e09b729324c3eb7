import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectAccessible, pageHeading } from './support/gates';
import { keepScreenshot } from './support/screenshot';
import { hideSurvey, memberTokens, uniqueEmail } from './support/session';

/**
 * Issue 25 §4: /login offers the shop's member login beside Naver and Apple. In development it goes
 * to the shop stand-in's login page (server/standins/shop-login.ts), which writes the shared token
 * cookies and comes back to /login-action?result=success as the real shop does; the shopper lands
 * signed in on the page the guard remembered. Also the login page's account finder (SPEC.md §7
 * email lookup by cellphone).
 */

const SHOP_PASSWORD = 'market1234';

/** The shop stand-in's login form, as a shopper fills it. */
class ShopLoginPage {
  constructor(private readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { name: '쇼핑몰 로그인', level: 1 });

  async logIn(email: string, password = SHOP_PASSWORD): Promise<void> {
    await this.page.getByLabel('아이디(이메일)').fill(email);
    await this.page.getByLabel('비밀번호').fill(password);
    await this.page.getByRole('button', { name: '로그인' }).click();
  }
}

const shopLoginLink = (page: Page) => page.getByRole('link', { name: '쇼핑몰 회원 로그인' });

test('/login offers the shop’s member login beside Naver and Apple', async ({ page }, testInfo) => {
  await page.goto('/login');
  await expect(pageHeading(page, '로그인')).toBeVisible();
  await expect(shopLoginLink(page)).toHaveAttribute('href', '/dev/shop/login?returnUrl=%2Flogin-action');
  await expect(page.getByRole('button', { name: '네이버로 시작하기' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apple로 계속하기' })).toBeVisible();
  await keepScreenshot(page, testInfo, 'login-with-shop');
  await expectAccessible(page, 'main');
});

test('a guarded page → /login → the shop’s login → back signed in, on the page that asked', async ({ page, request, baseURL }, testInfo) => {
  const email = uniqueEmail('shop');
  await memberTokens(request, email); // a member of the market, registered with the shop
  await hideSurvey(page);

  await page.goto('/my-page/point');
  await expect(page).toHaveURL(/\/login$/);
  await shopLoginLink(page).click();
  const shop = new ShopLoginPage(page);
  await expect(shop.heading()).toBeVisible();
  expect(new URL(page.url()).searchParams.get('returnUrl')).toBe(`${baseURL}/login-action`);
  await keepScreenshot(page, testInfo, 'shop-login-standin');

  await shop.logIn(email);
  await expect(page).toHaveURL(/\/my-page\/point$/);
  await expect(pageHeading(page, '별 포인트')).toBeVisible();
  const stored = await page.evaluate(() => ({
    accessToken: localStorage.getItem('accessToken1'),
    userToken: localStorage.getItem('userToken'),
    receivedValue: localStorage.getItem('receivedValue'),
    isCafe24Register: localStorage.getItem('isCafe24Register'),
  }));
  const cookieToken = (await page.context().cookies()).find((c) => c.name === 'ACCESS_TOKEN')?.value;
  expect(stored.accessToken).toBe(cookieToken);
  expect(stored.receivedValue).toBeNull();
  expect(stored.isCafe24Register).toBe('true');
  // SPEC.md §3 userToken: the §5 hash of the member's email
  await expect.poll(() => page.evaluate(() => localStorage.getItem('userToken'))).toBe(createHash('sha256').update(email.toLowerCase()).digest('hex'));
});

test('a wrong password stays on the shop’s form; giving up goes back to /login, still a visitor', async ({ page, request }) => {
  const email = uniqueEmail('shop');
  await memberTokens(request, email);
  await page.goto('/login');
  await shopLoginLink(page).click();
  const shop = new ShopLoginPage(page);
  await shop.logIn(email, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('아이디 또는 비밀번호가 맞지 않아요. 다시 확인해 주세요.');
  await expect(shop.heading()).toBeVisible();
  await page.getByRole('link', { name: '로그인하지 않고 돌아가기' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(pageHeading(page, '로그인')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('accessToken1'))).toBeNull();
});

test('/login-action told success without the shop’s cookies says so and stays a visitor', async ({ page }) => {
  await page.goto('/login-action?result=success');
  await expect(page.getByRole('alertdialog')).toContainText('쇼핑몰 로그인 정보를 받지 못했어요. 다시 로그인해 주세요.');
  await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('receivedValue'))).toBeNull();
});

test('the account finder tells the masked email of a cellphone number, or why not', async ({ page }) => {
  await page.goto('/login');
  await page.getByText('가입한 계정을 잊으셨나요?').click();
  const phone = page.getByLabel('가입할 때 쓴 휴대전화번호');
  await phone.fill('0101234');
  await page.getByRole('button', { name: '찾기' }).click();
  await expect(page.getByText('휴대전화번호를 정확히 입력해 주세요.')).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');

  await phone.fill('01000000000');
  await expect(phone).toHaveValue('010-0000-0000');
  await page.getByRole('button', { name: '찾기' }).click();
  await expect(page.getByText('입력한 휴대전화번호로 가입한 계정을 찾지 못했어요.')).toBeVisible();

  // the seed's demo member (stars@example.com, 010-9876-5432)
  await phone.fill('010-9876-5432');
  await page.getByRole('button', { name: '찾기' }).click();
  await expect(page.getByText(/계정으로 가입하셨어요\./)).toBeVisible();
  await expect(page.getByText(/^[^@\s]{1,2}\*\*\*@example\.com$/)).toBeVisible();
});
