import { and, asc, eq, gte, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import { AlarmTypes, notify } from '../alarms/alarms';
import { chosungOf, normalizeSearchText } from '../../contract/hangul';
import { COMMUNITY_LIMITS } from '../../contract/rules';
import { ACCUSE_REASON_CODES } from '../../contract/community';
import { AccuseBodySchema, IMAGES_MAX_MESSAGE, type PostBodySchema } from '../../contract/schemas/community';
import type { AppDb } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import {
  communityClippings,
  communityImages,
  type CommunityPost,
  communityPostLikes,
  communityPosts,
  communityReplies,
  communityReplyLikes,
  communityReports,
  communityShares,
  communitySurveyOptions,
  communitySurveyVotes,
  type CommunityType,
  communityViews,
  members,
  pointLedger,
  type PointReason,
  type ReportReason,
} from '../db/schema';
import { ApiError, ErrorCode } from '../errors';
import { kstDate, kstDayStart } from '../points/days';
import { earnPoints, type ToastItem } from '../points/ledger';
import { EARN_POINTS } from '../points/rules';
import { validate } from '../validation';
import { bannedWordsIn, bannedWordsMessage } from './banned-words';
import { APP_DETAIL_PATHS, communityThumbnailUrl, excerptOf, MESSAGES, visiblePostOf } from './posts';
import type { Wire } from '../../contract/schemas/page';
import type { CreatedPostSchema } from '../../contract/schemas/community';

/**
 * Writing in the community (docs/api.md "Community", Writing … Reports): posts with their
 * pictures in one transaction, replies, likes, clippings, accepted answers, votes, reports,
 * shares and views. Counters on the rows change in the same statement as what they count.
 * Points (server/points/ledger.ts earnPoints) and alarms are written in the same transaction.
 */

export const LIMITS = COMMUNITY_LIMITS;
/** rewarded replies a Korean day */
export const REPLY_REWARD_DAILY = 10;
/** reports by this many different members hide a post or reply */
export const HIDE_AFTER_REPORTS = 3;

export const WRITE_MESSAGES = {
  title: `제목은 ${LIMITS.titleMin}자 이상 ${LIMITS.titleMax}자 이하로 써 주세요.`,
  // made when shown (points/ledger.ts EXCHANGE_MESSAGES: no ICU number data loaded at import)
  get body() {
    return `내용은 ${LIMITS.bodyMin}자 이상 ${LIMITS.bodyMax.toLocaleString('ko-KR')}자 이하로 써 주세요.`;
  },
  reply: `댓글은 ${LIMITS.replyMax}자까지 쓸 수 있어요.`,
  images: IMAGES_MAX_MESSAGE,
  needImage: '사진을 한 장 이상 올려 주세요.',
  imageUnknown: '올린 사진을 찾을 수 없어요. 사진을 다시 올려 주세요.',
  acceptNotAsker: '질문을 쓴 회원만 답변을 채택할 수 있어요.',
  acceptAgain: '이미 채택한 답변이 있어요.',
  acceptOwn: '내 답변은 채택할 수 없어요.',
  deleteAccepted: '채택된 답변은 지울 수 없어요.',
  voteAgain: '이미 투표했어요.',
  voteClosed: '투표가 끝났어요.',
  voteOption: '투표 항목을 찾을 수 없어요.',
  accuseAgain: '이미 신고한 글이에요.',
  accuseReplyAgain: '이미 신고한 댓글이에요.',
  accuseOwn: '내 글은 신고할 수 없어요.',
  accuseText: `기타 사유는 ${LIMITS.accuseTextMin}자 이상 ${LIMITS.accuseTextMax}자 이하로 적어 주세요.`,
} as const;

export type PostBody = v.InferOutput<typeof PostBodySchema>;

export const ACCUSE_REASONS = ACCUSE_REASON_CODES satisfies readonly ReportReason[];

/** Checks what the schema cannot say with the catalogue's codes: minimum lengths (13), banned words (12). */
export function checkPostBody(type: CommunityType, body: PostBody): void {
  const length = (value: string) => Array.from(value).length;
  if (length(body.title) < LIMITS.titleMin) throw new ApiError(ErrorCode.OutOfRange, { message: WRITE_MESSAGES.title });
  if (length(body.body) < LIMITS.bodyMin) throw new ApiError(ErrorCode.OutOfRange, { message: WRITE_MESSAGES.body });
  if (type === 'DASHBOARD' && body.imageIds.length === 0) throw new ApiError(ErrorCode.MissingRequiredValue, { message: WRITE_MESSAGES.needImage });
  if (new Set(body.imageIds).size !== body.imageIds.length) throw new ApiError(ErrorCode.NotMatched, { message: 'imageIds 값에 같은 사진이 두 번 들어 있어요.' });
  checkBannedWords(`${body.title}\n${body.body}`);
}

export function checkBannedWords(value: string): void {
  const words = bannedWordsIn(value);
  if (words.length > 0) throw new ApiError(ErrorCode.NotMatched, { message: bannedWordsMessage(words) });
}

// --- helpers ---------------------------------------------------------------------------------

/** Locks the member row: one member's earning writes run one after the other. */
async function lockMember(tx: AppDb, memberId: number): Promise<void> {
  const [row] = await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
  if (!row) throw new ApiError(ErrorCode.NullOrEmptyToken);
}

async function earnedToday(tx: AppDb, memberId: number, reason: PointReason, now: Date): Promise<number> {
  return tx.$count(pointLedger, and(eq(pointLedger.memberId, memberId), eq(pointLedger.reason, reason), gte(pointLedger.createdAt, kstDayStart(now))));
}

function searchColumns(title: string, body: string) {
  const all = `${title} ${body}`;
  return { searchText: normalizeSearchText(all), chosung: chosungOf(all) };
}

/**
 * Makes `imageIds` the post's pictures, in that order: the member's unused uploads or pictures
 * the post already has; any other id fails (and with it the transaction). Pictures the post had
 * and the list leaves out are removed. Sets the post's thumbnail and image count.
 */
async function attachImages(tx: AppDb, post: { id: number; memberId: number }, imageIds: readonly number[]): Promise<void> {
  await tx.delete(communityImages).where(and(eq(communityImages.postId, post.id), imageIds.length === 0 ? undefined : notInArray(communityImages.id, [...imageIds])));
  const rows =
    imageIds.length === 0
      ? []
      : await tx
          .select({ id: communityImages.id, postId: communityImages.postId, contentType: communityImages.contentType })
          .from(communityImages)
          .where(and(inArray(communityImages.id, [...imageIds]), eq(communityImages.memberId, post.memberId)))
          .for('update');
  const usable = new Map(rows.filter((row) => row.postId === null || row.postId === post.id).map((row) => [row.id, row]));
  if (imageIds.some((imageId) => !usable.has(imageId))) throw new ApiError(ErrorCode.NotMatched, { message: WRITE_MESSAGES.imageUnknown });
  for (const [order, imageId] of imageIds.entries()) {
    await tx.update(communityImages).set({ postId: post.id, sortOrder: order }).where(eq(communityImages.id, imageId));
  }
  const first = imageIds[0] === undefined ? undefined : usable.get(imageIds[0]);
  await tx
    .update(communityPosts)
    .set({ thumbnailUrl: first ? communityThumbnailUrl(first.id) : null, imageCount: imageIds.length })
    .where(eq(communityPosts.id, post.id));
}

// --- posts -----------------------------------------------------------------------------------

export type Created = Wire<typeof CreatedPostSchema>;

export async function createPost(db: AppDb, memberId: number, type: CommunityType, body: PostBody, now: Date): Promise<Created> {
  checkPostBody(type, body);
  return db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const [post] = await tx
      .insert(communityPosts)
      .values({ communityType: type, memberId, title: body.title, body: body.body, boardDate: kstDate(now), ...searchColumns(body.title, body.body), createdAt: now })
      .returning({ id: communityPosts.id });
    if (!post) throw new Error('post insert returned nothing');
    await attachImages(tx, { id: post.id, memberId }, body.imageIds);
    const points = EARN_POINTS.FIRST_POST ?? 20;
    if ((await earnedToday(tx, memberId, 'FIRST_POST', now)) > 0) return { postId: post.id, communityType: type };
    const earned = await earnPoints(tx, memberId, { reason: 'FIRST_POST', amount: points }, now);
    return { postId: post.id, communityType: type, toastItems: earned.toastItems };
  });
}

