import * as v from 'valibot';

/** The answers of src/api/account.ts as both sides read them (issue 26): the server types its answers with them, the app parses with them. */

export const YN = v.picklist(['Y', 'N']);

export const AdConsentSchema = v.object({ emailYN: YN, smsYN: YN });
