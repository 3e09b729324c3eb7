import * as v from 'valibot';
import { ShareInfoSchema } from './product-card';

/** The answers of src/api/catalog/shop.ts as both sides read them (issue 26): the server types its answers with them, the app parses with them. */

export const ShopSchema = v.object({
  shopId: v.number(),
  name: v.string(),
  description: v.string(),
  introduction: v.string(),
  localCode: v.string(),
  regionName: v.string(),
  place: v.string(),
  sinceYear: v.number(),
  imageUrl: v.string(),
  productCount: v.number(),
  likeCount: v.number(),
  isLike: v.boolean(),
  /** its first-level categories, for tabs */
  categories: v.array(v.object({ categoryCode: v.string(), name: v.string(), count: v.number() })),
  shareInfo: ShareInfoSchema,
});
