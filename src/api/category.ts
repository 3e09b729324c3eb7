import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { request } from './client';

export interface CategoryNode {
  categoryCode: string;
  name: string;
  depth: number;
  imageUrl?: string | null | undefined;
  children?: CategoryNode[] | undefined;
}

export const CategoryNodeSchema: v.GenericSchema<CategoryNode> = v.object({
  categoryCode: v.string(),
  name: v.string(),
  depth: v.number(),
  imageUrl: v.nullish(v.string()),
  children: v.optional(v.array(v.lazy(() => CategoryNodeSchema))),
});

export const CategoryResponseSchema = v.object({
  category: v.nullish(
    v.object({ categoryCode: v.string(), name: v.string(), depth: v.number(), parentCode: v.nullish(v.string()) }),
  ),
  children: v.array(CategoryNodeSchema),
});
export type CategoryResponse = v.InferOutput<typeof CategoryResponseSchema>;

export const CATEGORY_PATH = '/api/v1/display/web/category';

export function fetchCategory(categoryCode?: string): Promise<CategoryResponse> {
  return request(CategoryResponseSchema, CATEGORY_PATH, categoryCode ? { query: { categoryCode } } : {});
}

export const categoryQueryOptions = (categoryCode?: string) =>
  queryOptions({
    queryKey: ['display', 'category', categoryCode ?? 'root'],
    queryFn: () => fetchCategory(categoryCode),
    meta: { persist: true },
  });

export function useCategory(categoryCode?: string) {
  return useSuspenseQuery(categoryQueryOptions(categoryCode));
}
