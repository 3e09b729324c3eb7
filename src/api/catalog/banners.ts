import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as v from 'valibot';
import { request } from '../client';
import { BannerSchema, BannersResponseSchema } from '../../../contract/schemas/catalog/banners';
import type { BannerPosition } from '../../../contract/schemas/catalog/queries';

export { BannerSchema, BannersResponseSchema };

export type Banner = v.InferOutput<typeof BannerSchema>;

export type BannersResponse = v.InferOutput<typeof BannersResponseSchema>;

export type { BannerPosition };

export const BANNER_PATH = '/api/v2/display/banner';

export function fetchBanners(position: BannerPosition = 'HOME_MAIN'): Promise<BannersResponse> {
  return request(BannersResponseSchema, BANNER_PATH, { query: { position } });
}

/** Banners running now at a position (public, persisted). */
export const bannersQueryOptions = (position: BannerPosition = 'HOME_MAIN') =>
  queryOptions({
    queryKey: ['catalog', 'banner', position],
    queryFn: () => fetchBanners(position),
    meta: { persist: true },
    retryOnMount: false,
  });

export function useBanners(position: BannerPosition = 'HOME_MAIN') {
  return useQuery(bannersQueryOptions(position));
}
