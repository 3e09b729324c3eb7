import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Call, get, newMember } from '../tests/server/catalog-kit';
import { appDevices, communityPosts, nicknameChanges, pointExchanges, products, prohibitedAccounts, recentProducts } from './db/schema';
import { NICKNAME_CHANGE_LIMIT } from './members/nickname';
import { OPERATOR_HEADERS, testApp, type TestApp, testClock } from './test-app';
import { openSharedTestDatabases, type SharedTestDatabases } from './test-database';

/**
 * Issue 27: every check-then-act is atomic in the database. Three instances (three apps; on
 * PostgreSQL three connection pools on one schema, see openSharedTestDatabases) take the same
 * requests at the same moment, and the answers are those of one by one: no 500, no limit exceeded,
 * exact counts. docs/decisions.md "Issue 27" lists every rule and how it is made atomic.
 */

const INSTANCES = 3;
let shared: SharedTestDatabases;
let apps: TestApp[];
beforeAll(async () => {
  shared = await openSharedTestDatabases(INSTANCES);
  const time = testClock(new Date('2025-03-10T03:00:00Z'));
  apps = shared.databases.map((database) => testApp(database.db, { ACCESS_TOKEN_TTL_S: '315360000' }, time));
});
afterAll(async () => {
  await shared?.close();
});

/** the instance for the i-th request: round robin, as the balancer does */
const at = (i: number): TestApp => apps[i % INSTANCES]!;
const db = () => shared.databases[0]!.db;
const statuses = (answers: readonly Call[]) => answers.map((answer) => answer.status).sort();
const no5xx = (answers: readonly Call[]) => expect(answers.filter((answer) => answer.status >= 500).map((answer) => answer.body)).toEqual([]);
const logged = () => apps.flatMap((app) => app.logged);

