import { and, eq, isNull } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { type Member, members } from '../db/schema';
import { ApiError, ErrorCode } from '../errors';
import { toKstIso } from '../time';
import type { Wire } from '../../contract/schemas/page';
import type { BanStatusSchema } from '../../contract/schemas/auth';
import type { UserSettingsSchema } from '../../contract/schemas/user-settings';

/** The shapes the user calls answer, made from a member row. */

export type YN = 'Y' | 'N';

export type BanStatus = Wire<typeof BanStatusSchema>;

export interface UserInfo {
  readonly userId: number;
  readonly nickName: string;
  readonly email: string | null;
  /** ISO 8601 in KST */
  readonly signUpDt: string;
  readonly pushYN: YN;
  readonly adYN: YN;
  readonly isMember: true;
  readonly isSurveyCompleted: boolean;
  readonly retrySignIn: boolean;
  readonly banStatus: BanStatus;
}

/** marketingAgreedDt: when a marketing consent was last given, ISO 8601 in KST; null while none is given */
export type UserSettings = Wire<typeof UserSettingsSchema>;

export const yn = (value: boolean): YN => (value ? 'Y' : 'N');

export function banStatus(member: Member): BanStatus {
  return { isBanned: member.banMessage !== null, message: member.banMessage };
}

export function userInfo(member: Member): UserInfo {
  return {
    userId: member.id,
    nickName: member.nickName ?? '',
    email: member.email,
    signUpDt: toKstIso(member.signedUpAt),
    pushYN: yn(member.pushAgreed),
    adYN: yn(member.adAgreed),
    isMember: true,
    isSurveyCompleted: member.surveyCompleted,
    retrySignIn: member.retrySignIn,
    banStatus: banStatus(member),
  };
}

export function userSettings(member: Member): UserSettings {
  return {
    pushYN: yn(member.pushAgreed),
    adYN: yn(member.adAgreed),
    emailYN: yn(member.emailAgreed),
    smsYN: yn(member.smsAgreed),
    marketingAgreedDt: member.marketingAgreedAt === null ? null : toKstIso(member.marketingAgreedAt),
  };
}

export async function findActiveMember(db: AppDb, memberId: number): Promise<Member | undefined> {
  const [member] = await db
    .select()
    .from(members)
    .where(and(eq(members.id, memberId), isNull(members.withdrawnAt)))
    .limit(1);
  return member;
}

/** The member of an authenticated call (withdrawal in between answers 110). */
export async function currentMember(db: AppDb, memberId: number): Promise<Member> {
  const member = await findActiveMember(db, memberId);
  if (member === undefined) throw new ApiError(ErrorCode.NullOrEmptyToken);
  return member;
}

/**
 * When marketing consent was given: now when any of the three marketing flags turns on, null when
 * all are off, else unchanged.
 */
export function marketingAgreedAt(
  before: Pick<Member, 'adAgreed' | 'emailAgreed' | 'smsAgreed' | 'marketingAgreedAt'>,
  after: Pick<Member, 'adAgreed' | 'emailAgreed' | 'smsAgreed'>,
  now: Date,
): Date | null {
  if (!after.adAgreed && !after.emailAgreed && !after.smsAgreed) return null;
  const turnedOn =
    (after.adAgreed && !before.adAgreed) || (after.emailAgreed && !before.emailAgreed) || (after.smsAgreed && !before.smsAgreed);
  return turnedOn ? now : before.marketingAgreedAt;
}

/** '01012345678' → '010-1234-5678' */
export function formatCellphone(digits: string): string {
  return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
}

/** 'manager@naver.com' → 'ma***@naver.com' (one letter shown when the name part is that short). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const local = email.slice(0, at);
  const shown = local.length <= 2 ? local.slice(0, 1) : local.slice(0, 2);
  return `${shown}***${email.slice(at)}`;
}
