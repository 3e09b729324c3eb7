import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import type { TokenService } from '../auth/tokens';
import type { AppDb } from '../db/client';
import { appInfo, NO_INSPECTION, setAppInfo, setSystemInspection, setWithdrawalFailure } from '../app-calls/settings';
import { type Member, members, prohibitedAccounts } from '../db/schema';
import { ApiError, ErrorCode } from '../errors';
import { banStatus } from '../members/members';
import { operatorKeyCheck } from './key-check';
import { operatorPointRoutes } from '../points/operator-routes';
import { toKstIso } from '../time';
import { digits, flag, INT4_MAX, jsonBody, oneOf, optional, param, queryParam, text } from '../validation';

/**
 * Operator endpoints for tests and support (DESIGN.md "Operator switches"), mounted at
 * /api/dev/operator when an operator key is configured (config.operatorKey). Every call needs
 * the header `X-Operator-Key`; a missing or wrong key is 403 code 9.
 */
export const OPERATOR_PATH = '/dev/operator';

/** A member id in the path: 1 to INT4_MAX (code 12 when not digits, 13 beyond). */
function userIdParam(c: Context): number {
  return param(c, 'userId', digits(1, INT4_MAX));
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
const versionField = v.optional(v.nullable(text({ max: 32, pattern: VERSION })));
const kstDateTime = optional(text({ max: 32, pattern: KST_DATE_TIME }));
/** a text shoppers read (a ban or maintenance message): several lines allowed */
const notice = text({ max: 500, multiline: true });

const banBody = v.object({ message: notice });
const retrySignInBody = v.object({ value: flag() });
const maintenanceBody = v.object({ isProgress: flag(), message: optional(notice), startDt: kstDateTime, endDt: kstDateTime });
const appInfoBody = v.object({ webVersion: versionField, androidMinVersion: versionField, iOSMinVersion: versionField });
const prohibitedBody = v.object({ provider: oneOf(['naver', 'apple'] as const), email: optional(text({ max: 320 })), name: optional(text({ max: 60 })) });

export function operatorRoutes(db: AppDb, tokens: TokenService, operatorKey: string): Hono {
  return new Hono()
    .use(operatorKeyCheck(operatorKey))
    .get('/users', async (c) => {
      const email = queryParam(c, 'email', optional(text({ max: 320 })));
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
      const { message } = await jsonBody(c, banBody);
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
      const { value } = await jsonBody(c, retrySignInBody);
      const member = await setMember(db, userId, { retrySignIn: value });
      return c.json({ userId, retrySignIn: member.retrySignIn });
    })
    .post('/users/:userId/withdrawal-failure', async (c) => {
      const userId = userIdParam(c);
      const { value } = await jsonBody(c, retrySignInBody);
      await activeMember(db, userId);
      return c.json({ userId, withdrawalFailure: await setWithdrawalFailure(db, userId, value, tokens.clock) });
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
      const body = await jsonBody(c, maintenanceBody);
      const { isProgress } = body;
      const message = body.message ?? null;
      const startDt = body.startDt ?? null;
      const endDt = body.endDt ?? null;
      const inspection = isProgress ? { isProgress, message, startDt, endDt } : NO_INSPECTION;
      return c.json({ systemInspectionInfo: await setSystemInspection(db, inspection, tokens.clock) });
    })
    /** the app profile's appInfo: webVersion and the minimum app versions; null goes back to the default */
    .post('/app-info', async (c) => {
      const changes = await jsonBody(c, appInfoBody);
      if (Object.values(changes).every((value) => value === undefined)) {
        throw new ApiError(ErrorCode.MissingRequiredValue, { message: 'webVersion, androidMinVersion, iOSMinVersion 중 하나는 있어야 해요.' });
      }
      await setAppInfo(db, changes, tokens.clock);
      return c.json({ appInfo: await appInfo(db) });
    })
    .post('/prohibited', async (c) => {
      const body = await jsonBody(c, prohibitedBody);
      const { provider } = body;
      const email = body.email ?? null;
      const name = body.name ?? null;
      if (email === null && name === null) {
        throw new ApiError(ErrorCode.MissingRequiredValue, { message: 'email이나 name 중 하나는 있어야 해요.' });
      }
      // the same account twice (two operators, two instances) is one row: its natural key is unique
      const [created] = await db.insert(prohibitedAccounts).values({ provider, email, name }).onConflictDoNothing().returning();
      const [row] = created
        ? [created]
        : await db
            .select()
            .from(prohibitedAccounts)
            .where(
              and(
                eq(prohibitedAccounts.provider, provider),
                sql`lower(coalesce(${prohibitedAccounts.email}, '')) = lower(${email ?? ''})`,
                sql`coalesce(${prohibitedAccounts.name}, '') = ${name ?? ''}`,
              ),
            )
            .limit(1);
      if (row === undefined) throw new Error('insert returned nothing');
      return c.json({ id: row.id, provider: row.provider, email: row.email, name: row.name, createdDt: toKstIso(row.createdAt) }, created ? 201 : 200);
    })
    .route('/', operatorPointRoutes(db, tokens.clock));
}
