import * as v from 'valibot';

/** The answers of src/api/app.ts as both sides read them (issue 26): the server types its answers with them, the app parses with them. */

export const YN = v.picklist(['Y', 'N']);

/** SPEC.md §3 App profile: appInfo, userInfo, systemInspectionInfo. */
export const AppProfileSchema = v.object({
  appInfo: v.object({
    androidMinVersion: v.string(),
    iOSMinVersion: v.string(),
    webVersion: v.string(),
  }),
  /** the member behind the token, null for a visitor */
  userInfo: v.nullable(
    v.object({
      userId: v.number(),
      nickName: v.string(),
      pushYN: YN,
      adYN: YN,
    }),
  ),
  systemInspectionInfo: v.object({
    isProgress: v.boolean(),
    message: v.nullish(v.string()),
    startDt: v.nullish(v.string()),
    endDt: v.nullish(v.string()),
  }),
});

export const AppAccessSchema = v.object({ accessDt: v.string(), accessCount: v.number() });

export const AppAdIdSchema = v.object({ adId: v.string() });

export const AppAdConsentSchema = v.object({ adYN: YN });

export const AppPushSchema = v.object({ pushYN: YN });

export const AppUserIdSchema = v.object({ userId: v.number() });

export const AppSettingsSchema = v.object({ pushYN: YN, adYN: YN });

export const AppVersionSchema = v.object({
  appVersion: v.string(),
  os: v.picklist(['android', 'ios']),
  /** the app is older than the minimum version of its platform */
  updateRequired: v.boolean(),
});

/** The catalog's short-link answer (GET /api/v1/display/web/shortlink?code=). */
export const ShortLinkSchema = v.object({ code: v.string(), targetPath: v.string(), title: v.nullish(v.string()) });
