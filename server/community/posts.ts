import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import {
  communityClippings,
  communityImages,
  type CommunityPost,
  communityPostLikes,
  communityPosts,
  communityReplies,
  communityReplyLikes,
  communitySurveyOptions,
  communitySurveyVotes,
  type CommunityType,
  members,
} from '../db/schema';
import { ApiError, ErrorCode } from '../errors';
import { toKstIso } from '../time';
import { COMMUNITY_SORTS, COMMUNITY_TYPES as CONTRACT_TYPES } from '../../contract/community';
import type { AuthorSchema, PostDetailSchema, PostImageSchema, PostSummarySchema, ReplySchema, SurveyResultSchema } from '../../contract/schemas/community';
import type { Wire } from '../../contract/schemas/page';

/**
 * Reading the community: posts as the app's PostSummary and PostDetail, replies, and what every
 * list shares (visibility, sorts, the member's likes, clippings and votes). Shapes: docs/api.md
 * "Community"; typed from contract/schemas/community.ts, which the app parses them with.
 */

export const COMMUNITY_TYPES = CONTRACT_TYPES satisfies readonly CommunityType[];
export const SORTS = COMMUNITY_SORTS;
export type CommunitySort = (typeof SORTS)[number];

/** the path segment of each type (`/api/v1/community/dashboard/…`) and the app's detail route */
export const TYPE_PATHS = { DASHBOARD: 'dashboard', QNA: 'qna', SURVEY: 'survey' } as const satisfies Record<CommunityType, string>;
export const APP_DETAIL_PATHS: Record<CommunityType, (postId: number) => string> = {
  DASHBOARD: (postId) => `/community/board-detail/${postId}`,
  QNA: (postId) => `/community/qna/${postId}`,
  SURVEY: () => '/community/main/survey',
};

export const EXCERPT_LENGTH = 120;
export const POPULAR_DAYS = 14;

export const MESSAGES = {
  postGone: '삭제되었거나 숨겨진 글이에요.',
  replyToGone: '삭제된 글이라 댓글을 남길 수 없어요.',
  replyGone: '댓글을 찾을 수 없어요.',
  notMineEdit: '내가 쓴 글만 고칠 수 있어요.',
  notMineDelete: '내가 쓴 글만 지울 수 있어요.',
} as const;

/** The answers' shapes: the contract's (contract/schemas/community.ts, issue 26), as the server sends them. */
export type Author = Wire<typeof AuthorSchema>;
export type SurveyResult = Wire<typeof SurveyResultSchema>;
export type PostSummary = Wire<typeof PostSummarySchema>;
export type PostImage = Wire<typeof PostImageSchema>;
export type PostDetail = Wire<typeof PostDetailSchema>;
export type Reply = Wire<typeof ReplySchema>;

/** not deleted and not hidden by reports */
export const visiblePost = and(isNull(communityPosts.deletedAt), eq(communityPosts.isHidden, false)) as SQL;
export const visibleReply = and(isNull(communityReplies.deletedAt), eq(communityReplies.isHidden, false)) as SQL;

/** the name shown for an author: the nickname, or a stand-in for a member without one or withdrawn */
export const authorName = sql<string>`case when ${members.withdrawnAt} is not null then '탈퇴한 회원' else coalesce(${members.nickName}, '이웃') end`;

/** 인기: likes ×3 + replies ×2 + clippings ×2 + views ÷ 10 */
export const popularity = sql`(${communityPosts.likeCount} * 3 + ${communityPosts.replyCount} * 2 + ${communityPosts.clipCount} * 2) * 10 + ${communityPosts.viewCount}`;

export function orderOf(sort: CommunitySort): SQL[] {
  if (sort === 'NEWEST') return [desc(communityPosts.createdAt), desc(communityPosts.id)];
  if (sort === 'REPLY_COUNT') return [desc(communityPosts.replyCount), desc(communityPosts.createdAt), desc(communityPosts.id)];
  return [desc(popularity), desc(communityPosts.createdAt), desc(communityPosts.id)];
}

