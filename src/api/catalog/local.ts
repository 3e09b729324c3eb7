import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { request } from '../client';

/** A region of the local-specialty screens; `mapPosition` is 0–100 from the left and the top. */
export const RegionSchema = v.object({
  localCode: v.string(),
  name: v.string(),
  shortName: v.string(),
  description: v.string(),
  specialties: v.array(v.string()),
  imageUrl: v.string(),
  storeCount: v.number(),
  productCount: v.number(),
  mapPosition: v.object({ x: v.number(), y: v.number() }),
});
export type Region = v.InferOutput<typeof RegionSchema>;

export const LocalSchema = v.object({ regions: v.array(RegionSchema) });
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
