import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { isSameDocument, markDocument } from './support/navigation';
import { keepScreenshot } from './support/screenshot';
import { operator, signedInPage } from './support/session';

/**
 * Issue 11 §6, client side: a bad network never logs anyone out and never leaves a bare spinner.
 * The browser goes offline with `context.setOffline`, which also fires `offline` and `online`.
 */

const BANNER = '인터넷 연결이 끊겼어요. 연결되면 자동으로 다시 불러올게요.';
const OFFLINE_TITLE = '인터넷에 연결되어 있지 않아요';
const EXPIRED = '로그인 유효기간이 만료되어 자동 로그아웃 됩니다. 다시 로그인 해주세요';
const SUGGESTIONS_FAILED = '추천 검색어를 불러오지 못했어요.';

const banner = (page: Page) => page.getByRole('status').filter({ hasText: BANNER });
const purchaseBar = (page: Page) => page.getByRole('region', { name: '구매' });

async function expectSameDocument(page: Page) {
  expect(await isSameDocument(page)).toBe(true);
}

test.describe('offline (issue 11 §6)', () => {
  test('a deal tapped offline shows a Korean offline state and the banner, then itself once back online', async ({ page, context }, testInfo) => {
    await page.goto('/');
    const deals = page.getByRole('region', { name: /오늘의 타임딜/ });
    const link = deals.getByRole('link').first();
    await expect(link).toBeVisible();
    await markDocument(page);

    await context.setOffline(true);
    await expect(banner(page)).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/deal\/\d+$/);
    // the offline state with its retry, under the page's own title (its code never came): never a page
    // with only a spinner
    await expect(page.getByRole('heading', { name: '특가 상세', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: OFFLINE_TITLE })).toBeVisible();
    await expect(page.getByRole('button', { name: '다시 시도' })).toBeVisible();
    await expect(banner(page)).toBeVisible();
    if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/offline-deal.png` });
    await keepScreenshot(page, testInfo, 'offline-deal');
    // retrying while still offline keeps the offline state
    await page.getByRole('button', { name: '다시 시도' }).click();
    await expect(page.getByRole('heading', { name: OFFLINE_TITLE })).toBeVisible();

    await context.setOffline(false);
    await expect(purchaseBar(page).getByRole('link', { name: '구매하기' })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByText(/판매가 [\d,]+원/).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: OFFLINE_TITLE })).toHaveCount(0);
    await expect(banner(page)).toHaveCount(0);
    await expectSameDocument(page);
  });

  test("home scrolled offline keeps its blocks as the server drew them, and hydrates them once back online", async ({ page, context }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    await expect(banner(page)).toBeVisible();
    // the blocks under the first screen cannot fetch their code now
    const best = page.locator('section[aria-labelledby="home-best"]');
    await best.scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    await expect(page.getByRole('heading', { name: OFFLINE_TITLE })).toHaveCount(0);
    await expect(best.getByRole('link', { name: '인기 순위 전체보기' })).toHaveAttribute('href', '/best');
    await expect(page.getByRole('region', { name: /오늘의 타임딜/ }).getByRole('link').first()).toBeVisible();

    await context.setOffline(false);
    await expect
      .poll(() => page.evaluate(() => Object.keys(document.getElementById('home-best') ?? {}).some((key) => key.startsWith('__reactFiber'))), { timeout: 10_000 })
      .toBe(true);
  });

  test('with the deal page already loaded, a deal not in the cache shows the offline state under its own title', async ({ page, context }) => {
    await page.goto('/deal/1');
    await expect(purchaseBar(page).getByRole('link', { name: '구매하기' })).toBeVisible();
    await page.getByRole('button', { name: '홈으로' }).click();
    const other = page.getByRole('region', { name: /오늘의 타임딜/ }).locator('a[href^="/deal/"]:not([href="/deal/1"])').first();
    await expect(other).toBeVisible();
    await markDocument(page);

    await context.setOffline(true);
    await other.click();
    await expect(page.getByRole('heading', { name: '특가 상세', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: OFFLINE_TITLE })).toBeVisible();
    await expect(banner(page)).toBeVisible();
    if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/offline-deal-cached-code.png` });

    await context.setOffline(false);
    await expect(purchaseBar(page).getByRole('link', { name: '구매하기' })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('heading', { name: OFFLINE_TITLE })).toHaveCount(0);
    await expectSameDocument(page);
  });

  test('search suggestions that failed offer a retry, and come back by themselves online', async ({ page, context }) => {
    await page.goto('/search/list');
    const box = page.getByRole('searchbox', { name: '검색어' });
    await expect(box).toBeVisible();
    await markDocument(page);

    // a failure online: '다시 시도' asks again
    let failing = true;
    await page.route('**/api/v2/display/search/auto-keyword**', (route) =>
      failing ? route.fulfill({ status: 503, contentType: 'text/html', body: '<html>503</html>' }) : route.fallback(),
    );
    await box.fill('딸기');
    await expect(page.getByText(SUGGESTIONS_FAILED)).toBeVisible();
    failing = false;
    await page.getByRole('button', { name: '다시 시도' }).click();
    const suggestions = page.getByRole('region', { name: '추천 검색어' });
    await expect(suggestions.getByRole('button', { name: '딸기', exact: true })).toBeVisible();

    // offline: the same error, with the promise to reload; back online it does
    await context.setOffline(true);
    await box.fill('사과');
    await expect(page.getByText(SUGGESTIONS_FAILED)).toBeVisible();
    await expect(page.getByText('연결되면 자동으로 다시 불러올게요.', { exact: true })).toBeVisible();
    await expect(banner(page)).toBeVisible();
    if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/offline-suggestions.png` });
    await context.setOffline(false);
    await expect(suggestions.getByRole('button', { name: /사과/ }).first()).toBeVisible({ timeout: 10_000 });
    await expect(page.getByText(SUGGESTIONS_FAILED)).toHaveCount(0);
    await expectSameDocument(page);
  });

  test('a member whose refresh fails on the network stays signed in, sees no dialog, and refreshes once back', async ({ page, context, request }) => {
    const member = await signedInPage(page, request);
    await page.goto('/deal/1');
    const like = purchaseBar(page).getByRole('button', { name: '찜하기' });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    const tokenBefore = await page.evaluate(() => localStorage.getItem('accessToken1'));
    await markDocument(page);

    // every access token issued so far answers 111; the refresh goes out just as the network drops.
    // The route is in place before the tokens expire: a call of the page's own (not the like) that met
    // the 111 first would otherwise refresh for real, and the like would then go through.
    let refreshTries = 0;
    await page.route('**/api/v1/token/jwt/refresh', async (route) => {
      refreshTries += 1;
      await context.setOffline(true);
      await route.abort('internetdisconnected');
    });
    await operator(request, member.userId).post('expire-access');
    await like.click();
    await expect.poll(() => refreshTries).toBeGreaterThan(0);
    await expect(banner(page)).toBeVisible();
    // the like could not be saved: the heart goes back and the shopper is told, nothing else
    await expect(purchaseBar(page).getByRole('button', { name: '찜하기' })).toHaveAttribute('aria-pressed', 'false');
    const notice = page.getByRole('alertdialog');
    // the alert opens once its (lazy) chunk and sanitised message are ready: wait for it a moment
    if (await notice.waitFor({ state: 'visible', timeout: 5_000 }).then(() => true, () => false)) {
      await expect(notice).not.toContainText(EXPIRED);
      await notice.getByRole('button').first().click();
    }
    // the session tries again after 1 s, 2 s … while offline: still signed in, no expiry
    await page.waitForTimeout(3_500);
    expect(refreshTries).toBeGreaterThan(1);
    await expect(page.getByText(EXPIRED)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('accessToken1'))).toBe(tokenBefore);

    // back online: the refresh goes through at once, the like works, the page never reloaded
    await page.unroute('**/api/v1/token/jwt/refresh');
    await context.setOffline(false);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken1')), { timeout: 10_000 }).not.toBe(tokenBefore);
    await purchaseBar(page).getByRole('button', { name: '찜하기' }).click();
    await expect(purchaseBar(page).getByRole('button', { name: '찜 해제' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(EXPIRED)).toHaveCount(0);
    expect((await operator(request, member.userId).stats()).refreshCount).toBeGreaterThanOrEqual(1);
    await expectSameDocument(page);
  });
});
