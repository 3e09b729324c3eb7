import * as v from 'valibot';
import { TextId } from './likes';

/** The answers of src/api/like-shop.ts as both sides read them (issue 26): the server types its answers with them, the app parses with them. */

export const ShopLikeStateSchema = v.object({
  shopId: v.number(),
  isLike: v.boolean(),
  /** the store's followers */
  likeCount: v.number(),
  likedCount: v.number(),
  maxCount: v.number(),
});

// --- requests ------------------------------------------------------------------------------------

/** POST and DELETE /api/v1/user/like-shop */
export const ShopIdBodySchema = v.object({ shopId: TextId });
/** GET /api/v1/user/like-shop */
export const ShopIdQuerySchema = v.object({ shopId: TextId });
