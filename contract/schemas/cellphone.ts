import * as v from 'valibot';
import { text } from '../input';
import { CELLPHONE } from '../rules';

/** The answers of src/api/cellphone.ts as both sides read them (issue 26): the server types its answers with them, the app parses with them. */

export const CellphoneSchema = v.object({ cellphone: v.string() });

// --- requests ------------------------------------------------------------------------------------

/** a 010 number, with or without hyphens */
export const CellphoneInput = text({ max: 13, pattern: CELLPHONE });

/** PUT /api/v2/user/cellphone */
export const CellphoneBodySchema = v.object({ cellphone: CellphoneInput });
