import { and, count, desc, eq, gt, lt, lte, sql, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { memberIdOf } from '../catalog/deps';
import { type PageRequest, pageOf, pageResponse } from '../catalog/params';
import { keywordCondition } from '../catalog/search';
import type { AppDb } from '../db/client';
import { communityClippings, communityPostLikes, communityPosts, communityReplies, type CommunityType } from '../db/schema';
import { ApiError, ErrorCode } from '../errors';
import { kstDate } from '../points/days';
import { validQuery } from '../validation';
import { BANNED_CHECK_MAX, COMMUNITY_LIMITS, COMMUNITY_PAGE_SIZE } from '../../contract/rules';
import { bannedWordsIn, bannedWordsMessage } from './banned-words';
import { type CommunityDeps, idOf } from './deps';
import {
  type CommunitySort,
  COMMUNITY_TYPES,
  orderOf,
  postDetail,
  postSummaries,
  replies,
  summariesByIds,
  TYPE_PATHS,
  visiblePost,
  visiblePostOf,
  visibleReply,
} from './posts';
import { popularPosts } from './popular';
import type { Wire } from '../../contract/schemas/page';
import {
  BannedWordsQuerySchema,
  CommunityPageQuerySchema,
  CommunitySearchQuerySchema,
  CommunitySortedQuerySchema,
  DailyBoardQuerySchema,
  QnaQuerySchema,
} from '../../contract/schemas/catalog/queries';
import type { BannedWordsSchema, DailyBoardPageSchema, MyPostPageSchema, PostDetailSchema, PostPageSchema, ReplyPageSchema, SearchPageSchema } from '../../contract/schemas/community';

/**
 * The community's reading calls (docs/api.md "Community", Reading): open to visitors; a member
 * sees their own likes, clippings and votes. Lists are pages of 1–50 (default 20).
 */

export const PAGE_MAX = COMMUNITY_PAGE_SIZE.max;
export const BOARD_DAYS = 14;
export const SEARCH_KEYWORD_MAX = COMMUNITY_LIMITS.searchKeywordMax;
export { BANNED_CHECK_MAX };

/** 'YYYY-MM-DD' that is a real calendar day (code 12 otherwise), not after today (13). */
function boardDateOf(value: string | undefined, today: string): string {
  if (value === undefined) return today;
  const parsed = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value) {
    throw new ApiError(ErrorCode.NotMatched, { message: 'date 값이 올바른 날짜가 아니에요.' });
  }
  if (value > today) throw new ApiError(ErrorCode.OutOfRange, { message: 'date 값은 오늘 이후일 수 없어요.' });
  if (value < '2000-01-01') throw new ApiError(ErrorCode.OutOfRange, { message: 'date 값은 2000-01-01 이후여야 해요.' });
  return value;
}

const typeWhere = (type: CommunityType) => and(eq(communityPosts.communityType, type), visiblePost);

