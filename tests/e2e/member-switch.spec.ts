import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { memberTokens, NaverSignIn, signedInPage, uniqueEmail } from './support/session';

/**
 * Nothing of one member stays for the next (issue 11 §7): member A likes a product, views products,
 * searches and sees their nickname; logs out; member B signs in in the same tab and sees none of
 * it, on screen or in sessionStorage/localStorage.
 */

const purchaseBar = (page: Page) => page.getByRole('region', { name: '구매', exact: true });
const dialog = (page: Page) => page.getByRole('alertdialog');

async function profileOf(request: APIRequestContext, accessToken: string) {
  const answer = await request.get('/api/v2/user/profile', { headers: { Authorization: `Bearer ${accessToken}` } });
  return ((await answer.json()) as { userInfo: { nickName: string; email?: string | null } }).userInfo;
}

/** Everything this origin keeps in Web Storage, as one text to search in. */
const storageText = (page: Page) =>
  page.evaluate(() => {
    const dump = (storage: Storage) => Object.fromEntries(Object.keys(storage).map((key) => [key, storage.getItem(key)]));
    return JSON.stringify({ local: dump(localStorage), session: dump(sessionStorage) });
  });

test('member B, signed in after member A in the same tab, sees nothing of A', async ({ page, context, request }) => {
  test.setTimeout(60_000);
  const emailB = uniqueEmail('member-b');
  // B exists already: a returning member, so the sign-in goes straight back
  await memberTokens(request, emailB);
  const a = await signedInPage(page, request, uniqueEmail('member-a'));
  const nickA = (await profileOf(request, a.accessToken)).nickName;

  // A likes the product of deal 1 (and so views it: recently viewed) and views deal 2
  await page.goto('/deal/2');
  await expect(purchaseBar(page)).toBeVisible();
  await page.goto('/deal/1');
  await purchaseBar(page).getByRole('button', { name: '찜하기' }).click();
  await expect(purchaseBar(page).getByRole('button', { name: '찜 해제' })).toHaveAttribute('aria-pressed', 'true');

  // A searches: the keyword is kept on the device
  await page.goto('/search/list');
  await page.getByRole('searchbox', { name: '검색어' }).fill('한우');
  await page.getByRole('searchbox', { name: '검색어' }).press('Enter');
  await expect(page).toHaveURL(/\/search\?keyword=/);
  expect(await storageText(page)).toContain('한우');

  await page.goto('/my-page/settings');
  await expect(page.getByText(`${nickA}님`)).toBeVisible();

  // A logs out (the shop's logout page opens in a tiny window)
  await page.getByRole('button', { name: '로그아웃' }).click();
  const shopLogout = context.waitForEvent('page');
  await dialog(page).getByRole('button', { name: '로그아웃' }).click();
  await (await shopLogout).close();
  await expect(page).toHaveURL(/\/login$/);

  // B signs in in the same tab, through the login page
  const naver = new NaverSignIn(page);
  await naver.start();
  await naver.fill({ email: emailB });
  await naver.agree();
  await expect(page).not.toHaveURL(/\/login|\/dev\/idp/);
  const tokenB = await page.evaluate(() => localStorage.getItem('accessToken1'));
  expect(tokenB).not.toBeNull();
  expect(tokenB).not.toBe(a.accessToken);
  const nickB = (await profileOf(request, tokenB!)).nickName;

  // B's settings show B, never A
  await page.goto('/my-page/settings');
  await expect(page.getByText(`${nickB}님`)).toBeVisible();
  await expect(page.getByText(`${nickA}님`)).toHaveCount(0);

  // no heart of A's on the deal A liked
  await page.goto('/deal/1');
  await expect(purchaseBar(page).getByRole('button', { name: '찜하기' })).toHaveAttribute('aria-pressed', 'false');
  await expect(purchaseBar(page).getByRole('button', { name: '찜 해제' })).toHaveCount(0);

  // no search of A's among the recent keywords
  await page.goto('/search/list');
  await expect(page.getByText('최근 검색한 기록이 없어요.')).toBeVisible();
  await expect(page.getByRole('list', { name: '최근 검색어 목록' })).toHaveCount(0);

  // B's recently viewed list holds only what B saw (deal 1, just now), not deal 2 that A saw
  const recentB = (await (await request.get('/api/v1/user/recent-product', { headers: { Authorization: `Bearer ${tokenB!}` } })).json()) as {
    items: { productNo: number }[];
  };
  const deal2 = (await (await request.get('/api/v2/display/deal/2')).json()) as { product: { productNo: number } };
  expect(recentB.items.map((item) => item.productNo)).not.toContain(deal2.product.productNo);

  // and Web Storage holds nothing of A: no token, no nickname, no keyword, no list of A's
  const stored = await storageText(page);
  expect(stored).not.toContain(a.accessToken);
  expect(stored).not.toContain(a.refreshToken);
  expect(stored).not.toContain(nickA);
  expect(stored).not.toContain('한우');
  const recentlyViewed = await page.evaluate(() => localStorage.getItem('recentlyViewed'));
  expect(recentlyViewed).toBeNull();
});
