import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { alarms, members, signIns, surveyResponseAnswers, surveyResponses } from './db/schema';
import { TEST_JWT_SECRET } from './test-app';
import { freePort } from './test-processes';

/**
 * No acknowledged write lost, no half write (issue 11 §7): the real server in a child process
 * takes a burst of concurrent writes (product likes and unlikes, store likes, survey answers),
 * is killed with SIGKILL in the middle of it, and is started again on the same data. Every write
 * it acknowledged (2xx) must be there; the ones it did not may or may not be, but never in part
 * (a survey response without its answers, a member marked as surveyed without a response).
 *
 * PGlite in a temporary DATA_DIR by default; with DATABASE_URL (scripts/test-postgres.sh) the same
 * against PostgreSQL, in a schema of its own that is dropped afterwards.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DATABASE_URL = process.env.DATABASE_URL || undefined;
const MEMBERS = 4;
const LIKES_PER_MEMBER = 12;
const UNLIKES_PER_MEMBER = 4;
const STORE_LIKES_PER_MEMBER = 4;
/** first sign-ins in the burst (a member, its sign-in record and its welcome alarms) */
const SIGN_UPS = 4;
/** the server is killed once this share of the burst has been answered */
const KILL_AFTER_SHARE = 0.25;

interface RunningServer {
  readonly process: ChildProcess;
  readonly base: string;
  readonly output: string[];
}

