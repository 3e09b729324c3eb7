// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ActualEnv from '../config/env';

const loadScript = vi.fn<(src: string) => Promise<void>>(() => Promise.resolve());
vi.mock('./script-loader', () => ({ loadScript: (src: string) => loadScript(src) }));
vi.mock('../config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof ActualEnv>();
  return { ...actual, env: { ...actual.env, VITE_GA_ID: 'G-TEST1234' } };
});

const analytics = await import('./analytics');
const { planFor, consentRequiredIn, startAnalytics, setAnalyticsUser, clearAnalyticsUser, answerConsent, onConsentAnswer, resetAnalytics, storedConsent } = analytics;

type Win = typeof globalThis & { dataLayer?: IArguments[]; gtag?: unknown };
/** what gtag queued, as plain arrays */
const queued = () => ((globalThis as Win).dataLayer ?? []).map((entry) => Array.from(entry));

beforeEach(() => {
  resetAnalytics();
  loadScript.mockClear();
  localStorage.clear();
  delete (globalThis as Win).dataLayer;
  delete (globalThis as Win).gtag;
});
afterEach(() => vi.restoreAllMocks());

describe('the consent rule (docs/decisions.md "Issue 25")', () => {
  const base = { configured: true, stored: null, optOutSignal: false, timeZone: 'Asia/Seoul' } as const;

  it.each([
    [{ ...base }, 'on'],
    [{ ...base, configured: false }, 'off'],
    [{ ...base, optOutSignal: true }, 'off'],
    [{ ...base, stored: 'denied' as const }, 'off'],
    [{ ...base, timeZone: 'Europe/Berlin' }, 'ask'],
    [{ ...base, timeZone: 'Europe/London' }, 'ask'],
    [{ ...base, timeZone: 'Atlantic/Canary' }, 'ask'],
    [{ ...base, timeZone: 'Europe/Berlin', stored: 'granted' as const }, 'on'],
    [{ ...base, timeZone: 'Europe/Berlin', stored: 'denied' as const }, 'off'],
    [{ ...base, timeZone: 'Europe/Berlin', stored: 'granted' as const, optOutSignal: true }, 'off'],
    [{ ...base, timeZone: 'America/Los_Angeles' }, 'on'],
  ])('%j → %s', (inputs, plan) => {
    expect(planFor(inputs)).toBe(plan);
  });

  it('asks in the EEA, the UK and Switzerland, not in Europe’s other time zones', () => {
    for (const zone of ['Europe/Paris', 'Europe/Zurich', 'Europe/Dublin', 'Atlantic/Reykjavik', 'Atlantic/Azores']) expect(consentRequiredIn(zone), zone).toBe(true);
    for (const zone of ['Europe/Moscow', 'Europe/Istanbul', 'Asia/Seoul', 'UTC', '']) expect(consentRequiredIn(zone), zone).toBe(false);
  });

  it('keeps the answer and tells whoever waits for it', () => {
    const heard: string[] = [];
    const stop = onConsentAnswer((consent) => heard.push(consent));
    answerConsent('granted');
    stop();
    answerConsent('denied');
    expect(heard).toEqual(['granted']);
    expect(storedConsent()).toBe('denied');
  });
});

describe('gtag', () => {
  it('is queued once with its config (no Google Signals, no ad personalisation), and its script loaded once', () => {
    startAnalytics('f'.repeat(64));
    startAnalytics(null);
    expect(queued()).toEqual([
      ['js', expect.any(Date)],
      ['config', 'G-TEST1234', { allow_google_signals: false, allow_ad_personalization_signals: false, user_id: 'f'.repeat(64) }],
    ]);
    expect(loadScript).toHaveBeenCalledTimes(1);
    expect(loadScript).toHaveBeenCalledWith('https://www.googletagmanager.com/gtag/js?id=G-TEST1234');
  });

  it('sets the member’s user id, and clears it to null at logout', () => {
    setAnalyticsUser('before start');
    expect(queued()).toEqual([]);
    startAnalytics(null);
    setAnalyticsUser('a'.repeat(64));
    clearAnalyticsUser();
    expect(queued().slice(2)).toEqual([
      ['set', { user_id: 'a'.repeat(64) }],
      ['set', { user_id: null }],
    ]);
  });

  it('a blocked script breaks nothing', async () => {
    loadScript.mockRejectedValueOnce(new Error('blocked'));
    expect(() => startAnalytics(null)).not.toThrow();
    await Promise.resolve();
    expect(queued()).toHaveLength(2);
  });
});
