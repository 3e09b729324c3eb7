import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { isSameDocument, markDocument } from '../support/navigation';
import { memberTokens, NaverSignIn, OPERATOR, signedInPage, uniqueEmail } from '../support/session';

/**
 * Issue 11 §6: the reference server's fault mode (server/faults.ts) injects, on a share of /api
 * calls, latency, 5xx HTML pages, truncated JSON, 200s of the wrong shape and dropped connections.
 * For each kind a member walks home → a deal → like, search and the survey, and a returning member
 * signs in, with the fault on; then the fault goes off and everything recovers without a reload.
 *
 * Which calls fail is random, so every check holds whatever subset failed: a step ends either in
 * its success or in a Korean error that offers a way to try again; never a blank page, an uncaught
 * error, or a logout.
 */

const KINDS = ['latency', 'error5xx', 'truncated', 'wrongShape', 'drop'] as const;
type Kind = (typeof KINDS)[number];

const EXPIRED = '로그인 유효기간이 만료되어 자동 로그아웃 됩니다. 다시 로그인 해주세요';
const FAULTS_PATH = '/api/dev/operator/faults';
const HANGUL = /[가-힣]/;

/** a moderate share, so that both outcomes happen; latency on every call, kept short */
async function faultsOn(request: APIRequestContext, kind: Kind): Promise<void> {
  const answer = await request.put(FAULTS_PATH, {
    headers: OPERATOR,
    data: kind === 'latency' ? { rate: 1, kinds: [kind], latencyMs: 400 } : { rate: 0.4, kinds: [kind] },
  });
  expect(answer.status(), 'fault switch').toBe(200);
}
async function faultsOff(request: APIRequestContext): Promise<void> {
  const answer = await request.delete(FAULTS_PATH, { headers: OPERATOR });
  expect(answer.status(), 'fault switch off').toBeLessThan(300);
}

const purchaseBar = (page: Page) => page.getByRole('region', { name: '구매' });
const retryButton = (page: Page) => page.getByRole('button', { name: '다시 시도' }).first();
const alertDialog = (page: Page) => page.getByRole('alertdialog');
const survey = (page: Page) => page.getByRole('dialog', { name: '나에게 딱 맞는 먹거리 찾기' });

/** Uncaught errors of the page, collected for the whole test. */
function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** What must hold after every step, whatever failed. */
async function expectAlive(page: Page, errors: string[], { member = true } = {}) {
  // some Korean text on screen: never a blank page
  await expect(page.locator('h1, h2, p, button, a').filter({ hasText: HANGUL }).first()).toBeVisible();
  expect(errors, 'uncaught page errors').toEqual([]);
  await expect(page.getByText(EXPIRED)).toHaveCount(0);
  if (member) expect(await page.evaluate(() => localStorage.getItem('accessToken1')), 'still signed in').not.toBeNull();
  expect(await isSameDocument(page), 'no reload').toBe(true);
}

/**
 * Waits until a step settles: its success, or a failure shown in Korean with a way to try again
 * (a '다시 시도' button, or a dialog whose text is Korean). Answers which.
 */
async function settle(page: Page, success: Locator): Promise<'success' | 'retry' | 'dialog'> {
  await expect(success.or(retryButton(page)).or(alertDialog(page)).first()).toBeVisible({ timeout: 15_000 });
  if (await success.first().isVisible()) return 'success';
  if (await alertDialog(page).isVisible()) {
    await expect(alertDialog(page)).toContainText(HANGUL);
    return 'dialog';
  }
  // the failure says what happened, in Korean, next to its retry
  await expect(page.getByRole('heading').filter({ hasText: HANGUL }).or(page.getByRole('alert').filter({ hasText: HANGUL })).first()).toBeVisible();
  return 'retry';
}

async function closeDialog(page: Page) {
  if (await alertDialog(page).isVisible()) await alertDialog(page).getByRole('button').last().click();
  await expect(alertDialog(page)).toHaveCount(0);
}

/** picks the first `count` answers of question `step` (1-based), as survey.spec.ts does */
async function pick(dialog: Locator, step: number, count: number): Promise<void> {
  const name = new RegExp(`^${step}\\. `);
  const question = dialog.getByRole('radiogroup', { name }).or(dialog.getByRole('group', { name }));
  await expect(question).toBeVisible();
  const options = question.locator('label');
  for (let i = 0; i < count; i += 1) await options.nth(i).click();
}
const SURVEY_MINIMUMS = [1, 1, 1, 1, 2];

test.afterEach(async ({ request }) => faultsOff(request));

