/**
 * When React has hydrated the page the server drew (DESIGN.md "Server rendering").
 *
 * React hydrates in passes: the document's shell first, then each Suspense boundary at low priority
 * (TanStack Router wraps every route's content in one). Until a boundary's pass, its part of the page
 * is the server's HTML, and React draws it from what the browser knows at that moment: if the
 * address or the query cache changed in between, it no longer matches what the server drew. Two
 * things of the app change them early, both only in the browser:
 *
 * - a guard's redirect (a visitor on /my-page): the bottom bar's my-page tab was active in the
 *   server's HTML, inactive at the new address (an attribute mismatch);
 * - the session found a member (src/app/bootstrap.ts): the member's lists are fetched again and the
 *   router reloads, which drew the route's '불러오는 중' over the server's content when it came
 *   before the page was hydrated, and could draw the member's hearts into a part still being
 *   hydrated from a visitor's HTML.
 *
 * Both wait for `afterHydration()`: the root layout's first effect (its boundary is hydrated), then
 * the browser's next idle moment (React's later passes are tasks, so the browser is not idle until
 * they are done), at most HYDRATION_WAIT_MS. Where no page is being hydrated (tests, a screen opened
 * later) it resolves at once.
 */

/** the longest a guard or the session's refresh waits for hydration */
export const HYDRATION_WAIT_MS = 3_000;

let hydrating: { done: Promise<void>; finish: () => void } | null = null;

/** The browser's entry is about to hydrate the server's page (src/app/bootstrap.ts). */
export function hydrationStarts(): void {
  if (hydrating) return;
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  hydrating = { done, finish };
  // never longer than this, whatever happens to the page
  setTimeout(finish, HYDRATION_WAIT_MS);
}

/** The root layout's first effect ran (src/app/app-shell.tsx): the rest follows in React's later passes. */
export function shellHydrated(): void {
  const current = hydrating;
  if (!current) return;
  const idle = globalThis.requestIdleCallback;
  if (typeof idle === 'function') idle(() => current.finish(), { timeout: HYDRATION_WAIT_MS });
  else setTimeout(() => current.finish(), 50);
}

/** Resolves once the server's page is hydrated; at once when none is. */
export function afterHydration(): Promise<void> {
  return hydrating?.done ?? Promise.resolve();
}
