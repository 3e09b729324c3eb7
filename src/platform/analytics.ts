import { env } from '../config/env';
import { loadScript } from './script-loader';
import { local, localKeys } from './storage';

/**
 * Google Analytics 4 through gtag (issue 25): nothing at all unless VITE_GA_ID is set, and never
 * before consent where the law asks for it (docs/decisions.md "Issue 25", "Analytics and consent"):
 *
 * - a browser that sends Global Privacy Control (`navigator.globalPrivacyControl`) has opted out:
 *   no analytics, no question;
 * - a browser whose time zone is in the EEA, the UK or Switzerland is asked first (GDPR and the
 *   ePrivacy rules want consent before analytics cookies): until it answers '동의', no gtag loads;
 * - everyone else (the Korean shoppers the product serves; PIPA and the Network Act ask for notice
 *   in the privacy policy, not prior consent, for usage statistics) gets page statistics at once,
 *   with Google Signals and ad personalisation off;
 * - an answer is kept on the device (localStorage analyticsConsent) and holds from then on.
 *
 * The member's user id is SPEC.md §5's hash of their email (the stored userToken), set after sign-in
 * and cleared (null) at logout, as Google's User-ID guide asks. Page views of the app's screens come
 * from GA4's enhanced measurement (browser history changes), which is on for new web streams.
 */

export const ANALYTICS_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';

export type AnalyticsConsent = 'granted' | 'denied';
/** off: nothing; ask: wait for the shopper's answer; on: load and measure */
export type AnalyticsPlan = 'off' | 'ask' | 'on';

/** Time zones of the EEA, the UK and Switzerland outside `Europe/…` (Canaries, Madeira, Azores, Iceland, Faroe, Svalbard). */
const CONSENT_TIME_ZONES = new Set(['Atlantic/Canary', 'Atlantic/Madeira', 'Atlantic/Azores', 'Atlantic/Reykjavik', 'Atlantic/Faroe', 'Arctic/Longyearbyen']);
/** `Europe/…` zones outside the EEA, the UK and Switzerland */
const NO_CONSENT_EUROPE = new Set(['Europe/Moscow', 'Europe/Kaliningrad', 'Europe/Samara', 'Europe/Volgograd', 'Europe/Saratov', 'Europe/Ulyanovsk', 'Europe/Astrakhan', 'Europe/Kirov', 'Europe/Minsk', 'Europe/Istanbul', 'Europe/Kiev', 'Europe/Kyiv', 'Europe/Chisinau', 'Europe/Simferopol', 'Europe/Belgrade', 'Europe/Sarajevo', 'Europe/Skopje', 'Europe/Podgorica', 'Europe/Tirane']);

/** Whether the law of the shopper's place asks for consent before analytics, told by the browser's time zone. */
export function consentRequiredIn(timeZone: string): boolean {
  if (CONSENT_TIME_ZONES.has(timeZone)) return true;
  return timeZone.startsWith('Europe/') && !NO_CONSENT_EUROPE.has(timeZone);
}

export function analyticsConfigured(): boolean {
  return env.VITE_GA_ID !== '';
}

export function storedConsent(): AnalyticsConsent | null {
  const value = local.get(localKeys.analyticsConsent);
  return value === 'granted' || value === 'denied' ? value : null;
}

export interface PlanInputs {
  configured: boolean;
  stored: AnalyticsConsent | null;
  /** Global Privacy Control */
  optOutSignal: boolean;
  timeZone: string;
}

/** The consent rule, as a pure function. */
export function planFor({ configured, stored, optOutSignal, timeZone }: PlanInputs): AnalyticsPlan {
  if (!configured || optOutSignal || stored === 'denied') return 'off';
  if (stored === 'granted') return 'on';
  return consentRequiredIn(timeZone) ? 'ask' : 'on';
}

function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  } catch {
    return '';
  }
}

/** This browser's plan. Call from effects and start-up code, never while rendering. */
export function analyticsPlan(): AnalyticsPlan {
  if (!analyticsConfigured()) return 'off';
  const nav = globalThis.navigator as (Navigator & { globalPrivacyControl?: boolean }) | undefined;
  return planFor({ configured: true, stored: storedConsent(), optOutSignal: nav?.globalPrivacyControl === true, timeZone: browserTimeZone() });
}

const consentListeners = new Set<(consent: AnalyticsConsent) => void>();

/** The shopper answered the question: kept, and told to whoever waits for it (src/app/analytics.ts). */
export function answerConsent(consent: AnalyticsConsent): void {
  local.set(localKeys.analyticsConsent, consent);
  for (const listener of [...consentListeners]) listener(consent);
}

export function onConsentAnswer(listener: (consent: AnalyticsConsent) => void): () => void {
  consentListeners.add(listener);
  return () => consentListeners.delete(listener);
}

type Gtag = (...args: unknown[]) => void;
type AnalyticsWindow = { dataLayer?: unknown[]; gtag?: Gtag };

let started = false;

/**
 * Installs gtag (the queue Google's script reads) and loads the script once, with the member's user
 * id when known. Safe to call again: later calls do nothing.
 */
export function startAnalytics(userId: string | null): void {
  if (started || !analyticsConfigured()) return;
  started = true;
  const w = globalThis as unknown as AnalyticsWindow;
  const dataLayer = (w.dataLayer ??= []);
  // gtag.js reads `arguments` objects from the queue, not arrays
  w.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  w.gtag('js', new Date());
  w.gtag('config', env.VITE_GA_ID, {
    allow_google_signals: false,
    allow_ad_personalization_signals: false,
    ...(userId === null ? {} : { user_id: userId }),
  });
  void loadScript(`${ANALYTICS_SCRIPT_URL}?id=${encodeURIComponent(env.VITE_GA_ID)}`).catch(() => {
    // blocked or offline: the queue stays on the page, nothing breaks
  });
}

export function analyticsStarted(): boolean {
  return started;
}

/** The member's user id for the hits that follow (Google: gtag('set') after the page's config). */
export function setAnalyticsUser(userId: string): void {
  if (started) (globalThis as unknown as AnalyticsWindow).gtag?.('set', { user_id: userId });
}

/** SPEC.md §4 Logout: the analytics user is cleared (Google: user_id null after a sign-out). */
export function clearAnalyticsUser(): void {
  if (started) (globalThis as unknown as AnalyticsWindow).gtag?.('set', { user_id: null });
}

/** Tests: forget that gtag was started. */
export function resetAnalytics(): void {
  started = false;
}