/** '첫 120자, 줄바꿈은 공백으로…' */
export function excerptOf(body: string): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  return chars.length > EXCERPT_LENGTH ? `${chars.slice(0, EXCERPT_LENGTH).join('')}…` : flat;
}

const summaryColumns = {
  id: communityPosts.id,
  communityType: communityPosts.communityType,
  title: communityPosts.title,
  head: sql<string>`left(${communityPosts.body}, ${EXCERPT_LENGTH + 40})`,
  thumbnailUrl: communityPosts.thumbnailUrl,
  imageCount: communityPosts.imageCount,
  memberId: communityPosts.memberId,
  nickname: authorName,
  likeCount: communityPosts.likeCount,
  replyCount: communityPosts.replyCount,
  viewCount: communityPosts.viewCount,
  clipCount: communityPosts.clipCount,
  boardDate: communityPosts.boardDate,
  acceptedReplyId: communityPosts.acceptedReplyId,
  surveyEndAt: communityPosts.surveyEndAt,
  createdAt: communityPosts.createdAt,
};

type SummaryRow = { [K in keyof typeof summaryColumns]: K extends 'head' | 'nickname' ? string : CommunityPost[Exclude<K, 'head' | 'nickname'>] };

/** A page of posts as summaries: the rows, then the member's likes, clippings and votes. */
export async function postSummaries(
  db: AppDb,
  where: SQL | undefined,
  order: SQL[],
  page: { size: number; offset: number },
  memberId: number | undefined,
  now: Date,
): Promise<PostSummary[]> {
  const rows = (await db
    .select(summaryColumns)
    .from(communityPosts)
    .innerJoin(members, eq(members.id, communityPosts.memberId))
    .where(where)
    .orderBy(...order)
    .limit(page.size)
    .offset(page.offset)) as SummaryRow[];
  return summariesOf(db, rows, memberId, now);
}

/** Summaries of the given posts in the given order (ids of invisible posts are left out). */
export async function summariesByIds(db: AppDb, ids: readonly number[], memberId: number | undefined, now: Date): Promise<PostSummary[]> {
  if (ids.length === 0) return [];
  const rows = (await db
    .select(summaryColumns)
    .from(communityPosts)
    .innerJoin(members, eq(members.id, communityPosts.memberId))
    .where(and(inArray(communityPosts.id, [...ids]), visiblePost))) as SummaryRow[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return summariesOf(db, ids.flatMap((id) => byId.get(id) ?? []), memberId, now);
}

async function summariesOf(db: AppDb, rows: SummaryRow[], memberId: number | undefined, now: Date): Promise<PostSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const surveyIds = rows.filter((row) => row.communityType === 'SURVEY').map((row) => row.id);
  const [liked, clipped, surveys] = await Promise.all([
    memberId === undefined
      ? Promise.resolve(new Set<number>())
      : db
          .select({ postId: communityPostLikes.postId })
          .from(communityPostLikes)
          .where(and(eq(communityPostLikes.memberId, memberId), eq(communityPostLikes.isLiked, true), inArray(communityPostLikes.postId, ids)))
          .then((found) => new Set(found.map((row) => row.postId))),
    memberId === undefined
      ? Promise.resolve(new Set<number>())
      : db
          .select({ postId: communityClippings.postId })
          .from(communityClippings)
          .where(and(eq(communityClippings.memberId, memberId), inArray(communityClippings.postId, ids)))
          .then((found) => new Set(found.map((row) => row.postId))),
    surveyResults(db, surveyIds, memberId),
  ]);
  return rows.map((row) => ({
    postId: row.id,
    communityType: row.communityType,
    title: row.title,
    excerpt: excerptOf(row.head),
    thumbnailUrl: row.thumbnailUrl,
    imageCount: row.imageCount,
    author: { memberId: row.memberId, nickname: row.nickname },
    likeCount: row.likeCount,
    replyCount: row.replyCount,
    viewCount: row.viewCount,
    clipCount: row.clipCount,
    isLiked: liked.has(row.id),
    isClipped: clipped.has(row.id),
    boardDate: row.boardDate,
    acceptedReplyId: row.acceptedReplyId,
    survey: row.communityType === 'SURVEY' ? surveyOf(surveys.options.get(row.id) ?? [], surveys.mine.get(row.id) ?? null, row.surveyEndAt, now) : null,
    createdDt: toKstIso(row.createdAt),
  }));
}

