import { expect, type Page } from '@playwright/test';

/**
 * /login and the reference server's Naver stand-in (/dev/idp/naver), as a shopper uses them. The
 * buttons are found by their accessible names, so other buttons on the page (a shop login) do not
 * move them.
 */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/login');
  }

  naverButton() {
    return this.page.getByRole('button', { name: '네이버로 시작하기' });
  }

  appleButton() {
    return this.page.getByRole('button', { name: 'Apple로 계속하기' });
  }

  /** taps '네이버로 시작하기' and waits for the stand-in's consent screen */
  async start(): Promise<void> {
    await this.naverButton().click();
    await expect(this.page.getByRole('heading', { name: '네이버 아이디로 로그인' })).toBeVisible();
  }

  /** the stand-in's form: an account and a birth year */
  async fill({ email, birthyear = '1990' }: { email: string; birthyear?: string }): Promise<void> {
    await this.page.getByLabel('이메일', { exact: true }).fill(email);
    await this.page.getByLabel('출생연도', { exact: true }).selectOption(birthyear);
  }

  async uncheck(item: 'email' | 'gender' | 'birthyear' | 'mobile'): Promise<void> {
    await this.page.locator(`#agree-${item}`).uncheck();
  }

  async agree(): Promise<void> {
    await this.page.getByRole('button', { name: '동의하기' }).click();
  }

  async cancel(): Promise<void> {
    await this.page.getByRole('button', { name: '취소' }).click();
  }

  /** the whole Naver sign-in of an existing or new account, from /login */
  async signInWithNaver(email: string): Promise<void> {
    await this.start();
    await this.fill({ email });
    await this.agree();
  }
}

/** @deprecated the older name of LoginPage, kept for the specs that use it */
export const NaverSignIn = LoginPage;
