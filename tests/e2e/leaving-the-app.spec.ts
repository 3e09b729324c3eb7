import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures';
import { bridgeCalls, countLoads, loadsOf, pageHeading, postHostMessage, simulateWebView, WEB_VIEW_UA } from './support/gates';
import { keepScreenshot } from './support/screenshot';

/**
 * Issue 25 §1–2: one way out of the app. A deal's 구매하기 and a product card of a list (the best
 * page) leave for the shop through the external-link statechart: in the native app's web view the
 * bridge's setSubWebViewUrl gets the shop URL and nothing else opens (the bridge is recorded as the
 * iOS app receives it: support/gates.ts simulateWebView); a window the app opened changes its
 * opener; a browser opens a new tab without `opener`. Each writes the return cookies first, and
 * coming back reloads once and puts the list where the shopper left it.
 */

const purchaseBar = (page: Page) => page.getByRole('region', { name: '구매' });
const buyLink = (page: Page) => purchaseBar(page).getByRole('link', { name: '구매하기' });
const bestRanks = (page: Page) => page.getByRole('list', { name: '전체 인기 순위' });
/** the product card of the n-th (0-based) rank: the card is one link, the heart a button beside it */
const rankCard = (page: Page, index: number): Locator => bestRanks(page).getByRole('listitem').nth(index).getByRole('link');

/** Deal 1 of the seed runs now: its product's page on the shop stand-in. */
async function dealShopUrl(request: APIRequestContext, baseURL: string | undefined): Promise<string> {
  const answer = await request.get('/api/v2/display/deal/1');
  expect(answer.status()).toBe(200);
  const deal = (await answer.json()) as { status: string; isSoldOut: boolean; product: { productNo: number } };
  expect(deal.status).toBe('ONGOING');
  return `${baseURL}/dev/shop/product/detail.html?product_no=${deal.product.productNo}`;
}

async function returnCookies(context: BrowserContext): Promise<Record<string, string>> {
  return Object.fromEntries((await context.cookies()).map((c) => [c.name, decodeURIComponent(c.value)]));
}

const externalReferrer = (page: Page) => page.evaluate(() => window.sessionStorage.getItem('is-external-referrer'));

/** Closes the community hint bubble of a first visit (it sits over the bottom of the list). */
async function closeHint(page: Page) {
  const close = page.getByRole('button', { name: '안내 닫기' });
  if (await close.isVisible().catch(() => false)) await close.click();
}

/** Best, scrolled down so the 12th rank is in view: answers the card and the scroll position. */
async function bestScrolled(page: Page): Promise<{ card: Locator; y: number }> {
  await page.goto('/best');
  await expect(pageHeading(page, '베스트')).toBeVisible();
  await expect(bestRanks(page).getByRole('listitem')).toHaveCount(20);
  await closeHint(page);
  const card = rankCard(page, 11);
  await card.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 200));
  await page.waitForTimeout(300);
  const y = await page.evaluate(() => Math.round(window.scrollY));
  expect(y).toBeGreaterThan(600);
  return { card, y };
}

test.describe('in a browser: a new tab without opener, the return cookies written', () => {
  test('a deal’s 구매하기 is a real link to the shop and opens it in a new tab', async ({ page, context, request, baseURL }, testInfo) => {
    const shopUrl = await dealShopUrl(request, baseURL);
    await page.goto('/deal/1');
    await expect(buyLink(page)).toHaveAttribute('href', new URL(shopUrl).pathname + new URL(shopUrl).search);
    const popup = page.waitForEvent('popup');
    await buyLink(page).click();
    const shop = await popup;
    await expect(shop).toHaveURL(shopUrl);
    expect(await shop.evaluate(() => window.opener)).toBeNull();
    await expect(shop.getByRole('heading', { name: '상품 상세' })).toBeVisible();
    await keepScreenshot(shop, testInfo, 'leave-shop-product');
    // this page stays, with the way back remembered
    await expect(page).toHaveURL(/\/deal\/1$/);
    expect(await externalReferrer(page)).toBe('true');
    const cookies = await returnCookies(context);
    expect(cookies.returnPath).toBe(`${baseURL}/deal/1`);
    expect(cookies.redirectPath).toBe('/deal/1');
    // the shop's back button goes where the app asked
    await expect(shop.getByRole('link', { name: '마켓으로 돌아가기' })).toHaveAttribute('href', '/deal/1');
  });

  test('a product card of the best page opens the shop in a new tab; coming back reloads once at the same place', async ({ page, context, baseURL }) => {
    await countLoads(page);
    const { card, y } = await bestScrolled(page);
    const href = await card.getAttribute('href');
    expect(href).toMatch(/^\/dev\/shop\/product\/detail\.html\?product_no=\d+$/);
    const popup = page.waitForEvent('popup');
    await card.click();
    const shop = await popup;
    await expect(shop).toHaveURL(`${baseURL}${href}`);
    expect(await shop.evaluate(() => window.opener)).toBeNull();
    expect((await returnCookies(context)).redirectPath).toBe('/best');

    // back to the app's tab: one reload, the list where it was
    await shop.close();
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect.poll(() => loadsOf(page)).toBe(2);
    await expect(bestRanks(page).getByRole('listitem')).toHaveCount(20);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(y - 40);
    expect(Math.abs((await page.evaluate(() => Math.round(window.scrollY))) - y)).toBeLessThan(40);
    // the flag goes when the app starts (the browser may have put the list back where it was before)
    await expect.poll(() => externalReferrer(page)).toBeNull();
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await page.waitForTimeout(800);
    expect(await loadsOf(page)).toBe(2);
  });
});

