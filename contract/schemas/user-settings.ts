import * as v from 'valibot';

/** The answers of src/api/user-settings.ts as both sides read them (issue 26): the server types its answers with them, the app parses with them. */

export const YN = v.picklist(['Y', 'N']);

export const UserSettingsSchema = v.object({
  pushYN: YN,
  adYN: YN,
  emailYN: YN,
  smsYN: YN,
  /** when a marketing consent was last turned on (ISO 8601, KST); null while all three are 'N' */
  marketingAgreedDt: v.nullish(v.string(), null),
});
