/**
 * The app's third-party keys that the server gives at run time instead of the build compiling them
 * in (src/config/env.ts): the server reads them from its environment (server/config.ts), allows what
 * they load in its Content-Security-Policy, and renders them into every page's head as JSON in
 * `<meta name="market-keys">`, where the browser reads them.
 */
export const RUNTIME_KEYS = ['VITE_KAKAO_JS_KEY', 'VITE_KAKAO_SDK_URL', 'VITE_KAKAO_SDK_INTEGRITY', 'VITE_GA_ID'] as const;
export type RuntimeKey = (typeof RUNTIME_KEYS)[number];
/** the name of the page's head tag that carries them */
export const RUNTIME_KEYS_META = 'market-keys';
/** a Google Analytics 4 measurement id, what VITE_GA_ID must be when set (the app and the server check it) */
export const ANALYTICS_ID = /^G-[A-Z0-9]{4,20}$/;

/** The run-time keys `source` has (undefined ones left out), in RUNTIME_KEYS' order; nothing else of it. */
export function runtimeKeysOf(source: Readonly<Record<string, unknown>>): Partial<Record<RuntimeKey, unknown>> {
  return Object.fromEntries(RUNTIME_KEYS.flatMap((key) => (source[key] === undefined ? [] : [[key, source[key]]])));
}
