import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * Home's first screen drawn by the server (issue 14, server/first-screen.ts): a static snapshot of
 * home's top in index.html that paints before any script runs, and React replacing it with the same
 * top, in the same boxes, without a layout shift or a CSP violation (support/fixtures.ts fails a test
 * on any `securitypolicyviolation`).
 */

/** the banner strip is 750:360, edge to edge on a 390 px wide phone */
const BANNER = { width: 390, height: (390 * 360) / 750 };

async function bannerBox(page: Page, selector: string) {
  const box = await page.locator(selector).first().boundingBox();
  expect(box, selector).not.toBeNull();
  return box ?? { x: 0, y: 0, width: 0, height: 0 };
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("paints home's header, search box and first banner from the HTML alone, with classes the built CSS has", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: '오늘의 특가' })).toBeVisible();
    await expect(page.getByRole('link', { name: '상품 검색' })).toHaveAttribute('href', '/search/list');
    const banner = page.locator('[data-first-screen] main img');
    await expect(banner).toHaveAttribute('fetchpriority', 'high');
    await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const box = await bannerBox(page, '[data-first-screen] main img');
    expect(box.width).toBeCloseTo(BANNER.width, 0);
    expect(box.height).toBeCloseTo(BANNER.height, 0);

    // every class of the snapshot is a rule of the stylesheet (Panda only emits what src/ uses)
    const missing = await page.evaluate(() => {
      // selectors of every rule, split at the commas that are not escaped (`.bg_rgba\(0\,_0…`)
      const selectors = new Set<string>();
      const collect = (rules: CSSRuleList) => {
        for (const rule of Array.from(rules)) {
          if (rule instanceof CSSStyleRule) rule.selectorText.split(/(?<!\\),/).forEach((selector) => selectors.add(selector.trim()));
          if ('cssRules' in rule && rule.cssRules instanceof CSSRuleList) collect(rule.cssRules);
        }
      };
      for (const sheet of Array.from(document.styleSheets)) collect(sheet.cssRules);
      const tokens = new Set<string>();
      document.querySelectorAll('[data-first-screen], [data-first-screen] *').forEach((element) => element.classList.forEach((token) => tokens.add(token)));
      return [...tokens].filter((token) => !selectors.has(`.${CSS.escape(token)}`));
    });
    expect(missing).toEqual([]);
  });
});

test('React replaces the snapshot with the same top: the banner in the same box, no layout shift', async ({ page }) => {
  await page.addInitScript(() => {
    const record = { shifts: 0 };
    (window as unknown as { firstScreen: typeof record }).firstScreen = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) record.shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const response = await page.goto('/');
  expect(await response?.text()).toContain('data-first-screen');

  // React's home: the shortcuts are not in the snapshot
  await expect(page.getByRole('navigation', { name: '바로가기' })).toBeVisible();
  await expect(page.locator('[data-first-screen]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: '오늘의 특가' })).toBeVisible();
  // the banner (the first one, then the carousel's, which replaces it when its chunk arrives)
  const banner = page.locator('main img[fetchpriority="high"]').first();
  await expect
    .poll(async () => {
      const box = await banner.boundingBox();
      return box && [Math.round(box.width), Math.round(box.height)];
    })
    .toEqual([Math.round(BANNER.width), Math.round(BANNER.height)]);
  // the lazy sections arrive and the carousel takes the banner's place
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const shifts = await page.evaluate(() => (window as unknown as { firstScreen: { shifts: number } }).firstScreen.shifts);
  expect(shifts).toBeLessThanOrEqual(0.02);
});
