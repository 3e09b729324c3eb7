import { expect, test } from './support/fixtures';
import { notFoundCases, routeCases } from './support/routes';
import { expectNoSeriousA11yViolations } from './support/axe';
import { keepScreenshot } from './support/screenshot';
import { signedInPage } from './support/session';
import { loadingFlashes, watchLoadingFlashes } from './support/loading-flashes';
import { textOf } from '../unit/support/html-text';

const heading = (title: string) => ({ name: title, level: 1 }) as const;

test.describe('every route of SPEC.md §2', () => {
  // A public route that does not redirect is also checked as the server draws it (issue 24 §3, §5):
  // its title in the first HTML, drawn by the same header the browser hydrates, and no loading state
  // put over what the server drew while it hydrates (the fixture fails a test on any hydration
  // error, support/fixtures.ts). One visit per route does both (docs/decisions.md "Test time").
  for (const route of routeCases.filter((r) => !r.requireAuth)) {
    const drawn = !route.settlesAt;
    test(`${route.url} shows “${route.title}”${drawn ? ', drawn by the server and hydrated without a loading flash' : ''}`, async ({ page, request }, testInfo) => {
      let html = '';
      if (route.settlesAt) {
        // the server's own answer: a redirect to where it settles, or a page that goes there itself
        const answer = await request.get(route.url, { maxRedirects: 0 });
        if (route.serverRedirect) expect([answer.status(), new URL(answer.headers()['location'] ?? '', 'http://x').pathname]).toEqual([302, route.settlesAt]);
        else expect(answer.status()).toBe(200);
      }
      if (drawn) {
        const answer = await request.get(route.url);
        expect(answer.status()).toBe(route.url === '/404' ? 404 : 200);
        html = await answer.text();
        expect(textOf(html)).toContain(route.title);
        await watchLoadingFlashes(page);
      }
      await page.goto(route.url);
      await expect(page.getByRole('heading', heading(route.title))).toBeVisible();
      if (route.settlesAt) await expect(page).toHaveURL(route.settlesAt);
      // a screen the server drew whole is not replaced by a skeleton while it hydrates
      if (drawn && !html.includes('aria-busy="true"')) expect(await loadingFlashes(page)).toEqual([]);
      await keepScreenshot(page, testInfo, `route${route.url}`);
      await expectNoSeriousA11yViolations(page);
    });
  }

  for (const route of routeCases.filter((r) => r.requireAuth)) {
    test(`${route.url} is shown to a member`, async ({ page, request }) => {
      await signedInPage(page, request);
      await page.goto(route.url);
      await expect(page.getByRole('heading', heading(route.title))).toBeVisible();
      if (route.settlesAt) await expect(page).toHaveURL(route.settlesAt);
      await expectNoSeriousA11yViolations(page);
    });

    test(`${route.url} sends a visitor to login and remembers it`, async ({ page, context }) => {
      await page.goto(route.url);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', heading('로그인'))).toBeVisible();
      const cookies = await context.cookies();
      const remembered = cookies.find((c) => c.name === 'redirectPath');
      expect(remembered && decodeURIComponent(remembered.value)).toBe(route.url);
    });
  }
});

test.describe('not found', () => {
  for (const path of notFoundCases) {
    test(`${path} ends on /404`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/404$/);
      await expect(page.getByRole('heading', heading('페이지를 찾을 수 없어요'))).toBeVisible();
    });
  }

  // /maintenance: tests/e2e/gates/maintenance.spec.ts (it needs the maintenance switch on)
  test('/404 has no bottom bar and no scroll-top button', async ({ page }) => {
    await page.goto('/404');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => {
      document.body.style.minHeight = '3000px';
      window.scrollTo(0, 1500);
    });
    await page.waitForTimeout(300);
    await expect(page.getByRole('navigation', { name: '주요 메뉴' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '맨 위로' })).toHaveCount(0);
  });
});
