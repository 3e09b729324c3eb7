import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as v from 'valibot';
import { request } from './client';
import { UserSettingsSchema } from '../../contract/schemas/user-settings';

export { UserSettingsSchema };

/** GET /api/v1/user/settings (member): notification and marketing consents (docs/api.md). */

export const USER_SETTINGS_PATH = '/api/v1/user/settings';

export type UserSettings = v.InferOutput<typeof UserSettingsSchema>;

export function fetchUserSettings(): Promise<UserSettings> {
  return request(UserSettingsSchema, USER_SETTINGS_PATH);
}

export const userSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'settings'], queryFn: fetchUserSettings, retryOnMount: false });

export function useUserSettings() {
  return useQuery(userSettingsQueryOptions());
}
