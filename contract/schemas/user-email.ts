import * as v from 'valibot';

/** The answers of src/api/user-email.ts as both sides read them (issue 26): the server types its answers with them, the app parses with them. */

export const AccountEmailSchema = v.object({ email: v.pipe(v.string(), v.maxLength(320)) });
