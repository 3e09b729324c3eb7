import * as v from 'valibot';

/**
 * Shapes every catalogue list shares (docs/api.md "Catalogue"): the product card, the page
 * envelope of infinite lists, and the timed status of deals, exhibitions and events.
 */

export const ProductCardSchema = v.object({
  productNo: v.number(),
  name: v.string(),
  imageUrl: v.string(),
  listPrice: v.number(),
  salePrice: v.number(),
  discountRate: v.number(),
  shopId: v.number(),
  shopName: v.string(),
  localCode: v.string(),
  origin: v.string(),
  categoryCode: v.string(),
  rating: v.number(),
  reviewCount: v.number(),
  isSoldOut: v.boolean(),
  freeShipping: v.boolean(),
  badges: v.array(v.string()),
  isLike: v.boolean(),
  /** the product page on the external shop, relative to VITE_SHOP_URL */
  shopPath: v.string(),
});
export type ProductCard = v.InferOutput<typeof ProductCardSchema>;

export const StatusSchema = v.picklist(['UPCOMING', 'ONGOING', 'ENDED']);
export type TimedStatus = v.InferOutput<typeof StatusSchema>;

export const ShareInfoSchema = v.object({
  title: v.string(),
  description: v.string(),
  imageUrl: v.string(),
  /** an app path such as '/deal/1' */
  url: v.string(),
});

/**
 * `{ items, page, size, totalCount, hasNext }` around any item schema. Pure, and marked so: a page
 * schema nobody reads is left out of the bundle (valibot's own functions are marked the same way).
 */
/* @__NO_SIDE_EFFECTS__ */
export function pageSchema<TItem extends v.GenericSchema, TExtra extends v.ObjectEntries = Record<never, never>>(
  item: TItem,
  extra?: TExtra,
) {
  return v.object({
    ...(extra ?? ({} as TExtra)),
    items: v.array(item),
    page: v.number(),
    size: v.number(),
    totalCount: v.number(),
    hasNext: v.boolean(),
  });
}

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
