import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { keepScreenshot } from './support/screenshot';
import { holdLoginCheck, signedInPage } from './support/session';
import { dealProductNo, LOGIN_QUESTION, purchaseBar } from './pages/deal-page';

/**
 * Likes (찜: optimistic through the optimistic-toggle machine, the limit's message, visitors asked
 * to log in) and recently viewed products (30, newest first), on the reference server (issue 6).
 */

const LIKE_LIMIT_MESSAGE = '상품은 최대 100개까지 찜할 수 있어요. 찜한 상품을 정리한 뒤 다시 시도해 주세요.';

const dialog = (page: Page) => page.getByRole('alertdialog');



test.describe('likes (찜)', () => {
  test('a member likes and unlikes; the heart changes at once and the server keeps it', async ({ page, request }) => {
    await signedInPage(page, request);
    await page.goto('/deal/1');
    const heart = purchaseBar(page).getByRole('button', { name: /찜/ });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(purchaseBar(page).getByRole('button', { name: '찜 해제' })).toHaveAttribute('aria-pressed', 'true');

    await page.reload();
    await expect(purchaseBar(page).getByRole('button', { name: '찜 해제' })).toHaveAttribute('aria-pressed', 'true');
    await purchaseBar(page).getByRole('button', { name: '찜 해제' }).click();
    await expect(purchaseBar(page).getByRole('button', { name: '찜하기' })).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await expect(purchaseBar(page).getByRole('button', { name: '찜하기' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('a heart on the home screen changes every card of that product', async ({ page, request }) => {
    await signedInPage(page, request);
    await page.goto('/');
    const deals = page.getByRole('region', { name: /오늘의 타임딜/ });
    await deals.scrollIntoViewIfNeeded();
    await deals.getByRole('button', { name: '찜하기' }).first().click();
    await expect(deals.getByRole('button', { name: '찜 해제' }).first()).toHaveAttribute('aria-pressed', 'true');
    // the deal page (same product) shows it liked, from the cache and from the server
    await deals.getByRole('link').first().click();
    await expect(purchaseBar(page).getByRole('button', { name: '찜 해제' })).toBeVisible();
  });

  test('a member who taps the heart before the login is checked is not asked to log in: the tap waits for the check', async ({ page, request }) => {
    await signedInPage(page, request);
    // the stored token's check answers only when the test lets it
    const answer = await holdLoginCheck(page);
    await page.goto('/deal/1');
    await purchaseBar(page).getByRole('button', { name: '찜하기' }).click();
    await page.waitForTimeout(300);
    await expect(dialog(page)).toHaveCount(0);
    answer();
    await expect(purchaseBar(page).getByRole('button', { name: '찜 해제' })).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog(page)).toHaveCount(0);
  });

  test('a visitor is asked to log in and comes back after', async ({ page }) => {
    await page.goto('/deal/1');
    await purchaseBar(page).getByRole('button', { name: '찜하기' }).click();
    await expect(dialog(page)).toContainText(LOGIN_QUESTION);
    await dialog(page).getByRole('button', { name: '로그인' }).click();
    await expect(page).toHaveURL(/\/login\?redirectUri=%2Fdeal%2F1$/);
    await expect(page.getByRole('heading', { name: '로그인', level: 1 })).toBeVisible();
  });

  test('the like limit shows the server message and the heart goes back', async ({ page, request }, testInfo) => {
    test.setTimeout(60_000);
    const { accessToken } = await signedInPage(page, request);
    const target = await dealProductNo(request);
    // fill the member's likes up to the limit with other products
    const rank = (await (await request.get('/api/v1/display/best/rank?size=100')).json()) as { items: { productNo: number }[] };
    const others = rank.items.map((item) => item.productNo).filter((no) => no !== target);
    const more = (await (await request.get('/api/v2/display/deal/recommendation?size=100')).json()) as { items: { productNo: number }[] };
    const pool = [...new Set([...others, ...more.items.map((item) => item.productNo).filter((no) => no !== target)])].slice(0, 100);
    expect(pool).toHaveLength(100);
    for (let i = 0; i < pool.length; i += 10) {
      const answers = await Promise.all(
        pool.slice(i, i + 10).map((productNo) =>
          request.post('/api/v1/user/like-product', { headers: { Authorization: `Bearer ${accessToken}` }, data: { productNo } }),
        ),
      );
      for (const answer of answers) expect(answer.status()).toBe(200);
    }

    await page.goto('/deal/1');
    await purchaseBar(page).getByRole('button', { name: '찜하기' }).click();
    await expect(dialog(page)).toContainText(LIKE_LIMIT_MESSAGE);
    await keepScreenshot(page, testInfo, 'shop-like-limit');
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await expect(purchaseBar(page).getByRole('button', { name: '찜하기' })).toHaveAttribute('aria-pressed', 'false');
  });
});

test.describe('recently viewed (30, newest first)', () => {
  test("a visitor's list in localStorage keeps 30 and drops the oldest", async ({ page, request }) => {
    const productNo = await dealProductNo(request);
    const older = Array.from({ length: 30 }, (_, i) => ({ productNo: 5001 + i, isLike: false }));
    await page.addInitScript((list) => {
      if (!sessionStorage.getItem('e2e-recent-seeded')) {
        localStorage.setItem('recentlyViewed', JSON.stringify(list));
        sessionStorage.setItem('e2e-recent-seeded', '1');
      }
    }, older);
    await page.goto('/deal/1');
    await expect(page.getByRole('timer')).toBeVisible();
    await expect
      .poll(async () => page.evaluate(() => JSON.parse(localStorage.getItem('recentlyViewed') ?? '[]') as { productNo: number; isLike: boolean }[]))
      .toEqual([{ productNo, isLike: false }, ...older.slice(0, 29)]);
  });

  test("a member's list on the server keeps 30, the deal just seen first", async ({ page, request }) => {
    const { accessToken } = await signedInPage(page, request);
    const auth = { Authorization: `Bearer ${accessToken}` };
    const target = await dealProductNo(request);
    const rank = (await (await request.get('/api/v1/display/best/rank?size=40')).json()) as { items: { productNo: number }[] };
    const viewed = rank.items.map((item) => item.productNo).filter((no) => no !== target).slice(0, 30);
    for (const productNo of viewed) {
      expect((await request.post('/api/v1/user/recent-product', { headers: auth, data: { productNo } })).status()).toBe(200);
    }

    await page.goto('/deal/1');
    await expect(page.getByRole('timer')).toBeVisible();
    await expect
      .poll(async () => {
        const list = (await (await request.get('/api/v1/user/recent-product', { headers: auth })).json()) as { items: { productNo: number }[] };
        return list.items.map((item) => item.productNo);
      })
      .toEqual([target, ...viewed.slice().reverse().slice(0, 29)]);
    // nothing was stored locally for a member
    expect(await page.evaluate(() => localStorage.getItem('recentlyViewed'))).toBeNull();
  });
});
