import * as v from 'valibot';
import { id } from '../input';

/** The answers of src/api/likes.ts as both sides read them (issue 26): the server types its answers with them, the app parses with them. */

export const LikeStateSchema = v.object({
  productNo: v.number(),
  isLike: v.boolean(),
  /** all members' likes of the product */
  likeCount: v.number(),
  /** this member's likes */
  likedCount: v.number(),
  maxCount: v.number(),
});

// --- requests ------------------------------------------------------------------------------------

/** Ids in bodies and queries: a number or a string of digits, 1 to INT4_MAX. */
export const TextId = id({ text: true });

/** `{ productNo }`: the body of POST and DELETE like-product, the view count and recently viewed */
export const ProductNoBodySchema = v.object({ productNo: TextId });
/** GET /api/v1/user/like-product */
export const ProductNoQuerySchema = v.object({ productNo: TextId });