/** The member's own visible post of the type (404, or 403 with `notMine`). */
async function ownPost(tx: AppDb, type: CommunityType, postId: number, memberId: number, notMine: string): Promise<CommunityPost> {
  const post = await visiblePostOf(tx, type, postId, { lock: true });
  if (post.memberId !== memberId) throw new ApiError(ErrorCode.NotMatched, { status: 403, message: notMine });
  return post;
}

export async function editPost(db: AppDb, memberId: number, type: CommunityType, postId: number, body: PostBody, now: Date): Promise<void> {
  checkPostBody(type, body);
  await db.transaction(async (tx) => {
    const post = await ownPost(tx, type, postId, memberId, MESSAGES.notMineEdit);
    await tx
      .update(communityPosts)
      .set({ title: body.title, body: body.body, ...searchColumns(body.title, body.body), updatedAt: now })
      .where(eq(communityPosts.id, post.id));
    await attachImages(tx, post, body.imageIds);
  });
}

export async function deletePost(db: AppDb, memberId: number, type: CommunityType, postId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const post = await ownPost(tx, type, postId, memberId, MESSAGES.notMineDelete);
    await tx.update(communityPosts).set({ deletedAt: now }).where(eq(communityPosts.id, post.id));
  });
}

// --- replies ---------------------------------------------------------------------------------

