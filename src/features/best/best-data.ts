import type { QueryClient } from '@tanstack/react-query';
import { bestQueryOptions, type Best } from '../../api/catalog/best';
import { bestRankQueryOptions } from '../../api/catalog/best-rank';
import { loadPage, settled } from '../../api/catalog/settle';

/** The value of the '전체' tab (its categoryCode is null). */
export const ALL_TAB = 'all';

/**
 * The tab /best shows for `?category=`: one of the frame's tabs, else '전체' (an old or hand-typed
 * code lands on the whole ranking, not on an empty page).
 */
export function chosenBestTab(best: Best, category: string | undefined): { value: string; categoryCode: string | null } {
  const tab = best.tabs.find((item) => item.categoryCode !== null && item.categoryCode === category);
  return tab ? { value: tab.categoryCode ?? ALL_TAB, categoryCode: tab.categoryCode } : { value: ALL_TAB, categoryCode: null };
}

/**
 * /best's loader: the frame (tabs and best shops) before anything, then the first page of the
 * chosen tab's ranking, in the server's HTML and started at once in the browser (`loadPage`). A
 * frame that failed stays in its query; the screen shows its error state.
 */
export function loadBest(queryClient: QueryClient, category: string | undefined): Promise<void> {
  const frame = queryClient.ensureQueryData(bestQueryOptions());
  const rank = frame.then((best) => queryClient.ensureInfiniteQueryData(bestRankQueryOptions(chosenBestTab(best, category).categoryCode)));
  return loadPage([settled(frame)], [rank]);
}