test.describe('in the native app’s web view: the bridge opens the shop, nothing else', () => {
  test.use({ userAgent: WEB_VIEW_UA });

  test.beforeEach(async ({ page }) => {
    await simulateWebView(page);
  });

  test('a deal’s 구매하기 calls setSubWebViewUrl with the shop URL and opens no page', async ({ page, context, request, baseURL }) => {
    const shopUrl = await dealShopUrl(request, baseURL);
    let opened = 0;
    context.on('page', () => (opened += 1));
    await page.goto('/deal/1');
    await buyLink(page).click();
    await expect.poll(() => bridgeCalls(page)).toContainEqual({ name: 'setSubWebViewUrl', payload: { url: shopUrl } });
    await page.waitForTimeout(500);
    expect(opened).toBe(0);
    await expect(page).toHaveURL(/\/deal\/1$/);
    expect((await bridgeCalls(page)).filter((call) => call.name === 'setSubWebViewUrl')).toHaveLength(1);
    const cookies = await returnCookies(context);
    expect(cookies.returnPath).toBe(`${baseURL}/deal/1`);
    expect(cookies.redirectPath).toBe('/deal/1');
  });

  test('a best card goes through the bridge; the app closing its sub web view reloads once at the same place', async ({ page, context, baseURL }) => {
    let opened = 0;
    context.on('page', () => (opened += 1));
    await countLoads(page);
    const { card, y } = await bestScrolled(page);
    const href = await card.getAttribute('href');
    await card.click();
    await expect.poll(() => bridgeCalls(page)).toContainEqual({ name: 'setSubWebViewUrl', payload: { url: `${baseURL}${href}` } });
    await page.waitForTimeout(300);
    expect(opened).toBe(0);
    await expect(page).toHaveURL(/\/best$/);

    // the app closes the sub web view and asks the page to reload (SPEC.md §7 appLoadUrl, mode reload)
    await postHostMessage(page, { type: 'appLoadUrl', mode: 'reload' });
    await expect.poll(() => loadsOf(page)).toBe(2);
    await expect(bestRanks(page).getByRole('listitem')).toHaveCount(20);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(y - 40);
    expect(Math.abs((await page.evaluate(() => Math.round(window.scrollY))) - y)).toBeLessThan(40);
    // the page showing again after that reload does not reload a second time
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await page.waitForTimeout(800);
    expect(await loadsOf(page)).toBe(2);
  });
});

test.describe('in a window the app opened: its opener goes to the shop', () => {
  async function appPopup(page: Page, path: string): Promise<Page> {
    await page.goto('/');
    await expect(pageHeading(page, '오늘의 특가')).toBeVisible();
    const popup = page.waitForEvent('popup');
    await page.evaluate((url) => void window.open(url, 'appWindow', 'popup,width=390,height=844'), path);
    // a tap before the app has hydrated follows the server's link in the popup itself
    const opened = await popup;
    await opened.waitForLoadState();
    await waitForHydration(opened);
    return opened;
  }

  test('a deal’s 구매하기 in the popup sends the opener to the shop; the popup stays', async ({ page, request, baseURL }) => {
    const shopUrl = await dealShopUrl(request, baseURL);
    const popup = await appPopup(page, '/deal/1');
    await expect(buyLink(popup)).toBeVisible();
    let extraPages = 0;
    page.context().on('page', () => (extraPages += 1));
    await buyLink(popup).click();
    await expect(page).toHaveURL(shopUrl);
    await expect(popup).toHaveURL(/\/deal\/1$/);
    expect(extraPages).toBe(0);
  });

  test('a best card in the popup sends the opener to the shop', async ({ page, baseURL }) => {
    const popup = await appPopup(page, '/best');
    await expect(bestRanks(popup).getByRole('listitem')).toHaveCount(20);
    await closeHint(popup);
    const card = rankCard(popup, 0);
    const href = await card.getAttribute('href');
    await card.click();
    await expect(page).toHaveURL(`${baseURL}${href}`);
    await expect(popup).toHaveURL(/\/best$/);
  });
});
