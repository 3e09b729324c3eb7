import { eq, inArray, sql } from 'drizzle-orm';
import { chosungOf, normalizeSearchText } from '../../contract/hangul';
import { seededRandom, type Random } from '../catalog/prng';
import type { AppDb } from '../db/client';
import {
  communityClippings,
  communityImages,
  communityPostLikes,
  communityPosts,
  communityReplies,
  communitySurveyOptions,
  communitySurveyVotes,
  type CommunityType,
  members,
} from '../db/schema';
import { DAY_MS, kstDate, kstDayStart } from '../points/days';
import { DEMO_EMAIL } from './points';
import { naverUserId } from '../standins/idp/tokens';
import { COMMUNITY_IMAGE_PATH, COMMUNITY_THUMBNAIL_SUFFIX } from '../community/posts';
import {
  COMMUNITY_EDITOR_EMAIL,
  COMMUNITY_TEST_EMAIL,
  DASHBOARD_CLOSERS,
  DASHBOARD_DISHES,
  DASHBOARD_OPENERS,
  DASHBOARD_REPLIES,
  QUESTIONS,
  SEED_MEMBERS,
  SURVEYS,
} from './community-content';

/**
 * The community domain of the seed (server/seed): 200+ posts over the last 30 days (오늘의 식탁
 * with drawn pictures, questions with answers and accepted ones, the editor's votes), replies,
 * likes, clippings and votes by 42 seeded members, everything relative to the time of seeding and
 * the same on every start (a seeded PRNG). Rows go in by the table, not by the post, and the
 * counters are filled by one UPDATE at the end, so seeding stays fast on PGlite.
 *
 * The members sign in at the Naver stand-in with their email: COMMUNITY_TEST_EMAIL
 * ('부지런한감자', with posts, likes and clippings) for the client tests, `neighborNN@example.com`.
 */

export const DASHBOARD_POST_COUNT = 170;
export const SEED_DAYS = 30;

interface PostPlan {
  readonly type: CommunityType;
  readonly memberId: number;
  readonly title: string;
  readonly body: string;
  readonly createdAt: Date;
  readonly arts: readonly string[];
  readonly replies: readonly { memberId: number; body: string; createdAt: Date }[];
  /** QNA: the index of the accepted reply */
  readonly accepted?: number;
  readonly survey?: { readonly options: readonly string[]; readonly endAt: Date };
  readonly views: number;
}

const minutes = (n: number) => n * 60_000;
const min = (a: Date, b: Date) => (a.getTime() < b.getTime() ? a : b);

function sample<T>(random: Random, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) chosen.push(pool.splice(Math.floor(random.next() * pool.length), 1)[0] as T);
  return chosen;
}

/**
 * A moment on the Korean day `daysAgo` days before now, never after now. Early in the Korean day, a
 * moment of today not yet come is moved before now but kept on today (it used to fall on yesterday
 * in the first hour and a half after midnight KST, leaving today's board empty).
 */
function momentOf(random: Random, now: Date, daysAgo: number): Date {
  const dayStart = kstDayStart(now).getTime() - daysAgo * DAY_MS;
  const at = new Date(dayStart + minutes(random.int(7 * 60, 23 * 60)));
  return at.getTime() < now.getTime() ? at : new Date(Math.max(dayStart, now.getTime() - minutes(random.int(1, 90))));
}

function dashboardBody(random: Random, lines: readonly string[]): string {
  const opener = random.pick(DASHBOARD_OPENERS);
  const closer = random.pick(DASHBOARD_CLOSERS);
  const picked = sample(random, lines, random.int(1, Math.min(4, lines.length)));
  const middle = random.chance(0.5) ? picked.join(' ') : picked.join('\n');
  const body = [opener, middle, closer].filter((part) => part !== '').join(random.chance(0.5) ? '\n\n' : ' ');
  // a body is at least 5 characters (the form's rule)
  return Array.from(body).length >= 5 ? body : `${body} 맛있게 먹었어요.`;
}

