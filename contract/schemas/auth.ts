import * as v from 'valibot';
import { oneOf, optional, text } from '../input';
import { DEVICE_TYPES } from './app';

/** The answers of src/api/auth.ts as both sides read them (issue 26): the server types its answers with them, the app parses with them. */

export const BanStatusSchema = v.object({ isBanned: v.boolean(), message: v.nullable(v.string()) });

export const TokenPairSchema = v.object({
  accessToken: v.pipe(v.string(), v.minLength(1)),
  refreshToken: v.pipe(v.string(), v.minLength(1)),
  /** ISO 8601 with offset */
  expireDt: v.pipe(v.string(), v.isoTimestamp()),
});

export const ProfileSchema = v.object({
  userInfo: v.object({
    userId: v.union([v.number(), v.string()]),
    nickName: v.nullable(v.string()),
    email: v.nullish(v.string()),
    signUpDt: v.nullish(v.string()),
    pushYN: v.nullish(v.picklist(['Y', 'N'])),
    adYN: v.nullish(v.picklist(['Y', 'N'])),
    isMember: v.optional(v.boolean()),
    isSurveyCompleted: v.boolean(),
    retrySignIn: v.boolean(),
    banStatus: BanStatusSchema,
  }),
});

export const SignInResponseSchema = v.object({
  ...TokenPairSchema.entries,
  banStatus: BanStatusSchema,
  isCafe24Register: v.boolean(),
  isNewMember: v.optional(v.boolean(), false),
});

// --- requests ------------------------------------------------------------------------------------

/** the sign-in channels: 1001 Naver, 1002 Apple */
const CHANNELS = [1001, 1002] as const;

/** POST /api/v2/auth/social/signin-and-up (src/api/auth.ts builds it) */
export const SignInBodySchema = v.object({
  channelType: oneOf(CHANNELS),
  redirectUri: text({ max: 2048 }),
  state: text({ max: 500 }),
  deviceType: oneOf(DEVICE_TYPES),
  /** the name Apple hands over only on the first sign-in */
  name: optional(text({ max: 60 })),
});

/** GET /api/v1/token/jwt/validation: the access token is valid (otherwise an error: 110–112) */
export const TokenValidSchema = v.object({ valid: v.literal(true) });
