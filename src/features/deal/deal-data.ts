import type { QueryClient } from '@tanstack/react-query';
import { type DealDetail, dealDetailQueryOptions } from '../../api/catalog/deal-detail';
import { settled } from '../../api/catalog/settle';
import { groupDigits } from '../../ui/number';
import type { HeadData, PageHeadInput } from '../../ui/page-head';

/**
 * A deal's loader (deal/:id, admin-deal/:id): the deal, awaited everywhere (its page is the deal),
 * and the head of its page from it.
 */
export async function loadDeal(queryClient: QueryClient, dealId: string): Promise<HeadData> {
  const options = dealDetailQueryOptions(dealId);
  await settled(queryClient.ensureQueryData(options));
  const deal = queryClient.getQueryData(options.queryKey);
  return { head: deal ? dealHead(deal) : null };
}

/**
 * A deal pasted in a messenger: the product's name (what the page's heading says), its price and
 * discount with the deal's line, its picture, as a product.
 */
export function dealHead(deal: DealDetail): PageHeadInput {
  const price = `${groupDigits(deal.dealPrice)}원${deal.discountRate > 0 ? ` (${deal.discountRate}% 할인)` : ''}`;
  return {
    title: deal.product.name,
    description: deal.title ? `${price} · ${deal.title}` : price,
    image: deal.imageUrl || deal.images[0],
    type: 'product',
  };
}
