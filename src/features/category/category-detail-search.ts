import * as v from 'valibot';
import type { CategoryProductFilter } from '../../api/catalog/category-product';
import { defaultFilter, type WebProfile } from '../../api/web-profile';

const FILTER_CODE = /^[A-Za-z0-9_]{1,32}$/;

/**
 * Query of /category/detail: `sort` is a sortFilterList code, `price` priceFilter range codes
 * joined by commas ('UNDER_10000,10000_30000'), as on the search results. Bad values are dropped rather than failing the
 * page: a shared link with a typo still opens.
 */
export const categoryDetailSearchSchema = v.object({
  sort: v.fallback(v.optional(v.pipe(v.string(), v.regex(FILTER_CODE))), undefined),
  price: v.fallback(
    v.optional(v.pipe(v.string(), v.maxLength(200), v.regex(/^[A-Za-z0-9_]{1,32}(,[A-Za-z0-9_]{1,32})*$/))),
    undefined,
  ),
});

export type CategoryDetailSearch = v.InferOutput<typeof categoryDetailSearchSchema>;

/** The price range codes of the query, in the web profile's order, unknown codes left out. */
export function chosenPriceRanges(price: string | undefined, profile: WebProfile): string[] {
  if (!price) return [];
  const wanted = new Set(price.split(','));
  return (profile.filterInfo.priceFilter.ranges ?? []).filter((range) => wanted.has(range.code)).map((range) => range.code);
}

/** The sort of the query when the web profile knows it, else the profile's default. */
export function chosenSort(sort: string | undefined, profile: WebProfile): string | undefined {
  const sorts = profile.filterInfo.sortFilterList;
  return sorts.some((item) => item.code === sort) ? sort : defaultFilter(sorts)?.code;
}

/**
 * What the products call is asked for: the default sort and 'no price range' are sent as nothing
 * chosen, so the loader and the screen share one query.
 */
export function categoryProductFilter(categoryCode: string, search: CategoryDetailSearch, profile: WebProfile): CategoryProductFilter {
  const sort = chosenSort(search.sort, profile);
  const priceRanges = chosenPriceRanges(search.price, profile);
  return {
    categoryCode,
    sort: sort === defaultFilter(profile.filterInfo.sortFilterList)?.code ? undefined : sort,
    priceRanges: priceRanges.length > 0 ? priceRanges : undefined,
  };
}
