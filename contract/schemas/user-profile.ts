import * as v from 'valibot';
import { oneOf, optional } from '../input';
import { YN_VALUES } from './account';
import { NicknameInput } from './nickname';

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

// --- requests ------------------------------------------------------------------------------------

/** PUT /api/v2/user/profile: any of the three */
export const ProfileBodySchema = v.object({ nickName: optional(NicknameInput), pushYN: optional(oneOf(YN_VALUES)), adYN: optional(oneOf(YN_VALUES)) });
