import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { welcomeNewMember } from '../alarms/alarms';
import type { AppDb } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { type Member, members, prohibitedAccounts, type Provider, signIns } from '../db/schema';
import { ApiError, ErrorCode } from '../errors';
import { generateNickname } from '../members/nickname';
import { kstYear } from '../time';
import type { SocialIdentity } from './social-identity';

/**
 * Social sign-in and sign-up (POST /api/v2/auth/social/signin-and-up): the checks of SPEC.md §5
 * and §8, then the member found by provider + provider user id, or created.
 */

export const PROHIBITED_MESSAGE = '이용이 제한된 계정이라 가입할 수 없어요. 고객센터로 문의해 주세요.';
export const REQUIRED_ITEMS_MESSAGE = '필수 제공 항목에 모두 체크를 하셔야 가입이 완료됩니다.';
export const UNDER_AGE_MESSAGE = '14세 미만 회원은 보호자의 동의 후 가입이 가능합니다. 자세한 문의는 고객센터로 연락주세요.';
/** SPEC.md §5 and §9: the birth year must be below the current year minus this */
export const MINIMUM_AGE_YEARS = 15;

export interface SignInDetails {
  readonly channelType: number;
  readonly deviceType: number;
  readonly deviceUuid: string | undefined;
  readonly clickKey: string | undefined;
  /** the name the app sends for Apple (Apple tells it on the first authorisation only) */
  readonly name: string | undefined;
}

export interface SignInOutcome {
  readonly member: Member;
  readonly isNewMember: boolean;
}

const prohibitedCode = (provider: Provider) =>
  provider === 'naver' ? ErrorCode.SignupProhibited : ErrorCode.SignupProhibitedApple;

async function isProhibited(db: AppDb, identity: SocialIdentity, name: string | undefined): Promise<boolean> {
  const matches = [
    identity.email === undefined ? undefined : sql`lower(${prohibitedAccounts.email}) = lower(${identity.email})`,
    name === undefined ? undefined : eq(prohibitedAccounts.name, name),
  ].filter((condition) => condition !== undefined);
  if (matches.length === 0) return false;
  const [row] = await db
    .select({ id: prohibitedAccounts.id })
    .from(prohibitedAccounts)
    .where(and(eq(prohibitedAccounts.provider, identity.provider), or(...matches)))
    .limit(1);
  return row !== undefined;
}

/**
 * Refuses what may not sign in: a prohibited account (83 Naver / 84 Apple), a Naver sign-in
 * without all four required items (10), a person under the minimum age (83, SPEC.md §5's text).
 */
async function assertMaySignIn(db: AppDb, identity: SocialIdentity, name: string | undefined, now: Date): Promise<void> {
  if (await isProhibited(db, identity, name)) {
    throw new ApiError(prohibitedCode(identity.provider), { message: PROHIBITED_MESSAGE });
  }
  if (identity.missingItems.length > 0) {
    throw new ApiError(ErrorCode.MissingRequiredValue, {
      message: `${REQUIRED_ITEMS_MESSAGE} (빠진 항목: ${identity.missingItems.join(', ')})`,
    });
  }
  if (identity.birthYear !== undefined && identity.birthYear >= kstYear(now) - MINIMUM_AGE_YEARS) {
    throw new ApiError(prohibitedCode(identity.provider), { message: UNDER_AGE_MESSAGE });
  }
}

const NICKNAME_ATTEMPTS = 8;

async function createMember(db: AppDb, identity: SocialIdentity, name: string | undefined, now: Date): Promise<Member | undefined> {
  for (let attempt = 0; attempt < NICKNAME_ATTEMPTS; attempt++) {
    try {
      // a savepoint of its own: a taken nickname undoes this insert only, not the sign-in's transaction
      const [created] = await db.transaction((savepoint) =>
        savepoint
          .insert(members)
          .values({
            provider: identity.provider,
            providerUserId: identity.providerUserId,
            email: identity.email ?? null,
            name: name ?? null,
            nickName: generateNickname(),
            gender: identity.gender ?? null,
            birthYear: identity.birthYear ?? null,
            cellphone: identity.cellphone ?? null,
            signedUpAt: now,
            lastSignInAt: now,
          })
          .onConflictDoNothing({ target: [members.provider, members.providerUserId] })
          .returning(),
      );
      // undefined: the same person signed up at this very moment in another call
      return created;
    } catch (error) {
      // the generated nickname was taken: draw another
      if (!isUniqueViolation(error, 'members_nick_name_idx')) throw error;
    }
  }
  throw new Error('could not find a free nickname for a new member');
}

export async function signInOrUp(db: AppDb, identity: SocialIdentity, details: SignInDetails, now: Date): Promise<SignInOutcome> {
  const name = (identity.provider === 'apple' ? details.name?.trim() || identity.name : identity.name)?.slice(0, 60);
  await assertMaySignIn(db, identity, name, now);
  // One transaction: a crash never leaves a new member without its sign-in record and welcome
  // (the next sign-in would not be new, so the welcome would never come).
  return db.transaction((tx) => recordSignIn(tx, identity, details, name, now));
}

async function recordSignIn(db: AppDb, identity: SocialIdentity, details: SignInDetails, name: string | undefined, now: Date): Promise<SignInOutcome> {
  const byProvider = and(
    eq(members.provider, identity.provider),
    eq(members.providerUserId, identity.providerUserId),
    isNull(members.withdrawnAt),
  );
  const [existing] = await db.select({ id: members.id }).from(members).where(byProvider).limit(1);
  const created = existing === undefined ? await createMember(db, identity, name, now) : undefined;
  const isNewMember = created !== undefined;

  let member = created;
  if (member === undefined) {
    // a returning member: the provider's values fill what the member does not have yet
    [member] = await db
      .update(members)
      .set({
        lastSignInAt: now,
        retrySignIn: false,
        email: sql`coalesce(${members.email}, ${identity.email ?? null})`,
        name: sql`coalesce(${members.name}, ${name ?? null})`,
        gender: sql`coalesce(${members.gender}, ${identity.gender ?? null})`,
        birthYear: sql`coalesce(${members.birthYear}, ${identity.birthYear ?? null}::smallint)`,
        cellphone: sql`coalesce(${members.cellphone}, ${identity.cellphone ?? null})`,
      })
      .where(byProvider)
      .returning();
  }
  if (member === undefined) throw new Error('member vanished during sign-in');

  await db.insert(signIns).values({
    memberId: member.id,
    channelType: details.channelType,
    deviceType: details.deviceType,
    deviceUuid: details.deviceUuid ?? null,
    clickKey: details.clickKey ?? null,
    isNewMember,
    signedInAt: now,
  });
  if (isNewMember) await welcomeNewMember(db, member.id, now);
  return { member, isNewMember };
}