export async function createReply(db: AppDb, memberId: number, type: CommunityType, postId: number, replyBody: string, now: Date): Promise<{ replyId: number; post: CommunityPost; toastItems?: ToastItem[] }> {
  checkBannedWords(replyBody);
  return db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const post = await visiblePostOf(tx, type, postId, { message: MESSAGES.replyToGone, lock: true });
    const [reply] = await tx.insert(communityReplies).values({ postId: post.id, memberId, body: replyBody, createdAt: now }).returning({ id: communityReplies.id });
    if (!reply) throw new Error('reply insert returned nothing');
    await tx.update(communityPosts).set({ replyCount: sql`${communityPosts.replyCount} + 1` }).where(eq(communityPosts.id, post.id));
    if (post.memberId === memberId) return { replyId: reply.id, post };
    await notify(
      tx,
      post.memberId,
      { alarmType: AlarmTypes.Community, title: '내 글에 새 댓글이 달렸어요', message: `“${excerptOf(replyBody).slice(0, 60)}”`, linkPath: APP_DETAIL_PATHS[type](post.id) },
      now,
    );
    if ((await earnedToday(tx, memberId, 'REPLY', now)) >= REPLY_REWARD_DAILY) return { replyId: reply.id, post };
    const earned = await earnPoints(tx, memberId, { reason: 'REPLY', amount: EARN_POINTS.REPLY ?? 5 }, now);
    return { replyId: reply.id, post, toastItems: earned.toastItems };
  });
}

/** A visible reply of the post, locked (404 code 8 otherwise). */
async function replyOfPost(tx: AppDb, postId: number, replyId: number) {
  const [reply] = await tx
    .select()
    .from(communityReplies)
    .where(and(eq(communityReplies.id, replyId), eq(communityReplies.postId, postId), isNull(communityReplies.deletedAt), eq(communityReplies.isHidden, false)))
    .for('update');
  if (!reply) throw new ApiError(ErrorCode.NoData, { message: MESSAGES.replyGone });
  return reply;
}

export async function editReply(db: AppDb, memberId: number, type: CommunityType, postId: number, replyId: number, replyBody: string, now: Date): Promise<CommunityPost> {
  checkBannedWords(replyBody);
  return db.transaction(async (tx) => {
    const post = await visiblePostOf(tx, type, postId);
    const reply = await replyOfPost(tx, post.id, replyId);
    if (reply.memberId !== memberId) throw new ApiError(ErrorCode.NotMatched, { status: 403, message: MESSAGES.notMineEdit });
    await tx.update(communityReplies).set({ body: replyBody, updatedAt: now }).where(eq(communityReplies.id, reply.id));
    return post;
  });
}

