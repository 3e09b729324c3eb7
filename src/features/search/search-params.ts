import * as v from 'valibot';
import type { SearchFilter } from '../../api/catalog/search';
import { defaultFilter, type WebProfile } from '../../api/web-profile';

/**
 * Query of the search routes (SPEC.md §3 "search filter state": keyword, sort, selected
 * categories and prices). Lists are comma-separated codes (`category=01,02`), so the address stays
 * readable and shareable. Bad values are dropped rather than failing the page.
 */
const CODE_LIST = /^[0-9A-Za-z_-]{1,32}(,[0-9A-Za-z_-]{1,32}){0,19}$/;

const keyword = v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.maxLength(50))), undefined);
const codeList = v.fallback(v.optional(v.pipe(v.string(), v.regex(CODE_LIST))), undefined);

/** /search/list: `keyword` prefills the box (editing a search). */
export const searchListSchema = v.object({ keyword });
export type SearchListParams = v.InferOutput<typeof searchListSchema>;

/** /search (results): keyword, sort (searchSortFilterList), category and price codes. */
export const searchResultSchema = v.object({
  keyword,
  sort: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[A-Z_]{1,32}$/))), undefined),
  category: codeList,
  price: codeList,
});
export type SearchResultParams = v.InferOutput<typeof searchResultSchema>;

/** /search/stores: the keyword. */
export const searchStoresSchema = v.object({ keyword });
export type SearchStoresParams = v.InferOutput<typeof searchStoresSchema>;

export function splitCodes(value: string | undefined): string[] {
  return value ? value.split(',').filter(Boolean) : [];
}

export function joinCodes(codes: readonly string[]): string | undefined {
  return codes.length > 0 ? codes.join(',') : undefined;
}

/** `codes` with `code` added, or removed when present. */
export function toggleCode(codes: readonly string[], code: string): string[] {
  return codes.includes(code) ? codes.filter((item) => item !== code) : [...codes, code];
}

/** The sort in effect: the address's when the web profile offers it, else the profile's default. */
export function effectiveSort(sort: string | undefined, profile: WebProfile): string | undefined {
  const sorts = profile.filterInfo.searchSortFilterList;
  return sorts.some((item) => item.code === sort) ? sort : defaultFilter(sorts)?.code;
}

/** The price codes of the address that the web profile offers (unknown ones are dropped). */
export function effectivePrices(price: string | undefined, profile: WebProfile): string[] {
  const ranges = profile.filterInfo.priceFilter.ranges ?? [];
  return splitCodes(price).filter((code) => ranges.some((range) => range.code === code));
}

/**
 * What the search call is asked: the default sort is sent as "nothing chosen" (the query the
 * route's loader fetched is the screen's), unknown sorts and price codes are left out.
 */
export function searchFilterOf(params: SearchResultParams, profile: WebProfile): SearchFilter {
  const sort = effectiveSort(params.sort, profile);
  return {
    keyword: params.keyword ?? '',
    sort: sort === defaultFilter(profile.filterInfo.searchSortFilterList)?.code ? undefined : sort,
    categoryCodes: splitCodes(params.category),
    priceRanges: effectivePrices(params.price, profile),
  };
}