interface SurveyRows {
  readonly options: Map<number, { replyId: number; label: string; voteCount: number }[]>;
  readonly mine: Map<number, number>;
}

async function surveyResults(db: AppDb, postIds: number[], memberId: number | undefined): Promise<SurveyRows> {
  const options = new Map<number, { replyId: number; label: string; voteCount: number }[]>();
  const mine = new Map<number, number>();
  if (postIds.length === 0) return { options, mine };
  const [optionRows, voteRows] = await Promise.all([
    db
      .select({ postId: communitySurveyOptions.postId, replyId: communitySurveyOptions.id, label: communitySurveyOptions.label, voteCount: communitySurveyOptions.voteCount })
      .from(communitySurveyOptions)
      .where(inArray(communitySurveyOptions.postId, postIds))
      .orderBy(asc(communitySurveyOptions.postId), asc(communitySurveyOptions.sortOrder), asc(communitySurveyOptions.id)),
    memberId === undefined
      ? Promise.resolve([])
      : db
          .select({ postId: communitySurveyVotes.postId, optionId: communitySurveyVotes.optionId })
          .from(communitySurveyVotes)
          .where(and(eq(communitySurveyVotes.memberId, memberId), inArray(communitySurveyVotes.postId, postIds))),
  ]);
  for (const { postId, ...option } of optionRows) options.set(postId, [...(options.get(postId) ?? []), option]);
  for (const vote of voteRows) mine.set(vote.postId, vote.optionId);
  return { options, mine };
}

function surveyOf(options: { replyId: number; label: string; voteCount: number }[], myReplyId: number | null, endAt: Date | null, now: Date): SurveyResult {
  const end = endAt ?? now;
  return {
    options,
    totalVotes: options.reduce((sum, option) => sum + option.voteCount, 0),
    myReplyId,
    endDt: toKstIso(end),
    isClosed: end.getTime() <= now.getTime(),
  };
}

/**
 * A visible post of the type, or 404 code 8 (deleted, hidden by reports, another type, unknown).
 * `lock` takes the row for update (inside a transaction).
 */
export async function visiblePostOf(db: AppDb, type: CommunityType | undefined, postId: number, options: { message?: string; lock?: boolean } = {}): Promise<CommunityPost> {
  const query = db
    .select()
    .from(communityPosts)
    .where(and(eq(communityPosts.id, postId), type === undefined ? undefined : eq(communityPosts.communityType, type), visiblePost));
  const [post] = options.lock ? await query.for('update') : await query;
  if (!post) throw new ApiError(ErrorCode.NoData, { message: options.message ?? MESSAGES.postGone });
  return post;
}

export async function postImages(db: AppDb, postId: number): Promise<PostImage[]> {
  const rows = await db
    .select({ id: communityImages.id, width: communityImages.width, height: communityImages.height, contentType: communityImages.contentType })
    .from(communityImages)
    .where(eq(communityImages.postId, postId))
    .orderBy(asc(communityImages.sortOrder), asc(communityImages.id));
  return rows.map((row) => ({ imageId: row.id, url: communityImageUrl(row.id, row.contentType), width: row.width, height: row.height }));
}

export const COMMUNITY_IMAGE_PATH = '/images/community';

const EXTENSION_OF: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  // the seed's drawn pictures are published as WebP (image-routes.ts): Chromium opens an SVG <img> as
  // a document of its own on the page's main thread, a cost per picture on every community list
  'image/svg+xml': 'webp',
};

export function communityImageUrl(imageId: number, contentType: string): string {
  return `${COMMUNITY_IMAGE_PATH}/${imageId}.${EXTENSION_OF[contentType] ?? 'bin'}`;
}