function plan(now: Date, memberIds: readonly number[], ids: { test: number; editor: number; demo: number | undefined }): PostPlan[] {
  const random = seededRandom(20_261_125);
  const writers = memberIds.filter((id) => id !== ids.editor);
  const others = (author: number) => writers.filter((id) => id !== author);
  const posts: PostPlan[] = [];
  const after = (from: Date, lo: number, hi: number) => min(new Date(from.getTime() + minutes(random.int(lo, hi))), now);

  for (let i = 0; i < DASHBOARD_POST_COUNT; i += 1) {
    const dish = random.pick(DASHBOARD_DISHES);
    // the test member writes every 25th post, the demo member two; a few posts today
    const author = i % 25 === 3 ? ids.test : ids.demo !== undefined && (i === 40 || i === 90) ? ids.demo : random.pick(writers);
    const daysAgo = i < 6 ? 0 : random.int(0, SEED_DAYS - 1);
    const createdAt = momentOf(random, now, daysAgo);
    const arts = [dish.art, ...sample(random, dish.sides, random.int(0, Math.min(3, dish.sides.length)))];
    const replyCount = random.int(0, 5);
    const repliers = sample(random, others(author), replyCount);
    let at = createdAt;
    const replies = repliers.map((memberId) => {
      at = after(at, 5, 600);
      return { memberId, body: random.pick(DASHBOARD_REPLIES), createdAt: at };
    });
    if (replies.length > 0 && random.chance(0.3)) replies.push({ memberId: author, body: random.pick(['감사해요 😊', '맛있게 드세요!', '댓글 감사합니다~ 다음에 레시피 올릴게요.', '헤헤 칭찬 감사해요']), createdAt: after(at, 5, 300) });
    posts.push({ type: 'DASHBOARD', memberId: author, title: random.pick(dish.titles), body: dashboardBody(random, dish.lines), createdAt, arts, replies, views: random.int(8, 260) });
  }

  QUESTIONS.forEach((question, index) => {
    const author = index === 2 || index === 11 ? ids.test : random.pick(writers);
    const daysAgo = index < 2 ? 0 : random.int(0, SEED_DAYS - 1);
    const createdAt = momentOf(random, now, daysAgo);
    let at = createdAt;
    const answerers = sample(random, others(author), question.answers.length);
    const replies = question.answers.map((body, n) => {
      at = after(at, 10, 900);
      return { memberId: answerers[n] ?? random.pick(others(author)), body, createdAt: at };
    });
    if (random.chance(0.4)) replies.push({ memberId: author, body: random.pick(['감사합니다! 바로 해볼게요.', '오 꿀팁 감사해요 🙏', '덕분에 해결했어요!']), createdAt: after(at, 10, 600) });
    const answered = daysAgo > 0 && replies.length > 0 && random.chance(0.65);
    posts.push({ type: 'QNA', memberId: author, title: question.title, body: question.body, createdAt, arts: [], replies, views: random.int(15, 320), ...(answered ? { accepted: 0 } : {}) });
  });

  for (const survey of SURVEYS) {
    const endAt = new Date(kstDayStart(now).getTime() + (survey.endsInDays + 1) * DAY_MS - 1000);
    const createdAt = new Date(Math.min(now.getTime() - minutes(random.int(60, 600)), endAt.getTime() - 7 * DAY_MS + minutes(random.int(0, 600))));
    posts.push({ type: 'SURVEY', memberId: ids.editor, title: survey.title, body: survey.body, createdAt, arts: [], replies: [], views: random.int(60, 500), survey: { options: survey.options, endAt } });
  }
  return posts.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

async function seedMemberIds(db: AppDb): Promise<Map<string, number>> {
  const signedUp = new Date(Date.now() - 200 * DAY_MS);
  await db
    .insert(members)
    .values(
      SEED_MEMBERS.map((member, index) => ({
        provider: 'naver' as const,
        providerUserId: naverUserId(member.email),
        email: member.email,
        name: member.name,
        nickName: member.nickName,
        gender: member.gender,
        birthYear: member.birthYear,
        surveyCompleted: index % 2 === 0,
        signedUpAt: new Date(signedUp.getTime() + index * DAY_MS),
      })),
    )
    .onConflictDoNothing();
  const rows = await db
    .select({ id: members.id, email: members.email })
    .from(members)
    .where(inArray(members.providerUserId, [...SEED_MEMBERS.map((member) => naverUserId(member.email)), naverUserId(DEMO_EMAIL)]));
  return new Map(rows.flatMap((row) => (row.email ? [[row.email, row.id] as const] : [])));
}

async function insertAll(db: AppDb, now: Date): Promise<number> {
  // posts have no natural key: with any post there, the domain adds nothing (the seed runs under the
  // start-up lock, so this check and the inserts below are one step for every other instance)
  if ((await db.$count(communityPosts)) > 0) return 0;
  const byEmail = await seedMemberIds(db);
  const test = byEmail.get(COMMUNITY_TEST_EMAIL);
  const editor = byEmail.get(COMMUNITY_EDITOR_EMAIL);
  if (test === undefined || editor === undefined) throw new Error('community seed members are missing');
  const memberIds = SEED_MEMBERS.flatMap((member) => byEmail.get(member.email) ?? []);
  const posts = plan(now, memberIds, { test, editor, demo: byEmail.get(DEMO_EMAIL) });

  const inserted = await db
    .insert(communityPosts)
    .values(
      posts.map((post) => {
        const text = `${post.title} ${post.body}`;
        return {
          communityType: post.type,
          memberId: post.memberId,
          title: post.title,
          body: post.body,
          boardDate: kstDate(post.createdAt),
          viewCount: post.views,
          surveyEndAt: post.survey?.endAt ?? null,
          searchText: normalizeSearchText(text),
          chosung: chosungOf(text),
          createdAt: post.createdAt,
        };
      }),
    )
    .returning({ id: communityPosts.id });
  const postIds = inserted.map((row) => row.id);
  const random = seededRandom(31);

  const images = posts.flatMap((post, index) =>
    post.arts.map((art, order) => ({ memberId: post.memberId, postId: postIds[index] ?? 0, sortOrder: order, source: 'ART' as const, contentType: 'image/svg+xml', width: 480, height: 360, art, createdAt: post.createdAt })),
  );
  if (images.length > 0) await db.insert(communityImages).values(images);

  const replyRows = posts.flatMap((post, index) => post.replies.map((reply) => ({ postId: postIds[index] ?? 0, memberId: reply.memberId, body: reply.body, createdAt: reply.createdAt })));
  const replyIds = replyRows.length === 0 ? [] : (await db.insert(communityReplies).values(replyRows).returning({ id: communityReplies.id })).map((row) => row.id);
  // accepted answers: the post's first reply (the plan keeps replies in post order)
  const accepted: [number, number][] = [];
  let cursor = 0;
  posts.forEach((post, index) => {
    const first = replyIds[cursor];
    if (post.accepted !== undefined && first !== undefined) accepted.push([postIds[index] ?? 0, first]);
    cursor += post.replies.length;
  });

  // likes, clippings: distinct members per post; the test member likes and clips a few
  const likes: (typeof communityPostLikes.$inferInsert)[] = [];
  const clips: (typeof communityClippings.$inferInsert)[] = [];
  posts.forEach((post, index) => {
    const postId = postIds[index] ?? 0;
    const likers = sample(random, memberIds, random.int(0, post.type === 'SURVEY' ? 6 : 16));
    if (index % 11 === 5 && !likers.includes(test)) likers.push(test);
    for (const memberId of likers) likes.push({ postId, memberId, likedAt: min(new Date(post.createdAt.getTime() + minutes(random.int(3, 2000))), now) });
    const clippers = sample(random, memberIds, random.int(0, 4)).filter((id) => id !== test);
    if (index % 17 === 8) clippers.push(test);
    for (const memberId of clippers) clips.push({ postId, memberId, clippedAt: min(new Date(post.createdAt.getTime() + minutes(random.int(3, 3000))), now) });
  });
  if (likes.length > 0) await db.insert(communityPostLikes).values(likes);
  if (clips.length > 0) await db.insert(communityClippings).values(clips);

  // survey options and votes; the test member leaves the open votes to the tests
  const surveyPosts = posts.flatMap((post, index) => (post.survey ? [{ post, postId: postIds[index] ?? 0 }] : []));
  const options = surveyPosts.flatMap(({ post, postId }) => (post.survey?.options ?? []).map((label, order) => ({ postId, sortOrder: order, label })));
  const optionRows = options.length === 0 ? [] : await db.insert(communitySurveyOptions).values(options).returning({ id: communitySurveyOptions.id, postId: communitySurveyOptions.postId });
  const votes: (typeof communitySurveyVotes.$inferInsert)[] = [];
  for (const { post, postId } of surveyPosts) {
    const choices = optionRows.filter((row) => row.postId === postId).map((row) => row.id);
    const open = (post.survey?.endAt.getTime() ?? 0) > now.getTime();
    // a favourite per survey, so results are not flat
    const favourite = random.pick(choices);
    for (const memberId of memberIds) {
      if (memberId === editor || (open && memberId === test) || !random.chance(0.7)) continue;
      votes.push({ postId, memberId, optionId: random.chance(0.4) ? favourite : random.pick(choices), votedAt: min(new Date(post.createdAt.getTime() + minutes(random.int(5, 5000))), now) });
    }
  }
  if (votes.length > 0) await db.insert(communitySurveyVotes).values(votes);

  await fillCounters(db, accepted);
  return posts.length;
}

/** The counters, thumbnails and accepted answers, each one statement over every post. */
async function fillCounters(db: AppDb, accepted: readonly [number, number][]): Promise<void> {
  await db.execute(sql`update ${communityPosts} set
    like_count = (select count(*) from ${communityPostLikes} l where l.post_id = ${communityPosts.id} and l.is_liked),
    clip_count = (select count(*) from ${communityClippings} c where c.post_id = ${communityPosts.id}),
    reply_count = (select count(*) from ${communityReplies} r where r.post_id = ${communityPosts.id} and r.deleted_at is null and not r.is_hidden)`);
  await db.execute(sql`update ${communityPosts} set
    thumbnail_url = ${COMMUNITY_IMAGE_PATH} || '/' || i.first_id || ${COMMUNITY_THUMBNAIL_SUFFIX}, image_count = i.n
    from (select post_id, min(id) as first_id, count(*) as n from ${communityImages} where post_id is not null group by post_id) i
    where ${communityPosts.id} = i.post_id`);
  await db.execute(sql`update ${communitySurveyOptions} set vote_count = (select count(*) from ${communitySurveyVotes} v where v.option_id = ${communitySurveyOptions.id})`);
  if (accepted.length > 0) {
    const pairs = sql.join(
      accepted.map(([postId, replyId]) => sql`(${postId}::integer, ${replyId}::integer)`),
      sql`, `,
    );
    await db.execute(sql`update ${communityPosts} set accepted_reply_id = a.reply_id from (values ${pairs}) as a(post_id, reply_id) where ${communityPosts.id} = a.post_id`);
  }
}

export const communitySeed = {
  name: 'community',
  async isEmpty(db: AppDb): Promise<boolean> {
    return (await db.$count(communityPosts)) === 0;
  },
  async clear(db: AppDb): Promise<void> {
    // replies, pictures, likes, votes … go with their posts (on delete cascade)
    await db.delete(communityPosts);
    await db.delete(communityImages);
    await db.delete(members).where(inArray(members.providerUserId, SEED_MEMBERS.map((member) => naverUserId(member.email))));
  },
  async insert(db: AppDb): Promise<number> {
    return insertAll(db, new Date());
  },
};

/** For tests: the seeded member's id by email. */
export async function seededMemberId(db: AppDb, email: string): Promise<number | undefined> {
  const [row] = await db.select({ id: members.id }).from(members).where(eq(members.providerUserId, naverUserId(email)));
  return row?.id;
}
