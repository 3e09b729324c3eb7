import * as v from 'valibot';
import { ACCUSE_REASON_CODES, COMMUNITY_TYPES } from '../community';
import { flag, id, optional, text } from '../input';
import { COMMUNITY_LIMITS } from '../rules';
import { pageSchema } from './page';
import { PointToastSchema, withToasts } from './toast';

/**
 * The community's answers (docs/api.md, "Community"), one copy (issue 26): the server types its
 * answers with them (server/community/posts.ts) and the app parses with them
 * (src/api/community/*.ts re-export them from src/api/community/schemas.ts).
 */

export const CommunityTypeSchema = v.picklist(COMMUNITY_TYPES);

export const AuthorSchema = v.object({ memberId: v.number(), nickname: v.string() });
export type Author = v.InferOutput<typeof AuthorSchema>;

export const SurveyOptionSchema = v.object({ replyId: v.number(), label: v.string(), voteCount: v.number() });
export const SurveyResultSchema = v.object({
  options: v.array(SurveyOptionSchema),
  totalVotes: v.number(),
  myReplyId: v.nullable(v.number()),
  endDt: v.string(),
  isClosed: v.boolean(),
});
export type SurveyResult = v.InferOutput<typeof SurveyResultSchema>;

export const PostSummarySchema = v.object({
  postId: v.number(),
  communityType: CommunityTypeSchema,
  title: v.string(),
  excerpt: v.string(),
  thumbnailUrl: v.nullable(v.string()),
  imageCount: v.number(),
  author: AuthorSchema,
  likeCount: v.number(),
  replyCount: v.number(),
  viewCount: v.number(),
  clipCount: v.number(),
  isLiked: v.boolean(),
  isClipped: v.boolean(),
  boardDate: v.string(),
  acceptedReplyId: v.nullable(v.number()),
  survey: v.nullable(SurveyResultSchema),
  createdDt: v.string(),
});
export type PostSummary = v.InferOutput<typeof PostSummarySchema>;

export const PostImageSchema = v.object({ imageId: v.number(), url: v.string(), width: v.number(), height: v.number() });
export type PostImage = v.InferOutput<typeof PostImageSchema>;

export const PostDetailSchema = v.object({
  ...PostSummarySchema.entries,
  body: v.string(),
  images: v.array(PostImageSchema),
  isMine: v.boolean(),
  updatedDt: v.nullable(v.string()),
});
export type PostDetail = v.InferOutput<typeof PostDetailSchema>;

export const ReplySchema = v.object({
  replyId: v.number(),
  postId: v.number(),
  body: v.string(),
  author: AuthorSchema,
  likeCount: v.number(),
  isLiked: v.boolean(),
  isMine: v.boolean(),
  isAccepted: v.boolean(),
  createdDt: v.string(),
  updatedDt: v.nullable(v.string()),
});
export type Reply = v.InferOutput<typeof ReplySchema>;

export const PostPageSchema = pageSchema(PostSummarySchema);
export type PostPage = v.InferOutput<typeof PostPageSchema>;

export const BoardDaySchema = v.object({ date: v.string(), postCount: v.number(), thumbnailUrl: v.nullable(v.string()) });
export const DailyBoardPageSchema = pageSchema(PostSummarySchema, {
  date: v.string(),
  prevDate: v.nullable(v.string()),
  nextDate: v.nullable(v.string()),
  days: v.array(BoardDaySchema),
});
export type DailyBoardPage = v.InferOutput<typeof DailyBoardPageSchema>;

export const ReplyPageSchema = pageSchema(ReplySchema);
export type ReplyPage = v.InferOutput<typeof ReplyPageSchema>;

export const MyCountsSchema = v.object({ post: v.number(), clipping: v.number(), like: v.number() });
export const MyPostPageSchema = pageSchema(PostSummarySchema, { counts: MyCountsSchema });
export type MyPostPage = v.InferOutput<typeof MyPostPageSchema>;

