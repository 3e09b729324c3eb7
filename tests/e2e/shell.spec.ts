import { expect, test } from './support/fixtures';
import { keepScreenshot } from './support/screenshot';
import { navigateInApp } from './support/navigation';

test.describe('bottom bar (SPEC.md §2)', () => {
  test('has category, community, home, cart, my page in that order', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: '주요 메뉴' });
    // each tab is the direct child of its list item (the community hint sits beside its tab)
    await expect(bar.locator('li > a, li > button')).toHaveText(['카테고리', '커뮤니티', '홈', '장바구니', '마이페이지']);
  });

  test('has a red dot on community with a tooltip inviting to collect points', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('커뮤니티에서 포인트(별)를 모아보세요!')).toBeVisible();
    await page.getByRole('button', { name: '안내 닫기' }).click();
    await expect(page.getByText('커뮤니티에서 포인트(별)를 모아보세요!')).toBeHidden();
    // closed for good: not after a reload either, and the red dot stays
    await page.reload();
    await expect(page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link', { name: '홈' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('커뮤니티에서 포인트(별)를 모아보세요!')).toHaveCount(0);
  });

  test('the community hint lets taps through to the page and shows on home only', async ({ page }) => {
    await page.goto('/');
    const hint = page.getByRole('tooltip');
    await expect(hint).toHaveText('커뮤니티에서 포인트(별)를 모아보세요!');
    // what a tap on the bubble's text reaches is the page under it, not the bubble
    const box = await hint.getByText('커뮤니티에서 포인트(별)를 모아보세요!').boundingBox();
    if (!box) throw new Error('the hint has no box');
    const reached = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x, y)?.closest('[role="tooltip"]') === null,
      [box.x + box.width / 2, box.y + box.height / 2] as const,
    );
    expect(reached).toBe(true);
    // drawn over the community tab, its point just above the tab's icon, the bar itself waiting for a use
    const tab = await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link', { name: '커뮤니티' }).boundingBox();
    const bubble = await hint.boundingBox();
    if (!tab || !bubble) throw new Error('the tab or the hint has no box');
    expect(Math.round(bubble.x - tab.x)).toBe(6);
    expect(Math.round(tab.y - (bubble.y + bubble.height))).toBe(6);
    await page.goto('/category');
    await expect(page.getByRole('tab', { name: '수산·해산물' })).toBeVisible();
    await expect(page.getByRole('tooltip')).toHaveCount(0);
  });

  test('opens the external shop cart page', async ({ page }) => {
    await page.goto('/');
    const popup = page.waitForEvent('popup');
    await page.getByRole('navigation', { name: '주요 메뉴' }).getByText('장바구니').click();
    const cart = await popup;
    await expect(cart).toHaveURL(/\/dev\/shop\/cart$/);
    await expect(cart.getByRole('heading', { name: '장바구니' }).first()).toBeVisible();
  });

  test('tapping category clears the saved category tab', async ({ page }) => {
    await page.goto('/category');
    await page.getByRole('tab', { name: '수산·해산물' }).click();
    await expect(page.getByRole('tab', { name: '수산·해산물' })).toHaveAttribute('aria-selected', 'true');

    // the saved tab survives a reload …
    await page.reload();
    await expect(page.getByRole('tab', { name: '수산·해산물' })).toHaveAttribute('aria-selected', 'true');

    // … but the bottom bar's category tab starts over
    await page.getByRole('navigation', { name: '주요 메뉴' }).getByText('홈').click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('navigation', { name: '주요 메뉴' }).getByText('카테고리').click();
    await expect(page.getByRole('tab', { name: '과일' })).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('header back button (SPEC.md §2)', () => {
  test('goes back in history', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: /베스트/ }).click();
    await expect(page.getByRole('heading', { name: '베스트', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: '뒤로 가기' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('goes home when there is no previous entry', async ({ page }) => {
    await page.goto('/season');
    await page.getByRole('button', { name: '뒤로 가기' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: '오늘의 특가', level: 1 })).toBeVisible();
  });

  test('is hidden when isnavihide=true', async ({ page }) => {
    await page.goto('/season?isnavihide=true');
    await expect(page.getByRole('heading', { name: '제철 별미', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: '뒤로 가기' })).toHaveCount(0);
  });
});

test('welcome: 쇼핑하러 가기 replaces the route with /', async ({ page }, testInfo) => {
  await page.goto('/best');
  await page.goto('/welcome');
  await keepScreenshot(page, testInfo, 'welcome');
  const button = page.getByRole('button', { name: '쇼핑하러 가기' });
  await expect(button).toHaveCSS('height', '52px');
  await button.click();
  await expect(page).toHaveURL(/\/$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/best$/);
});

test('the scroll-top button appears once the page is scrolled and brings it back up', async ({ page }) => {
  await page.goto('/category');
  await expect(page.getByRole('tab', { name: '과일' })).toBeVisible();
  await expect(page.getByRole('button', { name: '맨 위로' })).toHaveCount(0);
  await page.evaluate(() => {
    document.body.style.minHeight = '4000px';
    window.scrollTo(0, 1200);
  });
  await page.getByRole('button', { name: '맨 위로' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a failed lazy chunk reloads the page once and then works', async ({ page }) => {
  // The best page's chunk cannot be loaded in the first document (its preload from the home screen
  // fails too); the reloaded document gets it.
  let documents = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1;
  });
  let aborted = 0;
  await page.route(/\/assets\/best-(?!rank-|data-)[^/]+\.js$/, async (route) => {
    if (documents <= 1) {
      aborted += 1;
      await route.abort('failed');
      return;
    }
    await route.continue();
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: '오늘의 특가', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: /베스트/ }).first().click();
  await expect(page.getByRole('heading', { name: '베스트', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/best$/);
  expect(aborted).toBeGreaterThan(0);
  expect(documents).toBe(2);
});

test('an unknown /api path answers JSON code 9, never the app', async ({ request }) => {
  const response = await request.get('/api/v1/nowhere');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toMatch(/application\/json/);
  expect(await response.json()).toMatchObject({ code: 9, errorType: expect.any(String) });
});

test('a response that breaks its schema shows a Korean error with retry, not a blank page', async ({ page }) => {
  // a screen that does not read the web profile, then home in the app (its own call meets the bad answer)
  await page.goto('/terms');
  await page.route('**/api/v1/display/web/profile', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ filterInfo: { sortFilterList: 'oops' } }) }),
  );
  await navigateInApp(page, '/');
  await expect(page.getByRole('alert')).toContainText('받은 정보를 읽을 수 없어요');
  await expect(page.getByRole('button', { name: '다시 시도' })).toBeVisible();
});

test('the scroll position comes back after returning from an external page', async ({ page }) => {
  // a long page, and a browser that blocks the new tab, so the shop opens in this window
  await page.addInitScript(() => {
    window.open = () => null;
    // through the CSSOM: the Content-Security-Policy refuses an inline <style> element
    document.addEventListener('DOMContentLoaded', () => document.getElementById('root')?.style.setProperty('min-height', '3000px'));
  });
  await page.goto('/category');
  await expect(page.getByRole('tab', { name: '과일' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 700));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700);

  await page.getByRole('navigation', { name: '주요 메뉴' }).getByText('장바구니').click();
  await expect(page).toHaveURL(/\/dev\/shop\/cart$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/category$/);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(700);
});
