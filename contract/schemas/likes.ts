import * as v from 'valibot';

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
