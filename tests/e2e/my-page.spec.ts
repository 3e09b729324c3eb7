import { expect, test } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { bottomBar, pageHeading } from './support/gates';
import { grantPoints, memberHeaders, pointMember, shoot, unreadCountOf } from './support/points';

/**
 * My page (issue 12 §2) against the reference server: the member's card with the 별 balance, the
 * level and the unread badge (also on the bottom bar), the level page, and the point history by
 * tab, page by page.
 */

test('my page shows the balance, the level and the unread alarms', async ({ page, request }) => {
  const me = await pointMember(page, request);
  await grantPoints(request, me.userId, 1500, '신규 회원 이벤트 당첨');
  const unread = await unreadCountOf(request, me);
  expect(unread).toBeGreaterThan(0);

  // the server's bar, marked before React starts: a member's bar hydrates with the page and takes the
  // badge in place, it is not thrown away and drawn again (src/ui/bottom-bar/bottom-bar.tsx)
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => document.querySelector('nav[aria-label="주요 메뉴"]')?.setAttribute('data-from-server', ''));
  });
  await page.goto('/my-page');
  await expect(pageHeading(page, '마이페이지')).toBeVisible();
  await expect(page.getByTestId('mypage-balance')).toHaveText('1,500개');
  // 1,500 별 earned in 90 days: 열매 (1,000+)
  await expect(page.getByRole('link', { name: '내 등급 열매, 등급 혜택 보기' })).toBeVisible();
  await expect(page.getByTestId('mypage-alarm-badge')).toHaveText(String(unread));
  await expect(page.getByRole('link', { name: `알림, 읽지 않은 알림 ${unread}개` })).toHaveAttribute('href', '/alarm');
  await expect(bottomBar(page).getByRole('link', { name: new RegExp(`마이페이지.*읽지 않은 알림 ${unread}개`) })).toBeVisible();
  await expect(bottomBar(page).getByTestId('bottom-bar-badge')).toHaveText(String(unread));
  await expect(bottomBar(page)).toHaveAttribute('data-from-server', '');
  for (const name of ['내 정보 관리', '등급 혜택', '별 모으는 방법', '별 교환', '공지사항', '설정']) {
    await expect(page.getByRole('list', { name: '마이페이지 메뉴' }).getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
  }
  await shoot(page, 'my-page');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: /별 내역/ }).click();
  await expect(page).toHaveURL(/\/my-page\/point$/);
});

/** a page's text without its tags, scripts and styles: what a reader sees before any script */
const textOf = (html: string) =>
  html
    .replace(/<(script|style)[^>]*>[^]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

test("the server draws a member's my page from their access cookie, for them only; a browser without their tokens is sent to log in", async ({ page, request, baseURL }) => {
  const me = await pointMember(page, request);
  await grantPoints(request, me.userId, 1500);
  const unread = await unreadCountOf(request, me);
  const mine = (await (await request.get('/api/v1/user/mypage', { headers: memberHeaders(me) })).json()) as { nickName: string };
  const cookie = `ACCESS_TOKEN=${encodeURIComponent(me.accessToken)}`;

  // the page's HTML, before any script: their name, their 별 and their unread alarms; never kept
  const answer = await request.get('/my-page', { headers: { Cookie: cookie } });
  expect(answer.status()).toBe(200);
  expect(answer.headers()['cache-control']).toBe('private, no-store');
  const html = textOf(await answer.text());
  expect(html).toContain(`${mine.nickName}님`);
  expect(html).toMatch(/내 별 1,500 ?개/);
  expect(html).toMatch(new RegExp(`출석 체크 ${unread} 알림`));
  expect(html).not.toContain('불러오는 중이에요');
  // the same address for a visitor, or with a token the server refuses: the shell, loaded in the browser
  for (const visitor of [{}, { Cookie: 'ACCESS_TOKEN=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.bm90LXNpZ25lZA' }] as Array<Record<string, string>>) {
    const shell = await request.get('/my-page', { headers: visitor });
    expect(textOf(await shell.text())).toContain('불러오는 중이에요');
    expect(textOf(await shell.text())).not.toMatch(/1,500 ?개/);
  }

  // the browser with the cookies the app writes at sign-in (SPEC.md §9): hydrated as drawn (the
  // fixture fails on a mismatch), the card with its numbers and badge
  await page.context().addCookies([
    { name: 'ACCESS_TOKEN', value: encodeURIComponent(me.accessToken), url: baseURL! },
    { name: 'REFRESH_TOKEN', value: encodeURIComponent(me.refreshToken), url: baseURL! },
  ]);
  const response = await page.goto('/my-page');
  expect(textOf((await response?.text()) ?? '')).toMatch(/내 별 1,500 ?개/);
  await expect(page.getByTestId('mypage-balance')).toHaveText('1,500개');
  await expect(page.getByTestId('mypage-alarm-badge')).toHaveText(String(unread));
  await expect(page.getByText(`${mine.nickName}님`)).toBeVisible();
  await shoot(page, 'my-page-from-server');

  // signed out in this browser's storage, the cookie still there: the page the server drew goes to login
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/my-page');
  await expect(page).toHaveURL(/\/login(\?|$)/);
});

test('a failing my-page call leaves the page with placeholders, not an error', async ({ page, request }) => {
  await pointMember(page, request);
  await page.route('**/api/v1/user/mypage', (route) => route.fulfill({ status: 500, json: { code: 5, message: '오류', errorType: 'SYSTEM' } }));
  await page.goto('/my-page');
  await expect(pageHeading(page, '마이페이지')).toBeVisible();
  await expect(page.getByTestId('mypage-balance')).toHaveText('-');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('list', { name: '마이페이지 메뉴' }).getByRole('link', { name: /^등급 혜택/ })).toBeVisible();
});

