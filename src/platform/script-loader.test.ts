// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { loadScript, resetScriptLoader } from './script-loader';

afterEach(() => {
  resetScriptLoader();
  document.head.innerHTML = '';
});

const scripts = () => [...document.head.querySelectorAll('script')];

describe('loadScript', () => {
  it('adds one async script per address and resolves when it loads', async () => {
    const first = loadScript('https://t1.kakaocdn.net/kakao_js_sdk/2.7.4/kakao.min.js', { integrity: 'sha384-abc' });
    const again = loadScript('https://t1.kakaocdn.net/kakao_js_sdk/2.7.4/kakao.min.js');
    expect(again).toBe(first);
    expect(scripts()).toHaveLength(1);
    const [script] = scripts();
    expect(script!.async).toBe(true);
    expect(script!.integrity).toBe('sha384-abc');
    expect(script!.crossOrigin).toBe('anonymous');
    script!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
  });

  it('rejects on an error, removes the element and loads afresh the next time', async () => {
    const failed = loadScript('/dev/messenger/kakao.js');
    const [script] = scripts();
    expect(script!.hasAttribute('integrity')).toBe(false);
    script!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('/dev/messenger/kakao.js');
    expect(scripts()).toHaveLength(0);
    void loadScript('/dev/messenger/kakao.js').catch(() => undefined);
    expect(scripts()).toHaveLength(1);
  });
});
