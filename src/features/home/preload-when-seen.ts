import { useEffect, useRef } from 'react';
import { onFirstUse } from '../../platform/first-use';

/**
 * Preloading of what a card links to, once the card is on screen (issue 14: a tap on a deal seen on
 * screen shows the deal within 100 ms). Armed only by the shopper's first use of the page
 * (src/platform/first-use.ts): until then home preloads nothing, so its first load (what the bundle
 * budget counts until the network is idle) does not grow with the cards under the fold, and a visit
 * that never interacts costs nothing. Intent preloading (the router's `defaultPreload: 'intent'`, on touchstart or hover)
 * still covers a card tapped before anything else.
 */
/** at least this much of the card on screen */
const SEEN_THRESHOLD = 0.5;

/**
 * A ref for an element: `preload` runs once, when the element is at least half on screen after the
 * shopper's first interaction. `preload` is read when it runs (the latest one passed).
 */
export function usePreloadWhenSeen<T extends Element>(preload: () => void) {
  const ref = useRef<T>(null);
  const latest = useRef(preload);
  useEffect(() => {
    latest.current = preload;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    let observer: IntersectionObserver | undefined;
    const cancel = onFirstUse(() => {
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer?.disconnect();
          latest.current();
        },
        { threshold: SEEN_THRESHOLD },
      );
      observer.observe(element);
    });
    return () => {
      cancel();
      observer?.disconnect();
    };
  }, []);
  return ref;
}
