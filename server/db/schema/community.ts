import { sql } from 'drizzle-orm';
import { boolean, check, customType, date, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/**
 * The community's tables (issue 13 §1, docs/api.md "Community"), migration 0006_community.sql.
 * Their foreign keys to `members` are in the SQL only, as they were when this file lived in
 * server/community (declaring them here now would change what drizzle sees, not the database).
 *
 * Counters (likes, replies, views, clippings, shares, reports, votes) live on the post, reply and
 * option rows and change in the same statement as the rows they count, so every list reads them
 * without counting.
 */

/** bytea as a Uint8Array (PGlite answers one, postgres-js a Buffer, which is one too). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array | string }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value),
  fromDriver: (value) => (typeof value === 'string' ? Buffer.from(value.replace(/^\\x/, ''), 'hex') : value),
});

export type CommunityType = 'DASHBOARD' | 'QNA' | 'SURVEY';

/** Posts of the three boards. `board_date` is the Korean day the post belongs to (the daily board). */
export const communityPosts = pgTable(
  'community_posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    communityType: varchar('community_type', { length: 10 }).$type<CommunityType>().notNull(),
    memberId: integer('member_id').notNull(),
    title: varchar('title', { length: 40 }).notNull(),
    body: text('body').notNull(),
    boardDate: date('board_date', { mode: 'string' }).notNull(),
    /** the first picture's url, or null */
    thumbnailUrl: text('thumbnail_url'),
    imageCount: smallint('image_count').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    replyCount: integer('reply_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    clipCount: integer('clip_count').notNull().default(0),
    shareCount: integer('share_count').notNull().default(0),
    reportCount: integer('report_count').notNull().default(0),
    /** QNA: the accepted answer */
    acceptedReplyId: integer('accepted_reply_id'),
    /** SURVEY: voting ends then */
    surveyEndAt: timestamptz('survey_end_at'),
    /** title and body for search (server/catalog/hangul.ts normalizeSearchText / chosungOf) */
    searchText: text('search_text').notNull(),
    chosung: text('chosung').notNull(),
    /** hidden after reports by 3 members */
    isHidden: boolean('is_hidden').notNull().default(false),
    deletedAt: timestamptz('deleted_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at'),
  },
  (table) => [
    index('community_posts_visible_created_at_idx').on(table.createdAt).where(sql`${table.deletedAt} is null and not ${table.isHidden}`),
    index('community_posts_type_created_at_idx').on(table.communityType, table.createdAt).where(sql`${table.deletedAt} is null and not ${table.isHidden}`),
    index('community_posts_type_board_date_idx').on(table.communityType, table.boardDate).where(sql`${table.deletedAt} is null and not ${table.isHidden}`),
    index('community_posts_member_id_created_at_idx').on(table.memberId, table.createdAt),
    check('community_posts_type_check', sql`${table.communityType} in ('DASHBOARD', 'QNA', 'SURVEY')`),
    check('community_posts_counts_check', sql`${table.likeCount} >= 0 and ${table.replyCount} >= 0 and ${table.viewCount} >= 0 and ${table.clipCount} >= 0`),
  ],
);

export type ImageSource = 'UPLOAD' | 'ART';

/**
 * Pictures: a member's upload (its bytes, the type found by content) or a drawn seed picture
 * (`art`: a dish key of server/art/dishes.ts, drawn when asked). `post_id` is null until a
 * post uses the upload; an unused upload older than 24 hours is removed.
 */
export const communityImages = pgTable(
  'community_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull(),
    postId: integer('post_id'),
    sortOrder: smallint('sort_order').notNull().default(0),
    source: varchar('source', { length: 6 }).$type<ImageSource>().notNull(),
    contentType: varchar('content_type', { length: 20 }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    byteSize: integer('byte_size').notNull().default(0),
    data: bytea('data'),
    art: varchar('art', { length: 40 }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('community_images_post_id_sort_order_idx').on(table.postId, table.sortOrder),
    index('community_images_unused_idx').on(table.createdAt).where(sql`${table.postId} is null`),
    check('community_images_source_check', sql`(${table.source} = 'UPLOAD') = (${table.data} is not null)`),
  ],
);

/** Replies (댓글, 답변). Deleted ones are kept (soft delete) but never listed. */
export const communityReplies = pgTable(
  'community_replies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    postId: integer('post_id').notNull(),
    memberId: integer('member_id').notNull(),
    body: varchar('body', { length: 500 }).notNull(),
    likeCount: integer('like_count').notNull().default(0),
    reportCount: integer('report_count').notNull().default(0),
    isHidden: boolean('is_hidden').notNull().default(false),
    deletedAt: timestamptz('deleted_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at'),
  },
  (table) => [index('community_replies_post_id_created_at_idx').on(table.postId, table.createdAt), index('community_replies_member_id_created_at_idx').on(table.memberId, table.createdAt)],
);

/**
 * A member's like of a post. The row stays when the like is taken back (`is_liked` false), so
 * the author is told only of the first like of each member.
 */
export const communityPostLikes = pgTable(
  'community_post_likes',
  {
    postId: integer('post_id').notNull(),
    memberId: integer('member_id').notNull(),
    isLiked: boolean('is_liked').notNull().default(true),
    likedAt: timestamptz('liked_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.memberId] }), index('community_post_likes_member_id_liked_at_idx').on(table.memberId, table.likedAt)],
);

export const communityReplyLikes = pgTable(
  'community_reply_likes',
  {
    replyId: integer('reply_id').notNull(),
    memberId: integer('member_id').notNull(),
    likedAt: timestamptz('liked_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.replyId, table.memberId] }), index('community_reply_likes_member_id_idx').on(table.memberId)],
);

/** 스크랩: posts a member keeps. */
export const communityClippings = pgTable(
  'community_clippings',
  {
    postId: integer('post_id').notNull(),
    memberId: integer('member_id').notNull(),
    clippedAt: timestamptz('clipped_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.memberId] }), index('community_clippings_member_id_clipped_at_idx').on(table.memberId, table.clippedAt)],
);

/** The options of a SURVEY post; the API calls an option's id its `replyId`. */
export const communitySurveyOptions = pgTable(
  'community_survey_options',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    postId: integer('post_id').notNull(),
    sortOrder: smallint('sort_order').notNull(),
    label: varchar('label', { length: 40 }).notNull(),
    voteCount: integer('vote_count').notNull().default(0),
  },
  (table) => [index('community_survey_options_post_id_sort_order_idx').on(table.postId, table.sortOrder)],
);

/** One vote per member and survey. */
export const communitySurveyVotes = pgTable(
  'community_survey_votes',
  {
    postId: integer('post_id').notNull(),
    memberId: integer('member_id').notNull(),
    optionId: integer('option_id').notNull(),
    votedAt: timestamptz('voted_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.memberId] })],
);

export type ReportReason = 'SPAM' | 'ABUSE' | 'OBSCENE' | 'PRIVACY' | 'ETC';

/** Reports of a post (reply_id null) or of a reply; one per member and target. */
export const communityReports = pgTable(
  'community_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    postId: integer('post_id').notNull(),
    replyId: integer('reply_id'),
    memberId: integer('member_id').notNull(),
    reasonCode: varchar('reason_code', { length: 10 }).$type<ReportReason>().notNull(),
    reasonText: varchar('reason_text', { length: 200 }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('community_reports_post_member_idx').on(table.postId, table.memberId).where(sql`${table.replyId} is null`),
    uniqueIndex('community_reports_reply_member_idx').on(table.replyId, table.memberId).where(sql`${table.replyId} is not null`),
    check('community_reports_reason_check', sql`${table.reasonCode} in ('SPAM', 'ABUSE', 'OBSCENE', 'PRIVACY', 'ETC')`),
  ],
);

/** Views counted: once per member, post and Korean day. */
export const communityViews = pgTable(
  'community_views',
  {
    postId: integer('post_id').notNull(),
    memberId: integer('member_id').notNull(),
    viewDate: date('view_date', { mode: 'string' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.memberId, table.viewDate] })],
);

/** Shares (the share dialog's messenger share or copied link), by members and visitors. */
export const communityShares = pgTable(
  'community_shares',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    postId: integer('post_id').notNull(),
    memberId: integer('member_id'),
    sharedAt: timestamptz('shared_at').notNull().defaultNow(),
  },
  (table) => [index('community_shares_post_id_idx').on(table.postId)],
);

export type CommunityPost = typeof communityPosts.$inferSelect;
export type CommunityReply = typeof communityReplies.$inferSelect;
export type CommunityImage = typeof communityImages.$inferSelect;
