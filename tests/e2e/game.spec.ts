import { expect, test } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { pageHeading } from './support/gates';
import { balanceOf, pointMember, shoot, toast } from './support/points';

/**
 * The attendance game (issue 12 §2) against the reference server: today's stamp earns 별 with the
 * server's toast above the bottom bar, a second stamp the same Korean day is refused.
 */

test('stamping today shows the point toast, and a second stamp is refused', async ({ page, request }) => {
  const me = await pointMember(page, request);
  await page.goto('/game');
  await expect(pageHeading(page, '별 모으기 게임')).toBeVisible();
  const today = page.locator('td[aria-current="date"]');
  await expect(today).toHaveCount(1);
  await expect(today).not.toHaveAttribute('data-stamped', 'true');
  await shoot(page, 'game');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: '출석 체크하기' }).click();
  const stampToast = toast(page, '별 10개');
  await expect(stampToast).toContainText('출석 도장으로');
  await expect(stampToast.locator('svg[data-icon="star"]')).toBeVisible();
  await expect(stampToast.locator('img')).toHaveCount(0);
  // SPEC.md §9: 94px above the bottom of the screen with the bottom bar
  const box = await stampToast.boundingBox();
  expect(box).not.toBeNull();
  expect(Math.round(844 - (box!.y + box!.height))).toBe(94);
  await expect(today).toHaveAttribute('data-stamped', 'true');
  await expect(page.getByTestId('game-streak')).toContainText('1일 연속 출석 중이에요.');
  await shoot(page, 'game-stamped');
  expect(await balanceOf(request, me)).toBe(10);

  await page.getByRole('button', { name: '오늘 출석 완료' }).click();
  await expect(page.getByRole('alert')).toHaveText('오늘은 이미 출석 도장을 찍었어요. 내일 다시 찍어 주세요.');
  expect(await balanceOf(request, me)).toBe(10);
});
