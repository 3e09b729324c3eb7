import * as v from 'valibot';

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
