// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RUNTIME_KEYS_META } from '../../contract/runtime-keys';

/** env.ts read afresh, with the page's head as given */
async function freshEnv(metaContent?: string) {
  vi.resetModules();
  document.head.innerHTML = metaContent === undefined ? '' : `<meta name="${RUNTIME_KEYS_META}">`;
  if (metaContent !== undefined) document.head.querySelector('meta')?.setAttribute('content', metaContent);
  return import('./env');
}

const DEFAULT_SDK = 'https://t1.kakaocdn.net/kakao_js_sdk/2.7.4/kakao.min.js';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the third-party keys the server gives at run time (src/config/env.ts)', () => {
  it('are read from the page’s head in the browser', async () => {
    const { env, runtimeKeys } = await freshEnv(JSON.stringify({ VITE_KAKAO_JS_KEY: 'js-key', VITE_KAKAO_SDK_URL: '/dev/messenger/kakao.js', VITE_KAKAO_SDK_INTEGRITY: '', VITE_GA_ID: 'G-ABCD1234' }));
    expect(env.VITE_KAKAO_JS_KEY).toBe('js-key');
    expect(env.VITE_GA_ID).toBe('G-ABCD1234');
    expect(runtimeKeys()).toEqual({ VITE_KAKAO_JS_KEY: 'js-key', VITE_KAKAO_SDK_URL: '/dev/messenger/kakao.js', VITE_KAKAO_SDK_INTEGRITY: '', VITE_GA_ID: 'G-ABCD1234' });
  });

  it('are none without the tag, or with a tag that is not what the server writes', async () => {
    for (const content of [undefined, '', 'not json', '[1,2]', 'null', '{"VITE_KAKAO_JS_KEY":7}', '{"VITE_GA_ID":"<script>"}']) {
      const { env } = await freshEnv(content);
      expect({ content, key: env.VITE_KAKAO_JS_KEY, ga: env.VITE_GA_ID, sdk: env.VITE_KAKAO_SDK_URL }).toEqual({ content, key: '', ga: '', sdk: DEFAULT_SDK });
    }
  });

  it('leave the build’s other values alone, and keys it does not know are ignored', async () => {
    const { env } = await freshEnv(JSON.stringify({ VITE_GA_ID: 'G-ABCD1234', VITE_SHOP_URL: 'https://evil.example', VITE_API_BASE_URL: 'https://evil.example' }));
    expect(env.VITE_GA_ID).toBe('G-ABCD1234');
    expect(env.VITE_SHOP_URL).toBe('/dev/shop');
    expect(env.VITE_API_BASE_URL).toBe('');
  });

  it('are set by the server before it renders, unset ones at their defaults, and a bad one refused', async () => {
    const { configureRuntimeKeys, env } = await freshEnv();
    configureRuntimeKeys({ VITE_KAKAO_JS_KEY: 'server-key', VITE_GA_ID: undefined });
    expect([env.VITE_KAKAO_JS_KEY, env.VITE_GA_ID, env.VITE_KAKAO_SDK_URL]).toEqual(['server-key', '', DEFAULT_SDK]);
    expect(() => configureRuntimeKeys({ VITE_GA_ID: 'UA-123' })).toThrow('VITE_GA_ID는 G-로 시작하는 측정 ID여야 해요.');
    expect(env.VITE_KAKAO_JS_KEY).toBe('server-key');
  });
});
