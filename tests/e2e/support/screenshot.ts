import type { Page, TestInfo } from '@playwright/test';
import { holdScreenshot } from './fixtures';

/**
 * Takes a 390×844 screenshot of the page as it is now. It is written to
 * test-results/screenshots/<name>.png only when the test fails (or always with KEEP_SCREENSHOTS=1),
 * so a green run leaves no pictures behind.
 */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = `test-results/screenshots/${name.replace(/[^a-z0-9-]+/gi, '_')}.png`;
  const body = await page.screenshot({ fullPage: false });
  holdScreenshot(testInfo, { path, body });
}
