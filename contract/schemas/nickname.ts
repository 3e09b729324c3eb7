import * as v from 'valibot';
import { text } from '../input';

/** The answers of src/api/nickname.ts as both sides read them (issue 26): the server types its answers with them, the app parses with them. */

export const NicknameValidSchema = v.object({ valid: v.literal(true) });

export const NicknameSchema = v.object({ nickName: v.string() });

// --- requests ------------------------------------------------------------------------------------

/** A nickname as sent: generous (the nickname rules, contract/rules.ts, answer 12 with the reason); only absurd input is 13. */
export const NicknameInput = text({ max: 40 });

/** PUT /api/v1/user/nick-name */
export const NicknameBodySchema = v.object({ nickName: NicknameInput });
/** GET /api/v1/user/nick-name/validation */
export const NicknameValidationQuerySchema = v.object({ nickName: NicknameInput });
