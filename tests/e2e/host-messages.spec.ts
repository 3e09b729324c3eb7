import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { pageHeading, postHostMessage, WEB_VIEW_UA } from './support/gates';
import { hideSurvey, memberTokens, signedInPage, uniqueEmail } from './support/session';

/**
 * Messages of the hosting app (issue 11 §2), in the native app's web view (user-agent marker): only
 * the page's own window speaks for the app. A page of another site that opens the app with
 * window.open and posts to it changes nothing; the app's own channel (window.postMessage evaluated
 * in the page, as WKWebView and Android WebView do) still works, and tokens it hands over are
 * checked with the server first.
 */

test.use({ userAgent: WEB_VIEW_UA });

const EVIL = 'http://evil.test/';

/** The signed-in member's email, asked with the token the app stored (what the server thinks). */
async function signedInEmail(page: Page, request: APIRequestContext): Promise<string | null> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken1'));
  if (token === null) return null;
  const answer = await request.get('/api/v2/user/profile', { headers: { Authorization: `Bearer ${token}` } });
  if (answer.status() !== 200) return null;
  return ((await answer.json()) as { userInfo: { email?: string | null } }).userInfo.email ?? null;
}

async function nickNameOf(request: APIRequestContext, accessToken: string): Promise<string> {
  const answer = await request.get('/api/v2/user/profile', { headers: { Authorization: `Bearer ${accessToken}` } });
  return ((await answer.json()) as { userInfo: { nickName: string } }).userInfo.nickName;
}

/** The iOS bridge on every page of the context, popups included (the app's handlers record nothing here). */
async function injectBridge(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const handler = { postMessage: () => undefined };
    const names = ['setSubWebViewUrl', 'setToken', 'clearCacheAndCookie', 'checkAppUpdate', 'closeSubWebView', 'getDevicePushSetting'];
    Object.defineProperty(window, 'webkit', { value: { messageHandlers: Object.fromEntries(names.map((name) => [name, handler])) } });
  });
}

/**
 * A page on another site: it opens the app at `appUrl` with window.open and keeps posting
 * `messages` to it for a few seconds (it cannot know when the app is ready), then says so in its title.
 */
async function serveEvilPage(context: BrowserContext, appUrl: string, messages: unknown[]): Promise<void> {
  await context.route(`${EVIL}**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>evil</title><button id="go">열기</button><script>
        const messages = ${JSON.stringify(messages)};
        document.getElementById('go').addEventListener('click', () => {
          const app = window.open(${JSON.stringify(appUrl)}, 'market');
          let rounds = 0;
          const timer = setInterval(() => {
            for (const message of messages) {
              app.postMessage(message, '*');
              app.postMessage(JSON.stringify(message), '*');
            }
            rounds += 1;
            if (rounds === 40) {
              clearInterval(timer);
              document.title = 'done';
            }
          }, 100);
        });
      </script>`,
    }),
  );
}

test.describe('from a page of another site', () => {
  test('appLogin with another member’s tokens, appLogout and moveRoute take no effect', async ({ page, context, request, baseURL }) => {
    const victim = await signedInPage(page, request, uniqueEmail('victim'));
    const attacker = await memberTokens(request, uniqueEmail('attacker'));
    await injectBridge(context);
    const victimNick = await nickNameOf(request, victim.accessToken);

    await page.goto('/my-page/settings');
    await expect(page.getByText(`${victimNick}님`)).toBeVisible();

    await serveEvilPage(context, `${baseURL}/my-page/settings`, [
      { type: 'appLogin', accessToken: attacker.accessToken, refreshToken: attacker.refreshToken, expireDt: attacker.expireDt },
      { type: 'moveRoute', path: '/best' },
      { type: 'appLogout' },
    ]);
    await page.goto(EVIL);
    const popupOpened = context.waitForEvent('page');
    await page.locator('#go').click();
    const app = await popupOpened;
    await expect(app.getByText(`${victimNick}님`)).toBeVisible();
    await expect(page).toHaveTitle('done', { timeout: 10_000 });
    await app.waitForTimeout(300);

    // the victim is still signed in as themselves, on the page they were on
    await expect(app).toHaveURL(/\/my-page\/settings$/);
    await expect(app.getByText(`${victimNick}님`)).toBeVisible();
    expect(await app.evaluate(() => localStorage.getItem('accessToken1'))).toBe(victim.accessToken);
    expect(await signedInEmail(app, request)).toBe(victim.email);
  });
});

test.describe('from the app’s own channel', () => {
  test.beforeEach(async ({ context }) => {
    await injectBridge(context);
  });

  test('moveRoute navigates and appLogin signs in the member the app hands over', async ({ page, request }) => {
    await hideSurvey(page);
    const email = uniqueEmail('app-login');
    const member = await memberTokens(request, email);
    const nick = await nickNameOf(request, member.accessToken);
    await page.goto('/');
    await expect(pageHeading(page, '오늘의 특가')).toBeVisible();

    await postHostMessage(page, { type: 'moveRoute', path: '/best' });
    await expect(page).toHaveURL(/\/best$/);

    await postHostMessage(page, { type: 'appLogin', accessToken: member.accessToken, refreshToken: member.refreshToken, expireDt: member.expireDt });
    await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken1'))).toBe(member.accessToken);
    await postHostMessage(page, { type: 'moveRoute', path: '/my-page/settings' });
    await expect(page.getByText(`${nick}님`)).toBeVisible();
    expect(await signedInEmail(page, request)).toBe(email);
  });

  test('an appLogin of another member replaces the signed-in one', async ({ page, request }) => {
    const first = await signedInPage(page, request, uniqueEmail('first'));
    const secondEmail = uniqueEmail('second');
    const second = await memberTokens(request, secondEmail);
    const secondNick = await nickNameOf(request, second.accessToken);
    await page.goto('/my-page/settings');
    await expect(page.getByText(`${await nickNameOf(request, first.accessToken)}님`)).toBeVisible();

    await postHostMessage(page, { type: 'appLogin', accessToken: second.accessToken, refreshToken: second.refreshToken, expireDt: second.expireDt });
    await expect(page.getByText(`${secondNick}님`)).toBeVisible();
    expect(await signedInEmail(page, request)).toBe(secondEmail);
  });

  test('a forged appTokenRefresh with garbage tokens keeps the member signed in', async ({ page, request }) => {
    const member = await signedInPage(page, request, uniqueEmail('refresh'));
    const nick = await nickNameOf(request, member.accessToken);
    await page.goto('/my-page/settings');
    await expect(page.getByText(`${nick}님`)).toBeVisible();

    const validations = page.waitForResponse((response) => response.url().includes('/api/v1/token/jwt/validation') && response.status() !== 200);
    await postHostMessage(page, { type: 'appTokenRefresh', accessToken: 'garbage.token.value', refreshToken: 'garbage-refresh' });
    // the server refused the handed-over token; nothing else happens
    await validations;
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => [localStorage.getItem('accessToken1'), localStorage.getItem('refreshToken1')])).toEqual([
      member.accessToken,
      member.refreshToken,
    ]);
    await page.goto('/my-page/settings');
    await expect(page).toHaveURL(/\/my-page\/settings$/);
    await expect(page.getByText(`${nick}님`)).toBeVisible();
    expect(await signedInEmail(page, request)).toBe(member.email);
  });
});
