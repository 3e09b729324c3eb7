import { expect, type Page } from '@playwright/test';
import { AppShell } from './app-shell';

/** /my-page/settings: the member's switches, and logout. */
export class SettingsPage {
  private readonly shell: AppShell;
  constructor(private readonly page: Page) {
    this.shell = new AppShell(page);
  }

  /** from my page, with the header's settings button (client-side) */
  async openFromMyPage(): Promise<void> {
    await this.page.getByRole('link', { name: '설정' }).first().click();
    await expect(this.page).toHaveURL(/\/my-page\/settings$/);
  }

  switch(name: '알림' | '광고성 정보 수신' | '이메일' | '문자') {
    return this.page.getByRole('switch', { name });
  }

  async logout(): Promise<void> {
    await this.page.getByRole('button', { name: '로그아웃' }).click();
    await this.shell.answerDialog('로그아웃');
  }
}
