import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as v from 'valibot';
import type { AppProfileSummary } from '../../machines/maintenance/maintenance.types';
import { request } from './client';
import type { YN } from '../../contract/schemas/app';
import { AppAccessSchema, AppAdConsentSchema, AppAdIdSchema, AppProfileSchema, AppPushSchema, AppSettingsSchema, AppUserIdSchema, AppVersionSchema, ShortLinkSchema } from '../../contract/schemas/app';
import type { AppAccessBodySchema, AppAdBodySchema, AppAdIdBodySchema, AppPushBodySchema, AppVersionBodySchema } from '../../contract/schemas/app';

export { AppAccessSchema, AppAdConsentSchema, AppAdIdSchema, AppProfileSchema, AppPushSchema, AppSettingsSchema, AppUserIdSchema, AppVersionSchema, ShortLinkSchema };

/**
 * The app calls of SPEC.md §7 ("All require header deviceUuid": the client sends it on every call)
 * and the short-link lookup the /link/:code redirector needs. docs/api.md "App calls" documents each.
 */

export type YN = v.InferOutput<typeof YN>;

export type AppProfile = v.InferOutput<typeof AppProfileSchema>;

export const APP_PROFILE_PATH = '/api/v2/app/profile';

export function fetchAppProfile(): Promise<AppProfile> {
  return request(AppProfileSchema, APP_PROFILE_PATH);
}

/** What the maintenance and web-version machines read from the profile (their AppProfileSummary). */
export function appProfileSummary(profile: AppProfile): AppProfileSummary {
  const { isProgress, message, startDt, endDt } = profile.systemInspectionInfo;
  return {
    inspectionInProgress: isProgress,
    webVersion: profile.appInfo.webVersion || null,
    inspection: isProgress ? { message: message?.trim() || null, startDt: startDt ?? null, endDt: endDt ?? null } : null,
  };
}

/** For screens that show the inspection notice; the maintenance machine does the polling. */
export const appProfileQueryOptions = () => queryOptions({ queryKey: ['app', 'profile'], queryFn: fetchAppProfile });

export function useAppProfile() {
  return useQuery(appProfileQueryOptions());
}

/** POST /api/v1/app/access: the web view was opened (once per app start). */
export function recordAppAccess(body: { deviceType: number; appVersion?: string; os?: 'android' | 'ios' }) {
  return request(AppAccessSchema, '/api/v1/app/access', { method: 'POST', body: body satisfies v.InferInput<typeof AppAccessBodySchema> });
}

/** PUT /api/v1/app/ad/id: the device's advertising id. */
export function putAppAdId(adId: string) {
  return request(AppAdIdSchema, '/api/v1/app/ad/id', { method: 'PUT', body: { adId } satisfies v.InferInput<typeof AppAdIdBodySchema> });
}

/** PUT /api/v1/app/ad: the device's advertising consent (adYN). */
export function putAppAdConsent(adYN: YN) {
  return request(AppAdConsentSchema, '/api/v1/app/ad', { method: 'PUT', body: { adYN } satisfies v.InferInput<typeof AppAdBodySchema> });
}

/** PUT /api/v1/app/push: the device's push setting (SPEC.md §4: 'Y' when the device reports true). */
export function putAppPush(pushYN: YN) {
  return request(AppPushSchema, '/api/v1/app/push', { method: 'PUT', body: { pushYN } satisfies v.InferInput<typeof AppPushBodySchema> });
}

export type AppSettings = v.InferOutput<typeof AppSettingsSchema>;

/** GET /api/v1/app/settings: this device's push and advertising settings. */
export function fetchAppSettings(): Promise<AppSettings> {
  return request(AppSettingsSchema, '/api/v1/app/settings');
}

export const appSettingsQueryOptions = () => queryOptions({ queryKey: ['app', 'settings'], queryFn: fetchAppSettings });

export function useAppSettings() {
  return useQuery(appSettingsQueryOptions());
}

/** PUT /api/v1/app/user/id: ties this device to the signed-in member (member call). */
export function putAppUserId() {
  return request(AppUserIdSchema, '/api/v1/app/user/id', { method: 'PUT', body: {} });
}

/** PUT /api/v1/app/version: the native app's version. */
export function putAppVersion(body: { appVersion: string; os: 'android' | 'ios' }) {
  return request(AppVersionSchema, '/api/v1/app/version', { method: 'PUT', body: body satisfies v.InferInput<typeof AppVersionBodySchema> });
}

export const SHORT_LINK_PATH = '/api/v1/display/web/shortlink';

/**
 * Where a short link leads, as the short-link machine takes it ({ code, url }); code 8 when there is
 * none. Whether to follow `url` is the machine's decision (src/platform/link-policy.ts).
 */
export async function resolveShortLink(code: string): Promise<{ code: string; url: string }> {
  const link = await request(ShortLinkSchema, SHORT_LINK_PATH, { query: { code } });
  return { code: link.code, url: link.targetPath };
}
