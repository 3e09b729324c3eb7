import type { QueryClient } from '@tanstack/react-query';
import { periodDetailQueryOptions } from '../../api/catalog/period-detail';
import { settled } from '../../api/catalog/settle';
import { webProfileQueryOptions } from '../../api/web-profile';
import type { HeadData } from '../../ui/page-head';
import { shareInfoHead } from '../../ui/share/page-share-info';

/**
 * An exhibition's loader (period/:id, admin-period/:id): the web profile (the sort and discount
 * filters) and the exhibition's first page of products with the default filters, which the screen
 * sends as 'nothing chosen'; the page's head from the exhibition.
 */
export async function loadPeriod(queryClient: QueryClient, periodId: string): Promise<HeadData> {
  const options = periodDetailQueryOptions(periodId);
  await Promise.all([queryClient.ensureQueryData(webProfileQueryOptions()), settled(queryClient.ensureInfiniteQueryData(options))]);
  const first = queryClient.getQueryData(options.queryKey)?.pages[0];
  return { head: first ? shareInfoHead(first.shareInfo) : null };
}
