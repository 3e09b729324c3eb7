import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import {
  communityClippings,
  communityImages,
  communityPostLikes,
  communityPosts,
  communityReplies,
  communitySurveyOptions,
  communitySurveyVotes,
  members,
} from '../db/schema';
import { seedIfEmpty } from './';
import { DAY_MS } from '../points/days';
import { openTestDatabase } from '../test-database';
import { dishSvg, DISH_KEYS } from '../art/dishes';
import { bannedWordsIn } from '../community/banned-words';
import { communitySeed, seededMemberId } from './community';
import { COMMUNITY_TEST_EMAIL, DASHBOARD_DISHES, QUESTIONS, SEED_MEMBERS, SURVEYS } from './community-content';

let database: OpenDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('the community seed', () => {
  it('holds 200+ posts of the three types over the last 30 days', async () => {
    const rows = await database.db.select().from(communityPosts);
    expect(rows.length).toBeGreaterThanOrEqual(200);
    const byType = (type: string) => rows.filter((row) => row.communityType === type);
    expect(byType('DASHBOARD').length).toBeGreaterThanOrEqual(150);
    expect(byType('QNA').length).toBeGreaterThanOrEqual(20);
    expect(byType('SURVEY').length).toBeGreaterThanOrEqual(8);
    expect(byType('SURVEY').length).toBeLessThanOrEqual(10);
    const now = Date.now();
    expect(rows.every((row) => row.createdAt.getTime() <= now && row.createdAt.getTime() > now - 31 * DAY_MS)).toBe(true);
    expect(new Set(rows.map((row) => row.boardDate)).size).toBeGreaterThanOrEqual(25);
    // lengths vary: short and long bodies
    const lengths = byType('DASHBOARD').map((row) => Array.from(row.body).length);
    expect(Math.min(...lengths)).toBeLessThan(40);
    expect(Math.max(...lengths)).toBeGreaterThan(120);
  });

  it('gives every 오늘의 식탁 post 1–4 drawn pictures, and the thumbnail is the first', async () => {
    const pictures = await database.db
      .select({ postId: communityImages.postId, n: count(), first: sql<number>`min(${communityImages.id})` })
      .from(communityImages)
      .innerJoin(communityPosts, eq(communityPosts.id, communityImages.postId))
      .where(eq(communityPosts.communityType, 'DASHBOARD'))
      .groupBy(communityImages.postId);
    const posts = await database.db.select().from(communityPosts).where(eq(communityPosts.communityType, 'DASHBOARD'));
    expect(pictures.length).toBe(posts.length);
    expect(pictures.every((row) => row.n >= 1 && row.n <= 4)).toBe(true);
    const byPost = new Map(pictures.map((row) => [row.postId, row]));
    expect(posts.every((post) => post.thumbnailUrl === `/images/community/${byPost.get(post.id)?.first}-thumb.webp` && post.imageCount === byPost.get(post.id)?.n)).toBe(true);
  });

  it('has replies, likes, clippings, votes and accepted answers, with counters that agree', async () => {
    const posts = await database.db.select().from(communityPosts);
    const [replies, likes, clippings, votes] = await Promise.all([
      database.db.select({ postId: communityReplies.postId, n: count() }).from(communityReplies).where(isNull(communityReplies.deletedAt)).groupBy(communityReplies.postId),
      database.db.select({ postId: communityPostLikes.postId, n: count() }).from(communityPostLikes).where(eq(communityPostLikes.isLiked, true)).groupBy(communityPostLikes.postId),
      database.db.select({ postId: communityClippings.postId, n: count() }).from(communityClippings).groupBy(communityClippings.postId),
      database.db.$count(communitySurveyVotes),
    ]);
    const countOf = (rows: { postId: number | null; n: number }[], id: number) => rows.find((row) => row.postId === id)?.n ?? 0;
    for (const post of posts) {
      expect(post.replyCount).toBe(countOf(replies, post.id));
      expect(post.likeCount).toBe(countOf(likes, post.id));
      expect(post.clipCount).toBe(countOf(clippings, post.id));
    }
    expect(replies.reduce((sum, row) => sum + row.n, 0)).toBeGreaterThan(300);
    expect(votes).toBeGreaterThan(100);
    const accepted = posts.filter((post) => post.acceptedReplyId !== null);
    expect(accepted.length).toBeGreaterThanOrEqual(5);
    for (const post of accepted) {
      const [reply] = await database.db.select().from(communityReplies).where(eq(communityReplies.id, post.acceptedReplyId ?? 0));
      expect(reply?.postId).toBe(post.id);
      expect(reply?.memberId).not.toBe(post.memberId);
    }
    const options = await database.db.select({ postId: communitySurveyOptions.postId, n: count() }).from(communitySurveyOptions).groupBy(communitySurveyOptions.postId);
    expect(options.every((row) => row.n >= 3 && row.n <= 5)).toBe(true);
  });

  it('is written by the seeded members in Korean, without a banned word', async () => {
    const texts = [
      ...DASHBOARD_DISHES.flatMap((dish) => [...dish.titles, ...dish.lines]),
      ...QUESTIONS.flatMap((question) => [question.title, question.body, ...question.answers]),
      ...SURVEYS.flatMap((survey) => [survey.title, survey.body, ...survey.options]),
    ];
    expect(texts.flatMap((text) => bannedWordsIn(text))).toEqual([]);
    const rows = await database.db.select({ title: communityPosts.title, body: communityPosts.body }).from(communityPosts);
    expect(rows.every((row) => /[가-힣]/.test(row.title) && bannedWordsIn(`${row.title} ${row.body}`).length === 0)).toBe(true);
    expect(rows.every((row) => Array.from(row.title).length >= 2 && Array.from(row.title).length <= 40 && Array.from(row.body).length >= 5)).toBe(true);
    const nicknames = await database.db.select({ nickName: members.nickName }).from(members);
    expect(nicknames.map((row) => row.nickName)).toEqual(expect.arrayContaining(SEED_MEMBERS.map((member) => member.nickName)));
    const test = await seededMemberId(database.db, COMMUNITY_TEST_EMAIL);
    expect(await database.db.$count(communityPosts, eq(communityPosts.memberId, test ?? 0))).toBeGreaterThanOrEqual(5);
    expect(await database.db.$count(communityPostLikes, and(eq(communityPostLikes.memberId, test ?? 0)))).toBeGreaterThan(0);
  });

  it('draws every dish with a Korean title', () => {
    for (const key of DISH_KEYS) {
      const svg = dishSvg(key, 7) ?? '';
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 480 360"[^>]*><title>[가-힣 ]+<\/title>/);
      expect(svg).not.toMatch(/undefined|NaN/);
    }
    expect(dishSvg('pizza', 1)).toBeUndefined();
    expect(DASHBOARD_DISHES.flatMap((dish) => [dish.art, ...dish.sides]).every((key) => DISH_KEYS.includes(key))).toBe(true);
  });

  it('is the same on every run, refills after clearing, and is quick', async () => {
    const before = await database.db.select({ title: communityPosts.title, type: communityPosts.communityType }).from(communityPosts).orderBy(communityPosts.createdAt, communityPosts.id);
    await database.db.transaction(async (tx) => {
      await communitySeed.clear(tx);
      expect(await communitySeed.isEmpty(tx)).toBe(true);
      const started = performance.now();
      expect(await communitySeed.insert(tx)).toBe(before.length);
      // well under the 1.5 s budget on PGlite; PostgreSQL over the network may take longer
      if (!process.env.DATABASE_URL) expect(performance.now() - started).toBeLessThan(1500);
    });
    const after = await database.db.select({ title: communityPosts.title, type: communityPosts.communityType }).from(communityPosts).orderBy(communityPosts.createdAt, communityPosts.id);
    expect(after).toEqual(before);
    expect(await seedIfEmpty(database.db)).toEqual({});
    expect(await migrate(database.db)).toEqual([]);
  });
});
