import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { keepScreenshot } from './support/screenshot';

/**
 * Issue 12: `/deal` is an address of home (SPEC.md §2 "home showing the deal screen (alias
 * deal)") while `/deal/:id` stays the deal page; the category main shows each category's picture.
 */

/** SHOTS_DIR=/tmp/shots-info also writes each screen's picture there, to look at while building. */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` });
}

test.describe('/deal is home', () => {
  test('/deal opens home in its place, keeping the query; back does not bounce', async ({ page }) => {
    await page.goto('/best');
    await page.goto('/deal?click_key=spring-2026');
    await expect(page).toHaveURL('/?click_key=spring-2026');
    await expect(page.getByRole('heading', { name: '오늘의 특가', level: 1 })).toBeVisible();
    // the campaign's click key is remembered as on home itself
    expect(await page.evaluate(() => Object.values(sessionStorage).includes('spring-2026'))).toBe(true);
    await page.goBack();
    await expect(page).toHaveURL('/best');
  });

  test('/deal/ works too, and /deal/:id is still the deal page (digits only)', async ({ page }) => {
    await page.goto('/deal/');
    await expect(page).toHaveURL('/');
    await page.goto('/deal/1');
    await expect(page.getByRole('heading', { name: '특가 상세', level: 1 })).toBeVisible();
    await page.goto('/deal/abc');
    await expect(page).toHaveURL(/\/404$/);
  });
});

test('the category main shows a picture per category, in boxes of fixed size', async ({ page }, testInfo) => {
  await page.goto('/category');
  await expect(page.getByRole('heading', { name: '카테고리', level: 1 })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: '대분류' });
  const tabPictures = tabs.locator('img');
  // every first-level tab but '테마 추천' has its picture
  await expect(tabPictures).toHaveCount((await tabs.getByRole('tab').count()) - 1);
  const panel = page.getByRole('tabpanel');
  const first = panel.locator('img').first();
  await expect(first).toHaveAttribute('src', /^\/images\/categories\/[0-9A-Za-z_-]+\.webp$/);

  // the pictures arrive and are drawn (not the '이미지 준비중' placeholder)
  await page.waitForFunction(() =>
    Array.from(document.images)
      .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
      .every((image) => image.complete && image.naturalWidth > 0 && !image.dataset.failed),
  );
  for (const image of await panel.locator('img').all()) {
    const box = await image.boundingBox();
    if (!box) continue;
    expect(box.width).toBe(40);
    expect(box.height).toBe(40);
  }
  const tabBox = await tabPictures.first().boundingBox();
  expect([tabBox!.width, tabBox!.height]).toEqual([32, 32]);
  // below the first screen they load lazily
  await expect(panel.locator('img').last()).toHaveAttribute('loading', 'lazy');
  // decorative: the link keeps its name
  await expect(panel.getByRole('link').nth(1)).toHaveAccessibleName(/^\S+ \S+/);
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'category-pictures');
  await keepScreenshot(page, testInfo, 'category-pictures');

  // another tab: its own pictures
  await tabs.getByRole('tab').nth(2).click();
  await expect(panel.locator('img').first()).toHaveAttribute('src', /\/images\/categories\//);
});
