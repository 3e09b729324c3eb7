import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { request } from '../client';
import { pageSchema, ProductCardSchema, StatusSchema } from './product-card';

/** A limited-time deal (타임딜) of GET /api/v2/display/deal. */
export const DealSchema = v.object({
  dealId: v.number(),
  title: v.string(),
  subtitle: v.string(),
  status: StatusSchema,
  startAt: v.string(),
  endAt: v.string(),
  /** ONGOING: seconds until the end; UPCOMING: until the start; ENDED: 0 (see deadlineOf) */
  remainingSeconds: v.number(),
  dealPrice: v.number(),
  listPrice: v.number(),
  discountRate: v.number(),
  stockTotal: v.number(),
  stockRemaining: v.number(),
  soldRate: v.number(),
  isSoldOut: v.boolean(),
  maxPerOrder: v.number(),
  imageUrl: v.string(),
  product: ProductCardSchema,
});
export type Deal = v.InferOutput<typeof DealSchema>;

export const DealsResponseSchema = pageSchema(DealSchema, { serverTime: v.string(), status: v.string() });
export type DealsResponse = v.InferOutput<typeof DealsResponseSchema>;

export type DealStatusFilter = 'ONGOING' | 'UPCOMING' | 'ENDED' | 'ALL';

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
