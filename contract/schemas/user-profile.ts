import * as v from 'valibot';

/** The answers of src/api/user-profile.ts as both sides read them (issue 26): the server types its answers with them, the app parses with them. */

export const YN = v.picklist(['Y', 'N']);

export const ProfileAnswerSchema = v.object({
  userInfo: v.object({
    nickName: v.nullable(v.string()),
    email: v.nullish(v.string()),
    signUpDt: v.nullish(v.string()),
    pushYN: v.nullish(YN),
    adYN: v.nullish(YN),
  }),
});
