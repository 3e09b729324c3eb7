import type { Page, TestInfo } from '@playwright/test';

/** Saves a 390×844 screenshot as a test artifact (test-results/screenshots/<name>.png). */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = `test-results/screenshots/${name.replace(/[^a-z0-9-]+/gi, '_')}.png`;
  const body = await page.screenshot({ path, fullPage: false });
  await testInfo.attach(name, { body, contentType: 'image/png' });
}
