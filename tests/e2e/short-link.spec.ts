import { expect, test } from './support/fixtures';
import { expectAccessible, pageHeading } from './support/gates';
import { expectNoSeriousA11yViolations } from './support/axe';
import { keepScreenshot } from './support/screenshot';

/**
 * /link/:code (SPEC.md §2 short-link redirector) against the server's seeded short links
 * (server/seed/app-calls.ts): only app screens and pages of the product are followed.
 */

const SHORT_LINK_API = '**/api/v1/display/web/shortlink?*';

test('an app screen: /link/spring-event lands on the spring event, replacing the link', async ({ page }) => {
  await page.goto('/best');
  await page.goto('/link/spring-event');
  await expect(page).toHaveURL(/\/event\/1\?type=spring$/);
  await expect(pageHeading(page, '이벤트')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/best$/);
});

test('a page of the server on this origin opens in the window', async ({ page }) => {
  await page.goto('/link/shop-cart');
  await expect(page).toHaveURL(/\/dev\/shop\/cart$/);
  await expect(page.getByRole('heading', { name: '장바구니' }).first()).toBeVisible();
});

test('a site outside the product is refused', async ({ page }, testInfo) => {
  let left = false;
  await page.route('https://example.com/**', (route) => {
    left = true;
    return route.abort();
  });
  await page.goto('/link/outside');
  await expect(page.getByRole('heading', { name: '열 수 없는 링크예요' })).toBeVisible();
  await expect(page).toHaveURL(/\/link\/outside$/);
  expect(left).toBe(false);
  await keepScreenshot(page, testInfo, 'link-refused');
  await expectNoSeriousA11yViolations(page);
  await expectAccessible(page, 'main');
  await page.getByRole('link', { name: '홈으로 가기' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown code says the link is not found', async ({ page }) => {
  await page.goto('/link/no-such-link');
  await expect(page.getByRole('heading', { name: '링크를 찾을 수 없어요' })).toBeVisible();
});

test('shows that it is moving, and offers a retry when the lookup fails', async ({ page }, testInfo) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(SHORT_LINK_API, async (route) => {
    await held;
    await route.abort('connectionfailed');
  });
  await page.goto('/link/spring-event');
  await expect(page.getByRole('status').filter({ hasText: '이동하고 있어요…' })).toBeVisible();
  await keepScreenshot(page, testInfo, 'link-moving');
  release();

  await expect(page.getByRole('heading', { name: '링크를 열지 못했어요' })).toBeVisible({ timeout: 10_000 });
  await keepScreenshot(page, testInfo, 'link-failed');
  await expectNoSeriousA11yViolations(page);
  await page.unroute(SHORT_LINK_API);
  await page.getByRole('button', { name: '다시 시도' }).click();
  await expect(page).toHaveURL(/\/event\/1\?type=spring$/);
});
