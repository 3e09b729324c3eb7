import * as v from 'valibot';
import { ProductCardSchema } from './product-card';
import { pageSchema } from '../page';

/** The answers of src/api/catalog/search.ts as both sides read them (issue 26): the server types its answers with them, the app parses with them. */

/** A first-level category of all matches, for the filter chips (before the category filter). */
export const SearchFacetSchema = v.object({ categoryCode: v.string(), name: v.string(), count: v.number() });

export const SearchResultSchema = pageSchema(ProductCardSchema, {
  keyword: v.string(),
  sort: v.string(),
  categoryCodes: v.array(v.string()),
  priceRanges: v.array(v.string()),
  /** how many stores the store search finds for the keyword */
  storeCount: v.number(),
  categories: v.array(SearchFacetSchema),
});
