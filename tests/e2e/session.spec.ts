import { type Route, type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { keepScreenshot } from './support/screenshot';
import { hideSurvey, NaverSignIn, operator, signedInPage, uniqueEmail, userIdOf } from './support/session';

/**
 * Session and social sign-in (SPEC.md §4, §5, §8) against the reference server: its development
 * identity providers, real JWTs, and the operator switches that expire, ban and force re-sign-in.
 */

const EXPIRED = '로그인 유효기간이 만료되어 자동 로그아웃 됩니다. 다시 로그인 해주세요';
const CONSENT = '필수 제공 항목에 모두 체크를 하셔야 가입이 완료됩니다.';
const UNDER_AGE = '14세 미만 회원은 보호자의 동의 후 가입이 가능합니다. 자세한 문의는 고객센터로 연락주세요.';

const dialog = (page: Page) => page.getByRole('alertdialog');
const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });

/** counts how often a dialog with `text` opens in this page (across navigations of the same document) */
async function countDialogs(page: Page, text: string): Promise<number> {
  return page.evaluate((wanted) => (window as unknown as { __dialogTexts?: string[] }).__dialogTexts?.filter((t) => t.includes(wanted)).length ?? 0, text);
}
async function recordDialogs(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __dialogTexts: string[] }).__dialogTexts = seen;
    new MutationObserver(() => {
      document.querySelectorAll('dialog[open]').forEach((node) => {
        if (!(node as HTMLElement).dataset.counted) {
          (node as HTMLElement).dataset.counted = '1';
          seen.push(node.textContent ?? '');
        }
      });
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
  });
}

