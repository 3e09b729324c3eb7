import { describe, expect, it } from 'vitest';
import { appVersionOf, detectDeviceType, DeviceType, isMobileSafari } from './device';

const ua = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  samsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  kakaotalk:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 KAKAOTALK 10.8.5',
  naverInApp:
    'Mozilla/5.0 (Linux; Android 14; SM-S918N; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0 Mobile Safari/537.36 NAVER(inapp; search; 2000; 12.10.3)',
  appWebView:
    'Mozilla/5.0 (Linux; Android 14; SM-S918N; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0 Mobile Safari/537.36 MarketApp/2.26.2',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  bot: 'curl/8.5.0',
};

describe('device type (SPEC.md §1: 1003 app, 1002 normal browser, 1001 otherwise)', () => {
  it('is 1003 when the user agent carries the app marker', () => {
    expect(detectDeviceType(ua.appWebView, 'MarketApp')).toBe(DeviceType.App);
    expect(DeviceType.App).toBe(1003);
  });

  it('is 1002 in normal browsers', () => {
    for (const agent of [ua.iphoneSafari, ua.androidChrome, ua.samsung, ua.iphoneChrome]) {
      expect(detectDeviceType(agent, 'MarketApp')).toBe(1002);
    }
  });

  it('is 1001 in in-app browsers and unknown agents', () => {
    for (const agent of [ua.kakaotalk, ua.naverInApp, ua.bot]) expect(detectDeviceType(agent, 'MarketApp')).toBe(1001);
  });

  it('recognises mobile Safari only', () => {
    expect(isMobileSafari(ua.iphoneSafari)).toBe(true);
    expect(isMobileSafari(ua.iphoneChrome)).toBe(false);
    expect(isMobileSafari(ua.androidChrome)).toBe(false);
  });
});

describe('appVersionOf', () => {
  it('reads the version after the marker and the platform', () => {
    expect(appVersionOf(`${ua.androidChrome} MarketApp/2.26.2`, 'MarketApp')).toEqual({ appVersion: '2.26.2', os: 'android' });
    expect(appVersionOf(`${ua.iphoneSafari} MarketApp/3.1`, 'MarketApp')).toEqual({ appVersion: '3.1', os: 'ios' });
  });

  it('is null without a marker, a version or a known platform', () => {
    expect(appVersionOf(ua.androidChrome, 'MarketApp')).toBeNull();
    expect(appVersionOf(`${ua.androidChrome} MarketApp`, 'MarketApp')).toBeNull();
    expect(appVersionOf('MarketApp/2.0.0', 'MarketApp')).toBeNull();
    expect(appVersionOf(`${ua.androidChrome} MarketApp/2.0.0`, '')).toBeNull();
  });
});
