import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { MemberAuth } from '../auth/middleware';
import type { AppDb } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { type Member, members, nicknameChanges } from '../db/schema';
import { ApiError, ErrorCode } from '../errors';
import { optionalOneOf, readJsonObject, requiredOneOf, requiredQuery, requiredString, optionalString } from '../request';
import type { Clock } from '../time';
import {
  CELLPHONE,
  currentMember,
  formatCellphone,
  marketingAgreedAt,
  maskEmail,
  userInfo,
  userSettings,
  yn,
  type YN,
} from './members';
import { assertNicknameChangeAllowed, assertNicknameUsable, NICKNAME_TAKEN_MESSAGE } from './nickname';

const YN_VALUES = ['Y', 'N'] as const;
const isY = (value: YN) => value === 'Y';
/** generous: the rules answer 12 with the reason; only absurd input is 13 */
const NICKNAME_INPUT = { maxLength: 40 };

/**
 * Changes the nickname (code 12 when it cannot be used, 87 over the change limit) and records the
 * change. The same nickname again changes nothing and is not counted.
 */
async function changeNickname(db: AppDb, member: Member, nickName: string, now: Date): Promise<Member> {
  if (nickName === member.nickName) return member;
  await assertNicknameUsable(db, nickName, member.id);
  await assertNicknameChangeAllowed(db, member.id, now);
  try {
    return await db.transaction(async (tx) => {
      const [updated] = await tx.update(members).set({ nickName }).where(eq(members.id, member.id)).returning();
      await tx.insert(nicknameChanges).values({ memberId: member.id, nickName, changedAt: now });
      if (updated === undefined) throw new ApiError(ErrorCode.NullOrEmptyToken);
      return updated;
    });
  } catch (error) {
    // taken by another member between the check and the update
    if (isUniqueViolation(error)) throw new ApiError(ErrorCode.NotMatched, { message: NICKNAME_TAKEN_MESSAGE, cause: error });
    throw error;
  }
}

function cellphoneDigits(value: string): string {
  return value.replace(/-/g, '');
}

/** The user calls of SPEC.md §7 "Account", mounted at /api. */
export function userRoutes(db: AppDb, auth: MemberAuth, clock: Clock): Hono {
  return new Hono()
    .get('/v1/user/nick-name/validation', auth.optionalMember, async (c) => {
      const nickName = requiredQuery(c, 'nickName', NICKNAME_INPUT);
      const member = c.var.member;
      await assertNicknameUsable(db, nickName, member?.memberId);
      return c.json({ valid: true });
    })
    .put('/v1/user/nick-name', auth.requireMember, async (c) => {
      const body = await readJsonObject(c);
      const nickName = requiredString(body, 'nickName', NICKNAME_INPUT).trim();
      const member = await currentMember(db, c.var.member.memberId);
      const updated = await changeNickname(db, member, nickName, clock());
      return c.json({ nickName: updated.nickName });
    })
    .get('/v1/user/email', async (c) => {
      const cellphone = requiredQuery(c, 'cellphone', { pattern: CELLPHONE, maxLength: 13 });
      const [found] = await db
        .select({ email: members.email })
        .from(members)
        .where(and(eq(members.cellphone, cellphoneDigits(cellphone)), isNull(members.withdrawnAt), isNotNull(members.email)))
        .orderBy(sql`${members.lastSignInAt} desc nulls last`, desc(members.id))
        .limit(1);
      if (found?.email == null) {
        throw new ApiError(ErrorCode.NoData, { message: '입력한 휴대전화번호로 가입한 계정을 찾지 못했어요.' });
      }
      return c.json({ email: maskEmail(found.email) });
    })
    .get('/v1/user/settings', auth.requireMember, async (c) => {
      return c.json(userSettings(await currentMember(db, c.var.member.memberId)));
    })
    .get('/v2/user/profile', auth.requireMember, async (c) => {
      return c.json({ userInfo: userInfo(await currentMember(db, c.var.member.memberId)) });
    })
    .put('/v2/user/profile', auth.requireMember, async (c) => {
      const body = await readJsonObject(c, { optional: true });
      const nickName = optionalString(body, 'nickName', NICKNAME_INPUT)?.trim();
      const pushYN = optionalOneOf(body, 'pushYN', YN_VALUES);
      const adYN = optionalOneOf(body, 'adYN', YN_VALUES);
      const now = clock();
      let member = await currentMember(db, c.var.member.memberId);
      if (nickName !== undefined) member = await changeNickname(db, member, nickName, now);
      if (pushYN !== undefined || adYN !== undefined) {
        const adAgreed = adYN === undefined ? member.adAgreed : isY(adYN);
        const [updated] = await db
          .update(members)
          .set({
            pushAgreed: pushYN === undefined ? member.pushAgreed : isY(pushYN),
            adAgreed,
            marketingAgreedAt: marketingAgreedAt(member, { ...member, adAgreed }, now),
          })
          .where(eq(members.id, member.id))
          .returning();
        if (updated) member = updated;
      }
      return c.json({ userInfo: userInfo(member) });
    })
    .put('/v2/user/ad-consent', auth.requireMember, async (c) => {
      const body = await readJsonObject(c);
      const emailAgreed = isY(requiredOneOf(body, 'emailYN', YN_VALUES));
      const smsAgreed = isY(requiredOneOf(body, 'smsYN', YN_VALUES));
      const member = await currentMember(db, c.var.member.memberId);
      const [updated] = await db
        .update(members)
        .set({ emailAgreed, smsAgreed, marketingAgreedAt: marketingAgreedAt(member, { ...member, emailAgreed, smsAgreed }, clock()) })
        .where(eq(members.id, member.id))
        .returning();
      const result = updated ?? member;
      return c.json({ emailYN: yn(result.emailAgreed), smsYN: yn(result.smsAgreed) });
    })
    .put('/v2/user/cellphone', auth.requireMember, async (c) => {
      const body = await readJsonObject(c);
      const cellphone = cellphoneDigits(requiredString(body, 'cellphone', { pattern: CELLPHONE, maxLength: 13 }));
      const member = await currentMember(db, c.var.member.memberId);
      await db.update(members).set({ cellphone }).where(eq(members.id, member.id));
      return c.json({ cellphone: formatCellphone(cellphone) });
    });
}
