import * as v from 'valibot';
import { StoreCardSchema } from './store-card';

/** The answers of src/api/catalog/best.ts as both sides read them (issue 26): the server types its answers with them, the app parses with them. */

export const BestTabSchema = v.object({ categoryCode: v.nullable(v.string()), name: v.string() });

/** A best shop: a store card without products (the page shows their pictures and towns). */
export const BestShopSchema = v.omit(StoreCardSchema, ['products']);

export const BestSchema = v.object({
  /** the hour the ranking was made */
  updatedAt: v.string(),
  /** '전체' (categoryCode null) then the first-level categories */
  tabs: v.array(BestTabSchema),
  bestShops: v.array(BestShopSchema),
});
