import * as v from 'valibot';
import { ProductCardSchema } from './catalog/product-card';
import { pageSchema } from './page';

/** The answers of src/api/frequently-purchased.ts as both sides read them (issue 26): the server types its answers with them, the app parses with them. */

/** the sorts of the list: most bought, most recently bought */
export const PURCHASE_SORTS = ['COUNT', 'RECENT'] as const;

export const PurchasedProductSchema = v.object({ ...ProductCardSchema.entries, purchaseCount: v.number(), lastPurchasedAt: v.string() });

export const FrequentlyPurchasedSchema = pageSchema(PurchasedProductSchema, { sort: v.picklist(PURCHASE_SORTS) });
