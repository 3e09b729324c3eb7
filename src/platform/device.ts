import { env } from '../config/env';

/** Device types of SPEC.md §1 and §9. */
export const DeviceType = {
  /** in-app browsers and anything unrecognised */
  Other: 1001,
  /** a normal, stand-alone browser */
  Browser: 1002,
  /** the native app's web view (user-agent marker) */
  App: 1003,
} as const;
export type DeviceType = (typeof DeviceType)[keyof typeof DeviceType];

/** In-app browsers of messengers and portals: they are not "normal" browsers (cookies, popups and sign-in differ). */
const inAppBrowser = /KAKAOTALK|NAVER\(inapp|Instagram|FBAN|FBAV|FB_IAB|Line\/|DaumApps|everytimeApp|; wv\)/i;
const normalBrowser = /Chrome\/|CriOS\/|Safari\/|Firefox\/|FxiOS\/|Edg\/|SamsungBrowser\/|Whale\/|OPR\//;

/** Device type from a user-agent string: 1003 app, 1002 normal browser, 1001 otherwise. */
export function detectDeviceType(userAgent: string, marker: string = env.VITE_APP_UA_MARKER): DeviceType {
  if (marker !== '' && userAgent.includes(marker)) return DeviceType.App;
  if (inAppBrowser.test(userAgent)) return DeviceType.Other;
  if (normalBrowser.test(userAgent)) return DeviceType.Browser;
  return DeviceType.Other;
}

export function isMobileUserAgent(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent);
}

/** Mobile Safari outside the web view: logout opens the shop's logout page in the same window there. */
export function isMobileSafari(userAgent: string): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|Whale/.test(userAgent);
}

/** The native app's version and platform, as its user agent says them ('… MarketApp/2.26.2'). */
export interface AppVersionInfo {
  appVersion: string;
  os: 'android' | 'ios';
}

/**
 * The app version after the marker (`<marker>/<version>`) and the platform (Android, or an Apple
 * device); null outside the web view or when either is missing.
 */
export function appVersionOf(userAgent: string, marker: string = env.VITE_APP_UA_MARKER): AppVersionInfo | null {
  if (marker === '') return null;
  const escaped = marker.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const version = new RegExp(`${escaped}/(\\d{1,4}(?:\\.\\d{1,4}){0,3})`).exec(userAgent)?.[1];
  if (version === undefined) return null;
  if (/Android/i.test(userAgent)) return { appVersion: version, os: 'android' };
  if (/iPhone|iPad|iPod|Macintosh/.test(userAgent)) return { appVersion: version, os: 'ios' };
  return null;
}

function userAgent(): string {
  return globalThis.navigator?.userAgent ?? '';
}

export const device = {
  type: (): DeviceType => detectDeviceType(userAgent()),
  isApp: (): boolean => detectDeviceType(userAgent()) === DeviceType.App,
  isMobile: (): boolean => isMobileUserAgent(userAgent()),
  isMobileSafari: (): boolean => isMobileSafari(userAgent()),
  appVersion: (): AppVersionInfo | null => appVersionOf(userAgent()),
};
