import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { request } from './client';

/** A sort or filter choice; the selected one is the default (SPEC.md §3). */
export const FilterItemSchema = v.object({
  code: v.string(),
  name: v.string(),
  isSelected: v.boolean(),
});
export type FilterItem = v.InferOutput<typeof FilterItemSchema>;

const CategorySummarySchema = v.object({
  categoryCode: v.string(),
  name: v.string(),
  imageUrl: v.nullish(v.string()),
});

export const WebProfileSchema = v.object({
  filterInfo: v.object({
    sortFilterList: v.array(FilterItemSchema),
    searchSortFilterList: v.array(FilterItemSchema),
    periodSortFilterList: v.array(FilterItemSchema),
    discountRateFilterList: v.array(FilterItemSchema),
    communitySortFilterList: v.array(FilterItemSchema),
    categories: v.array(CategorySummarySchema),
    priceFilter: v.object({
      maxPrice: v.number(),
      ranges: v.optional(
        v.array(v.object({ code: v.string(), name: v.string(), minPrice: v.number(), maxPrice: v.nullish(v.number()) })),
      ),
    }),
  }),
});
export type WebProfile = v.InferOutput<typeof WebProfileSchema>;

export const WEB_PROFILE_PATH = '/api/v1/display/web/profile';

export function fetchWebProfile(): Promise<WebProfile> {
  return request(WebProfileSchema, WEB_PROFILE_PATH);
}

export const webProfileQueryOptions = () =>
  queryOptions({ queryKey: ['display', 'web-profile'], queryFn: fetchWebProfile, meta: { persist: true } });

export function useWebProfile() {
  return useSuspenseQuery(webProfileQueryOptions());
}

/** The default choice of a filter list: the selected item, else the first. */
export function defaultFilter(list: readonly FilterItem[]): FilterItem | undefined {
  return list.find((item) => item.isSelected) ?? list[0];
}
