import type { Page } from '@playwright/test';

/**
 * Makes the browser look logged in for the app shell's guard (a stored access token). The session
 * issue replaces this with a real sign-in against the reference server.
 */
export async function storeAccessToken(page: Page, token = 'e2e-token'): Promise<void> {
  await page.addInitScript((value) => {
    window.localStorage.setItem('accessToken1', `Bearer ${value}`);
  }, token);
}
