import type { QueryClient } from '@tanstack/react-query';
import { dealDetailQueryOptions } from '../../api/catalog/deal-detail';
import { settled } from '../../api/catalog/settle';
import type { HeadData } from '../../ui/page-head';
import { shareInfoHead } from '../../ui/share/page-share-info';

/**
 * A deal's loader (deal/:id, admin-deal/:id): the deal, awaited everywhere (its page is the deal),
 * and the head of its page from it: the deal's name, its price and its picture, as a product.
 */
export async function loadDeal(queryClient: QueryClient, dealId: string): Promise<HeadData> {
  const options = dealDetailQueryOptions(dealId);
  await settled(queryClient.ensureQueryData(options));
  const deal = queryClient.getQueryData(options.queryKey);
  return { head: deal ? shareInfoHead(deal.shareInfo, 'product') : null };
}
