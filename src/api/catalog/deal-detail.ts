import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as v from 'valibot';
import { request } from '../client';
import { DealDetailSchema, ShopSummarySchema } from '../../../contract/schemas/catalog/deal-detail';

export { DealDetailSchema, ShopSummarySchema };

export type ShopSummary = v.InferOutput<typeof ShopSummarySchema>;

export type DealDetail = v.InferOutput<typeof DealDetailSchema>;

export const dealDetailPath = (dealId: string) => `/api/v2/display/deal/${dealId}`;

export function fetchDealDetail(dealId: string): Promise<DealDetail> {
  return request(DealDetailSchema, dealDetailPath(dealId));
}

/** A deal's page (also the admin preview, which shows any deal whatever its status). */
export const dealDetailQueryOptions = (dealId: string) =>
  queryOptions({
    queryKey: ['catalog', 'deal', 'detail', dealId],
    queryFn: () => fetchDealDetail(dealId),
    retryOnMount: false,
  });

export function useDealDetail(dealId: string) {
  return useQuery(dealDetailQueryOptions(dealId));
}