export async function deleteReply(db: AppDb, memberId: number, type: CommunityType, postId: number, replyId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const post = await visiblePostOf(tx, type, postId, { lock: true });
    const reply = await replyOfPost(tx, post.id, replyId);
    if (reply.memberId !== memberId) throw new ApiError(ErrorCode.NotMatched, { status: 403, message: MESSAGES.notMineDelete });
    if (post.acceptedReplyId === reply.id) throw new ApiError(ErrorCode.NotMatched, { message: WRITE_MESSAGES.deleteAccepted });
    await tx.update(communityReplies).set({ deletedAt: now }).where(eq(communityReplies.id, reply.id));
    await tx.update(communityPosts).set({ replyCount: sql`greatest(${communityPosts.replyCount} - 1, 0)` }).where(eq(communityPosts.id, post.id));
  });
}

export async function likeReply(db: AppDb, memberId: number, type: CommunityType, postId: number, replyId: number, liked: boolean, now: Date): Promise<{ isLiked: boolean; likeCount: number }> {
  return db.transaction(async (tx) => {
    const post = await visiblePostOf(tx, type, postId);
    const reply = await replyOfPost(tx, post.id, replyId);
    const changed = liked
      ? await tx.insert(communityReplyLikes).values({ replyId: reply.id, memberId, likedAt: now }).onConflictDoNothing().returning({ id: communityReplyLikes.replyId })
      : await tx
          .delete(communityReplyLikes)
          .where(and(eq(communityReplyLikes.replyId, reply.id), eq(communityReplyLikes.memberId, memberId)))
          .returning({ id: communityReplyLikes.replyId });
    if (changed.length === 0) return { isLiked: liked, likeCount: reply.likeCount };
    const [row] = await tx
      .update(communityReplies)
      .set({ likeCount: liked ? sql`${communityReplies.likeCount} + 1` : sql`greatest(${communityReplies.likeCount} - 1, 0)` })
      .where(eq(communityReplies.id, reply.id))
      .returning({ likeCount: communityReplies.likeCount });
    return { isLiked: liked, likeCount: row?.likeCount ?? 0 };
  });
}

// --- likes, clippings --------------------------------------------------------------------------

async function bump(tx: AppDb, postId: number, column: 'likeCount' | 'clipCount' | 'viewCount' | 'shareCount', delta: 1 | -1): Promise<number> {
  const target = communityPosts[column];
  const [row] = await tx
    .update(communityPosts)
    .set({ [column]: delta > 0 ? sql`${target} + 1` : sql`greatest(${target} - 1, 0)` })
    .where(eq(communityPosts.id, postId))
    .returning({ value: target });
  return row?.value ?? 0;
}

export async function likePost(db: AppDb, memberId: number, type: CommunityType, postId: number, liked: boolean, now: Date): Promise<{ isLiked: boolean; likeCount: number }> {
  return db.transaction(async (tx) => {
    const post = await visiblePostOf(tx, type, postId);
    const where = and(eq(communityPostLikes.postId, post.id), eq(communityPostLikes.memberId, memberId));
    if (!liked) {
      const undone = await tx.update(communityPostLikes).set({ isLiked: false }).where(and(where, eq(communityPostLikes.isLiked, true))).returning({ postId: communityPostLikes.postId });
      return { isLiked: false, likeCount: undone.length > 0 ? await bump(tx, post.id, 'likeCount', -1) : post.likeCount };
    }
    const first = await tx.insert(communityPostLikes).values({ postId: post.id, memberId, isLiked: true, likedAt: now }).onConflictDoNothing().returning({ postId: communityPostLikes.postId });
    if (first.length > 0) {
      if (post.memberId !== memberId) {
        const [me] = await tx.select({ nickname: members.nickName }).from(members).where(eq(members.id, memberId));
        await notify(
          tx,
          post.memberId,
          { alarmType: AlarmTypes.Community, title: '내 글을 좋아한 이웃이 있어요', message: `${me?.nickname ?? '이웃'}님이 “${post.title}” 글을 좋아해요.`, linkPath: APP_DETAIL_PATHS[type](post.id) },
          now,
        );
      }
      return { isLiked: true, likeCount: await bump(tx, post.id, 'likeCount', 1) };
    }
    const again = await tx.update(communityPostLikes).set({ isLiked: true, likedAt: now }).where(and(where, eq(communityPostLikes.isLiked, false))).returning({ postId: communityPostLikes.postId });
    return { isLiked: true, likeCount: again.length > 0 ? await bump(tx, post.id, 'likeCount', 1) : post.likeCount };
  });
}

