import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type * as v from 'valibot';
import { request } from '../client';
import { nextPage, PAGE_SIZE } from './product-card';
import { CategoryProductsSchema } from '../../../contract/schemas/catalog/category-product';

export { CategoryProductsSchema };

export type CategoryProducts = v.InferOutput<typeof CategoryProductsSchema>;

export interface CategoryProductFilter {
  /** a category of any level (its subtree is included) */
  categoryCode: string;
  /** a sortFilterList code */
  sort?: string | undefined;
  /** priceFilter.ranges codes (any of them) */
  priceRanges?: readonly string[] | undefined;
}

export const CATEGORY_PRODUCT_PATH = '/api/v1/display/category/product';

export function fetchCategoryProducts(filter: CategoryProductFilter, page: number): Promise<CategoryProducts> {
  return request(CategoryProductsSchema, CATEGORY_PRODUCT_PATH, {
    query: {
      categoryCode: filter.categoryCode,
      page,
      size: PAGE_SIZE,
      ...(filter.sort ? { sort: filter.sort } : {}),
      ...(filter.priceRanges && filter.priceRanges.length > 0 ? { priceRanges: filter.priceRanges.join(',') } : {}),
    },
  });
}

/** The same ranges in any order are the same query. */
function priceKey(ranges: readonly string[] | undefined): string {
  return ranges && ranges.length > 0 ? [...ranges].sort().join(',') : 'every-price';
}

/** Products of a category (/category/detail), page by page. */
export const categoryProductsQueryOptions = (filter: CategoryProductFilter) =>
  infiniteQueryOptions({
    queryKey: ['catalog', 'category', 'product', filter.categoryCode, filter.sort ?? 'default', priceKey(filter.priceRanges)],
    queryFn: ({ pageParam }) => fetchCategoryProducts(filter, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    placeholderData: keepPreviousData,
    retryOnMount: false,
  });

export function useCategoryProducts(filter: CategoryProductFilter) {
  return useInfiniteQuery(categoryProductsQueryOptions(filter));
}
