import { devices, expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { axeViolations, seriousOf } from './axe';
import { OPERATOR } from './session';

/**
 * Page objects and helpers of the gates and hand-offs (issue 4): operator switches of the
 * reference server (docs/api.md "Operator: maintenance and versions"), a simulated native web view,
 * and the screens of the maintenance gate, the app-install popup and the short-link redirector.
 */

/** The mobile browser every project runs in (Pixel 7), and the same browser inside the native app's web view. */
export const MOBILE_UA = devices['Pixel 7'].userAgent;
export const WEB_VIEW_UA = `${MOBILE_UA} MarketApp/2.26.2`;
export const DESKTOP_UA = devices['Desktop Chrome'].userAgent;

export const operatorSwitches = (request: APIRequestContext) => ({
  async maintenance(isProgress: boolean, notice: { message?: string; startDt?: string; endDt?: string } = {}) {
    const answer = await request.post('/api/dev/operator/maintenance', { headers: OPERATOR, data: { isProgress, ...notice } });
    expect(answer.status(), 'operator maintenance').toBe(200);
  },
  async webVersion(webVersion: string | null) {
    const answer = await request.post('/api/dev/operator/app-info', { headers: OPERATOR, data: { webVersion } });
    expect(answer.status(), 'operator app-info').toBe(200);
  },
});

/** Axe finds no serious or critical problem inside `selector` (the part this flow owns). */
export async function expectAccessible(page: Page, selector: string): Promise<void> {
  const report = seriousOf(await axeViolations(page, { include: selector }));
  expect(report, report.join('\n')).toEqual([]);
}

/** Counts page loads in this tab (session storage 'e2e-loads'), to see reloads. */
export async function countLoads(context: BrowserContext | Page): Promise<void> {
  await context.addInitScript(() => {
    try {
      const loads = Number(window.sessionStorage.getItem('e2e-loads') ?? '0') + 1;
      window.sessionStorage.setItem('e2e-loads', String(loads));
    } catch {
      /* about:blank has no storage */
    }
  });
}

/** The loads counted so far; -1 while the page is between two documents (a reload under way). */
export const loadsOf = (page: Page) =>
  page.evaluate(() => Number(window.sessionStorage.getItem('e2e-loads') ?? '0')).catch(() => -1);

/**
 * Makes the page the native app's iOS web view: the webkit message handlers of every outgoing call
 * record what they get in `window.__bridgeCalls` (the user agent comes from `test.use`).
 */
export async function simulateWebView(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: Array<{ name: string; payload: unknown }> = [];
    const names = [
      'setSubWebViewUrl',
      'setToken',
      'clearCacheAndCookie',
      'checkAppUpdate',
      'closeSubWebView',
      'getDevicePushSetting',
      'requestPermission',
      'getSelectedImage',
      'moveToMessengerMarket',
      'getDeviceInfo',
    ];
    const handlers = Object.fromEntries(names.map((name) => [name, { postMessage: (payload: unknown) => calls.push({ name, payload }) }]));
    Object.defineProperty(window, '__bridgeCalls', { value: calls });
    Object.defineProperty(window, 'webkit', { value: { messageHandlers: handlers } });
  });
}

export const bridgeCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __bridgeCalls: Array<{ name: string; payload: unknown }> }).__bridgeCalls.slice());

/** A message as the hosting app sends it (window.postMessage from the page itself). */
export const postHostMessage = (page: Page, message: unknown) =>
  page.evaluate((data) => window.postMessage(data, '*'), message as Record<string, unknown>);

export const bottomBar = (page: Page) => page.getByRole('navigation', { name: '주요 메뉴' });
export const pageHeading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });

/** /maintenance as the shopper sees it. */
export class MaintenanceScreen {
  constructor(private readonly page: Page) {}

  readonly heading = () => pageHeading(this.page, '서비스 점검 중이에요');
  readonly checkAgain = () => this.page.getByRole('button', { name: /다시 확인하기|확인하고 있어요/ });

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/maintenance$/);
    await expect(this.heading()).toBeVisible();
    await expect(bottomBar(this.page)).toHaveCount(0);
  }
}

/** The app-install bottom sheet. */
export class AppInstallPopup {
  constructor(private readonly page: Page) {}

  readonly dialog = () => this.page.getByRole('dialog', { name: '마켓 앱으로 더 편하게 쇼핑하세요' });
  readonly openApp = () => this.dialog().getByRole('button', { name: '앱으로 보기' });
  readonly stayOnWeb = () => this.dialog().getByRole('button', { name: '모바일 웹으로 볼게요' });
}