export const SearchPageSchema = pageSchema(PostSummarySchema, {
  counts: v.object({ DASHBOARD: v.number(), QNA: v.number(), SURVEY: v.number() }),
});
export type SearchPage = v.InferOutput<typeof SearchPageSchema>;

export const UploadedImageSchema = PostImageSchema;
/** a post written; `toastItems` when it earned 별 (the day's first post) */
export const CreatedPostSchema = v.object({ postId: v.number(), communityType: CommunityTypeSchema, ...withToasts });
export const LikeStateSchema = v.object({ isLiked: v.boolean(), likeCount: v.number() });
export const ClipStateSchema = v.object({ isClipped: v.boolean(), clipCount: v.number() });
/** a reply written; `toastItems` when it earned 별 */
export const CreatedReplySchema = v.object({ reply: ReplySchema, ...withToasts });
/** an answer accepted; the answerer earns 별, the asker none (`toastItems` is empty) */
export const AcceptedSchema = v.object({ acceptedReplyId: v.number(), toastItems: v.array(PointToastSchema) });
export const AccusedSchema = v.object({ isHidden: v.boolean() });
export const ShareCountSchema = v.object({ shareCount: v.number() });
export const ViewCountSchema = v.object({ viewCount: v.number(), counted: v.boolean() });
export const BannedWordsSchema = v.object({ isValid: v.boolean(), bannedWords: v.array(v.string()), message: v.nullable(v.string()) });
export type BannedWordsResult = v.InferOutput<typeof BannedWordsSchema>;

// --- requests (the server validates with these; src/api/community/*.ts builds them) --------------

const TYPE_MESSAGE = `{field} 값은 ${COMMUNITY_TYPES.join(', ')} 중 하나여야 해요.`;
/** a post's pictures, at most COMMUNITY_LIMITS.imagesMax (the server answers 13 with this text) */
export const IMAGES_MAX_MESSAGE = `사진은 ${COMMUNITY_LIMITS.imagesMax}장까지 올릴 수 있어요.`;

/** POST and PUT …/{dashboard|qna}[/{postId}]: the text limits' lower bounds are the server's own checks (its messages) */
export const PostBodySchema = v.object({
  title: text({ max: COMMUNITY_LIMITS.titleMax, multiline: true }),
  body: text({ max: COMMUNITY_LIMITS.bodyMax, multiline: true }),
  imageIds: v.optional(v.pipe(v.array(id({ text: true }), 'imageIds 값은 사진 id 목록이어야 해요.'), v.maxLength(COMMUNITY_LIMITS.imagesMax, IMAGES_MAX_MESSAGE)), []),
});

/** POST …/reply and PUT …/reply/{replyId} */
export const ReplyBodySchema = v.object({ body: text({ max: COMMUNITY_LIMITS.replyMax, multiline: true }) });

/** PUT …/like and …/reply/{replyId}/like: setting, not toggling */
export const LikeBodySchema = v.object({ isLiked: flag() });
/** PUT …/clipping */
export const ClipBodySchema = v.object({ isClipped: flag() });

/** POST /post-share and /view-count */
export const TargetBodySchema = v.object({
  communityType: v.picklist(COMMUNITY_TYPES, TYPE_MESSAGE),
  postId: id({ text: true }),
});

/** POST /accuse: reasonText is needed with ETC only (the server checks its length, 5–200) */
export const AccuseBodySchema = v.object({
  communityType: v.picklist(COMMUNITY_TYPES, TYPE_MESSAGE),
  postId: id({ text: true }),
  replyId: optional(id({ text: true })),
  reasonCode: v.picklist(ACCUSE_REASON_CODES, `{field} 값은 ${ACCUSE_REASON_CODES.join(', ')} 중 하나여야 해요.`),
  reasonText: optional(text({ max: COMMUNITY_LIMITS.accuseTextMax, multiline: true })),
});
