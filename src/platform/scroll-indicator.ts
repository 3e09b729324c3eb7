import { onFirstUse } from './first-use';

/**
 * The page's scroll indicator on touch screens (the document's overlay scrollbar) appears with the
 * shopper's first use of the page (first-use.ts), and not at load: panda.config.ts hides it on
 * coarse pointers until `html[data-scroll-indicator]` is set.
 *
 * A phone's browser shows the indicator while the shopper scrolls. Chromium's overlay scrollbars
 * (its mobile emulation, Lighthouse's) also show it at the first layout of any page taller than the
 * screen and fade it out: ~20 frames at 60 fps while the page hydrates, each composited and captured,
 * on the same cores as the page's own work (docs/decisions.md "The scroll indicator with the first
 * scroll"). From the first scroll on it is the browser's indicator as always.
 */

export const SCROLL_INDICATOR_ATTRIBUTE = 'data-scroll-indicator';

/**
 * Sets `html[data-scroll-indicator]` at the shopper's first use of the page (first-use.ts), through
 * `schedule` (the app passes `afterHydration`: an attribute on `<html>` set before React hydrates it
 * would be a mismatch). Returns a function that stops waiting.
 */
export function revealScrollIndicatorOnFirstUse(schedule: (reveal: () => void) => void = (reveal) => reveal()): () => void {
  const root = document.documentElement;
  if (root.hasAttribute(SCROLL_INDICATOR_ATTRIBUTE)) return () => {};
  return onFirstUse(() => schedule(() => root.setAttribute(SCROLL_INDICATOR_ATTRIBUTE, '')));
}