describe('racing requests across instances', () => {
  it(`nickname changes: 6 at once for each of 5 members, exactly ${NICKNAME_CHANGE_LIMIT} accepted each`, async () => {
    const members = await Promise.all(Array.from({ length: 5 }, (_, m) => newMember(at(m))));
    const stamp = Date.now().toString(36).slice(-4);
    const answers = await Promise.all(
      members.flatMap(({ token }, m) => Array.from({ length: 6 }, (_, k) => call(at(m * 6 + k), 'PUT', '/api/v1/user/nick-name', { token, body: { nickName: `경주${stamp}${m}${k}` } }))),
    );
    no5xx(answers);
    for (const [m, { memberId }] of members.entries()) {
      const own = answers.slice(m * 6, m * 6 + 6);
      expect(statuses(own)).toEqual([200, 200, 200, 429, 429, 429]);
      for (const refused of own.filter((answer) => answer.status === 429)) expect(refused.body).toMatchObject({ code: 87, errorType: 'USER' });
      expect(await db().$count(nicknameChanges, eq(nicknameChanges.memberId, memberId))).toBe(NICKNAME_CHANGE_LIMIT);
    }
    expect(logged()).toEqual([]);
  });

  it('two members racing for one nickname: one gets it, the other hears it is taken', async () => {
    const [one, two] = await Promise.all([newMember(at(0)), newMember(at(1))]);
    const nickName = `같은이름${Date.now().toString(36).slice(-3)}`;
    const answers = await Promise.all([one!, two!].map(({ token }, i) => call(at(i), 'PUT', '/api/v1/user/nick-name', { token, body: { nickName } })));
    no5xx(answers);
    expect(statuses(answers)).toEqual([200, 400]);
    expect(answers.find((answer) => answer.status === 400)?.body).toMatchObject({ code: 12 });
  });

  it('recently viewed: the same product from 3 instances at once, for 5 members, is in each list once', async () => {
    const [product] = await db().select({ productNo: products.productNo }).from(products).orderBy(asc(products.productNo)).limit(1);
    const productNo = product!.productNo;
    const members = await Promise.all(Array.from({ length: 5 }, (_, m) => newMember(at(m))));
    const answers = await Promise.all(
      members.flatMap(({ token }) => Array.from({ length: INSTANCES }, (_, i) => call(at(i), 'POST', '/api/v1/user/recent-product', { token, body: { productNo } }))),
    );
    no5xx(answers);
    expect(new Set(statuses(answers))).toEqual(new Set([200]));
    for (const { memberId, token } of members) {
      expect(await db().$count(recentProducts, eq(recentProducts.memberId, memberId))).toBe(1);
      expect((await get(at(memberId), '/api/v1/user/recent-product', token)).body.items.map((item: { productNo: number }) => item.productNo)).toEqual([productNo]);
    }
  });

  it('recently viewed never holds more than 30, however many views arrive at once', async () => {
    const { token, memberId } = await newMember(at(0));
    const rows = await db().select({ productNo: products.productNo }).from(products).orderBy(asc(products.productNo)).limit(40);
    const answers = await Promise.all(rows.map(({ productNo }, i) => call(at(i), 'POST', '/api/v1/user/recent-product', { token, body: { productNo } })));
    no5xx(answers);
    expect(await db().$count(recentProducts, eq(recentProducts.memberId, memberId))).toBe(30);
  });

  it('the exchange with one request key, sent to 3 instances at once: applied once, the same receipt to all', async () => {
    const { token, memberId } = await newMember(at(0));
    expect((await call(at(1), 'POST', `/api/dev/operator/users/${memberId}/points`, { headers: OPERATOR_HEADERS, body: { amount: 5000 } })).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: INSTANCES }, (_, i) => call(at(i), 'POST', '/api/v1/user/point/exchange', { token, body: { amount: 2000, requestKey: 'one-intent' } })));
    no5xx(answers);
    expect(statuses(answers)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body.exchangeId)).size).toBe(1);
    expect(answers.filter((answer) => answer.body.replayed === false)).toHaveLength(1);
    expect(await db().$count(pointExchanges, eq(pointExchanges.memberId, memberId))).toBe(1);
    expect((await get(at(2), '/api/v1/user/point/summary', token)).body.balance).toBe(3000);
  });

  it('the attendance stamp from 3 instances at once: one stamp, the others 409 code 18', async () => {
    const { token } = await newMember(at(0));
    const answers = await Promise.all(Array.from({ length: INSTANCES }, (_, i) => call(at(i), 'POST', '/api/v1/game/attendance', { token })));
    no5xx(answers);
    expect(statuses(answers)).toEqual([200, 409, 409]);
    expect(answers.filter((answer) => answer.status === 409).every((answer) => answer.body.code === 18)).toBe(true);
  });

  it('likes of one post by 50 members at once: 50 likes counted', async () => {
    const [post] = await db().select({ id: communityPosts.id, likeCount: communityPosts.likeCount }).from(communityPosts).where(and(eq(communityPosts.communityType, 'DASHBOARD'), isNull(communityPosts.deletedAt), eq(communityPosts.isHidden, false))).orderBy(asc(communityPosts.id)).limit(1);
    const members = await Promise.all(Array.from({ length: 50 }, (_, m) => newMember(at(m))));
    const answers = await Promise.all(members.map(({ token }, m) => call(at(m), 'PUT', `/api/v1/community/dashboard/${post!.id}/like`, { token, body: { isLiked: true } })));
    no5xx(answers);
    const [after] = await db().select({ likeCount: communityPosts.likeCount }).from(communityPosts).where(eq(communityPosts.id, post!.id));
    expect(after!.likeCount).toBe(post!.likeCount + 50);
  });

  it('reports by 3 members at once hide the post on every instance', async () => {
    const author = await newMember(at(0));
    const created = await call(at(0), 'POST', '/api/v1/community/qna', { token: author.token, body: { title: '동시 신고 테스트', body: '세 명이 한꺼번에 신고하는 글이에요.' } });
    expect(created.status).toBe(201);
    const postId = created.body.postId as number;
    const reporters = await Promise.all(Array.from({ length: 3 }, (_, m) => newMember(at(m))));
    const answers = await Promise.all(reporters.map(({ token }, i) => call(at(i), 'POST', '/api/v1/community/accuse', { token, body: { communityType: 'QNA', postId, reasonCode: 'SPAM' } })));
    no5xx(answers);
    expect(statuses(answers)).toEqual([201, 201, 201]);
    for (const app of apps) expect((await get(app, `/api/v1/community/qna/${postId}`)).status).toBe(404);
  });

  it('the same member reporting twice at once: one report, the other 409', async () => {
    const author = await newMember(at(0));
    const created = await call(at(0), 'POST', '/api/v1/community/qna', { token: author.token, body: { title: '중복 신고 테스트', body: '같은 회원이 두 번 신고해요.' } });
    const reporter = await newMember(at(1));
    const answers = await Promise.all([0, 1].map((i) => call(at(i), 'POST', '/api/v1/community/accuse', { token: reporter.token, body: { communityType: 'QNA', postId: created.body.postId, reasonCode: 'SPAM' } })));
    no5xx(answers);
    expect(statuses(answers)).toEqual([201, 409]);
  });

  it('a new member signing in on 3 instances at once is one member', async () => {
    const results = await Promise.all(Array.from({ length: INSTANCES }, (_, i) => i)).then(async () => {
      const { naverAccount, naverToken, signInRequest } = await import('./test-app');
      const account = naverAccount();
      const tokens = await Promise.all(apps.map((app) => naverToken(app, account)));
      return Promise.all(apps.map((app, i) => signInRequest(app, tokens[i])));
    });
    expect(results.map((res) => res.status)).toEqual([200, 200, 200]);
    const bodies = (await Promise.all(results.map((res) => res.json()))) as Array<{ accessToken: string; isNewMember: boolean }>;
    expect(bodies.filter((body) => body.isNewMember)).toHaveLength(1);
    const { memberIdOf } = await import('./test-app');
    expect(new Set(bodies.map((body) => memberIdOf(body.accessToken))).size).toBe(1);
  });

  it('app starts counted at once on 3 instances are all counted', async () => {
    const deviceUuid = `w-race-${Date.now().toString(36)}`;
    const answers = await Promise.all(Array.from({ length: 9 }, (_, i) => call(at(i), 'POST', '/api/v1/app/access', { headers: { deviceUuid }, body: {} })));
    no5xx(answers);
    const [device] = await db().select({ accessCount: appDevices.accessCount }).from(appDevices).where(eq(appDevices.deviceUuid, deviceUuid));
    expect(device?.accessCount).toBe(9);
  });

  it('the same prohibited account added by two operators at once is one row', async () => {
    const body = { provider: 'naver', email: `race-${Date.now().toString(36)}@example.com` };
    const answers = await Promise.all([0, 1, 2].map((i) => call(at(i), 'POST', '/api/dev/operator/prohibited', { headers: OPERATOR_HEADERS, body })));
    no5xx(answers);
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    expect(await db().$count(prohibitedAccounts, eq(prohibitedAccounts.email, body.email))).toBe(1);
  });
});
