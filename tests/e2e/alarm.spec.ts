import { expect, test } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { bottomBar, pageHeading } from './support/gates';
import { grantPoints, pointMember, shoot, unreadCountOf } from './support/points';

/**
 * Alarms (issue 12 §2) against the reference server: the type tabs filter the list, tapping an
 * alarm reads it and follows its in-app link, the unread badges go down, '모두 읽음' clears them.
 */

test('alarms filter by type, and reading one lowers the badges', async ({ page, request }) => {
  const me = await pointMember(page, request);
  await grantPoints(request, me.userId, 100, '출석 이벤트');
  const unread = await unreadCountOf(request, me);
  expect(unread).toBeGreaterThanOrEqual(2);

  await page.goto('/alarm');
  await expect(pageHeading(page, '알림')).toBeVisible();
  const tabs = page.getByRole('tablist', { name: '알림 종류' }).getByRole('tab');
  await expect(tabs).toHaveText(['전체', '별 적립·교환', '특가·혜택', '커뮤니티', '공지·안내']);
  const rows = page.getByTestId('alarm-row');
  await expect(rows.filter({ hasText: '가입을 환영해요!' })).toHaveCount(1);
  await expect(rows.filter({ hasText: '별 100개가 적립되었어요' })).toHaveCount(1);
  await shoot(page, 'alarm');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('tab', { name: '별 적립·교환' }).click();
  await expect(page).toHaveURL(/\/alarm\?type=1$/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('별 적립·교환');
  await expect(rows.filter({ hasText: '가입을 환영해요!' })).toHaveCount(0);

  // tapping reads it and opens its in-app link
  await rows.first().click();
  await expect(page).toHaveURL(/\/my-page\/point$/);
  await expect.poll(() => unreadCountOf(request, me)).toBe(unread - 1);
  await page.goto('/my-page');
  await expect(page.getByTestId('mypage-alarm-badge')).toHaveText(String(unread - 1));
  await expect(bottomBar(page).getByTestId('bottom-bar-badge')).toHaveText(String(unread - 1));

  await page.goto('/alarm');
  await expect(page.getByText(`읽지 않은 알림 ${unread - 1}개`, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: '모두 읽음' }).click();
  await expect(page.getByText('읽지 않은 알림 0개', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '모두 읽음' })).toBeDisabled();
  await expect(bottomBar(page).getByTestId('bottom-bar-badge')).toHaveCount(0);
  expect(await unreadCountOf(request, me)).toBe(0);
});

test('a failing alarm list is a quiet empty state, not an error dialog', async ({ page, request }) => {
  await pointMember(page, request);
  await page.route('**/api/v1/alarm?**', (route) => route.fulfill({ status: 500, json: { code: 5, message: '오류', errorType: 'SYSTEM' } }));
  await page.goto('/alarm');
  await expect(page.getByRole('heading', { name: '알림을 불러오지 못했어요' })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});
