import * as v from 'valibot';
import { ProductCardSchema } from './catalog/product-card';

/** The answers of src/api/recent.ts as both sides read them (issue 26): the server types its answers with them, the app parses with them. */

export const RecentEntrySchema = v.object({ productNo: v.number(), isLike: v.boolean() });

export const RecentProductSchema = v.object({ ...ProductCardSchema.entries, viewedAt: v.string() });

export const RecentProductsSchema = v.object({
  items: v.array(RecentProductSchema),
  totalCount: v.number(),
  maxCount: v.number(),
});

/** DELETE /api/v1/user/recent-product: the list left, and how many were removed. */
export const RecentRemovalSchema = v.object({ ...RecentProductsSchema.entries, removedCount: v.number() });
