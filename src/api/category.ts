import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type * as v from 'valibot';
import { request } from './client';
import { CategoryNodeSchema, CategoryResponseSchema } from '../../contract/schemas/category';

export { CategoryNodeSchema, CategoryResponseSchema };

export type { CategoryNode } from '../../contract/schemas/category';

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
