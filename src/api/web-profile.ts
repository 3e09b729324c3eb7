import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type * as v from 'valibot';
import { request } from './client';
import { FilterItemSchema, WebProfileSchema } from '../../contract/schemas/web-profile';

export { FilterItemSchema, WebProfileSchema };

export type FilterItem = v.InferOutput<typeof FilterItemSchema>;

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
