/**
 * Home's first screen drawn by the server (issue 14, server/first-screen.ts): for `/` the server puts a
 * static snapshot of home's top (header, search box, first banner) inside `#root`, marked with this
 * attribute, so the phone paints it before any script runs. React's `createRoot` clears `#root` at its
 * first commit; to replace the snapshot with the same top (no blank frame, no layout shift, the banner
 * `<img>` in the same box) React renders only once the route is ready: its loader's data and its
 * component chunk (`router.load()`), or after FIRST_SCREEN_WAIT_MS at the latest.
 */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';

/** the longest the snapshot stays alone before React takes over anyway (a slow API) */
export const FIRST_SCREEN_WAIT_MS = 4000;

export function hasFirstScreen(root: Element): boolean {
  return root.querySelector(`[${FIRST_SCREEN_ATTRIBUTE}]`) !== null;
}

/** Resolves when `load` settles (either way) or after `timeoutMs`, whichever comes first. */
export function whenFirstScreenReady(load: () => Promise<unknown>, timeoutMs = FIRST_SCREEN_WAIT_MS): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    load().then(done, done);
  });
}
