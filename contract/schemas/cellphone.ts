import * as v from 'valibot';

/** The answers of src/api/cellphone.ts as both sides read them (issue 26): the server types its answers with them, the app parses with them. */

export const CellphoneSchema = v.object({ cellphone: v.string() });
