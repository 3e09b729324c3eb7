import * as v from 'valibot';

/** The answers of src/api/web-profile.ts as both sides read them (issue 26): the server types its answers with them, the app parses with them. */

/** A sort or filter choice; the selected one is the default (SPEC.md §3). */
export const FilterItemSchema = v.object({
  code: v.string(),
  name: v.string(),
  isSelected: v.boolean(),
});

export const CategorySummarySchema = v.object({
  categoryCode: v.string(),
  name: v.string(),
  imageUrl: v.nullish(v.string()),
});

/** a chip of the price filter: minPrice ≤ price < maxPrice (null: no upper bound) */
export const PriceRangeSchema = v.object({ code: v.string(), name: v.string(), minPrice: v.number(), maxPrice: v.nullable(v.number()) });

export const WebProfileSchema = v.object({
  filterInfo: v.object({
    sortFilterList: v.array(FilterItemSchema),
    searchSortFilterList: v.array(FilterItemSchema),
    periodSortFilterList: v.array(FilterItemSchema),
    discountRateFilterList: v.array(FilterItemSchema),
    communitySortFilterList: v.array(FilterItemSchema),
    categories: v.array(CategorySummarySchema),
    priceFilter: v.object({
      maxPrice: v.number(),
      ranges: v.optional(v.array(PriceRangeSchema)),
    }),
  }),
});
