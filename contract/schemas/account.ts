import * as v from 'valibot';
import { oneOf } from '../input';

/** The answers of src/api/account.ts as both sides read them (issue 26): the server types its answers with them, the app parses with them. */

export const YN = v.picklist(['Y', 'N']);

export const AdConsentSchema = v.object({ emailYN: YN, smsYN: YN });

// --- requests ------------------------------------------------------------------------------------

export const YN_VALUES = ['Y', 'N'] as const;

/** PUT /api/v2/user/ad-consent */
export const AdConsentBodySchema = v.object({ emailYN: oneOf(YN_VALUES), smsYN: oneOf(YN_VALUES) });