test('the level page shows the level, the way to the next and every level', async ({ page, request }) => {
  const me = await pointMember(page, request);
  await grantPoints(request, me.userId, 1500);
  await page.goto('/my-page/my-level');
  await expect(pageHeading(page, '나의 등급')).toBeVisible();
  await expect(page.getByRole('heading', { name: '지금 등급은 열매예요' })).toBeVisible();
  // 열매 1,000 → 나무 3,000: 500 of 2,000 is 25%
  const bar = page.getByRole('progressbar', { name: '나무 등급까지' });
  await expect(bar).toHaveAttribute('aria-valuenow', '25');
  await expect(page.getByText('나무까지 별 1,500개 남았어요')).toBeVisible();
  const levels = page.locator('section[aria-labelledby="level-all"] li');
  await expect(levels).toHaveCount(4);
  await expect(levels.nth(2)).toHaveAttribute('aria-current', 'true');
  await expect(levels.nth(3)).toContainText('별 3,000개 이상');
  await shoot(page, 'my-level');
  await expectNoSeriousA11yViolations(page);
});

test('the point history has tabs and loads page by page', async ({ page, request }) => {
  const me = await pointMember(page, request);
  // 23 earnings and one exchange: 24 rows, more than a page of 20
  for (let i = 0; i < 22; i += 1) await grantPoints(request, me.userId, 50, `출석 이벤트 ${i + 1}`);
  await grantPoints(request, me.userId, 1000, '신규 회원 이벤트 당첨');
  const exchanged = await request.post('/api/v1/user/point/exchange', { headers: memberHeaders(me), data: { amount: 1000, requestKey: `e2e-${Date.now()}` } });
  expect(exchanged.status()).toBe(200);

  await page.goto('/my-page/point');
  await expect(pageHeading(page, '별 포인트')).toBeVisible();
  await expect(page.getByTestId('point-balance')).toHaveText('1,100개');
  const rows = page.getByTestId('point-row');
  const first = rows.first();
  await expect(first).toContainText('적립금 교환');
  await expect(first).toContainText('−1,000');
  await expect(first).toContainText(/\d{4}년 \d{1,2}월 \d{1,2}일 \d{2}:\d{2}/);
  await expect(rows).toHaveCount(20);
  await shoot(page, 'point');
  await expectNoSeriousA11yViolations(page);
  await page.getByTestId('infinite-sentinel').scrollIntoViewIfNeeded();
  await expect(rows).toHaveCount(24);
  await expect(page.getByText('내역을 모두 봤어요')).toBeVisible();

  await page.getByRole('tab', { name: '사용' }).click();
  await expect(page).toHaveURL(/type=SPENT/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('−1,000');

  await page.getByRole('tab', { name: '적립' }).click();
  await expect(rows.first()).toContainText('+1,000');
  await expect(rows.first()).toContainText('신규 회원 이벤트 당첨');
  await page.getByTestId('infinite-sentinel').scrollIntoViewIfNeeded();
  await expect(rows).toHaveCount(23);
  await expect(page.getByText('−')).toHaveCount(0);
});
