import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the element has come within `rootMargin` of the screen (and stays true after): for a block
 * under the fold that loads its data on the way there instead of in the page's first answer. Where
 * IntersectionObserver is missing it is true at once, so nothing stays unloaded. False on the server
 * and during hydration, so both draw the same placeholder.
 */
export function useNearScreen(ref: RefObject<Element | null>, rootMargin = '800px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (near || !node) return;
    if (typeof IntersectionObserver === 'undefined') {
      const timer = setTimeout(() => setNear(true));
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, ref, rootMargin]);
  return near;
}