export async function clipPost(db: AppDb, memberId: number, type: CommunityType, postId: number, clipped: boolean, now: Date): Promise<{ isClipped: boolean; clipCount: number }> {
  return db.transaction(async (tx) => {
    const post = await visiblePostOf(tx, type, postId);
    const changed = clipped
      ? await tx.insert(communityClippings).values({ postId: post.id, memberId, clippedAt: now }).onConflictDoNothing().returning({ postId: communityClippings.postId })
      : await tx
          .delete(communityClippings)
          .where(and(eq(communityClippings.postId, post.id), eq(communityClippings.memberId, memberId)))
          .returning({ postId: communityClippings.postId });
    return { isClipped: clipped, clipCount: changed.length > 0 ? await bump(tx, post.id, 'clipCount', clipped ? 1 : -1) : post.clipCount };
  });
}

// --- accepted answers, votes -----------------------------------------------------------------

export async function acceptAnswer(db: AppDb, memberId: number, postId: number, replyId: number, now: Date): Promise<{ acceptedReplyId: number }> {
  return db.transaction(async (tx) => {
    const post = await visiblePostOf(tx, 'QNA', postId, { lock: true });
    if (post.memberId !== memberId) throw new ApiError(ErrorCode.NotMatched, { status: 403, message: WRITE_MESSAGES.acceptNotAsker });
    if (post.acceptedReplyId !== null) throw new ApiError(ErrorCode.DuplicatedRequest, { message: WRITE_MESSAGES.acceptAgain });
    const reply = await replyOfPost(tx, post.id, replyId);
    if (reply.memberId === memberId) throw new ApiError(ErrorCode.NotMatched, { message: WRITE_MESSAGES.acceptOwn });
    await tx.update(communityPosts).set({ acceptedReplyId: reply.id }).where(eq(communityPosts.id, post.id));
    const amount = EARN_POINTS.ACCEPTED_ANSWER ?? 50;
    await earnPoints(tx, reply.memberId, { reason: 'ACCEPTED_ANSWER', amount }, now);
    await notify(
      tx,
      reply.memberId,
      { alarmType: AlarmTypes.Community, title: '내 답변이 채택되었어요', message: `“${post.title}” 질문에 남긴 답변이 채택되어 별 ${amount}개를 받았어요.`, linkPath: APP_DETAIL_PATHS.QNA(post.id) },
      now,
    );
    return { acceptedReplyId: reply.id };
  });
}

export async function vote(db: AppDb, memberId: number, postId: number, optionId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const post = await visiblePostOf(tx, 'SURVEY', postId);
    const [option] = await tx
      .select({ id: communitySurveyOptions.id })
      .from(communitySurveyOptions)
      .where(and(eq(communitySurveyOptions.id, optionId), eq(communitySurveyOptions.postId, post.id)));
    if (!option) throw new ApiError(ErrorCode.NoData, { message: WRITE_MESSAGES.voteOption });
    if (post.surveyEndAt === null || post.surveyEndAt.getTime() <= now.getTime()) throw new ApiError(ErrorCode.OutOfRange, { message: WRITE_MESSAGES.voteClosed });
    const cast = await tx.insert(communitySurveyVotes).values({ postId: post.id, memberId, optionId: option.id, votedAt: now }).onConflictDoNothing().returning({ postId: communitySurveyVotes.postId });
    if (cast.length === 0) throw new ApiError(ErrorCode.DuplicatedRequest, { message: WRITE_MESSAGES.voteAgain });
    await tx.update(communitySurveyOptions).set({ voteCount: sql`${communitySurveyOptions.voteCount} + 1` }).where(eq(communitySurveyOptions.id, option.id));
  });
}

