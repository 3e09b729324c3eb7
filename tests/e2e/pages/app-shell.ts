import { expect, type Page } from '@playwright/test';

/** The shell every screen shares: the bottom bar, the header's buttons, the app's dialogs. */
export class AppShell {
  constructor(private readonly page: Page) {}

  /** a bottom bar tab, by its Korean name (client-side navigation, the app keeps running) */
  async tab(name: '카테고리' | '커뮤니티' | '홈' | '마이페이지'): Promise<void> {
    await this.page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link', { name }).click();
  }

  /** the app's alert or confirm (a modal <dialog role="alertdialog">) */
  dialog() {
    return this.page.getByRole('alertdialog');
  }

  async answerDialog(button: string): Promise<void> {
    await this.dialog().getByRole('button', { name: button }).click();
    await expect(this.dialog()).toHaveCount(0);
  }
}
