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
