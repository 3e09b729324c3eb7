import type { Page } from '@playwright/test';

/** Records any loading state (aria-busy) put on the page after the server's HTML was parsed. */
export async function watchLoadingFlashes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const marks = window as unknown as { busyAfterParse: string[] };
    marks.busyAfterParse = [];
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver((records) => {
        if (document.documentElement.hasAttribute('data-hydrated')) return;
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (node instanceof Element && (node.matches('[aria-busy="true"]') || node.querySelector('[aria-busy="true"]'))) {
              marks.busyAfterParse.push(node.outerHTML.slice(0, 160));
            }
          }
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
  });
}

/** The loading states watchLoadingFlashes saw. */
export async function loadingFlashes(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { busyAfterParse?: string[] }).busyAfterParse ?? []);
}
