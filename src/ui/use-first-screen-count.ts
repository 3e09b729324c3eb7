import { useEffect, useState } from 'react';
import { isStarting } from '../platform/start-phase';

/**
 * How many of a long list's `total` items to draw now. While the app starts
 * (src/platform/start-phase.ts), a list mounted then draws in three tasks: none of its items in the
 * first commit, which paints the screen around the list; its first `first` items, what fills a
 * phone's first screen, in the next task; and all of them in the one after (issue 14). On search
 * results, rendering 20 cards and laying them out took one 135 + 81 ms task at 4× CPU slowdown, which
 * a tap had to wait for; drawing the screen and its first cards in one task was still 53 ms
 * unthrottled (Lighthouse counts 4× that; TBT 113 → 72 ms in an A/B of the three steps). The list
 * keeps the others' places (empty boxes of their usual size), so the page is as tall and what comes
 * after the list (a sentinel that loads the next page) stays where it was. A list mounted after the
 * start (a later screen, going back to a list whose scroll position is restored) draws everything
 * at once.
 */
export function useFirstScreenCount(total: number, first: number): number {
  // 0: the places only, 1: the first screen's items, 2: all of them
  const [step, setStep] = useState(() => (isStarting() ? 0 : 2));
  useEffect(() => {
    if (step >= 2) return;
    const timer = setTimeout(() => setStep((current) => current + 1), 0);
    return () => clearTimeout(timer);
  }, [step]);
  if (step === 0) return 0;
  return step === 1 ? Math.min(first, total) : total;
}
