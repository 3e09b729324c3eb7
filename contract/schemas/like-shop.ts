import * as v from 'valibot';

/** The answers of src/api/like-shop.ts as both sides read them (issue 26): the server types its answers with them, the app parses with them. */

export const ShopLikeStateSchema = v.object({
  shopId: v.number(),
  isLike: v.boolean(),
  /** the store's followers */
  likeCount: v.number(),
  likedCount: v.number(),
  maxCount: v.number(),
});
