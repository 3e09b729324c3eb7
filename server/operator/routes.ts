import { createHash, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { TokenService } from '../auth/tokens';
import type { AppDb } from '../db/client';
import { appInfo, NO_INSPECTION, setAppInfo, setSystemInspection } from '../app-calls/settings';
import { type Member, members, prohibitedAccounts } from '../db/schema';
import { ApiError, ErrorCode } from '../errors';
import { banStatus } from '../members/members';
import { type JsonObject, optionalString, readJsonObject, requiredBoolean, requiredOneOf, requiredString } from '../request';
import { toKstIso } from '../time';

/**
 * Operator endpoints for tests and support (DESIGN.md "Operator switches"), mounted at
 * /api/dev/operator when an operator key is configured (config.operatorKey). Every call needs
 * the header `X-Operator-Key`; a missing or wrong key is 403 code 9.
 */
export const OPERATOR_PATH = '/dev/operator';

const USER_ID = /^[1-9][0-9]{0,9}$/;

function sha256(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

function keyCheck(operatorKey: string) {
  const expected = sha256(operatorKey);
  return createMiddleware(async (c, next) => {
    const given = c.req.header('X-Operator-Key');
    if (given === undefined || !timingSafeEqual(sha256(given), expected)) {
      throw new ApiError(ErrorCode.Unsupported, { status: 403, message: '운영자 키가 없거나 올바르지 않아요.' });
    }
    await next();
  });
}

function userIdParam(c: Context): number {
  const value = c.req.param('userId') ?? '';
  if (!USER_ID.test(value)) throw new ApiError(ErrorCode.NotMatched, { message: 'userId 값의 형식이 올바르지 않아요.' });
  return Number(value);
}

async function activeMember(db: AppDb, userId: number): Promise<Member> {
  const [member] = await db
    .select()
    .from(members)
    .where(and(eq(members.id, userId), isNull(members.withdrawnAt)))
    .limit(1);
  if (member === undefined) throw new ApiError(ErrorCode.NoData, { message: '그런 회원이 없어요.' });
  return member;
}

async function setMember(db: AppDb, userId: number, values: Partial<Omit<Member, 'id'>>): Promise<Member> {
  await activeMember(db, userId);
  const [member] = await db.update(members).set(values).where(eq(members.id, userId)).returning();
  if (member === undefined) throw new ApiError(ErrorCode.NoData, { message: '그런 회원이 없어요.' });
  return member;
}

const VERSION = /^\d{1,4}(\.\d{1,4}){0,3}$/;
const KST_DATE_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d)?\+09:00$/;

/** A version field of POST /app-info: absent (unchanged), null (back to the default) or a version. */
function versionField(body: JsonObject, name: string): string | null | undefined {
  if (body[name] === null) return null;
  return optionalString(body, name, { pattern: VERSION, maxLength: 32 });
}

export function operatorRoutes(db: AppDb, tokens: TokenService, operatorKey: string): Hono {
  return new Hono()
    .use(keyCheck(operatorKey))
    .get('/users', async (c) => {
      const email = c.req.query('email')?.trim();
      const rows = await db
        .select({ userId: members.id, email: members.email, nickName: members.nickName })
        .from(members)
        .where(and(isNull(members.withdrawnAt), email ? sql`lower(${members.email}) = lower(${email})` : undefined))
        .orderBy(desc(members.id))
        .limit(100);
      return c.json({ users: rows });
    })
    .post('/users/:userId/ban', async (c) => {
      const userId = userIdParam(c);
      const message = requiredString(await readJsonObject(c), 'message', { maxLength: 500 }).trim();
      const member = await setMember(db, userId, { banMessage: message, bannedAt: tokens.clock() });
      return c.json({ userId, banStatus: banStatus(member) });
    })
    .post('/users/:userId/unban', async (c) => {
      const userId = userIdParam(c);
      const member = await setMember(db, userId, { banMessage: null, bannedAt: null });
      return c.json({ userId, banStatus: banStatus(member) });
    })
    .post('/users/:userId/retry-sign-in', async (c) => {
      const userId = userIdParam(c);
      const value = requiredBoolean(await readJsonObject(c), 'value');
      const member = await setMember(db, userId, { retrySignIn: value });
      return c.json({ userId, retrySignIn: member.retrySignIn });
    })
    .post('/users/:userId/expire-access', async (c) => {
      const userId = userIdParam(c);
      await activeMember(db, userId);
      return c.json({ userId, expiredAccessTokens: await tokens.expireAccessTokens(userId) });
    })
    .post('/users/:userId/expire-refresh', async (c) => {
      const userId = userIdParam(c);
      await activeMember(db, userId);
      return c.json({ userId, expiredRefreshTokens: await tokens.expireRefreshTokens(userId) });
    })
    .get('/users/:userId/stats', async (c) => {
      const userId = userIdParam(c);
      const member = await activeMember(db, userId);
      return c.json({ refreshCount: member.refreshCount, activeFamilies: await tokens.activeFamilies(userId) });
    })
    /** maintenance on/off: the app profile's systemInspectionInfo */
    .post('/maintenance', async (c) => {
      const body = await readJsonObject(c);
      const isProgress = requiredBoolean(body, 'isProgress');
      const message = optionalString(body, 'message', { maxLength: 500 })?.trim() || null;
      const startDt = optionalString(body, 'startDt', { pattern: KST_DATE_TIME }) ?? null;
      const endDt = optionalString(body, 'endDt', { pattern: KST_DATE_TIME }) ?? null;
      const inspection = isProgress ? { isProgress, message, startDt, endDt } : NO_INSPECTION;
      return c.json({ systemInspectionInfo: await setSystemInspection(db, inspection, tokens.clock) });
    })
    /** the app profile's appInfo: webVersion and the minimum app versions; null goes back to the default */
    .post('/app-info', async (c) => {
      const body = await readJsonObject(c);
      const changes = {
        webVersion: versionField(body, 'webVersion'),
        androidMinVersion: versionField(body, 'androidMinVersion'),
        iOSMinVersion: versionField(body, 'iOSMinVersion'),
      };
      if (Object.values(changes).every((value) => value === undefined)) {
        throw new ApiError(ErrorCode.MissingRequiredValue, { message: 'webVersion, androidMinVersion, iOSMinVersion 중 하나는 있어야 해요.' });
      }
      await setAppInfo(db, changes, tokens.clock);
      return c.json({ appInfo: await appInfo(db) });
    })
    .post('/prohibited', async (c) => {
      const body = await readJsonObject(c);
      const provider = requiredOneOf(body, 'provider', ['naver', 'apple'] as const);
      const email = optionalString(body, 'email', { maxLength: 320 })?.trim() || null;
      const name = optionalString(body, 'name', { maxLength: 60 })?.trim() || null;
      if (email === null && name === null) {
        throw new ApiError(ErrorCode.MissingRequiredValue, { message: 'email이나 name 중 하나는 있어야 해요.' });
      }
      const [row] = await db.insert(prohibitedAccounts).values({ provider, email, name }).returning();
      if (row === undefined) throw new Error('insert returned nothing');
      return c.json({ id: row.id, provider: row.provider, email: row.email, name: row.name, createdDt: toKstIso(row.createdAt) }, 201);
    });
}