for (const kind of KINDS) {
  test(`${kind}: survey, deal, like and search fail in Korean and recover without a reload`, async ({ page, request }) => {
    // with latency every API call of the walk waits 400 ms on purpose, most of them one after another:
    // the walk went over the default 30 s once on CI's busy machine (2026-11-28)
    if (kind === 'latency') test.setTimeout(60_000);
    const errors = watchPageErrors(page);
    await signedInPage(page, request, uniqueEmail(`fault-${kind}`), { survey: true });
    await page.goto('/');
    await expect(survey(page)).toBeVisible();
    await markDocument(page);

    // the survey: the answers are local, '완료' sends them
    await faultsOn(request, kind);
    for (const [index, minimum] of SURVEY_MINIMUMS.entries()) {
      await pick(survey(page), index + 1, minimum);
      if (index < SURVEY_MINIMUMS.length - 1) await survey(page).getByRole('button', { name: '다음으로' }).click();
    }
    await survey(page).getByRole('button', { name: '완료' }).click();
    const explore = page.getByRole('button', { name: '마켓 구경하기' });
    const surveyOutcome = await settle(page, explore);
    await expectAlive(page, errors);
    await faultsOff(request);
    if (surveyOutcome !== 'success') {
      await closeDialog(page);
      // the survey stays on its last step for another try, or closes (it opens again next start)
      if (await survey(page).getByRole('button', { name: '완료' }).isVisible()) {
        await survey(page).getByRole('button', { name: '완료' }).click();
        // the faults that spoil an answer after the route ran (server/faults.ts: drop cuts the line,
        // truncated halves the body, wrongShape replaces it; the survey's answer is checked against
        // its schema, issue 26) leave the answers written: the retry is then a duplicate (code 18),
        // which says so and closes the survey
        if ((await settle(page, explore)) === 'dialog') {
          expect(['drop', 'truncated', 'wrongShape']).toContain(kind);
          await expect(alertDialog(page)).toContainText('이미 취향 정보를 입력하셨어요.');
          await closeDialog(page);
        }
      }
    }
    if (await explore.isVisible()) await explore.click();
    await expect(survey(page)).toHaveCount(0);

    // home → a deal → like → search, with the fault on
    const deals = page.getByRole('region', { name: /오늘의 타임딜/ });
    await expect(deals.getByRole('link').first()).toBeVisible();
    await faultsOn(request, kind);
    await deals.locator('a[href^="/deal/"]').first().click();
    const dealOutcome = await settle(page, purchaseBar(page).getByRole('link', { name: '구매하기' }));
    await expectAlive(page, errors);
    if (dealOutcome === 'success') {
      const heart = purchaseBar(page).getByRole('button', { name: /찜/ });
      const before = await heart.getAttribute('aria-pressed');
      await heart.click();
      // the heart turns at once; a failed save turns it back and says so in Korean
      await page.waitForTimeout(kind === 'latency' ? 1_000 : 600);
      if (await alertDialog(page).isVisible()) {
        await expect(alertDialog(page)).toContainText(HANGUL);
        await closeDialog(page);
      }
      await expect(heart).toHaveAttribute('aria-pressed', /true|false/);
      void before;
      await expectAlive(page, errors);
    } else {
      await closeDialog(page);
    }
    await page.goBack();
    await page.getByRole('link', { name: '상품 검색' }).click();
    const box = page.getByRole('searchbox', { name: '검색어' });
    const searchPage = await settle(page, box);
    if (searchPage === 'success') {
      await box.fill('딸기');
      const suggestions = page.getByRole('region', { name: '추천 검색어' }).getByRole('button', { name: '딸기', exact: true });
      await settle(page, suggestions);
    }
    await expectAlive(page, errors);

    // the fault off: what failed comes back by a retry, without a reload
    await faultsOff(request);
    await closeDialog(page);
    if (!(await box.isVisible())) {
      await retryButton(page).click();
      await expect(box).toBeVisible();
    }
    const strawberry = page.getByRole('region', { name: '추천 검색어' }).getByRole('button', { name: '딸기', exact: true });
    await box.fill('딸기');
    if (!(await strawberry.isVisible())) {
      await expect(strawberry.or(retryButton(page)).first()).toBeVisible({ timeout: 10_000 });
      if (await retryButton(page).isVisible()) await retryButton(page).click();
    }
    await expect(strawberry).toBeVisible();
    // back home and to the deal again: it shows, and a like is saved
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await deals.locator('a[href^="/deal/"]').first().click();
    const buy = purchaseBar(page).getByRole('link', { name: '구매하기' });
    // isVisible() does not wait: give the deal (or its failure) time to show first
    const shown = await buy.or(retryButton(page)).first().waitFor({ state: 'visible', timeout: 15_000 }).then(() => buy.isVisible(), () => false);
    if (!shown) await retryButton(page).click();
    await expect(buy).toBeVisible();
    const heart = purchaseBar(page).getByRole('button', { name: /찜/ });
    const pressed = await heart.getAttribute('aria-pressed');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', pressed === 'true' ? 'false' : 'true');
    await expect(alertDialog(page)).toHaveCount(0);
    await expectAlive(page, errors);
  });

  test(`${kind}: a returning member signs in through the faults, or is told in Korean and signs in after`, async ({ page, request }) => {
    const errors = watchPageErrors(page);
    const email = uniqueEmail(`fault-signin-${kind}`);
    await memberTokens(request, email);
    await page.context().addInitScript(() => {
      if (!document.cookie.includes('surveyHidden=')) document.cookie = 'surveyHidden=true; path=/; max-age=43200';
    });
    await page.goto('/login');
    const naver = new NaverSignIn(page);
    await faultsOn(request, kind);
    const signIn = async () => {
      await naver.start();
      await naver.fill({ email });
      await naver.agree();
    };
    await signIn();
    // the landing ends at home (signed in), or with a Korean dialog: on the landing until it is
    // confirmed (then back to the login page), or already back at the login page
    await expect
      .poll(async () => !/login-landing/.test(page.url()) || (await alertDialog(page).isVisible()), { timeout: 15_000 })
      .toBe(true);
    await expect(page.locator('h1, h2, p, button, a').filter({ hasText: HANGUL }).first()).toBeVisible();
    expect(errors).toEqual([]);
    const token = () => page.evaluate(() => localStorage.getItem('accessToken1'));
    if ((await token()) === null) await expect(alertDialog(page)).toContainText(HANGUL);
    await faultsOff(request);
    if ((await token()) === null) {
      await closeDialog(page);
      await expect(page).toHaveURL(/\/login/);
      await signIn();
    }
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken1'))).not.toBeNull();
    expect(errors).toEqual([]);
  });
}
