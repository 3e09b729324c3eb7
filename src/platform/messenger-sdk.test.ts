// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ActualEnv from '../config/env';

/** The SDK loader with a key configured, against a script loader that the test controls. */
const loadScript = vi.fn<(src: string, options?: { integrity?: string }) => Promise<void>>();
vi.mock('./script-loader', () => ({ loadScript: (src: string, options?: { integrity?: string }) => loadScript(src, options) }));
vi.mock('../config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof ActualEnv>();
  return { ...actual, env: { ...actual.env, VITE_KAKAO_JS_KEY: 'test-js-key' } };
});

const { loadMessengerSdk, messengerConfigured, resetMessengerSdk } = await import('./messenger-sdk');

type WithKakao = typeof globalThis & { Kakao?: unknown };

function installKakao() {
  let key: string | null = null;
  const init = vi.fn((appKey: string) => void (key = appKey));
  (globalThis as WithKakao).Kakao = { init, isInitialized: () => key !== null, Share: { sendDefault: vi.fn() } };
  return init;
}

beforeEach(() => {
  resetMessengerSdk();
  loadScript.mockReset();
});
afterEach(() => {
  delete (globalThis as WithKakao).Kakao;
});

describe('the messenger SDK, on demand', () => {
  it('is configured by its app key', () => {
    expect(messengerConfigured()).toBe(true);
  });

  it('loads from the official host by default and initialises once with the app key', async () => {
    let init: ReturnType<typeof installKakao> | undefined;
    loadScript.mockImplementation(() => {
      init = installKakao();
      return Promise.resolve();
    });
    const [first, second] = await Promise.all([loadMessengerSdk(), loadMessengerSdk()]);
    expect(first).toBe(second);
    expect(loadScript).toHaveBeenCalledTimes(1);
    expect(loadScript.mock.calls[0]![0]).toMatch(/^https:\/\/t1\.kakaocdn\.net\/kakao_js_sdk\/[\d.]+\/kakao\.min\.js$/);
    expect(init).toHaveBeenCalledWith('test-js-key');
    expect(first.isInitialized()).toBe(true);
  });

  it('rejects when the script does not load, and tries again next time', async () => {
    loadScript.mockRejectedValueOnce(new Error('blocked'));
    await expect(loadMessengerSdk()).rejects.toThrow('blocked');
    loadScript.mockImplementation(() => {
      installKakao();
      return Promise.resolve();
    });
    await expect(loadMessengerSdk()).resolves.toBeTruthy();
    expect(loadScript).toHaveBeenCalledTimes(2);
  });

  it('rejects when what loaded is not the SDK', async () => {
    loadScript.mockResolvedValue(undefined);
    (globalThis as WithKakao).Kakao = { hello: 'world' };
    await expect(loadMessengerSdk()).rejects.toThrow('not on the page');
  });
});
