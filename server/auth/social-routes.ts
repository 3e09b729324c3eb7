import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { withdrawalFailureFor } from '../app-calls/settings';
import type { AppDb } from '../db/client';
import { members } from '../db/schema';
import { ApiError, ErrorCode } from '../errors';
import { banStatus } from '../members/members';
import { header, jsonBody, optional, text } from '../validation';
import { SignInBodySchema } from '../../contract/schemas/auth';
import { WithdrawalBodySchema } from '../../contract/schemas/withdrawal';
import type { EmptyAnswerSchema, Wire } from '../../contract/schemas/page';
import type { MemberAuth } from './middleware';
import { signInOrUp } from './sign-in';
import { CHANNEL_TYPES, type SocialTokenVerifier } from './social-identity';
import type { TokenService } from './tokens';
import type { SignInResponseSchema } from '../../contract/schemas/auth';


const LOGIN_FAILED = {
  naver: '네이버 로그인 정보를 확인하지 못했어요. 다시 로그인해 주세요.',
  apple: 'Apple 로그인 정보를 확인하지 못했어요. 다시 로그인해 주세요.',
} as const;

/** POST /signin-and-up and DELETE /withdrawal, mounted at /api/v2/auth/social. */
export function socialAuthRoutes(db: AppDb, tokens: TokenService, auth: MemberAuth, verify: SocialTokenVerifier): Hono {
  return new Hono()
    .post('/signin-and-up', async (c) => {
      const socialToken = header(c, 'socialToken', text({ max: 4096 }));
      const deviceUuid = header(c, 'deviceUuid', optional(text({ max: 100 })));
      const clickKey = header(c, 'click-key', optional(text({ max: 200 })));
      const { channelType, deviceType, name } = await jsonBody(c, SignInBodySchema);

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
      } satisfies Wire<typeof SignInResponseSchema>);
    })
    .delete('/withdrawal', auth.requireMember, async (c) => {
      const reason = (await jsonBody(c, WithdrawalBodySchema, { optional: true })).reason ?? null;
      const { memberId } = c.var.member;
      // the shop's side of the withdrawal failed (operator switch): nothing changes here
      if (await withdrawalFailureFor(db, memberId)) throw new ApiError(ErrorCode.CafeWithdrawalFailed);
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
      return c.json({} satisfies Wire<typeof EmptyAnswerSchema>);
    });
}