export function communityReadRoutes(deps: CommunityDeps): Hono {
  const { db, auth, clock } = deps;
  /** one board's list: a type, a sort and maybe more conditions */
  const list = async (memberId: number | undefined, where: SQL | undefined, sort: CommunitySort, page: PageRequest) => {
    const [items, total] = await Promise.all([postSummaries(db, where, orderOf(sort), page, memberId, clock()), db.$count(communityPosts, where)]);
    return pageResponse(items, total, page);
  };

  const popular = deps.popular ?? popularPosts(db, clock);

  const app = new Hono()
    .get('/v1/community/popular', auth.optionalMember, validQuery(CommunityPageQuerySchema), async (c) =>
      c.json((await popular.page(pageOf(c.req.valid('query')), memberIdOf(c))) satisfies Wire<typeof PostPageSchema>),
    )
    .get('/v1/community/dashboard', auth.optionalMember, validQuery(DailyBoardQuerySchema), async (c) => {
      const { sort, date, ...paging } = c.req.valid('query');
      const page = pageOf(paging);
      const now = clock();
      const today = kstDate(now);
      const day = boardDateOf(date, today);
      const dashboard = typeWhere('DASHBOARD');
      const [board, prev, next, days] = await Promise.all([
        list(memberIdOf(c), and(dashboard, eq(communityPosts.boardDate, day)), sort, page),
        db
          .select({ day: sql<string | null>`max(${communityPosts.boardDate})` })
          .from(communityPosts)
          .where(and(dashboard, lt(communityPosts.boardDate, day))),
        db
          .select({ day: sql<string | null>`min(${communityPosts.boardDate})` })
          .from(communityPosts)
          .where(and(dashboard, gt(communityPosts.boardDate, day), lte(communityPosts.boardDate, today))),
        db
          .select({
            date: communityPosts.boardDate,
            postCount: count(),
            thumbnailUrl: sql<string | null>`(array_agg(${communityPosts.thumbnailUrl} order by ${communityPosts.likeCount} desc, ${communityPosts.id}) filter (where ${communityPosts.thumbnailUrl} is not null))[1]`,
          })
          .from(communityPosts)
          .where(and(dashboard, lte(communityPosts.boardDate, today)))
          .groupBy(communityPosts.boardDate)
          .orderBy(desc(communityPosts.boardDate))
          .limit(BOARD_DAYS),
      ]);
      return c.json({ date: day, prevDate: dateString(prev[0]?.day), nextDate: dateString(next[0]?.day), days: days.map((row) => ({ ...row, postCount: Number(row.postCount) })), ...board } satisfies Wire<typeof DailyBoardPageSchema>);
    })
    .get('/v1/community/dashboard/list', auth.optionalMember, validQuery(CommunitySortedQuerySchema), async (c) => {
      const { sort, ...paging } = c.req.valid('query');
      return c.json((await list(memberIdOf(c), typeWhere('DASHBOARD'), sort, pageOf(paging))) satisfies Wire<typeof PostPageSchema>);
    })
    .get('/v1/community/qna', auth.optionalMember, validQuery(QnaQuerySchema), async (c) => {
      const { sort, answered, ...paging } = c.req.valid('query');
      const where = and(
        typeWhere('QNA'),
        answered === undefined ? undefined : answered === 'true' ? sql`${communityPosts.acceptedReplyId} is not null` : sql`${communityPosts.acceptedReplyId} is null`,
      );
      return c.json((await list(memberIdOf(c), where, sort, pageOf(paging))) satisfies Wire<typeof PostPageSchema>);
    })
    .get('/v1/community/survey', auth.optionalMember, validQuery(CommunitySortedQuerySchema), async (c) => {
      const { sort, ...paging } = c.req.valid('query');
      return c.json((await list(memberIdOf(c), typeWhere('SURVEY'), sort, pageOf(paging))) satisfies Wire<typeof PostPageSchema>);
    })
    .get('/v1/community/my/:kind{post|clipping|like}', auth.requireMember, validQuery(CommunityPageQuerySchema), async (c) => {
      const kind = c.req.param('kind');
      const memberId = c.var.member.memberId;
      const page = pageOf(c.req.valid('query'));
      const now = clock();
      const mine = and(eq(communityPosts.memberId, memberId), visiblePost);
      const clipped = and(eq(communityClippings.memberId, memberId), visiblePost);
      const liked = and(eq(communityPostLikes.memberId, memberId), eq(communityPostLikes.isLiked, true), visiblePost);
      const [postCount, clipCount, likeCount] = await Promise.all([
        db.$count(communityPosts, mine),
        countJoined(db, 'clipping', clipped),
        countJoined(db, 'like', liked),
      ]);
      let items;
      let total: number;
      if (kind === 'post') {
        items = await postSummaries(db, mine, [desc(communityPosts.createdAt), desc(communityPosts.id)], page, memberId, now);
        total = postCount;
      } else if (kind === 'clipping') {
        const ids = await db
          .select({ id: communityClippings.postId })
          .from(communityClippings)
          .innerJoin(communityPosts, eq(communityPosts.id, communityClippings.postId))
          .where(clipped)
          .orderBy(desc(communityClippings.clippedAt), desc(communityClippings.postId))
          .limit(page.size)
          .offset(page.offset);
        items = await summariesByIds(db, ids.map((row) => row.id), memberId, now);
        total = clipCount;
      } else {
        const ids = await db
          .select({ id: communityPostLikes.postId })
          .from(communityPostLikes)
          .innerJoin(communityPosts, eq(communityPosts.id, communityPostLikes.postId))
          .where(liked)
          .orderBy(desc(communityPostLikes.likedAt), desc(communityPostLikes.postId))
          .limit(page.size)
          .offset(page.offset);
        items = await summariesByIds(db, ids.map((row) => row.id), memberId, now);
        total = likeCount;
      }
      return c.json({ counts: { post: postCount, clipping: clipCount, like: likeCount }, ...pageResponse(items, total, page) } satisfies Wire<typeof MyPostPageSchema>);
    })
    .get('/v1/community/search', auth.optionalMember, validQuery(CommunitySearchQuerySchema), async (c) => {
      const { keyword, communityType, ...paging } = c.req.valid('query');
      const page = pageOf(paging);
      const matches = and(visiblePost, keywordCondition(keyword, { text: communityPosts.searchText, chosung: communityPosts.chosung }));
      const where = and(matches, communityType === undefined ? undefined : eq(communityPosts.communityType, communityType));
      const [items, byType] = await Promise.all([
        postSummaries(db, where, [desc(communityPosts.createdAt), desc(communityPosts.id)], page, memberIdOf(c), clock()),
        db.select({ type: communityPosts.communityType, n: count() }).from(communityPosts).where(matches).groupBy(communityPosts.communityType),
      ]);
      const counts = { DASHBOARD: 0, QNA: 0, SURVEY: 0 };
      for (const row of byType) counts[row.type] = Number(row.n);
      const total = communityType === undefined ? counts.DASHBOARD + counts.QNA + counts.SURVEY : counts[communityType];
      return c.json({ counts, ...pageResponse(items, total, page) } satisfies Wire<typeof SearchPageSchema>);
    })
    .get('/v1/community/bannedwords-validation', validQuery(BannedWordsQuerySchema), (c) => {
      const value = c.req.valid('query').text;
      const words = bannedWordsIn(value);
      return c.json({ isValid: words.length === 0, bannedWords: words, message: words.length === 0 ? null : bannedWordsMessage(words) } satisfies Wire<typeof BannedWordsSchema>);
    });

  for (const type of COMMUNITY_TYPES) {
    const base = `/v1/community/${TYPE_PATHS[type]}/:postId{[0-9]+}`;
    app.get(base, auth.optionalMember, async (c) => c.json((await postDetail(db, type, idOf(c, 'postId'), memberIdOf(c), clock())) satisfies Wire<typeof PostDetailSchema>));
    if (type === 'SURVEY') continue;
    app.get(`${base}/reply`, auth.optionalMember, validQuery(CommunityPageQuerySchema), async (c) => {
      const post = await visiblePostOf(db, type, idOf(c, 'postId'));
      const page = pageOf(c.req.valid('query'));
      const [items, total] = await Promise.all([
        replies(db, post, memberIdOf(c), page),
        db.$count(communityReplies, and(eq(communityReplies.postId, post.id), visibleReply)),
      ]);
      return c.json(pageResponse(items, total, page) satisfies Wire<typeof ReplyPageSchema>);
    });
  }
  return app;
}

function dateString(value: string | Date | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

async function countJoined(db: AppDb, kind: 'clipping' | 'like', where: SQL | undefined): Promise<number> {
  const table = kind === 'clipping' ? communityClippings : communityPostLikes;
  const [row] = await db.select({ n: count() }).from(table).innerJoin(communityPosts, eq(communityPosts.id, table.postId)).where(where);
  return Number(row?.n ?? 0);
}

