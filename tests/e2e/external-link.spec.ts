import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { bottomBar, bridgeCalls, countLoads, loadsOf, pageHeading, postHostMessage, simulateWebView, WEB_VIEW_UA } from './support/gates';
import { memberTokens, operator, signedInPage } from './support/session';

/**
 * SPEC.md §4 External link and §7 Messages from the hosting app: the hand-off of an external page
 * in a browser and in the native web view (an injected iOS bridge that records its calls), and a
 * page posing as the hosting app.
 */

const cartTab = (page: Page) => bottomBar(page).getByText('장바구니');

test.describe('in a browser', () => {
  test('the cart opens in a new page, with the way back remembered', async ({ page, context, baseURL }) => {
    await page.goto('/best');
    await expect(pageHeading(page, '베스트')).toBeVisible();
    const opened = page.waitForEvent('popup');
    await cartTab(page).click();
    const cart = await opened;
    await expect(cart).toHaveURL(/\/dev\/shop\/cart$/);
    // a new tab without a way back into this page
    expect(await cart.evaluate(() => window.opener)).toBeNull();
    await expect(page).toHaveURL(/\/best$/);
    expect(await page.evaluate(() => window.sessionStorage.getItem('is-external-referrer'))).toBe('true');
    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, decodeURIComponent(c.value)]));
    expect(cookies.redirectPath).toBe('/best');
    expect(cookies.returnPath).toBe(`${baseURL}/best`);
  });

  test('coming back from the external page reloads once', async ({ page }) => {
    await countLoads(page);
    await page.goto('/best');
    await expect(pageHeading(page, '베스트')).toBeVisible();
    const opened = page.waitForEvent('popup');
    await cartTab(page).click();
    await (await opened).close();
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect.poll(() => loadsOf(page)).toBe(2);
    await expect(pageHeading(page, '베스트')).toBeVisible();
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await page.waitForTimeout(1000);
    expect(await loadsOf(page)).toBe(2);
  });

  test('a host message from this page’s own origin is taken', async ({ page }) => {
    await page.goto('/');
    await expect(pageHeading(page, '오늘의 특가')).toBeVisible();
    await postHostMessage(page, { type: 'moveRoute', path: '/best' });
    await expect(page).toHaveURL(/\/best$/);
  });

  test('a message from a foreign origin is ignored', async ({ page }) => {
    await page.goto('/');
    await expect(pageHeading(page, '오늘의 특가')).toBeVisible();

    // a MessageEvent that says it comes from another site
    await page.evaluate(() =>
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'moveRoute', path: '/best' }, origin: 'https://evil.example' })),
    );
    // and a real one: a window of another origin posting to this page (a popup, not an iframe: the
    // app's Content-Security-Policy allows no frames)
    await page.context().route('http://evil.example/frame.html', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<script>opener.postMessage({ type: 'moveRoute', path: '/season' }, '*'); opener.postMessage({ type: 'e2e-done' }, '*');</script>`,
      }),
    );
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          window.addEventListener('message', (event) => {
            if ((event.data as { type?: string } | null)?.type === 'e2e-done') resolve();
          });
          window.open('http://evil.example/frame.html', 'evil', 'popup');
        }),
    );
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/$/);
    await expect(pageHeading(page, '오늘의 특가')).toBeVisible();
  });
});

test.describe('in the native app’s web view', () => {
  test.use({ userAgent: WEB_VIEW_UA });

  test.beforeEach(async ({ page }) => {
    await simulateWebView(page);
  });

  test('the cart goes through the bridge and no new page opens', async ({ page, context, baseURL }) => {
    let popups = 0;
    context.on('page', () => (popups += 1));
    await page.goto('/best');
    await expect(pageHeading(page, '베스트')).toBeVisible();
    await cartTab(page).click();
    await expect.poll(() => bridgeCalls(page)).toContainEqual({ name: 'setSubWebViewUrl', payload: { url: `${baseURL}/dev/shop/cart` } });
    await page.waitForTimeout(500);
    expect(popups).toBe(0);
    await expect(page).toHaveURL(/\/best$/);
  });

  test('moveRoute navigates; a malformed one and outside paths are ignored', async ({ page }) => {
    await page.goto('/');
    await expect(pageHeading(page, '오늘의 특가')).toBeVisible();
    await postHostMessage(page, { type: 'moveRoute', path: '/best' });
    await expect(page).toHaveURL(/\/best$/);
    await expect(pageHeading(page, '베스트')).toBeVisible();

    await postHostMessage(page, { type: 'moveRoute' });
    await postHostMessage(page, { type: 'moveRoute', path: 42 });
    await postHostMessage(page, { type: 'moveRoute', path: 'https://evil.example/phish' });
    await postHostMessage(page, { type: 'moveRoute', path: '//evil.example' });
    await postHostMessage(page, 'not json');
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/best$/);

    // the JSON text of a message works like the object
    await postHostMessage(page, JSON.stringify({ type: 'moveRoute', path: '/season' }));
    await expect(page).toHaveURL(/\/season$/);
  });

  test('appLoadUrl goes to app paths and refuses outside ones', async ({ page, baseURL }) => {
    await page.goto('/');
    await expect(pageHeading(page, '오늘의 특가')).toBeVisible();
    await postHostMessage(page, { type: 'appLoadUrl', url: '/season' });
    await expect(page).toHaveURL(/\/season$/);

    // an outside URL never leaves the app: home instead
    await postHostMessage(page, { type: 'appLoadUrl', url: 'https://evil.example/promotion' });
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(pageHeading(page, '오늘의 특가')).toBeVisible();

    await countLoads(page);
    await page.goto('/best');
    await expect(pageHeading(page, '베스트')).toBeVisible();
    const before = await loadsOf(page);
    await postHostMessage(page, { type: 'appLoadUrl', mode: 'reload' });
    await expect.poll(() => loadsOf(page)).toBe(before + 1);
    await expect(page).toHaveURL(/\/best$/);
  });

  test('close and appClose close the sub web view through the bridge', async ({ page }) => {
    await page.goto('/best');
    await expect(pageHeading(page, '베스트')).toBeVisible();
    await postHostMessage(page, { type: 'close' });
    await postHostMessage(page, { type: 'appClose' });
    await expect.poll(async () => (await bridgeCalls(page)).filter((call) => call.name === 'closeSubWebView')).toHaveLength(2);
  });

  test('setDevicePush reports the device’s push setting to the server', async ({ page }) => {
    await page.goto('/');
    await expect(pageHeading(page, '오늘의 특가')).toBeVisible();
    const put = page.waitForRequest((request) => request.url().endsWith('/api/v1/app/push') && request.method() === 'PUT');
    await postHostMessage(page, { type: 'setDevicePush', value: true });
    expect((await put).postDataJSON()).toEqual({ pushYN: 'Y' });
  });

  test('appLogin signs the shopper in, appLogout signs them out', async ({ page, request }) => {
    const tokens = await memberTokens(request);
    await page.addInitScript(() => {
      if (!document.cookie.includes('surveyHidden=')) document.cookie = 'surveyHidden=true; path=/; max-age=43200';
    });
    await page.goto('/');
    await expect(pageHeading(page, '오늘의 특가')).toBeVisible();
    await postHostMessage(page, { type: 'appLogin', accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, expireDt: tokens.expireDt });
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('accessToken1'))).toBe(tokens.accessToken);
    await postHostMessage(page, { type: 'moveRoute', path: '/my-page' });
    await expect(page).toHaveURL(/\/my-page$/);
    await expect(pageHeading(page, '마이페이지')).toBeVisible();

    await postHostMessage(page, { type: 'appLogout' });
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('accessToken1'))).toBeNull();
  });

  test('appTokenRefresh keeps the pair the app refreshed; the page never spends the old refresh token', async ({ page, request }) => {
    const member = await signedInPage(page, request);
    await page.goto('/my-page/settings');
    await expect(pageHeading(page, '설정')).toBeVisible();
    // the app refreshes the pair itself, then tells the page
    const refreshed = await request.put('/api/v1/token/jwt/refresh', {
      headers: { accessToken: member.accessToken, refreshToken: member.refreshToken, deviceUuid: 'app-e2e' },
    });
    expect(refreshed.status()).toBe(200);
    const pair = (await refreshed.json()) as { accessToken: string; refreshToken: string; expireDt: string };
    await postHostMessage(page, { type: 'appTokenRefresh', ...pair });
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('refreshToken1'))).toBe(pair.refreshToken);
    expect(await page.evaluate(() => window.localStorage.getItem('accessToken1'))).toBe(pair.accessToken);

    // an expired access token now makes the page refresh with the app's pair: no replay, one family
    const ops = operator(request, member.userId);
    await ops.post('expire-access');
    await page.reload();
    await expect(pageHeading(page, '설정')).toBeVisible();
    await expect.poll(async () => (await ops.stats()).refreshCount).toBe(2);
    expect((await ops.stats()).activeFamilies).toBe(1);
  });

  test('appProductLike changes the heart of that product on the screen; appRecentProduct joins recently viewed', async ({ page }) => {
    await page.goto('/deal/1');
    const purchaseBar = page.getByRole('region', { name: '구매' });
    const heart = purchaseBar.getByRole('button', { name: /찜/ });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    const dealProduct = await page.evaluate(async () => {
      const answer = await fetch('/api/v2/display/deal/1');
      return ((await answer.json()) as { product: { productNo: number } }).product.productNo;
    });
    expect(dealProduct).toBeGreaterThan(0);
    await postHostMessage(page, { type: 'appProductLike', product: { productNo: dealProduct, likeMode: 'like' } });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await postHostMessage(page, { type: 'appProductLike', product: { productNo: String(dealProduct), likeMode: 'unlike' } });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');

    await postHostMessage(page, { type: 'appRecentProduct', product: { productNo: 1099, title: '논산 설향 딸기 500g' } });
    await expect
      .poll(async () => (JSON.parse((await page.evaluate(() => window.localStorage.getItem('recentlyViewed'))) ?? '[]') as Array<{ productNo: number }>)[0]?.productNo)
      .toBe(1099);
  });

  test('deviceInfo and appProductLike are kept; malformed ones are dropped', async ({ page }) => {
    await page.goto('/');
    await expect(pageHeading(page, '오늘의 특가')).toBeVisible();
    await postHostMessage(page, { type: 'deviceInfo', info: { os: 'ios', appVersion: '3.2.0' } });
    await postHostMessage(page, { type: 'appProductLike', product: { productNo: 'abc' } });
    await postHostMessage(page, { type: 'appProductLike', product: { productNo: 1001, likeMode: 'like' } });
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('deviceInfo'))).toBe(JSON.stringify({ os: 'ios', appVersion: '3.2.0' }));
    await expect
      .poll(async () => JSON.parse((await page.evaluate(() => window.localStorage.getItem('appProductLike'))) ?? 'null') as unknown)
      .toMatchObject({ productNo: 1001, likeMode: 'like' });
  });
});
