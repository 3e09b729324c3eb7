import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { pageHeading } from './support/gates';
import { balanceOf, grantPoints, memberHeaders, pointMember, shoot, toast } from './support/points';

/**
 * The point exchange (issue 12 §2) against the reference server: an exchange with its receipt,
 * the server's refusal with the amount kept, one exchange for a double tap and for a retry after a
 * lost answer (one requestKey per intent), and the automatic exchange switch across reloads.
 */

const amountField = (page: Page) => page.getByLabel('바꿀 별', { exact: true });
const submit = (page: Page) => page.getByRole('button', { name: '적립금으로 바꾸기' });
const confirmButton = (page: Page) => page.getByRole('alertdialog').getByRole('button', { name: '바꾸기', exact: true });

/** the request keys of the exchange calls the page makes from now on */
function exchangeKeys(page: Page) {
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/user/point/exchange') {
      keys.push((request.postDataJSON() as { requestKey: string }).requestKey);
    }
  });
  return keys;
}

test('an exchange asks to confirm, then shows its receipt (also after a reload)', async ({ page, request }) => {
  const me = await pointMember(page, request);
  // 3,000 earned: 나무, 3% more 적립금
  await grantPoints(request, me.userId, 3000);
  await page.goto('/my-page/point-exchange');
  await expect(pageHeading(page, '별 교환')).toBeVisible();
  await expect(page.getByTestId('exchange-balance')).toHaveText('3,000개');
  await expect(amountField(page)).toHaveValue('1,000');
  await page.getByRole('button', { name: '1,000개 늘리기' }).click();
  await expect(amountField(page)).toHaveValue('2,000');
  await expect(page.getByText('적립금 2,060원으로 바뀌어요 (등급 보너스 60원 포함).')).toBeVisible();
  await shoot(page, 'point-exchange');
  await expectNoSeriousA11yViolations(page);

  await submit(page).click();
  await expect(page.getByRole('alertdialog')).toContainText('별 2,000개를 적립금 2,060원으로 바꿔요.');
  await shoot(page, 'point-exchange-confirm');
  await confirmButton(page).click();

  await expect(page).toHaveURL(/exchangeId=\d+/);
  await expect(pageHeading(page, '교환 완료')).toBeVisible();
  await expect(page.getByRole('heading', { name: '적립금 2,060원으로 바꿨어요' })).toBeVisible();
  await expect(toast(page, '적립금 2,060원')).toBeVisible();
  const receipt = page.getByRole('definition');
  await expect(receipt.filter({ hasText: '1,000개' })).toHaveCount(1);
  await shoot(page, 'point-exchange-complete');
  await expectNoSeriousA11yViolations(page);
  expect(await balanceOf(request, me)).toBe(1000);

  await page.reload();
  await expect(page.getByRole('heading', { name: '적립금 2,060원으로 바꿨어요' })).toBeVisible();
});

test('too few 별: the client and the server refuse with the same message, and the amount stays', async ({ page, request }) => {
  const me = await pointMember(page, request);
  await grantPoints(request, me.userId, 500);
  await page.goto('/my-page/point-exchange');
  await submit(page).click();
  await expect(page.getByRole('alert')).toHaveText('바꿀 별이 부족해요. 지금 가진 별은 500개예요.');
  await expect(amountField(page)).toHaveValue('1,000');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  // the screen thinks there are 1,500; another device spends 1,000 meanwhile: the server refuses
  await grantPoints(request, me.userId, 1000);
  await page.reload();
  await expect(page.getByTestId('exchange-balance')).toHaveText('1,500개');
  const other = await request.post('/api/v1/user/point/exchange', { headers: memberHeaders(me), data: { amount: 1000, requestKey: `other-${Date.now()}` } });
  expect(other.status()).toBe(200);
  await submit(page).click();
  await confirmButton(page).click();
  await expect(page.getByRole('alert')).toHaveText('바꿀 별이 부족해요. 지금 가진 별은 500개예요.');
  await expect(amountField(page)).toHaveValue('1,000');
  await expect(page).not.toHaveURL(/exchangeId/);
  await expect(page.getByTestId('exchange-balance')).toHaveText('500개');
  await shoot(page, 'point-exchange-refused');

  // the other rules, before anything is sent
  await amountField(page).fill('1500');
  await expect(page.getByRole('alert')).toHaveText('별은 1,000개 단위로 바꿀 수 있어요.');
  await amountField(page).fill('500');
  await expect(page.getByRole('alert')).toHaveText('별은 1,000개부터 바꿀 수 있어요.');
});

test('a double tap exchanges once', async ({ page, request }) => {
  const me = await pointMember(page, request);
  await grantPoints(request, me.userId, 2000);
  const keys = exchangeKeys(page);
  await page.goto('/my-page/point-exchange');
  await submit(page).dblclick();
  await confirmButton(page).dblclick();
  await expect(pageHeading(page, '교환 완료')).toBeVisible();
  expect(await balanceOf(request, me)).toBe(1000);
  expect(new Set(keys).size).toBe(1);
});

test('a retry after a lost answer sends the same key and exchanges once', async ({ page, request }) => {
  const me = await pointMember(page, request);
  await grantPoints(request, me.userId, 2000);
  const keys = exchangeKeys(page);
  let lost = false;
  // the first exchange reaches the server, but its answer never comes back
  await page.route('**/api/v1/user/point/exchange', async (route) => {
    if (lost) return route.continue();
    lost = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.goto('/my-page/point-exchange');
  await submit(page).click();
  await confirmButton(page).click();
  await expect(page.getByRole('alert')).toContainText('인터넷 연결이 불안정해요');
  await expect(amountField(page)).toHaveValue('1,000');
  expect(await balanceOf(request, me)).toBe(1000);

  await submit(page).click();
  await confirmButton(page).click();
  await expect(pageHeading(page, '교환 완료')).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[0]).toBe(keys[1]);
  expect(await balanceOf(request, me)).toBe(1000);
});

test('automatic exchange stays on and off across reloads', async ({ page, request }) => {
  const me = await pointMember(page, request);
  await grantPoints(request, me.userId, 500);
  await page.goto('/my-page/point-exchange');
  const auto = page.getByRole('switch', { name: '자동 교환', exact: true });
  await expect(auto).not.toBeChecked();
  await page.getByText('자동 교환', { exact: true }).click();
  await expect(auto).toBeChecked();
  await page.reload();
  await expect(auto).toBeChecked();
  await shoot(page, 'point-exchange-auto');
  await page.getByText('자동 교환', { exact: true }).click();
  await expect(auto).not.toBeChecked();
  await page.reload();
  await expect(auto).not.toBeChecked();
  expect(await balanceOf(request, me)).toBe(500);
});
