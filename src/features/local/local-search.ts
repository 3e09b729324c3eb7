import * as v from 'valibot';
import { LOCAL_STORE_SORTS } from '../../api/catalog/local-sorts';

const SORT_CODES = LOCAL_STORE_SORTS.map((sort) => sort.code);

/**
 * Query of /local/:code: `sort` is RECOMMEND (default, left out of the address), POPULAR or
 * NEWEST. Anything else is dropped rather than failing the page: a shared link with a typo still
 * opens with the market's order.
 */
export const localStoresSearchSchema = v.object({
  sort: v.fallback(v.optional(v.picklist(SORT_CODES)), undefined),
});

export type LocalStoresSearch = v.InferOutput<typeof localStoresSearchSchema>;

/**
 * Query of /local/store/:localCode/:shopId: `category` is one of the store's category tabs
 * (absent: 전체), `sort` a code of the web profile's sortFilterList (absent: its default). Codes
 * the store or the profile does not know are ignored by the screen.
 */
export const storeSearchSchema = v.object({
  category: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[0-9A-Za-z_-]{1,32}$/))), undefined),
  sort: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[A-Z0-9_]{1,32}$/))), undefined),
});

export type StoreSearch = v.InferOutput<typeof storeSearchSchema>;
