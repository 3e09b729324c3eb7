import { useState } from 'react';
import { useRenderStages } from './use-render-stages';

/**
 * How many of a long list's `total` items to draw now. While the app starts
 * (src/platform/start-phase.ts), a list mounted then draws its first `initial` items in the first
 * commit, its first `first` items (what fills a phone's first screen) in the next task, and all of
 * them in the one after (issue 14). On search results, rendering 20 cards and laying them out took
 * one 135 + 81 ms task at 4× CPU slowdown, which a tap had to wait for; the screen with its first six
 * cards was still one 53 ms task at full speed, which Lighthouse counts four times. The list keeps the
 * others' places (empty boxes of their usual size), so the page is as tall and what comes after the
 * list (a sentinel that loads the next page) stays where it was. `initial` is a whole first row (a
 * grid's two cards): a card's height depends on its data (a rating, badges), so a row drawn in place of
 * a box may grow, and only what is under it may move, under the first screen. A list mounted after the
 * start (a later screen, going back to a list whose scroll position is restored) draws everything at
 * once; so does a list no longer than `initial`.
 */
export function useFirstScreenCount(total: number, first: number, initial: number = first): number {
  const start = Math.min(initial, first);
  // the counts drawn one task after another while the app starts (useRenderStages), then all
  const [counts] = useState(() => (total > start ? (start < first ? [start, first] : [start]) : []));
  const stage = useRenderStages(counts.length);
  return Math.min(counts[stage] ?? total, total);
}
