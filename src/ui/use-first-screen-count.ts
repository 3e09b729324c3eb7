import { useEffect, useState } from 'react';
import { isStarting } from '../platform/start-phase';

/**
 * How many of a long list's `total` items to draw now. While the app starts
 * (src/platform/start-phase.ts), a list mounted then draws its first `first` items, what fills a
 * phone's first screen, and all of them in a later task: on search results, rendering 20 cards and
 * laying them out took one 135 + 81 ms task at 4× CPU slowdown, which a tap had to wait for
 * (issue 14). The list keeps the others' places (empty boxes of their usual size), so the page is as
 * tall and what comes after the list (a sentinel that loads the next page) stays where it was. A list
 * mounted after the start (a later screen, going back to a list whose scroll position is restored)
 * draws everything at once.
 */
export function useFirstScreenCount(total: number, first: number): number {
  const [whole, setWhole] = useState(() => !isStarting());
  const cut = !whole && total > first;
  useEffect(() => {
    if (!cut) return;
    const timer = setTimeout(() => setWhole(true), 0);
    return () => clearTimeout(timer);
  }, [cut]);
  return cut ? first : total;
}