// --- reports, shares, views ------------------------------------------------------------------

export type AccuseBody = v.InferOutput<typeof AccuseBodySchema>;

export function readAccuseBody(input: unknown): AccuseBody {
  const body = validate(AccuseBodySchema, input);
  if (body.reasonCode === 'ETC') {
    if (body.reasonText === undefined) throw new ApiError(ErrorCode.MissingRequiredValue, { message: WRITE_MESSAGES.accuseText });
    if (Array.from(body.reasonText).length < LIMITS.accuseTextMin) throw new ApiError(ErrorCode.OutOfRange, { message: WRITE_MESSAGES.accuseText });
  }
  return body;
}

export async function accuse(db: AppDb, memberId: number, body: AccuseBody, now: Date): Promise<{ isHidden: boolean }> {
  try {
    return await db.transaction(async (tx) => {
      const post = await visiblePostOf(tx, body.communityType, body.postId, { lock: true });
      const reply = body.replyId === undefined ? undefined : await replyOfPost(tx, post.id, body.replyId);
      if ((reply ?? post).memberId === memberId) throw new ApiError(ErrorCode.NotMatched, { message: WRITE_MESSAGES.accuseOwn });
      await tx.insert(communityReports).values({ postId: post.id, replyId: reply?.id ?? null, memberId, reasonCode: body.reasonCode, reasonText: body.reasonText ?? null, createdAt: now });
      if (reply) {
        const [row] = await tx
          .update(communityReplies)
          .set({ reportCount: sql`${communityReplies.reportCount} + 1`, isHidden: sql`${communityReplies.reportCount} + 1 >= ${HIDE_AFTER_REPORTS}` })
          .where(eq(communityReplies.id, reply.id))
          .returning({ isHidden: communityReplies.isHidden });
        const hidden = row?.isHidden ?? false;
        if (hidden) await tx.update(communityPosts).set({ replyCount: sql`greatest(${communityPosts.replyCount} - 1, 0)` }).where(eq(communityPosts.id, post.id));
        return { isHidden: hidden };
      }
      const [row] = await tx
        .update(communityPosts)
        .set({ reportCount: sql`${communityPosts.reportCount} + 1`, isHidden: sql`${communityPosts.reportCount} + 1 >= ${HIDE_AFTER_REPORTS}` })
        .where(eq(communityPosts.id, post.id))
        .returning({ isHidden: communityPosts.isHidden });
      return { isHidden: row?.isHidden ?? false };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(ErrorCode.DuplicatedRequest, { message: body.replyId === undefined ? WRITE_MESSAGES.accuseAgain : WRITE_MESSAGES.accuseReplyAgain, cause: error });
    throw error;
  }
}

export async function share(db: AppDb, memberId: number | undefined, type: CommunityType, postId: number, now: Date): Promise<{ shareCount: number }> {
  return db.transaction(async (tx) => {
    const post = await visiblePostOf(tx, type, postId);
    await tx.insert(communityShares).values({ postId: post.id, memberId: memberId ?? null, sharedAt: now });
    return { shareCount: await bump(tx, post.id, 'shareCount', 1) };
  });
}

export async function countView(db: AppDb, memberId: number | undefined, type: CommunityType, postId: number, now: Date): Promise<{ viewCount: number; counted: boolean }> {
  return db.transaction(async (tx) => {
    const post = await visiblePostOf(tx, type, postId);
    if (memberId === undefined) return { viewCount: post.viewCount, counted: false };
    const marked = await tx.insert(communityViews).values({ postId: post.id, memberId, viewDate: kstDate(now) }).onConflictDoNothing().returning({ postId: communityViews.postId });
    if (marked.length === 0) return { viewCount: post.viewCount, counted: false };
    return { viewCount: await bump(tx, post.id, 'viewCount', 1), counted: true };
  });
}

/** Ids of a post's pictures in order (for tests and the edit form). */
export async function imageIdsOf(db: AppDb, postId: number): Promise<number[]> {
  const rows = await db.select({ id: communityImages.id }).from(communityImages).where(eq(communityImages.postId, postId)).orderBy(asc(communityImages.sortOrder));
  return rows.map((row) => row.id);
}
