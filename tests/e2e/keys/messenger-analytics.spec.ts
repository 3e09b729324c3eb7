import { createHash } from 'node:crypto';
import { request as requests, type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { bridgeCalls, simulateWebView, WEB_VIEW_UA } from '../support/gates';
import { KEYED_ENV, startKeyedServer, type KeyedServer } from '../support/keyed-server';
import { keepScreenshot } from '../support/screenshot';
import { hideSurvey, memberTokens, storeTokens, uniqueEmail } from '../support/session';

/**
 * Issue 25 §3 and §5 with the keys configured (a server of its own: support/keyed-server.ts).
 *
 * - The messenger share: its SDK loads on demand (here the reference server's stand-in, which
 *   records what would be shared) and a tap shares a feed card with the item's picture, name, price
 *   or excerpt and a link back; a failed SDK ends in the alert and, in the web view, the bridge's
 *   moveToMessengerMarket.
 * - Analytics: gtag loads with the measurement id where no consent is needed, only after '동의'
 *   where it is; the member's user id is the hash of their email, cleared at logout.
 */

test.describe.configure({ mode: 'serial' });

let server: KeyedServer;
let api: APIRequestContext;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startKeyedServer();
  api = await requests.newContext({ baseURL: server.baseURL });
});
test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

const url = (path: string) => `${server.baseURL}${path}`;

interface RecordedShare {
  appKey: string;
  settings: {
    objectType: string;
    content?: { title: string; description?: string; imageUrl: string; link: { webUrl: string; mobileWebUrl: string; androidExecutionParams?: string } };
    text?: string;
    link?: { webUrl: string };
  };
}
const recordedShares = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __messengerShares?: unknown[] }).__messengerShares ?? []).slice() as unknown as RecordedShare[]);

async function shareFrom(page: Page, path: string) {
  await page.goto(url(path));
  await page.getByRole('button', { name: '공유하기' }).first().click();
  const sheet = page.getByRole('dialog', { name: '공유하기' });
  await sheet.getByRole('button', { name: '카카오톡으로 공유하기' }).click();
  await expect.poll(async () => (await recordedShares(page)).length).toBe(1);
  return (await recordedShares(page))[0]!;
}

/** Answers that never reach Google: the test stands in for gtag.js (and would see any hit). */
async function interceptGoogle(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.context().route(/^https:\/\/([a-z0-9-]+\.)*(googletagmanager|google-analytics|analytics\.google)\.com\//, (route) => {
    seen.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: 'window.__gtagLoaded = true;' });
  });
  return seen;
}

const queued = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((entry) => JSON.parse(JSON.stringify(Array.from(entry))) as unknown[]));

test.describe('the messenger share (VITE_KAKAO_JS_KEY set)', () => {
  test('a deal shares a feed card: picture, name, price and the way back, through the SDK loaded on demand', async ({ page }, testInfo) => {
    const sdkRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/dev/messenger/kakao.js')) sdkRequests.push(request.url());
    });
    await page.goto(url('/deal/1'));
    await expect(page.getByRole('heading', { name: '특가 상세', level: 1 })).toBeVisible();
    // not before a share sheet opens
    expect(sdkRequests).toEqual([]);
    await page.getByRole('button', { name: '공유하기' }).click();
    const sheet = page.getByRole('dialog', { name: '공유하기' });
    await expect(sheet.getByRole('button', { name: '카카오톡으로 공유하기' })).toBeVisible();
    await keepScreenshot(page, testInfo, 'share-with-messenger');
    await sheet.getByRole('button', { name: '카카오톡으로 공유하기' }).click();
    await expect.poll(async () => (await recordedShares(page)).length).toBe(1);
    expect(sdkRequests).toHaveLength(1);
    const [share] = await recordedShares(page);
    expect(share!.appKey).toBe(KEYED_ENV.VITE_KAKAO_JS_KEY);
    expect(share!.settings.objectType).toBe('feed');
    const content = share!.settings.content!;
    expect(content.title).toMatch(/^\[타임딜\] /);
    expect(content.description).toMatch(/\d+% 할인, [\d,]+원$/);
    expect(content.imageUrl).toMatch(new RegExp(`^${server.baseURL}/images/`));
    expect(content.link.webUrl).toBe(url('/deal/1'));
    expect(content.link.androidExecutionParams).toBe('url=%2Fdeal%2F1');
  });

  test('exhibitions, events and stores share their picture, title and text with a link back', async ({ page }) => {
    const period = ((await (await api.get('/api/v2/display/period')).json()) as { items: { periodId: number }[] }).items[0]!;
    const event = ((await (await api.get('/api/v2/display/custom-event')).json()) as { items: { eventId: number }[] }).items[0]!;
    const region = ((await (await api.get('/api/v1/display/local')).json()) as { regions: { localCode: string }[] }).regions[0]!;
    const store = ((await (await api.get(`/api/v2/display/local/${region.localCode}`)).json()) as { items: { shopId: number }[] }).items[0]!;
    for (const path of [`/period/${period.periodId}`, `/event/${event.eventId}`, `/local/store/${region.localCode}/${store.shopId}`]) {
      const share = await shareFrom(page, path);
      expect(share.settings.objectType, path).toBe('feed');
      expect(share.settings.content!.imageUrl, path).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/images\//);
      expect(share.settings.content!.description, path).toBeTruthy();
      expect(share.settings.content!.link.webUrl, path).toBe(url(path));
    }
  });

  test('a community post shares its title and excerpt', async ({ page }) => {
    const posts = (await (await api.get('/api/v1/community/dashboard/list?size=5')).json()) as { items: { postId: number; title: string }[] };
    const post = posts.items[0]!;
    const share = await shareFrom(page, `/community/board-detail/${post.postId}`);
    const text = share.settings.objectType === 'feed' ? share.settings.content!.title : share.settings.text!;
    expect(text).toContain(post.title);
    const link = share.settings.objectType === 'feed' ? share.settings.content!.link.webUrl : share.settings.link!.webUrl;
    expect(link).toBe(url(`/community/board-detail/${post.postId}`));
  });

  test.describe('in the web view', () => {
    test.use({ userAgent: WEB_VIEW_UA });

    test('an SDK that cannot load ends in the alert, then the app is asked to open the messenger’s market', async ({ page }) => {
      await simulateWebView(page);
      await page.route('**/dev/messenger/kakao.js', (route) => route.abort());
      await page.goto(url('/deal/1'));
      await page.getByRole('button', { name: '공유하기' }).click();
      await page.getByRole('dialog', { name: '공유하기' }).getByRole('button', { name: '카카오톡으로 공유하기' }).click();
      const alert = page.getByRole('alertdialog');
      await expect(alert).toContainText('카카오톡 공유를 사용할 수 없어요.');
      expect((await bridgeCalls(page)).map((call) => call.name)).not.toContain('moveToMessengerMarket');
      await alert.getByRole('button', { name: '확인' }).click();
      await expect.poll(async () => (await bridgeCalls(page)).map((call) => call.name)).toContain('moveToMessengerMarket');
    });
  });
});

