import * as v from 'valibot';

/** The answers of src/api/naver.ts as both sides read them (issue 26): the server types its answers with them, the app parses with them. */

/**
 * Naver's profile API (/v1/nid/me, or the reference server's stand-in): which of the four required
 * items the shopper agreed to give. Not the market's API, so not the market's client: no deviceUuid,
 * no toasts, no session ports.
 */
export const NaverMeSchema = v.object({
  resultcode: v.string(),
  response: v.object({
    email: v.nullish(v.string()),
    gender: v.nullish(v.string()),
    birthyear: v.nullish(v.string()),
    mobile: v.nullish(v.string()),
  }),
});
