import type { ErrorInfo } from 'react';

/** What every hydration problem is logged with: the e2e test of every public route fails on it. */
export const HYDRATION_LOG_PREFIX = '[hydration]';

/**
 * React recovered from an error while hydrating (the server's HTML did not match what the browser
 * rendered, or a part threw): it drew that part again in the browser. The page still works, but a
 * mismatch is a bug (DESIGN.md "Server rendering"): say so in the console, with where it happened.
 */
export function reportHydrationProblem(error: unknown, info: ErrorInfo): void {
  console.error(HYDRATION_LOG_PREFIX, error, info.componentStack ?? '');
}
