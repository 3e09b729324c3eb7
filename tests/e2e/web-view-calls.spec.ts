import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { bridgeCalls, postHostMessage, simulateWebView, WEB_VIEW_UA } from './support/gates';
import { signedInPage } from './support/session';

/**
 * Issue 12 §3: inside the native app's web view, the app calls of SPEC.md §7 are made and the
 * bridge is handed what the app expects (src/app/web-view.ts). The bridge is a stand-in that
 * records every call (support/gates.ts simulateWebView).
 */

function recordApiCalls(page: Page): Array<{ method: string; path: string; body: unknown }> {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/v1/app') && !url.pathname.startsWith('/api/v2/app')) return;
    calls.push({ method: request.method(), path: url.pathname, body: request.postDataJSON() as unknown });
  });
  return calls;
}

const names = async (page: Page) => (await bridgeCalls(page)).map((call) => call.name);

test.describe('in the native app’s web view', () => {
  test.use({ userAgent: WEB_VIEW_UA });

  test.beforeEach(async ({ page }) => {
    await simulateWebView(page);
  });

  test('on start: app access, version, minimum versions to the app, device info and push asked', async ({ page }) => {
    const api = recordApiCalls(page);
    await page.goto('/best');
    await expect.poll(() => api.map((call) => `${call.method} ${call.path}`)).toEqual(
      expect.arrayContaining(['POST /api/v1/app/access', 'PUT /api/v1/app/version']),
    );
    expect(api.find((call) => call.path === '/api/v1/app/access')?.body).toMatchObject({ deviceType: 1003, appVersion: '2.26.2', os: 'android' });
    await expect.poll(() => bridgeCalls(page)).toContainEqual({
      name: 'checkAppUpdate',
      payload: expect.objectContaining({ androidMinVersion: expect.any(String), iOSMinVersion: expect.any(String) }) as unknown,
    });
    await expect.poll(() => names(page)).toEqual(expect.arrayContaining(['getDeviceInfo', 'getDevicePushSetting']));
    // a visitor: no tokens for the app
    expect(await names(page)).not.toContain('setToken');
  });

  test('the device answers: its advertising id and push setting reach the server', async ({ page }) => {
    const api = recordApiCalls(page);
    await page.goto('/best');
    await expect.poll(() => names(page)).toContain('getDeviceInfo');
    await postHostMessage(page, { type: 'deviceInfo', info: { adId: '38400000-8cf0-11bd-b23e-10b96e40000d', os: 'android' } });
    await postHostMessage(page, { type: 'setDevicePush', value: true });
    await expect.poll(() => api.filter((call) => call.method === 'PUT').map((call) => [call.path, call.body])).toEqual(
      expect.arrayContaining([
        ['/api/v1/app/ad/id', { adId: '38400000-8cf0-11bd-b23e-10b96e40000d' }],
        ['/api/v1/app/push', { pushYN: 'Y' }],
      ]),
    );
  });

  test('a member: tokens handed to the app and the device tied to them; logout clears the app’s cookies', async ({ page, request }) => {
    const api = recordApiCalls(page);
    const member = await signedInPage(page, request);
    await page.goto('/my-page/settings');
    await expect.poll(() => bridgeCalls(page)).toContainEqual({
      name: 'setToken',
      payload: { accessToken: member.accessToken, refreshToken: member.refreshToken },
    });
    await expect.poll(() => api.map((call) => `${call.method} ${call.path}`)).toContain('PUT /api/v1/app/user/id');

    await page.getByRole('button', { name: '로그아웃' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '로그아웃' }).click();
    await expect.poll(() => names(page)).toContain('clearCacheAndCookie');
  });
});

test('in a browser none of the app calls is made', async ({ page }) => {
  const api = recordApiCalls(page);
  await page.goto('/best');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(500);
  expect(api.filter((call) => call.path !== '/api/v2/app/profile')).toEqual([]);
});
