import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as v from 'valibot';
import { request } from '../client';
import { DealSchema, DealsResponseSchema } from '../../../contract/schemas/catalog/deals';
import type { DealStatusFilter } from '../../../contract/schemas/catalog/queries';

export { DealSchema, DealsResponseSchema };

export type Deal = v.InferOutput<typeof DealSchema>;

export type DealsResponse = v.InferOutput<typeof DealsResponseSchema>;

export type { DealStatusFilter };

export const DEALS_PATH = '/api/v2/display/deal';

export function fetchDeals(status: DealStatusFilter = 'ONGOING', size = 10): Promise<DealsResponse> {
  return request(DealsResponseSchema, DEALS_PATH, { query: { status, page: 1, size } });
}

/**
 * The first page of deals of a status: the home screen's 'today's deals' strip. Not persisted: the
 * cards carry the member's hearts, and countdowns rely on `dataUpdatedAt`.
 */
export const dealsQueryOptions = (status: DealStatusFilter = 'ONGOING', size = 10) =>
  queryOptions({
    queryKey: ['catalog', 'deal', 'list', status, size],
    queryFn: () => fetchDeals(status, size),
    retryOnMount: false,
  });

export function useDeals(status: DealStatusFilter = 'ONGOING', size = 10) {
  return useQuery(dealsQueryOptions(status, size));
}
