import { test as base, expect, type TestInfo } from '@playwright/test';

/**
 * The `test` every spec imports: Playwright's, with two checks around each test.
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

export const test = base.extend<{ cspViolations: CspViolation[]; keptScreenshots: undefined }>({
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
