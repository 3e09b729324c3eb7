import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as v from 'valibot';
import { request } from '../client';
import { LocalSchema, RegionSchema } from '../../../contract/schemas/catalog/local';

export { LocalSchema, RegionSchema };

export type Region = v.InferOutput<typeof RegionSchema>;

export type Local = v.InferOutput<typeof LocalSchema>;

export const LOCAL_PATH = '/api/v1/display/local';

export function fetchLocal(): Promise<Local> {
  return request(LocalSchema, LOCAL_PATH);
}

/** All regions (not paged; public, persisted). */
export const localQueryOptions = () =>
  queryOptions({ queryKey: ['catalog', 'local', 'regions'], queryFn: fetchLocal, retryOnMount: false, meta: { persist: true } });

export function useLocal() {
  return useQuery(localQueryOptions());
}