/**
 * A post's thumbnail (`thumbnailUrl`, its first picture in the lists): a square WebP of
 * COMMUNITY_THUMBNAIL_SIDE pixels (image-routes.ts), not the picture itself. A list card shows it at
 * 88 px and the daily board at 180: a seeded picture is 960×720 and an upload up to 8000 px a side,
 * which the phone downloaded and decoded for every card (docs/decisions.md "Community thumbnails").
 */
export function communityThumbnailUrl(imageId: number): string {
  return `${COMMUNITY_IMAGE_PATH}/${imageId}${COMMUNITY_THUMBNAIL_SUFFIX}`;
}
export const COMMUNITY_THUMBNAIL_SUFFIX = '-thumb.webp';
/** the daily board's 180 px photo on a phone of twice the density */
export const COMMUNITY_THUMBNAIL_SIDE = 360;

export async function postDetail(db: AppDb, type: CommunityType | undefined, postId: number, memberId: number | undefined, now: Date): Promise<PostDetail> {
  const post = await visiblePostOf(db, type, postId);
  const [[summary], images] = await Promise.all([summariesByIds(db, [post.id], memberId, now), postImages(db, post.id)]);
  if (!summary) throw new ApiError(ErrorCode.NoData, { message: MESSAGES.postGone });
  return {
    ...summary,
    excerpt: excerptOf(post.body),
    body: post.body,
    images,
    isMine: memberId !== undefined && memberId === post.memberId,
    updatedDt: post.updatedAt ? toKstIso(post.updatedAt) : null,
  };
}

const replyColumns = {
  id: communityReplies.id,
  postId: communityReplies.postId,
  body: communityReplies.body,
  memberId: communityReplies.memberId,
  nickname: authorName,
  likeCount: communityReplies.likeCount,
  createdAt: communityReplies.createdAt,
  updatedAt: communityReplies.updatedAt,
};

/** Replies of a post, oldest first; or the given ones (`replyIds`). */
export async function replies(
  db: AppDb,
  post: Pick<CommunityPost, 'id' | 'acceptedReplyId'>,
  memberId: number | undefined,
  page: { size: number; offset: number },
  replyIds?: readonly number[],
): Promise<Reply[]> {
  const rows = await db
    .select(replyColumns)
    .from(communityReplies)
    .innerJoin(members, eq(members.id, communityReplies.memberId))
    .where(and(eq(communityReplies.postId, post.id), visibleReply, replyIds ? inArray(communityReplies.id, [...replyIds]) : undefined))
    .orderBy(asc(communityReplies.createdAt), asc(communityReplies.id))
    .limit(page.size)
    .offset(page.offset);
  const liked =
    memberId === undefined || rows.length === 0
      ? new Set<number>()
      : new Set(
          (
            await db
              .select({ replyId: communityReplyLikes.replyId })
              .from(communityReplyLikes)
              .where(and(eq(communityReplyLikes.memberId, memberId), inArray(communityReplyLikes.replyId, rows.map((row) => row.id))))
          ).map((row) => row.replyId),
        );
  return rows.map((row) => ({
    replyId: row.id,
    postId: row.postId,
    body: row.body,
    author: { memberId: row.memberId, nickname: row.nickname },
    likeCount: row.likeCount,
    isLiked: liked.has(row.id),
    isMine: memberId !== undefined && memberId === row.memberId,
    isAccepted: post.acceptedReplyId === row.id,
    createdDt: toKstIso(row.createdAt),
    updatedDt: row.updatedAt ? toKstIso(row.updatedAt) : null,
  }));
}

export async function replyOf(db: AppDb, post: Pick<CommunityPost, 'id' | 'acceptedReplyId'>, replyId: number, memberId: number | undefined): Promise<Reply> {
  const [reply] = await replies(db, post, memberId, { size: 1, offset: 0 }, [replyId]);
  if (!reply) throw new ApiError(ErrorCode.NoData, { message: MESSAGES.replyGone });
  return reply;
}
