import * as v from 'valibot';
import { oneOf, optional, text } from '../input';

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

// --- requests (the server validates the bodies with these; src/api/app.ts builds them) ---------

const YN_VALUES = ['Y', 'N'] as const;
export const OS_VALUES = ['android', 'ios'] as const;
/** SPEC.md §1: 1001 otherwise, 1002 a normal browser, 1003 the app */
export const DEVICE_TYPES = [1001, 1002, 1003] as const;
const VERSION = /^\d{1,4}(\.\d{1,4}){0,3}$/;
const versionText = text({ max: 32, pattern: VERSION });

/** POST /api/v1/app/access */
export const AppAccessBodySchema = v.object({ deviceType: optional(oneOf(DEVICE_TYPES)), os: optional(oneOf(OS_VALUES)), appVersion: optional(versionText) });
/** PUT /api/v1/app/ad/id: the advertising id of the device (an IDFA / AAID, or what the app sends instead) */
export const AppAdIdBodySchema = v.object({ adId: text({ max: 100 }) });
/** PUT /api/v1/app/ad */
export const AppAdBodySchema = v.object({ adYN: oneOf(YN_VALUES) });
/** PUT /api/v1/app/push */
export const AppPushBodySchema = v.object({ pushYN: oneOf(YN_VALUES) });
/** PUT /api/v1/app/version */
export const AppVersionBodySchema = v.object({ appVersion: versionText, os: oneOf(OS_VALUES) });
