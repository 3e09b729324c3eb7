import type * as v from 'valibot';
import { ProductCardSchema, ShareInfoSchema, StatusSchema } from '../../../contract/schemas/catalog/product-card';

export { ProductCardSchema, ShareInfoSchema, StatusSchema };

/**
 * Shapes every catalogue list shares (docs/api.md "Catalogue"): the product card, the page
 * envelope of infinite lists, and the timed status of deals, exhibitions and events.
 */

export type ProductCard = v.InferOutput<typeof ProductCardSchema>;

export type TimedStatus = v.InferOutput<typeof StatusSchema>;

/** `{ items, page, size, totalCount, hasNext }` around any item schema: the contract's (contract/schemas/page.ts). */
export { pageSchema } from '../../../contract/schemas/page';

export interface Paged {
  page: number;
  hasNext: boolean;
}

/** getNextPageParam of every catalogue infinite query: the next page number, or none. */
export const nextPage = (last: Paged): number | undefined => (last.hasNext ? last.page + 1 : undefined);

/** The items of all loaded pages, in order. */
export function flattenPages<T>(data: { pages: readonly { items: readonly T[] }[] } | undefined): T[] {
  return data ? data.pages.flatMap((page) => page.items) : [];
}

/** Default page size of catalogue lists (an even number: two-column grids fill their rows). */
export const PAGE_SIZE = 20;
