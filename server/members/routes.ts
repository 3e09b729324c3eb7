import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { MemberAuth } from '../auth/middleware';
import type { AppDb } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { type Member, members, nicknameChanges } from '../db/schema';
import { ApiError, ErrorCode } from '../errors';
import type { Clock } from '../time';
import { jsonBody, query } from '../validation';
import {
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
import { AdConsentBodySchema, type AdConsentSchema } from '../../contract/schemas/account';
import type { ProfileSchema } from '../../contract/schemas/auth';
import { CellphoneBodySchema, type CellphoneSchema } from '../../contract/schemas/cellphone';
import { NicknameBodySchema, type NicknameSchema, NicknameValidationQuerySchema, type NicknameValidSchema } from '../../contract/schemas/nickname';
import type { Wire } from '../../contract/schemas/page';
import { AccountEmailQuerySchema, type AccountEmailSchema } from '../../contract/schemas/user-email';
import { type ProfileAnswerSchema, ProfileBodySchema } from '../../contract/schemas/user-profile';
import type { UserSettingsSchema } from '../../contract/schemas/user-settings';

const isY = (value: YN) => value === 'Y';

/**
 * Changes the nickname (code 12 when it cannot be used, 87 over the change limit) and records the
 * change. The same nickname again changes nothing and is not counted.
 *
 * Check and change are one step for every instance (issue 27): the member's row is locked first, so
 * concurrent changes of one member (from any instance) count the changes one after the other and
 * never pass the limit together; a nickname taken by another member in between is caught by the
 * unique index (members_nick_name_idx).
 */
async function changeNickname(db: AppDb, member: Member, nickName: string, now: Date): Promise<Member> {
  if (nickName === member.nickName) return member;
  await assertNicknameUsable(db, nickName, member.id);
  try {
    return await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(members).where(eq(members.id, member.id)).for('no key update');
      if (locked === undefined || locked.withdrawnAt !== null) throw new ApiError(ErrorCode.NullOrEmptyToken);
      if (nickName === locked.nickName) return locked;
      await assertNicknameChangeAllowed(tx, member.id, now);
      const [updated] = await tx.update(members).set({ nickName }).where(eq(members.id, member.id)).returning();
      await tx.insert(nicknameChanges).values({ memberId: member.id, nickName, changedAt: now });
      if (updated === undefined) throw new ApiError(ErrorCode.NullOrEmptyToken);
      return updated;
    });
  } catch (error) {
    // taken by another member between the check and the update
    if (isUniqueViolation(error, 'members_nick_name_idx')) throw new ApiError(ErrorCode.NotMatched, { message: NICKNAME_TAKEN_MESSAGE, cause: error });
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
      const nickName = query(c, NicknameValidationQuerySchema).nickName;
      const member = c.var.member;
      await assertNicknameUsable(db, nickName, member?.memberId);
      return c.json({ valid: true } as const satisfies Wire<typeof NicknameValidSchema>);
    })
    .put('/v1/user/nick-name', auth.requireMember, async (c) => {
      const { nickName } = await jsonBody(c, NicknameBodySchema);
      const member = await currentMember(db, c.var.member.memberId);
      const updated = await changeNickname(db, member, nickName, clock());
      return c.json({ nickName: updated.nickName ?? nickName } satisfies Wire<typeof NicknameSchema>);
    })
    .get('/v1/user/email', async (c) => {
      const cellphone = query(c, AccountEmailQuerySchema).cellphone;
      const [found] = await db
        .select({ email: members.email })
        .from(members)
        .where(and(eq(members.cellphone, cellphoneDigits(cellphone)), isNull(members.withdrawnAt), isNotNull(members.email)))
        .orderBy(sql`${members.lastSignInAt} desc nulls last`, desc(members.id))
        .limit(1);
      if (found?.email == null) {
        throw new ApiError(ErrorCode.NoData, { message: '입력한 휴대전화번호로 가입한 계정을 찾지 못했어요.' });
      }
      return c.json({ email: maskEmail(found.email) } satisfies Wire<typeof AccountEmailSchema>);
    })
    .get('/v1/user/settings', auth.requireMember, async (c) => {
      return c.json(userSettings(await currentMember(db, c.var.member.memberId)) satisfies Wire<typeof UserSettingsSchema>);
    })
    .get('/v2/user/profile', auth.requireMember, async (c) => {
      return c.json({ userInfo: userInfo(await currentMember(db, c.var.member.memberId)) } satisfies Wire<typeof ProfileSchema>);
    })
    .put('/v2/user/profile', auth.requireMember, async (c) => {
      const { nickName, pushYN, adYN } = await jsonBody(c, ProfileBodySchema, { optional: true });
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
      return c.json({ userInfo: userInfo(member) } satisfies Wire<typeof ProfileAnswerSchema>);
    })
    .put('/v2/user/ad-consent', auth.requireMember, async (c) => {
      const body = await jsonBody(c, AdConsentBodySchema);
      const emailAgreed = isY(body.emailYN);
      const smsAgreed = isY(body.smsYN);
      const member = await currentMember(db, c.var.member.memberId);
      const [updated] = await db
        .update(members)
        .set({ emailAgreed, smsAgreed, marketingAgreedAt: marketingAgreedAt(member, { ...member, emailAgreed, smsAgreed }, clock()) })
        .where(eq(members.id, member.id))
        .returning();
      const result = updated ?? member;
      return c.json({ emailYN: yn(result.emailAgreed), smsYN: yn(result.smsAgreed) } satisfies Wire<typeof AdConsentSchema>);
    })
    .put('/v2/user/cellphone', auth.requireMember, async (c) => {
      const cellphone = cellphoneDigits((await jsonBody(c, CellphoneBodySchema)).cellphone);
      const member = await currentMember(db, c.var.member.memberId);
      await db.update(members).set({ cellphone }).where(eq(members.id, member.id));
      return c.json({ cellphone: formatCellphone(cellphone) } satisfies Wire<typeof CellphoneSchema>);
    });
}
