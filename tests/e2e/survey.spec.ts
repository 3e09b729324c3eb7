import { type Page } from '@playwright/test';
import { SurveyDialog } from './pages/survey-dialog';
import { expect, test } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { keepScreenshot } from './support/screenshot';
import { signedInPage } from './support/session';

/**
 * The taste survey through the real UI and server (issue 5, the Playwright subset of the model's
 * paths): opens on startup for a new member, steps with minimum and maximum, completion, closing.
 */

const survey = (page: Page) => new SurveyDialog(page).root;
const alertDialog = (page: Page) => page.getByRole('alertdialog');

/** picks the first `count` answers of question `step` (1-based): radios or check boxes */
async function pick(page: Page, step: number, count: number): Promise<void> {
  const question = new SurveyDialog(page).question(step);
  await expect(question).toBeVisible();
  // each answer is a <label> around a visually hidden radio or check box: tap it as a shopper does
  const options = question.locator('label');
  for (let i = 0; i < count; i += 1) await options.nth(i).click();
}

/** the seeded survey's minimum answers per question (server/seed/survey.ts) */
const MINIMUMS = [1, 1, 1, 1, 2];

test('a new member answers the survey on startup and it does not come back', async ({ page, request }, testInfo) => {
  // five steps with two accessibility checks: a long walk on a busy machine
  test.slow();
  const member = await signedInPage(page, request, undefined, { survey: true });
  await page.goto('/');
  const dialog = survey(page);
  await expect(dialog).toBeVisible();
  await keepScreenshot(page, testInfo, 'survey-step-1');
  await expectNoSeriousA11yViolations(page);

  // under the minimum: refused with the spec's text, no advance
  await dialog.getByRole('button', { name: '다음으로' }).click();
  await expect(alertDialog(page)).toContainText('최소 1개 이상을 선택해 주세요.');
  await alertDialog(page).getByRole('button', { name: '확인' }).click();

  for (const [index, minimum] of MINIMUMS.entries()) {
    await pick(page, index + 1, minimum);
    const last = index === MINIMUMS.length - 1;
    if (index === 1) {
      await keepScreenshot(page, testInfo, 'survey-image-step');
      await expectNoSeriousA11yViolations(page);
    }
    await dialog.getByRole('button', { name: last ? '완료' : '다음으로' }).click();
  }
  await expect(page.getByRole('button', { name: '마켓 구경하기' })).toBeVisible();
  await keepScreenshot(page, testInfo, 'survey-complete');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: '마켓 구경하기' }).click();
  await expect(survey(page)).toHaveCount(0);

  const profile = await request.get('/api/v2/user/profile', { headers: { Authorization: `Bearer ${member.accessToken}` } });
  expect(((await profile.json()) as { userInfo: { isSurveyCompleted: boolean } }).userInfo.isSurveyCompleted).toBe(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(survey(page)).toHaveCount(0);
});

test('more than the maximum is refused', async ({ page, request }) => {
  await signedInPage(page, request, undefined, { survey: true });
  await page.goto('/');
  const dialog = survey(page);
  await pick(page, 1, 1);
  await dialog.getByRole('button', { name: '다음으로' }).click();
  // question 2 allows three
  await pick(page, 2, 4);
  await expect(alertDialog(page)).toContainText('최대 3개까지 선택할 수 있습니다.');
});

test('closing asks first; leaving hides the survey for 12 hours', async ({ page, request, context }) => {
  await signedInPage(page, request, undefined, { survey: true });
  await page.goto('/');
  const dialog = survey(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '닫기' }).click();
  await expect(page.getByText('취향 정보 입력 중이에요! 완료하지 않고 나가시겠어요?')).toBeVisible();
  await page.getByRole('button', { name: '이어서 계속하기' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '닫기' }).click();
  await page.getByRole('button', { name: '나가기' }).click();
  await expect(survey(page)).toHaveCount(0);
  const hidden = (await context.cookies()).find((c) => c.name === 'surveyHidden');
  expect(hidden?.value).toBe('true');
  expect(hidden && hidden.expires * 1000 - Date.now()).toBeGreaterThan(11.9 * 3600 * 1000);
  await page.reload();
  await page.waitForTimeout(1000);
  await expect(survey(page)).toHaveCount(0);
});

test('a visitor never sees the survey', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(800);
  await expect(survey(page)).toHaveCount(0);
});
