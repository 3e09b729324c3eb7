import type { QueryClient } from '@tanstack/react-query';
import { categoryProductsQueryOptions } from '../../api/catalog/category-product';
import { settled } from '../../api/catalog/settle';
import { categoryQueryOptions, type CategoryNode } from '../../api/category';
import { webProfileQueryOptions } from '../../api/web-profile';
import { categoryProductFilter, type CategoryDetailSearch } from './category-detail-search';
import { categoryPath, categoryPlace } from './category-tree';

/**
 * The category whose products /category/detail/:secondCode/:thirdCode? shows, or null when both
 * codes are in the tree but not parent and child (no such page). A code the tree does not know (it
 * may be a few minutes old) is the products call's to judge: code 8 is 'not found'.
 */
export function categoryDetailCode(tree: readonly CategoryNode[], secondCode: string, thirdCode: string | undefined): string | null {
  const place = categoryPlace(tree, secondCode, thirdCode);
  const mismatch = !place && [secondCode, thirdCode].every((code) => code === undefined || categoryPath(tree, code));
  return mismatch ? null : (thirdCode ?? secondCode);
}

/**
 * Category detail's loader: the web profile (sorts and price ranges) and the category tree, then
 * the first page of the category's products for the address's sort and price ranges (the defaults
 * sent as 'nothing chosen', as the screen asks). A failure of the products stays in their query.
 */
export async function loadCategoryDetail(queryClient: QueryClient, secondCode: string, thirdCode: string | undefined, search: CategoryDetailSearch): Promise<void> {
  const [profile, tree] = await Promise.all([queryClient.ensureQueryData(webProfileQueryOptions()), queryClient.ensureQueryData(categoryQueryOptions())]);
  const code = categoryDetailCode(tree.children, secondCode, thirdCode);
  if (code !== null) await settled(queryClient.ensureInfiniteQueryData(categoryProductsQueryOptions(categoryProductFilter(code, search, profile))));
}
