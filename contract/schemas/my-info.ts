import * as v from 'valibot';

/** The answers of src/api/my-info.ts as both sides read them (issue 26): the server types its answers with them, the app parses with them. */

export const MyInfoSchema = v.object({
  /** the member's id (docs/api.md); absent in the app's fallback from the profile */
  userId: v.optional(v.number()),
  nickName: v.string(),
  /** masked by the server ('ma***@naver.com'); null when the provider never gave one */
  email: v.nullish(v.string(), null),
  /** masked by the server ('010-****-5678'); null when there is none */
  cellphone: v.nullish(v.string(), null),
  signUpDt: v.nullish(v.string(), null),
  /** 'naver' or 'apple' */
  socialLoginPlatform: v.nullish(v.string(), null),
});