test.describe('analytics (VITE_GA_ID set) where no consent is asked first', () => {
  test.use({ timezoneId: 'Asia/Seoul' });

  test('gtag loads with the id; a member’s user id is the hash of their email, cleared at logout', async ({ page }) => {
    const google = await interceptGoogle(page);
    const email = uniqueEmail('ga');
    const tokens = await memberTokens(api, email);
    await storeTokens(page, tokens);
    await hideSurvey(page);
    await page.goto(url('/my-page/settings'));
    await expect(page.getByRole('heading', { name: '설정', level: 1 })).toBeVisible();
    await expect.poll(() => google.some((hit) => hit.startsWith(`https://www.googletagmanager.com/gtag/js?id=${KEYED_ENV.VITE_GA_ID}`))).toBe(true);
    await expect(page.getByRole('region', { name: '이용 통계 수집에 동의하시나요?' })).toHaveCount(0);
    const hash = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
    await expect.poll(async () => (await queued(page)).some(([command, value]) => command === 'set' && (value as { user_id?: string }).user_id === hash)).toBe(true);
    const config = (await queued(page)).find(([command]) => command === 'config');
    expect(config?.[1]).toBe(KEYED_ENV.VITE_GA_ID);
    expect(config?.[2]).toMatchObject({ allow_google_signals: false, allow_ad_personalization_signals: false });

    await page.getByRole('button', { name: '로그아웃' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '로그아웃' }).click();
    await expect.poll(async () => (await queued(page)).some(([command, value]) => command === 'set' && (value as { user_id?: unknown }).user_id === null)).toBe(true);
  });
});

test.describe('analytics where the law asks for consent first (a European time zone)', () => {
  test.use({ timezoneId: 'Europe/Berlin' });

  test('nothing loads before 동의; after it, gtag loads, and the answer holds on the next visit', async ({ page }, testInfo) => {
    const google = await interceptGoogle(page);
    await page.goto(url('/'));
    const question = page.getByRole('region', { name: '이용 통계 수집에 동의하시나요?' });
    await expect(question).toBeVisible();
    await keepScreenshot(page, testInfo, 'analytics-consent');
    await page.waitForTimeout(500);
    expect(google).toEqual([]);
    expect(await queued(page)).toEqual([]);
    await question.getByRole('button', { name: '동의' }).click();
    await expect(question).toHaveCount(0);
    await expect.poll(() => google.length).toBeGreaterThan(0);
    await page.reload();
    await expect.poll(async () => (await queued(page)).map(([command]) => command)).toContain('config');
    await expect(question).toHaveCount(0);
  });

  test('거부 keeps analytics off, also on the next visit', async ({ page }) => {
    const google = await interceptGoogle(page);
    await page.goto(url('/best'));
    await page.getByRole('region', { name: '이용 통계 수집에 동의하시나요?' }).getByRole('button', { name: '거부' }).click();
    await page.reload();
    await expect(page.getByRole('heading', { name: '베스트', level: 1 })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.getByRole('region', { name: '이용 통계 수집에 동의하시나요?' })).toHaveCount(0);
    expect(google).toEqual([]);
  });
});
