import * as v from 'valibot';
import { DealSchema } from './deals';
import { ShareInfoSchema } from './product-card';

/** The answers of src/api/catalog/deal-detail.ts as both sides read them (issue 26): the server types its answers with them, the app parses with them. */

export const ShopSummarySchema = v.object({
  shopId: v.number(),
  name: v.string(),
  localCode: v.string(),
  regionName: v.string(),
  imageUrl: v.string(),
});

export const DealDetailSchema = v.object({
  ...DealSchema.entries,
  serverTime: v.string(),
  /** the product, a close-up, its packaging */
  images: v.array(v.string()),
  description: v.string(),
  origin: v.string(),
  shop: v.nullish(ShopSummarySchema),
  /** Korean notes on the deal price, shipping and returns */
  guides: v.array(v.string()),
  shareInfo: ShareInfoSchema,
});
