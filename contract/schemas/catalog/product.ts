import * as v from 'valibot';
import { ShopSummarySchema } from './deal-detail';
import { ProductCardSchema, ShareInfoSchema } from './product-card';

/** The answer of src/api/catalog/product.ts as both sides read it (issue 26): the server types its answer with it, the app parses with it. */

/** one step of a product's category, from the top: { 01 과일 }, { 0101 국산과일 }, { 010101 딸기 } */
export const CategoryStepSchema = v.object({ categoryCode: v.string(), name: v.string() });

/** the deal running now on the product */
export const LiveDealSchema = v.object({ dealId: v.number(), dealPrice: v.number(), endAt: v.string() });

export const DeliverySchema = v.object({
  /** 0 (free) or the shops' fee in won */
  fee: v.number(),
  /** from this order total in won the delivery is free */
  freeFrom: v.number(),
  /** Korean, as the product page shows it */
  text: v.string(),
});

/** GET /api/v1/display/product/{productNo}: the product card and what its page shows */
export const ProductDetailSchema = v.object({
  ...ProductCardSchema.entries,
  /** the product, a close-up, its packaging */
  images: v.array(v.string()),
  description: v.string(),
  stock: v.number(),
  likeCount: v.number(),
  categoryPath: v.array(CategoryStepSchema),
  /** absent when the store is gone */
  shop: v.optional(ShopSummarySchema),
  deal: v.nullable(LiveDealSchema),
  delivery: DeliverySchema,
  shareInfo: ShareInfoSchema,
});