async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'test', FAULTS: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server stopped at start:\n${output.join('')}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { process: child, base, output };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not start in 45 s:\n${output.join('')}`);
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

interface Member {
  readonly accessToken: string;
  readonly email: string;
}

/** The Naver stand-in's token for a new account (its consent screen posted over HTTP, as tests/e2e/support/session.ts does). */
async function naverToken(base: string, email: string): Promise<string> {
  const form = new URLSearchParams({
    client_id: 'market-web',
    redirect_uri: '/login-landing',
    state: 'durability',
    name: '김내구',
    email,
    gender: 'F',
    birthyear: '1990',
    mobile: '010-1234-5678',
    action: 'agree',
  });
  for (const item of ['email', 'gender', 'birthyear', 'mobile']) form.append('agree', item);
  const consent = await fetch(`${base}/dev/idp/naver/authorize`, { method: 'POST', body: form, redirect: 'manual' });
  expect(consent.status).toBe(303);
  return new URLSearchParams((consent.headers.get('location') ?? '').split('#')[1] ?? '').get('access_token') ?? '';
}

function signInCall(base: string, socialToken: string): Promise<Response> {
  return fetch(`${base}/api/v2/auth/social/signin-and-up`, {
    method: 'POST',
    headers: { socialToken, deviceUuid: 'w-durability', 'Content-Type': 'application/json' },
    body: JSON.stringify({ channelType: 1001, redirectUri: '/login-landing', state: 'durability', deviceType: 1002 }),
  });
}

/** Signs a new member in through the Naver stand-in over HTTP. */
async function signIn(base: string, email: string): Promise<Member> {
  const answer = await signInCall(base, await naverToken(base, email));
  expect(answer.status, await answer.clone().text()).toBe(200);
  const { accessToken } = (await answer.json()) as { accessToken: string };
  return { accessToken, email };
}

async function call(base: string, member: Member, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${base}${path}`, {
    method,
    headers: { Authorization: `Bearer ${member.accessToken}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function json<T>(response: Response): Promise<T> {
  expect(response.status, `${response.url}: ${await response.clone().text()}`).toBe(200);
  return (await response.json()) as T;
}

interface SurveyTemplate {
  templateId: number;
  questionList: { questionId: number; minimum?: number; answerList: { answerId: number }[] }[];
}

type WriteKind = 'likeProduct' | 'unlikeProduct' | 'likeShop' | 'survey' | 'signUp';

interface Write {
  /** the member's index in `people`, or in `newcomers` for signUp */
  readonly member: number;
  readonly kind: WriteKind;
  /** productNo, shopId or templateId */
  readonly target: number;
  readonly send: () => Promise<Response>;
  acknowledged?: boolean;
  /** signUp: the access token it answered */
  accessToken?: string;
}

const dataDir = mkdtempSync(join(tmpdir(), 'market-durability-'));
const schema = DATABASE_URL ? `durability_${randomBytes(5).toString('hex')}` : undefined;
const databaseEnv: Record<string, string> = DATABASE_URL ? { DATABASE_URL, DATABASE_SCHEMA: schema ?? '' } : { DATA_DIR: dataDir };
const env = { ...databaseEnv, JWT_SECRET: TEST_JWT_SECRET, DIST_DIR: '/nonexistent-dist' };
const started: ChildProcess[] = [];

afterAll(async () => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await Promise.all(started.map(exited));
  if (schema) {
    const database = await openDatabase({ databaseUrl: DATABASE_URL, databaseSchema: schema, dataDir: ':memory:' });
    await database.db.execute(sql.raw(`drop schema if exists "${schema}" cascade`));
    await database.close();
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe(`a crash in the middle of a burst of writes (${DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('keeps every acknowledged write, and no write in part', { timeout: 120_000 }, async () => {
    const first = await startServer(env);
    started.push(first.process);
    const { base } = first;

    const run = Date.now().toString(36);
    const people = await Promise.all(Array.from({ length: MEMBERS }, (_, i) => signIn(base, `durable-${run}-${i}@example.com`)));
    const rank = await json<{ items: { productNo: number }[] }>(await fetch(`${base}/api/v1/display/best/rank?size=100`));
    const productNos = rank.items.map((item) => item.productNo);
    const best = await json<{ bestShops: { shopId: number }[] }>(await fetch(`${base}/api/v1/display/best`));
    const shopIds = best.bestShops.map((shop) => shop.shopId);
    expect(productNos.length).toBeGreaterThanOrEqual(LIKES_PER_MEMBER + UNLIKES_PER_MEMBER);
    expect(shopIds.length).toBeGreaterThanOrEqual(STORE_LIKES_PER_MEMBER);
    const template = await json<SurveyTemplate>(await call(base, people[0]!, 'GET', '/api/v2/user/survey'));
    const answerList = template.questionList.map((question) => ({
      questionId: question.questionId,
      answerIdList: question.answerList.slice(0, question.minimum ?? 1).map((answer) => answer.answerId),
    }));
    const answerCount = answerList.reduce((sum, entry) => sum + entry.answerIdList.length, 0);

    // Before the burst, acknowledged one by one: the likes the burst takes back.
    const toUnlike = (m: number) => productNos.slice(m, m + UNLIKES_PER_MEMBER);
    const toLike = (m: number) => productNos.slice(m + UNLIKES_PER_MEMBER, m + UNLIKES_PER_MEMBER + LIKES_PER_MEMBER);
    const toLikeShops = (m: number) => shopIds.slice(m % 3, (m % 3) + STORE_LIKES_PER_MEMBER);
    for (const [m, member] of people.entries()) {
      for (const productNo of toUnlike(m)) await json(await call(base, member, 'POST', '/api/v1/user/like-product', { productNo }));
    }

    const newcomers = Array.from({ length: SIGN_UPS }, (_, i) => `newcomer-${run}-${i}@example.com`);
    const newcomerTokens = await Promise.all(newcomers.map((email) => naverToken(base, email)));

    // The burst: each (member, thing) is written once, so what an acknowledgement promises is clear.
    const signUps = newcomerTokens.map((socialToken, i): Write => ({ member: i, kind: 'signUp', target: i, send: () => signInCall(base, socialToken) }));
    const writes: Write[] = [...signUps, ...people.flatMap((member, m): Write[] => [
      ...toLike(m).map((productNo): Write => ({ member: m, kind: 'likeProduct', target: productNo, send: () => call(base, member, 'POST', '/api/v1/user/like-product', { productNo }) })),
      ...toUnlike(m).map((productNo): Write => ({ member: m, kind: 'unlikeProduct', target: productNo, send: () => call(base, member, 'DELETE', '/api/v1/user/like-product', { productNo }) })),
      ...toLikeShops(m).map((shopId): Write => ({ member: m, kind: 'likeShop', target: shopId, send: () => call(base, member, 'POST', '/api/v1/user/like-shop', { shopId }) })),
      { member: m, kind: 'survey', target: template.templateId, send: () => call(base, member, 'POST', '/api/v2/user/survey', { templateId: template.templateId, answerList }) },
    ])];
    // interleave members and kinds, so the kill falls among all of them
    writes.sort(() => Math.random() - 0.5);
    const killAfter = Math.ceil(writes.length * KILL_AFTER_SHARE);
    let answered = 0;
    await Promise.all(
      writes.map(async (write) => {
        try {
          const response = await write.send();
          const body = await response.text();
          write.acknowledged = response.ok;
          if (write.kind === 'signUp' && response.ok) write.accessToken = (JSON.parse(body) as { accessToken: string }).accessToken;
          if (!response.ok) throw new Error(`${write.kind} ${write.target}: ${response.status}`);
        } catch (error) {
          write.acknowledged ??= false;
          if (!(error instanceof TypeError)) throw error; // a refused write, not the crash: a bug
        }
        answered += 1;
        if (answered === killAfter) first.process.kill('SIGKILL');
      }),
    );
    await exited(first.process);
    const acknowledged = writes.filter((write) => write.acknowledged);
    expect(acknowledged.length, 'some writes were acknowledged before the kill').toBeGreaterThanOrEqual(killAfter);
    expect(acknowledged.length, 'the kill fell in the middle of the burst').toBeLessThan(writes.length);

    // Started again on the same data: every acknowledged write is there.
    const second = await startServer(env);
    started.push(second.process);
    const productLiked = async (m: number, productNo: number) =>
      (await json<{ isLike: boolean }>(await call(second.base, people[m]!, 'GET', `/api/v1/user/like-product?productNo=${productNo}`))).isLike;
    const shopLiked = async (m: number, shopId: number) =>
      (await json<{ isLike: boolean }>(await call(second.base, people[m]!, 'GET', `/api/v1/user/like-shop?shopId=${shopId}`))).isLike;
    const surveyed = async (m: number) =>
      (await json<{ userInfo: { isSurveyCompleted: boolean } }>(await call(second.base, people[m]!, 'GET', '/api/v2/user/profile'))).userInfo.isSurveyCompleted;
    const signedUp = async (write: Write) =>
      (await call(second.base, { accessToken: write.accessToken ?? '', email: newcomers[write.member]! }, 'GET', '/api/v2/user/profile')).status === 200;
    const lost: string[] = [];
    for (const write of acknowledged) {
      const present =
        write.kind === 'signUp' ? await signedUp(write)
        : write.kind === 'likeProduct' ? await productLiked(write.member, write.target)
        : write.kind === 'unlikeProduct' ? !(await productLiked(write.member, write.target))
        : write.kind === 'likeShop' ? await shopLiked(write.member, write.target)
        : await surveyed(write.member);
      if (!present) lost.push(`member ${write.member}: ${write.kind} ${write.target}`);
    }
    expect(lost, 'acknowledged writes lost in the crash').toEqual([]);
    const surveyedNow = await Promise.all(people.map((_, m) => surveyed(m)));

    // No half write: read the tables themselves once the server has stopped (PGlite has one user).
    second.process.kill('SIGTERM');
    await exited(second.process);
    const database = await openDatabase({ databaseUrl: DATABASE_URL, databaseSchema: schema, dataDir });
    try {
      const { db } = database;
      const emails = people.map((member) => member.email);
      const rows = await db.select({ id: members.id, email: members.email, surveyCompleted: members.surveyCompleted }).from(members).where(inArray(members.email, emails));
      expect(rows).toHaveLength(MEMBERS);
      for (const row of rows) {
        const responses = await db.select({ id: surveyResponses.id }).from(surveyResponses).where(eq(surveyResponses.memberId, row.id));
        const answers = responses.length === 0 ? 0 : await db.$count(surveyResponseAnswers, inArray(surveyResponseAnswers.responseId, responses.map((r) => r.id)));
        // a response comes with all its answers and the member's flag, or not at all
        expect({ responses: responses.length, answers, flag: row.surveyCompleted }, row.email ?? '').toEqual(
          responses.length === 0 ? { responses: 0, answers: 0, flag: false } : { responses: 1, answers: answerCount, flag: true },
        );
        expect(row.surveyCompleted).toBe(surveyedNow[emails.indexOf(row.email ?? '')]);
      }
      // a member made by a first sign-in comes with its sign-in record and its welcome alarm
      const created = await db.select({ id: members.id, email: members.email }).from(members).where(inArray(members.email, newcomers));
      for (const member of created) {
        const records = { signIns: await db.$count(signIns, eq(signIns.memberId, member.id)), alarms: await db.$count(alarms, eq(alarms.memberId, member.id)) };
        expect(records.signIns, `${member.email}: sign-in records`).toBe(1);
        expect(records.alarms, `${member.email}: welcome alarms`).toBeGreaterThan(0);
      }
      const acknowledgedSignUps = acknowledged.filter((write) => write.kind === 'signUp').map((write) => newcomers[write.member]);
      expect(created.map((member) => member.email)).toEqual(expect.arrayContaining(acknowledgedSignUps));
    } finally {
      await database.close();
    }
  });
});
