import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDb } from '../db/client';
import { members } from '../db/schema';
import { ApiError, ErrorCode } from '../errors';
import { banStatus } from '../members/members';
import { optionalHeader, optionalString, readJsonObject, requiredHeader, requiredOneOf, requiredString } from '../request';
import type { MemberAuth } from './middleware';
import { signInOrUp } from './sign-in';
import { CHANNEL_TYPES, type SocialTokenVerifier } from './social-identity';
import type { TokenService } from './tokens';

/** SPEC.md §1: 1001 otherwise, 1002 a normal browser, 1003 the app */
const DEVICE_TYPES = [1001, 1002, 1003] as const;
const CHANNELS = [1001, 1002] as const;

const LOGIN_FAILED = {
  naver: '네이버 로그인 정보를 확인하지 못했어요. 다시 로그인해 주세요.',
  apple: 'Apple 로그인 정보를 확인하지 못했어요. 다시 로그인해 주세요.',
} as const;

/** POST /signin-and-up and DELETE /withdrawal, mounted at /api/v2/auth/social. */
export function socialAuthRoutes(db: AppDb, tokens: TokenService, auth: MemberAuth, verify: SocialTokenVerifier): Hono {
  return new Hono()
    .post('/signin-and-up', async (c) => {
      const socialToken = requiredHeader(c, 'socialToken', { maxLength: 4096 });
      const deviceUuid = optionalHeader(c, 'deviceUuid', { maxLength: 100 });
      const clickKey = optionalHeader(c, 'click-key', { maxLength: 200 });
      const body = await readJsonObject(c);
      const channelType = requiredOneOf(body, 'channelType', CHANNELS);
      requiredString(body, 'redirectUri', { maxLength: 2048 });
      requiredString(body, 'state', { maxLength: 500 });
      const deviceType = requiredOneOf(body, 'deviceType', DEVICE_TYPES);
      const name = optionalString(body, 'name', { maxLength: 60 });

      const provider = CHANNEL_TYPES[channelType];
      const identity = await verify(provider, socialToken.replace(/^Bearer\s+/i, ''));
      if (identity === undefined || identity.provider !== provider) {
        throw new ApiError(provider === 'naver' ? ErrorCode.NaverLoginError : ErrorCode.AppleLoginError, {
          message: LOGIN_FAILED[provider],
        });
      }
      const { member, isNewMember } = await signInOrUp(
        db,
        identity,
        { channelType, deviceType, deviceUuid, clickKey, name },
        tokens.clock(),
      );
      const pair = await tokens.issueForSignIn(member.id, deviceUuid);
      return c.json({
        ...pair,
        banStatus: banStatus(member),
        isCafe24Register: member.shopRegistered,
        isNewMember,
      });
    })
    .delete('/withdrawal', auth.requireMember, async (c) => {
      const body = await readJsonObject(c, { optional: true });
      const reason = optionalString(body, 'reason', { maxLength: 500 })?.trim() || null;
      const { memberId } = c.var.member;
      await db.transaction(async (tx) => {
        await tx
          .update(members)
          .set({
            providerUserId: `withdrawn-${memberId}`,
            email: null,
            name: null,
            nickName: null,
            gender: null,
            birthYear: null,
            cellphone: null,
            pushAgreed: false,
            adAgreed: false,
            emailAgreed: false,
            smsAgreed: false,
            marketingAgreedAt: null,
            withdrawnAt: tokens.clock(),
            withdrawalReason: reason,
          })
          .where(eq(members.id, memberId));
        await tokens.revokeAllOfMember(memberId, 'withdrawal', tx);
      });
      return c.json({});
    });
}
