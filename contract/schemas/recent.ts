import * as v from 'valibot';
import { optional } from '../input';
import { ProductCardSchema } from './catalog/product-card';
import { TextId } from './likes';

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

// --- requests ------------------------------------------------------------------------------------

/** DELETE /api/v1/user/recent-product: one product, or all of them without productNo */
export const RecentRemovalBodySchema = v.object({ productNo: optional(TextId) });
