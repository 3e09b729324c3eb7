import { test as base, expect, type Page, type TestInfo } from '@playwright/test';

/**
 * The `test` every spec imports: Playwright's, with these checks and helps around each test.
 *
 * - Hydration: the server renders every page and React hydrates it (DESIGN.md "Server rendering").
 *   A test whose pages logged a hydration error or mismatch (src/app/hydration-report.ts, or React's
 *   own message) fails. And `page.goto`, `reload`, `goBack` and `goForward` of an app page return
 *   once the page is hydrated (`html[data-hydrated]`, src/app/hydration.ts): before that the server's
 *   buttons do nothing, which a test would otherwise meet as a lost tap.
 *
 * - Content-Security-Policy: every `securitypolicyviolation` event on any page of the test's
 *   context is recorded, and a test whose pages saw one fails (issue 11 §3). The listener is an
 *   init script, so it runs before the app's own code on every navigation.
 * - Screenshots: `keepScreenshot` (support/screenshot.ts) hands its pictures to the test; they are
 *   written to test-results/screenshots/ only when the test failed, or always with KEEP_SCREENSHOTS=1.
 */

export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
  source: string;
}

interface PendingScreenshot {
  path: string;
  body: Buffer;
}

const pendingScreenshots = new WeakMap<TestInfo, PendingScreenshot[]>();

/** Called by keepScreenshot: the picture is written after the test, if it is to be kept. */
export function holdScreenshot(testInfo: TestInfo, shot: PendingScreenshot): void {
  const list = pendingScreenshots.get(testInfo) ?? [];
  list.push(shot);
  pendingScreenshots.set(testInfo, list);
}

const REPORT_BINDING = '__e2eReportCspViolation';

/** What React (or our report) says when hydration went wrong. */
const HYDRATION_PROBLEM = /\[hydration\]|hydrat(ion|ing|ed)[^]*(fail|mismatch|didn't match|did not match|error)|Minified React error #(418|423|425)/i;

/** Waits until the app page on screen is hydrated; pages of the stand-ins (no #root) right away. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated') || !document.getElementById('root'), undefined, { timeout: 20_000 });
}

export const test = base.extend<{ cspViolations: CspViolation[]; keptScreenshots: undefined; hydrationProblems: string[] }>({
  page: async ({ page }, use) => {
    for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
      const original = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
      (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
        const response = await original(...args);
        await waitForHydration(page).catch(() => undefined);
        return response;
      };
    }
    await use(page);
  },
  hydrationProblems: [
    async ({ context }, use) => {
      const problems: string[] = [];
      const watch = (page: Page) => {
        page.on('console', (message) => {
          if (message.type() === 'error' && HYDRATION_PROBLEM.test(message.text())) problems.push(`${page.url()}: ${message.text().slice(0, 1500)}`);
        });
        page.on('pageerror', (error) => {
          if (HYDRATION_PROBLEM.test(error.message)) problems.push(`${page.url()}: ${error.message.slice(0, 1500)}`);
        });
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(problems);
      expect(problems, `hydration problems:\n${problems.join('\n')}`).toEqual([]);
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ context }, use) => {
      const violations: CspViolation[] = [];
      await context.exposeBinding(REPORT_BINDING, ({ page }, violation: Omit<CspViolation, 'page'>) => {
        violations.push({ page: page.url(), ...violation });
      });
      await context.addInitScript((binding: string) => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as Record<string, (v: unknown) => void>)[binding];
          report?.({
            directive: event.effectiveDirective || event.violatedDirective,
            blocked: event.blockedURI,
            source: `${event.sourceFile}:${event.lineNumber}`,
          });
        });
      }, REPORT_BINDING);
      await use(violations);
      // A violation fires asynchronously: give the last one a moment to arrive.
      if (context.pages().length > 0) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(violations, `Content-Security-Policy violations:\n${JSON.stringify(violations, null, 2)}`).toEqual([]);
    },
    { auto: true },
  ],
  keptScreenshots: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use, testInfo) => {
      await use(undefined);
      const shots = pendingScreenshots.get(testInfo) ?? [];
      pendingScreenshots.delete(testInfo);
      const failed = testInfo.status !== testInfo.expectedStatus;
      if (!failed && process.env.KEEP_SCREENSHOTS !== '1') return;
      const { mkdir, writeFile } = await import('node:fs/promises');
      const { dirname } = await import('node:path');
      for (const shot of shots) {
        await mkdir(dirname(shot.path), { recursive: true });
        await writeFile(shot.path, shot.body);
        await testInfo.attach(shot.path, { path: shot.path, contentType: 'image/png' });
      }
    },
    { auto: true },
  ],
});

export { expect };
