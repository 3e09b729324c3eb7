import * as v from 'valibot';
import { ProductCardSchema } from './product-card';

/** The answers of src/api/catalog/store-card.ts as both sides read them (issue 26): the server types its answers with them, the app parses with them. */

/** A store card (best shops, a region's stores, store search); `products`: up to 3, may be absent. */
export const StoreCardSchema = v.object({
  shopId: v.number(),
  name: v.string(),
  description: v.string(),
  localCode: v.string(),
  regionName: v.string(),
  place: v.string(),
  imageUrl: v.string(),
  productCount: v.number(),
  likeCount: v.number(),
  isLike: v.boolean(),
  products: v.optional(v.array(ProductCardSchema), []),
});
