import type { AnyRouter, ParsedLocation, RouterHistory } from '@tanstack/react-router';
import { scrollWhenReachable } from './page-lifecycle';

/** TanStack Router's own key for a screen's scroll positions: its history entry, or the address on the first render. */
export function historyEntryKey(location: ParsedLocation): string {
  return location.state.__TSR_key ?? location.href;
}

/** Where the router's late saves of a screen already left go, never to be read back. */
export const LEFT_SCREEN_KEY = 'tsr-left-screen';

/**
 * Going back brings the shopper to where they left a screen, also when they left it before the
 * next screen had rendered. Two gaps of the router's own restoration (`scrollRestoration: true`),
 * both met in CI on 2026-11-27 (home came back at the top instead of 1340 px down), are closed here:
 *
 * 1. **The save.** The router saves the window's position at the start of every navigation, under
 *    the key of the last screen that finished loading. Tapping a link and going back while the new
 *    screen still loads starts a second navigation from that same screen, but by then the loading
 *    screen is on display, scrolled to the top (the page grew short). That second save wrote 0
 *    over the position the first had kept. So from the second navigation that starts before any
 *    has finished, the screen they all start from is "left": its key (`getKey`) maps to a scratch
 *    key until a navigation finishes, and the position saved when the shopper left it stays.
 *    A reload of the same address (a sign-in's invalidate) keeps its screen on display and does
 *    not count as leaving it.
 * 2. **The restore.** The router restores on `onRendered`, which it emits once its list of matches
 *    has committed. Coming back over a loading screen, the screen itself commits a render later
 *    (the loading screen's subtree updates on its own), so the page was one screen tall and the
 *    position was cut to 0. After a back or forward, a position the page could not reach yet is
 *    scrolled to as soon as it can (page-lifecycle.ts), unless the shopper scrolls,
 *    touches or navigates first; a page still too short after 3 s stays where it is.
 *
 * TanStack/router#7749 is the same order of events seen from the pending screen's side.
 */
export function createScrollRestoration() {
  let navigating = false;
  let left: string | null = null;
  let traversal = false;
  /** where the shopper was on each history entry when they left it */
  const positions = new Map<string, number>();
  let stopCatchUp = () => {};
  const settle = () => {
    navigating = false;
    left = null;
  };
  return {
    /** `getScrollRestorationKey` of the router */
    getKey(location: ParsedLocation): string {
      const key = historyEntryKey(location);
      return key === left ? LEFT_SCREEN_KEY : key;
    },
    /** Follows the router's navigations; call once, after creating it with `getKey`. */
    follow(router: AnyRouter): () => void {
      const history: RouterHistory = router.history;
      const unsubscribe = [
        history.subscribe(({ action }) => {
          traversal = action.type === 'BACK' || action.type === 'FORWARD' || action.type === 'GO';
        }),
        // emitted right before the router's own `onBeforeLoad`, which saves the positions
        router.subscribe('onBeforeNavigate', ({ fromLocation, hrefChanged }) => {
          stopCatchUp();
          if (fromLocation) {
            if (navigating) left = historyEntryKey(fromLocation);
            else positions.set(historyEntryKey(fromLocation), Math.round(window.scrollY));
          }
          if (hrefChanged) navigating = true;
        }),
        // emitted right before `onRendered`, where the router restores the positions of the screen it rendered
        router.subscribe('onResolved', settle),
        router.subscribe('onRendered', ({ toLocation }) => {
          settle();
          const y = positions.get(historyEntryKey(toLocation));
          const cameBack = traversal;
          traversal = false;
          if (!cameBack || y === undefined) return;
          // after the router's own restore, whichever of the two listeners runs first
          const frame = requestAnimationFrame(() => {
            if (Math.round(window.scrollY) !== y) stopCatchUp = scrollWhenReachable(y, { atTimeout: 'stay' });
          });
          stopCatchUp = () => cancelAnimationFrame(frame);
        }),
      ];
      return () => {
        stopCatchUp();
        for (const stop of unsubscribe) stop();
      };
    },
  };
}
