import * as v from 'valibot';
import { CellphoneInput } from './cellphone';

/** The answers of src/api/user-email.ts as both sides read them (issue 26): the server types its answers with them, the app parses with them. */

export const AccountEmailSchema = v.object({ email: v.pipe(v.string(), v.maxLength(320)) });

// --- requests ------------------------------------------------------------------------------------

/** GET /api/v1/user/email */
export const AccountEmailQuerySchema = v.object({ cellphone: CellphoneInput });
