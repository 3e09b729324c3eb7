import type { Page, TestInfo } from '@playwright/test';
import { holdScreenshot } from './fixtures';

/**
 * Takes a 390×844 screenshot of the page as it is now. It is written to
 * test-results/screenshots/<name>.png only when the test fails (or always with KEEP_SCREENSHOTS=1),
 * so a green run leaves no pictures behind. One CSS pixel per pixel: at the phone's own density
 * (2.625) a picture cost the suite 0.15–0.6 s of processor time, taken in every test that passed.
 */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = `test-results/screenshots/${name.replace(/[^a-z0-9-]+/gi, '_')}.png`;
  const body = await page.screenshot({ fullPage: false, scale: 'css' });
  holdScreenshot(testInfo, { path, body });
}

/**
 * A picture to look at while building a screen: written to `$SHOTS_DIR/<name>.png` only when
 * SHOTS_DIR is set (e.g. `SHOTS_DIR=/tmp/shots npx playwright test …`); a normal run writes nothing.
 */
export async function shotForLooking(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: options.fullPage ?? false });
}
