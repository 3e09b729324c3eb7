import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { request } from './client';

/** GET /api/v1/user/settings (member): notification and marketing consents (docs/api.md). */

export const USER_SETTINGS_PATH = '/api/v1/user/settings';

const YN = v.picklist(['Y', 'N']);

export const UserSettingsSchema = v.object({
  pushYN: YN,
  adYN: YN,
  emailYN: YN,
  smsYN: YN,
  /** when a marketing consent was last turned on (ISO 8601, KST); null while all three are 'N' */
  marketingAgreedDt: v.nullish(v.string(), null),
});
export type UserSettings = v.InferOutput<typeof UserSettingsSchema>;

export function fetchUserSettings(): Promise<UserSettings> {
  return request(UserSettingsSchema, USER_SETTINGS_PATH);
}

export const userSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'settings'], queryFn: fetchUserSettings, retryOnMount: false });

export function useUserSettings() {
  return useQuery(userSettingsQueryOptions());
}
