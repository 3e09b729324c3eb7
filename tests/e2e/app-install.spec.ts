import { expect, test } from './support/fixtures';
import { AppInstallPopup, DESKTOP_UA, expectAccessible, pageHeading, WEB_VIEW_UA } from './support/gates';
import { expectNoSeriousA11yViolations } from './support/axe';
import { keepScreenshot } from './support/screenshot';

/**
 * SPEC.md §4 App-install popup: on a mobile browser outside the web view, the first event or period
 * page opened with a `type` query shows it once per session, after 1 s. Per session (session
 * storage), so it runs on the shared server. The project's browser is a Pixel 7 (mobile).
 */

const ANDROID_STORE = 'https://play.google.com/store/apps/details?id=kr.market.app';

test.beforeEach(async ({ page }) => {
  // the store stands in for itself: no network leaves the machine
  await page.route('https://play.google.com/**', (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<title>Play Store</title><h1>스토어</h1>' }),
  );
});

test('an event page with a type query shows the popup after about a second, once per session', async ({ page }, testInfo) => {
  const popup = new AppInstallPopup(page);
  // when the sheet appears, counted from the page's start (the server draws the page at once; the
  // app's one-second wait starts when the app does)
  await page.addInitScript(() => {
    const marks = window as unknown as { popupShownAt?: number };
    new MutationObserver(() => {
      if (marks.popupShownAt === undefined && document.querySelector('[data-testid="app-install-popup"]')) marks.popupShownAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/event/1?type=spring');
  // the event page under the sheet: on a busy machine the sheet may already be open when the page is
  // hydrated, and a modal sheet hides the page behind it from the accessibility tree
  await expect(page.getByRole('heading', { name: '이벤트', level: 1, includeHidden: true })).toBeVisible();
  await expect(popup.dialog()).toBeVisible({ timeout: 4000 });
  const shownAt = await page.evaluate(() => (window as unknown as { popupShownAt?: number }).popupShownAt ?? 0);
  expect(shownAt).toBeGreaterThanOrEqual(1000);
  await expect(popup.dialog()).toContainText('앱에서 로그인하면 1,000P 즉시 지급! 실시간 특가 알림도 받아보세요.');
  await expect(popup.openApp()).toBeFocused();
  await page.waitForTimeout(400); // the sheet's slide-up
  await keepScreenshot(page, testInfo, 'app-install-popup');
  await expectNoSeriousA11yViolations(page);
  await expectAccessible(page, '[data-testid="app-install-popup"]');

  await popup.stayOnWeb().click();
  await expect(popup.dialog()).toHaveCount(0);
  await expect(pageHeading(page, '이벤트')).toBeVisible();

  // not again in this session: another offer page, or a reload
  await page.goto('/period/12?type=spring');
  await page.waitForTimeout(1800);
  await expect(popup.dialog()).toHaveCount(0);
  await page.goto('/event/1?type=spring');
  await page.waitForTimeout(1800);
  await expect(popup.dialog()).toHaveCount(0);
});

test('Escape closes it like staying on the web', async ({ page }) => {
  const popup = new AppInstallPopup(page);
  await page.goto('/period/12?type=autumn');
  await expect(popup.dialog()).toBeVisible({ timeout: 4000 });
  await page.keyboard.press('Escape');
  await expect(popup.dialog()).toHaveCount(0);
  expect(await page.evaluate(() => window.sessionStorage.getItem('appInstallPopupSeen'))).toBe('true');
});

test('leaving the page before the second is up shows nothing', async ({ page }) => {
  const popup = new AppInstallPopup(page);
  await page.goto('/event/1?type=spring');
  await page.goto('/best');
  await page.waitForTimeout(1800);
  await expect(popup.dialog()).toHaveCount(0);
});

test('an event page without a type query shows no popup', async ({ page }) => {
  await page.goto('/event/1');
  await expect(pageHeading(page, '이벤트')).toBeVisible();
  await page.waitForTimeout(1800);
  await expect(new AppInstallPopup(page).dialog()).toHaveCount(0);
});

test('“앱으로 보기” tries the app, then goes to the store after 2.5 s', async ({ page }) => {
  const popup = new AppInstallPopup(page);
  await page.goto('/event/1?type=spring');
  await expect(popup.dialog()).toBeVisible({ timeout: 4000 });
  const tapped = Date.now();
  await popup.openApp().click();
  await expect(popup.dialog()).toHaveCount(0);
  await page.waitForURL(ANDROID_STORE, { timeout: 6000 });
  expect(Date.now() - tapped).toBeGreaterThanOrEqual(2000);
});

test.describe('in the native app’s web view', () => {
  test.use({ userAgent: WEB_VIEW_UA });

  test('never shows the popup', async ({ page }) => {
    await page.goto('/event/1?type=spring');
    await expect(pageHeading(page, '이벤트')).toBeVisible();
    await page.waitForTimeout(2000);
    await expect(new AppInstallPopup(page).dialog()).toHaveCount(0);
  });
});

test.describe('on a desktop browser', () => {
  test.use({ userAgent: DESKTOP_UA });

  test('never shows the popup', async ({ page }) => {
    await page.goto('/event/1?type=spring');
    await expect(pageHeading(page, '이벤트')).toBeVisible();
    await page.waitForTimeout(2000);
    await expect(new AppInstallPopup(page).dialog()).toHaveCount(0);
  });
});

test('/appdown offers both stores and opening the app', async ({ page }, testInfo) => {
  await page.goto('/appdown');
  await expect(pageHeading(page, '앱 다운로드')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Google Play에서 앱 받기' })).toHaveAttribute('href', ANDROID_STORE);
  await expect(page.getByRole('link', { name: 'App Store에서 앱 받기' })).toHaveAttribute('href', /^https:\/\/apps\.apple\.com\//);
  await expect(page.getByText('앱에서 로그인하면 1,000P 즉시 지급! 실시간 특가 알림도 받아보세요.')).toBeVisible();
  await keepScreenshot(page, testInfo, 'appdown');
  await expectNoSeriousA11yViolations(page);
  await expectAccessible(page, 'main');

  await page.getByRole('button', { name: '앱 열기' }).click();
  await expect(page.getByRole('button', { name: '앱을 여는 중이에요…' })).toBeDisabled();
  await page.waitForURL(ANDROID_STORE, { timeout: 6000 });
});
