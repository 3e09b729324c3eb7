import { type Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { countLoads, loadsOf, operatorSwitches, pageHeading } from '../support/gates';

/**
 * SPEC.md §4 Web version against the operator's app-info switch (server-wide, hence the 'gates'
 * project): a server webVersion other than the build's (2.26.2) clears the caches and reloads the
 * page once, never again for the same version.
 */

test.afterEach(async ({ request }) => {
  await operatorSwitches(request).webVersion(null);
});

const checkNow = (page: Page) => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

test('a new web version reloads the page once, with the caches cleared', async ({ page, request }) => {
  await countLoads(page);
  await page.goto('/best');
  await expect(pageHeading(page, '베스트')).toBeVisible();
  await page.evaluate(async () => {
    const cache = await caches.open('e2e-old-build');
    await cache.put('/e2e-marker', new Response('old'));
  });
  expect(await loadsOf(page)).toBe(1);

  await operatorSwitches(request).webVersion('9.9.9');
  // the app asks for the profile when the page is shown again (and every 5 minutes)
  await checkNow(page);
  await expect.poll(() => loadsOf(page)).toBe(2);
  await expect(pageHeading(page, '베스트')).toBeVisible();
  expect(await page.evaluate(() => caches.keys())).not.toContain('e2e-old-build');
  expect(await page.evaluate(() => window.sessionStorage.getItem('webVersionReloadedFor'))).toBe('9.9.9');

  // the reloaded page learns the same version again: no second reload
  await checkNow(page);
  await page.waitForTimeout(1500);
  expect(await loadsOf(page)).toBe(2);
  await page.goto('/season');
  await expect(pageHeading(page, '제철 별미')).toBeVisible();
  await page.waitForTimeout(1000);
  expect(await loadsOf(page)).toBe(3);
});

test('the build’s own version never reloads', async ({ page }) => {
  await countLoads(page);
  await page.goto('/');
  await expect(pageHeading(page, '오늘의 특가')).toBeVisible();
  await checkNow(page);
  await page.waitForTimeout(1500);
  expect(await loadsOf(page)).toBe(1);
});
