import type { Page } from '@playwright/test';

/** A mark on the page's current document, gone if the page is loaded again (`isSameDocument`). */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true));
}

/** Whether the document marked by `markDocument` is still the page's: no reload, no new page load. */
export async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

/**
 * Goes to `path` inside the app, as a tap on one of its links does (the router loads the screen in the
 * browser), not as a new page (which the server renders whole, its data already in it). For tests
 * that watch a screen wait for its answers: a skeleton, a held call, a failed one. The page must be
 * an app page already (hydrated: support/fixtures.ts). The router follows the history's popstate.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(window.history.state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}
