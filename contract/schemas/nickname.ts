import * as v from 'valibot';

/** The answers of src/api/nickname.ts as both sides read them (issue 26): the server types its answers with them, the app parses with them. */

export const NicknameValidSchema = v.object({ valid: v.literal(true) });

export const NicknameSchema = v.object({ nickName: v.string() });
