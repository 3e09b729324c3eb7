import { expect, type Locator, type Page } from '@playwright/test';

/** The taste survey's full-screen dialog and its leave confirm (SPEC.md §2). */
export class SurveyDialog {
  readonly root: Locator;
  constructor(private readonly page: Page) {
    this.root = page.getByRole('dialog', { name: '나에게 딱 맞는 먹거리 찾기' });
  }

  /** the question of a 1-based step: a radio group or a group of check boxes */
  question(step: number): Locator {
    const name = new RegExp(`^${step}\\. `);
    return this.root.getByRole('radiogroup', { name }).or(this.root.getByRole('group', { name }));
  }

  /** taps an answer by its caption, as a shopper does (the label around a hidden input) */
  async pick(step: number, title: string): Promise<void> {
    await this.question(step).locator('label').filter({ hasText: title }).first().click();
  }

  /** the answers checked on a step, by caption */
  async checked(step: number, titles: readonly string[]): Promise<string[]> {
    const result: string[] = [];
    for (const title of titles) {
      const input = this.question(step).locator('label').filter({ hasText: title }).first().locator('input');
      if (await input.isChecked()) result.push(title);
    }
    return result;
  }

  async stepShown(): Promise<number> {
    return Number(await this.root.getByRole('progressbar').getAttribute('aria-valuenow'));
  }

  button(name: '이전으로' | '다음으로' | '완료' | '마켓 구경하기') {
    return this.root.getByRole('button', { name });
  }

  async close(): Promise<void> {
    await this.root.getByRole('button', { name: '닫기' }).click();
  }

  leaveQuestion() {
    return this.page.getByText('취향 정보 입력 중이에요! 완료하지 않고 나가시겠어요?');
  }

  async stay(): Promise<void> {
    await this.page.getByRole('button', { name: '이어서 계속하기' }).click();
  }

  async leave(): Promise<void> {
    await this.page.getByRole('button', { name: '나가기' }).click();
  }

  /** the app's alert over the survey (too few, too many): its text, then '확인' */
  async dismissAlert(text: string): Promise<void> {
    const alert = this.page.getByRole('alertdialog');
    await expect(alert).toContainText(text);
    await alert.getByRole('button', { name: '확인' }).click();
    await expect(alert).toHaveCount(0);
  }
}