test.describe('Naver sign-in', () => {
  test('a first sign-in agrees to the terms and lands on /welcome; then guarded pages open', async ({ page }, testInfo) => {
    await hideSurvey(page);
    await page.goto('/login');
    const naver = new NaverSignIn(page);
    await naver.start();
    await naver.fill({ email: uniqueEmail('naver') });
    await naver.agree();
    await expect(page).toHaveURL(/\/sign-up$/);
    await expect(heading(page, '약관 동의')).toBeVisible();
    const start = page.getByRole('button', { name: '동의하고 시작하기' });
    await expect(start).toBeDisabled();
    await page.getByText('전체 동의하기').click();
    await expect(start).toBeEnabled();
    await keepScreenshot(page, testInfo, 'sign-up');
    await start.click();
    await expect(page).toHaveURL(/\/welcome$/);
    await page.goto('/alarm');
    await expect(heading(page, '알림')).toBeVisible();
  });

  test('a returning member goes back to the guarded page they wanted', async ({ page, request }) => {
    const email = uniqueEmail('returning');
    // the member exists already
    await signedInPage(await page.context().newPage(), request, email);
    await page.goto('/my-page/point');
    await expect(page).toHaveURL(/\/login$/);
    const naver = new NaverSignIn(page);
    await naver.start();
    await naver.fill({ email });
    await naver.agree();
    await expect(page).toHaveURL(/\/my-page\/point$/);
    expect(await page.evaluate(() => localStorage.getItem('socialLoginPlatform'))).toBe('naver');
  });

  test('an item left unchecked asks again; accepting shows the consent screen again', async ({ page }) => {
    await page.goto('/login');
    const naver = new NaverSignIn(page);
    await naver.start();
    await naver.fill({ email: uniqueEmail('consent') });
    await naver.uncheck('mobile');
    await naver.agree();
    await expect(dialog(page)).toContainText(CONSENT);
    await dialog(page).getByRole('button', { name: '다시 동의하기' }).click();
    await expect(page).toHaveURL(/auth_type=reprompt/);
    await expect(page.getByRole('heading', { name: '네이버 아이디로 로그인' })).toBeVisible();
  });

  test('declining the consent confirm returns to the login page without signing in', async ({ page }) => {
    await page.goto('/login');
    const naver = new NaverSignIn(page);
    await naver.start();
    await naver.fill({ email: uniqueEmail('decline') });
    await naver.uncheck('gender');
    await naver.agree();
    await dialog(page).getByRole('button', { name: '취소' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken1'))).toBeNull();
  });

  test('an under-age shopper is refused with the guardian message', async ({ page }) => {
    await page.goto('/login');
    const naver = new NaverSignIn(page);
    await naver.start();
    await naver.fill({ email: uniqueEmail('young'), birthyear: String(new Date().getFullYear() - 12) });
    await naver.agree();
    await expect(dialog(page)).toContainText(UNDER_AGE);
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken1'))).toBeNull();
  });

  test('a prohibited account sees the server’s message', async ({ page, request }) => {
    const email = uniqueEmail('blocked');
    const added = await request.post('/api/dev/operator/prohibited', {
      headers: { 'X-Operator-Key': 'dev-operator' },
      data: { provider: 'naver', email },
    });
    expect(added.status()).toBe(201);
    await page.goto('/login');
    const naver = new NaverSignIn(page);
    await naver.start();
    await naver.fill({ email });
    await naver.agree();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page)).not.toContainText('잠시 문제가 있어');
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('cancelling on the consent screen returns silently', async ({ page }) => {
    await page.goto('/login');
    const naver = new NaverSignIn(page);
    await naver.start();
    await naver.cancel();
    await expect(page).toHaveURL(/\/login$/);
    await expect(dialog(page)).toHaveCount(0);
  });
});

test.describe('Apple sign-in', () => {
  test('signs in through the popup', async ({ page }) => {
    await page.goto('/login');
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Apple로 계속하기' }).click();
    const popup = await popupPromise;
    await expect(popup.getByRole('heading', { name: 'Apple로 로그인' })).toBeVisible();
    await popup.getByLabel('성', { exact: true }).fill('애');
    await popup.getByLabel('이름', { exact: true }).fill(`플${Date.now().toString(36)}`);
    await popup.getByRole('button', { name: '계속' }).click();
    await popup.waitForEvent('close');
    await expect(page).toHaveURL(/\/(sign-up|$)/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken1'))).not.toBeNull();
  });

  test('cancelling the popup stays on the login page without a message', async ({ page }) => {
    await page.goto('/login');
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Apple로 계속하기' }).click();
    const popup = await popupPromise;
    await popup.getByRole('button', { name: '취소' }).click();
    await popup.waitForEvent('close');
    await expect(page).toHaveURL(/\/login$/);
    await page.waitForTimeout(700);
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Apple로 계속하기' })).toBeEnabled();
  });
});

test.describe('tokens', () => {
  test('an expired access token is refreshed once, even by two tabs at the same time', async ({ page, context, request }) => {
    const member = await signedInPage(page, request);
    await page.goto('/my-page/settings');
    await expect(heading(page, '설정')).toBeVisible();
    const second = await context.newPage();
    await second.goto('/alarm');
    await expect(heading(second, '알림')).toBeVisible();

    const ops = operator(request, member.userId);
    await ops.post('expire-access');
    await Promise.all([page.reload(), second.reload()]);
    await expect(heading(page, '설정')).toBeVisible();
    await expect(heading(second, '알림')).toBeVisible();
    // both tabs come to hold the same, new pair (the tab that did not refresh takes it over a moment
    // after the other stored it); one refresh in all, and the family is alive
    const tokens = () => Promise.all([page, second].map((p) => p.evaluate(() => localStorage.getItem('accessToken1'))));
    const bothHoldANewToken = async () => {
      const [a, b] = await tokens();
      return a !== null && a === b && a !== member.accessToken;
    };
    await expect.poll(bothHoldANewToken).toBe(true);
    expect(await ops.stats()).toEqual({ refreshCount: 1, activeFamilies: 1 });
  });

  test('20 queries at once on an expired access token make exactly one refresh, and all succeed', async ({ page, context, request }) => {
    // five tabs of one member, each on a page that needs no catalogue data; each then opens home,
    // whose product blocks ask four member-aware questions at once: 20 calls with the expired token
    const member = await signedInPage(page, request);
    const tabs = [page, ...(await Promise.all(Array.from({ length: 4 }, () => context.newPage())))];
    for (const tab of tabs) {
      await tab.goto('/my-page/settings');
      await expect(heading(tab, '설정')).toBeVisible();
      // the session's own start-up calls must be answered before the token expires, or one of them
      // would meet the 111 and refresh before the 20 calls go out
      await tab.waitForLoadState('networkidle');
    }
    const answers: Array<{ status: number; path: string; code: number | null }> = [];
    for (const tab of tabs) {
      tab.on('response', async (response) => {
        const path = new URL(response.url()).pathname;
        if (!path.startsWith('/api/v2/display/deal') && !path.startsWith('/api/v1/display/home') && !path.startsWith('/api/v1/display/best')) return;
        const body = response.status() === 401 ? ((await response.json()) as { code: number }) : null;
        answers.push({ status: response.status(), path, code: body?.code ?? null });
      });
    }
    // the first 20 of those calls are held until all 20 are under way, then sent together
    const held: Route[] = [];
    let released = false;
    for (const tab of tabs) {
      await tab.route(/\/api\/(v2\/display\/deal|v1\/display\/home|v1\/display\/best)/, async (route) => {
        if (released) return route.continue();
        held.push(route);
        if (held.length === 20) {
          released = true;
          await Promise.all(held.map((call) => call.continue()));
        }
      });
    }
    const ops = operator(request, member.userId);
    await ops.post('expire-access');
    await Promise.all(tabs.map((tab) => tab.getByRole('link', { name: '홈' }).click()));
    for (const tab of tabs) await expect(tab.getByRole('heading', { name: '오늘의 특가', level: 1 })).toBeVisible();

    await expect.poll(() => answers.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(20);
    const expired = answers.filter((answer) => answer.status === 401);
    expect(expired.length).toBeGreaterThanOrEqual(20);
    expect(new Set(expired.map((answer) => answer.code))).toEqual(new Set([111]));
    expect((await ops.stats()).refreshCount).toBe(1);
    // every call that met 111 was replayed once and answered
    for (const path of new Set(expired.map((answer) => answer.path))) {
      const failed = expired.filter((answer) => answer.path === path).length;
      expect(answers.filter((answer) => answer.path === path && answer.status === 200).length).toBeGreaterThanOrEqual(failed);
    }
  });

  test('an expired refresh token logs out once with the dialog, then the login page', async ({ page, request }) => {
    await recordDialogs(page);
    const member = await signedInPage(page, request);
    await page.goto('/my-page/settings');
    await expect(heading(page, '설정')).toBeVisible();
    const ops = operator(request, member.userId);
    await ops.post('expire-refresh');
    await ops.post('expire-access');
    await page.reload();
    await expect(dialog(page)).toContainText(EXPIRED);
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await countDialogs(page, EXPIRED)).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('accessToken1'))).toBeNull();
  });
});

test.describe('a member opening a page', () => {
  test('/login, drawn by the server as for anyone, sends a member on once the start has checked them', async ({ page, request }) => {
    await signedInPage(page, request);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: '네이버로 시작하기' })).toHaveCount(0);
  });
});

