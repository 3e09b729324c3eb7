import * as v from 'valibot';
import { ProductCardSchema } from './product-card';

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
export type StoreCard = v.InferOutput<typeof StoreCardSchema>;
