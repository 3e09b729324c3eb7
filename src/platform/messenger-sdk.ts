import { env } from '../config/env';
import { loadScript } from './script-loader';

/**
 * The Korean messenger's (Kakao) JavaScript SDK, loaded on demand (issue 25): only when an app key
 * is configured (VITE_KAKAO_JS_KEY), from VITE_KAKAO_SDK_URL (the official host
 * t1.kakaocdn.net by default, which the Content-Security-Policy then allows, and no other), when a
 * share sheet opens. Without a key the share sheet offers no messenger share at all.
 */

/** The few parts of window.Kakao the app uses. */
export interface MessengerSdk {
  init: (appKey: string) => void;
  isInitialized: () => boolean;
  Share?: { sendDefault: (template: unknown) => void };
}

/** Whether the messenger share is offered at all (an app key is configured). Safe while rendering. */
export function messengerConfigured(): boolean {
  return env.VITE_KAKAO_JS_KEY !== '';
}

let ready: Promise<MessengerSdk> | null = null;

function sdkOnPage(): MessengerSdk | undefined {
  const candidate = (globalThis as { Kakao?: unknown }).Kakao;
  if (typeof candidate !== 'object' || candidate === null) return undefined;
  const sdk = candidate as Partial<MessengerSdk>;
  return typeof sdk.init === 'function' && typeof sdk.isInitialized === 'function' ? (sdk as MessengerSdk) : undefined;
}

/**
 * The SDK, initialised with the app key: loads it the first time (later calls share the load).
 * Rejects when no key is configured, the script does not load, or it is not the SDK; a failure is
 * forgotten, so the next share tries again.
 */
export function loadMessengerSdk(): Promise<MessengerSdk> {
  if (!messengerConfigured()) return Promise.reject(new Error('no messenger app key'));
  ready ??= loadScript(env.VITE_KAKAO_SDK_URL, { integrity: env.VITE_KAKAO_SDK_INTEGRITY })
    .then(() => {
      const sdk = sdkOnPage();
      if (!sdk) throw new Error('the messenger SDK is not on the page');
      if (!sdk.isInitialized()) sdk.init(env.VITE_KAKAO_JS_KEY);
      return sdk;
    })
    .catch((error: unknown) => {
      ready = null;
      throw error;
    });
  return ready;
}

/** Tests: forget the loaded SDK. */
export function resetMessengerSdk(): void {
  ready = null;
}
