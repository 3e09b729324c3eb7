/**
 * When React has hydrated the page the server drew (DESIGN.md "Server rendering").
 *
 * Until then, what changes the router's state or the query cache waits: an update that reaches the
 * router while React is still hydrating the document makes React give up the server's HTML and draw
 * the whole document again beside it, or draws '불러오는 중' over the server's content. What waits,
 * all only in the browser:
 *
 * - a sign-in noticed at start-up (src/app/bootstrap.ts): the member's lists are fetched again (and the
 *   router reloads on /login, src/app/login-reload.ts);
 * - an actor's navigation (a maintenance redirect, a host app's message);
 * - a guard's redirect (a visitor on /my-page, src/app/auth-guard.ts): the bottom bar's my-page tab
 *   was active in the server's HTML and would be inactive at the new address (an attribute mismatch).
 *
 * React hydrates in passes: the document's shell first, then each Suspense boundary at low priority
 * (TanStack Router wraps every route's content in one). So the page counts as hydrated after the app
 * shell's first effect (`markHydrated`) and then the browser's next idle moment (React's later passes
 * are tasks, so the browser is not idle until they are done), and never later than HYDRATION_WAIT_MS
 * after that first effect. Nothing counts before the shell's effect: React may start hydrating
 * seconds after the entry ran (the route's chunks load first, on a slow phone), and
 * `html[data-hydrated]` set before React hydrates `<html>` is itself a mismatch. Where no page is
 * being hydrated (unit tests, nothing called `hydrationStarts`), everything runs at once.
 */

/** the longest anything waits for React's later passes after the app shell's first effect */
export const HYDRATION_WAIT_MS = 3_000;

let state: 'none' | 'hydrating' | 'hydrated' = 'none';
let shellDone = false;
const waiting: Array<() => void> = [];

/** The browser's entry is about to hydrate the server's page (src/app/bootstrap.ts). */
export function hydrationStarts(): void {
  if (state !== 'none') return;
  state = 'hydrating';
}

/**
 * The app shell calls this once, from its first effect; the rest of the page follows in React's
 * later passes. `html[data-hydrated]` tells the end to whoever waits from outside (the e2e tests wait
 * for it before they tap).
 */
export function markHydrated(): void {
  if (state !== 'hydrating') return finish();
  if (shellDone) return;
  shellDone = true;
  const idle = globalThis.requestIdleCallback;
  // the idle moment, at most HYDRATION_WAIT_MS from now, whatever happens to the page
  if (typeof idle === 'function') idle(finish, { timeout: HYDRATION_WAIT_MS });
  else setTimeout(finish, 50);
}

function finish(): void {
  if (state === 'hydrated') return;
  state = 'hydrated';
  if (typeof document !== 'undefined') document.documentElement.setAttribute('data-hydrated', '');
  for (const task of waiting.splice(0)) task();
}

/** Runs `task` once the server's page is hydrated; at once when it is, or when none is being hydrated. */
export function afterHydration(task: () => void): void {
  if (state === 'hydrating') waiting.push(task);
  else task();
}

/** `afterHydration` as a promise (a guard awaits it before it redirects). */
export function whenHydrated(): Promise<void> {
  return new Promise((resolve) => afterHydration(resolve));
}