test.describe('logout, ban and re-sign-in', () => {
  test('logout clears the session in this tab and the other one', async ({ page, context, request }) => {
    const member = await signedInPage(page, request);
    await page.goto('/my-page/settings');
    const other = await context.newPage();
    await other.goto('/alarm');
    await expect(heading(other, '알림')).toBeVisible();

    await page.getByRole('button', { name: '로그아웃' }).click();
    // the shop's logout page opens in a tiny window (listen before confirming: it can open at once)
    const shopLogoutOpened = context.waitForEvent('page');
    await dialog(page).getByRole('button', { name: '로그아웃' }).click();
    const shopLogout = await shopLogoutOpened;
    await expect(shopLogout).toHaveURL(/\/dev\/shop\/logout/);

    await expect(page).toHaveURL(/\/login$/);
    await expect(other).toHaveURL(/\/login$/);
    const stored = await page.evaluate(() => Object.keys(localStorage).sort());
    expect(stored.filter((key) => !['uid', 'recentKeywords', 'recentlyViewed'].includes(key))).toEqual([]);
    const cookies = (await context.cookies()).map((c) => c.name);
    expect(cookies).not.toContain('ACCESS_TOKEN');
    expect(cookies).not.toContain('REFRESH_TOKEN');
    // the persisted query cache holds nothing any more (the persister may write the emptied cache back)
    const persisted = await page.evaluate(() => sessionStorage.getItem('market-query-cache'));
    expect(persisted === null ? [] : (JSON.parse(persisted) as { clientState: { queries: unknown[] } }).clientState.queries).toEqual([]);
    // the server revoked the family
    expect((await operator(request, member.userId).stats()).activeFamilies).toBe(0);
  });

  test('a banned member sees the ban message', async ({ page, request }) => {
    const member = await signedInPage(page, request);
    await operator(request, member.userId).post('ban', { message: '운영 정책 위반으로 이용이 제한되었어요.' });
    await page.goto('/');
    await expect(dialog(page)).toContainText('운영 정책 위반으로 이용이 제한되었어요.');
  });

  test('retrySignIn logs out and reloads home', async ({ page, request }) => {
    const member = await signedInPage(page, request);
    await operator(request, member.userId).post('retry-sign-in', { value: true });
    await page.goto('/my-page/settings');
    await expect(page).toHaveURL(/\/$|\/login$/);
    // the page reloads home: a read during the reload is simply tried again
    await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken1')).catch(() => 'reloading')).toBeNull();
    expect(await userIdOf(request, member.email)).toBe(member.userId);
  });
});
