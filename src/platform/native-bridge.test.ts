// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  acceptsSource,
  ANDROID_INTERFACE,
  callNative,
  devicePushYN,
  hasNativeHandler,
  nativeBridge,
  HOST_ENTRY_POINT,
  nativeCalls,
  onHostMessage,
  parseHostMessage,
  type HostMessage,
} from './native-bridge';

type Recorded = { name: string; payload: unknown };

function injectIos(names: readonly string[] = Object.values(nativeCalls)): Recorded[] {
  const calls: Recorded[] = [];
  (window as unknown as { webkit: unknown }).webkit = {
    messageHandlers: Object.fromEntries(names.map((name) => [name, { postMessage: (payload: unknown) => calls.push({ name, payload }) }])),
  };
  return calls;
}

function injectAndroid(names: readonly string[] = Object.values(nativeCalls)): Recorded[] {
  const calls: Recorded[] = [];
  (window as unknown as Record<string, unknown>)[ANDROID_INTERFACE] = Object.fromEntries(
    names.map((name) => [name, (...args: unknown[]) => calls.push({ name, payload: args[0] })]),
  );
  return calls;
}

afterEach(() => {
  delete (window as unknown as { webkit?: unknown }).webkit;
  Reflect.deleteProperty(window, ANDROID_INTERFACE);
});

describe('outgoing calls (SPEC.md §7 Native bridge)', () => {
  it('go to the iOS message handlers with an object payload', () => {
    const calls = injectIos();
    expect(nativeBridge.setSubWebViewUrl('https://partner.example/')).toBe(true);
    expect(nativeBridge.setToken({ accessToken: 'a', refreshToken: 'r' })).toBe(true);
    expect(nativeBridge.checkAppUpdate({ androidMinVersion: '3.1.0', iOSMinVersion: '3.2.0' })).toBe(true);
    expect(nativeBridge.requestPermission('photo')).toBe(true);
    nativeBridge.clearCacheAndCookie();
    nativeBridge.closeSubWebView();
    nativeBridge.getDevicePushSetting();
    nativeBridge.getSelectedImage();
    nativeBridge.moveToMessengerMarket();
    nativeBridge.getDeviceInfo();
    expect(calls).toEqual([
      { name: 'setSubWebViewUrl', payload: { url: 'https://partner.example/' } },
      { name: 'setToken', payload: { accessToken: 'a', refreshToken: 'r' } },
      { name: 'checkAppUpdate', payload: { androidMinVersion: '3.1.0', iOSMinVersion: '3.2.0' } },
      { name: 'requestPermission', payload: { permission: 'photo' } },
      { name: 'clearCacheAndCookie', payload: {} },
      { name: 'closeSubWebView', payload: {} },
      { name: 'getDevicePushSetting', payload: {} },
      { name: 'getSelectedImage', payload: {} },
      { name: 'moveToMessengerMarket', payload: {} },
      { name: 'getDeviceInfo', payload: {} },
    ]);
  });

  it('go to the Android interface with a JSON string, or no argument', () => {
    const calls = injectAndroid();
    nativeBridge.setSubWebViewUrl('https://partner.example/');
    nativeBridge.closeSubWebView();
    expect(calls).toEqual([
      { name: 'setSubWebViewUrl', payload: '{"url":"https://partner.example/"}' },
      { name: 'closeSubWebView', payload: undefined },
    ]);
  });

  it('do nothing outside the web view, or when the app lacks the handler', () => {
    expect(nativeBridge.getDeviceInfo()).toBe(false);
    injectIos(['setToken']);
    expect(hasNativeHandler('setToken')).toBe(true);
    expect(hasNativeHandler('getDeviceInfo')).toBe(false);
    expect(callNative('getDeviceInfo')).toBe(false);
  });

  it('never throw when the bridge does', () => {
    (window as unknown as Record<string, unknown>)[ANDROID_INTERFACE] = {
      closeSubWebView: () => {
        throw new Error('bridge gone');
      },
    };
    expect(nativeBridge.closeSubWebView()).toBe(false);
  });

  it('device push is Y only when the device reports true', () => {
    expect(devicePushYN(true)).toBe('Y');
    expect(devicePushYN('true')).toBe('Y');
    expect(devicePushYN(false)).toBe('N');
    expect(devicePushYN(undefined)).toBe('N');
    expect(devicePushYN(1)).toBe('N');
  });
});

describe('messages from the hosting app: one schema per type', () => {
  const tokens = { accessToken: 'eyJ.a.b', refreshToken: 'r-1' };
  const product = { productNo: 1024, shopId: 'S1', title: '제주 한라봉 3kg', url: '/deal/1024', likeMode: 'Y' };

  it.each([
    [{ type: 'close' }, { type: 'close' }],
    [{ type: 'moveRoute', path: '/best' }, { type: 'moveRoute', path: '/best' }],
    [{ type: 'appLogin', ...tokens }, { type: 'appLogin', ...tokens }],
    [{ type: 'appTokenRefresh', ...tokens, expireDt: '2026-01-01T00:00:00+09:00' }, { type: 'appTokenRefresh', ...tokens, expireDt: '2026-01-01T00:00:00+09:00' }],
    [{ type: 'appClose' }, { type: 'appClose' }],
    [{ type: 'appLogout' }, { type: 'appLogout' }],
    [{ type: 'appRecentProduct', product }, { type: 'appRecentProduct', product }],
    [{ type: 'setDevicePush', value: true }, { type: 'setDevicePush', value: 'Y' }],
    [{ type: 'setDevicePush', value: 'false' }, { type: 'setDevicePush', value: 'N' }],
    [{ type: 'appProductLike', product: { productNo: '77', likeMode: false } }, { type: 'appProductLike', product: { productNo: '77', likeMode: false } }],
    [{ type: 'appLoadUrl', mode: 'reload' }, { type: 'appLoadUrl', url: '/', mode: 'reload' }],
    [{ type: 'appLoadUrl', url: '/event/3' }, { type: 'appLoadUrl', url: '/event/3' }],
    [{ type: 'deviceInfo', info: { uid: 'a-1', os: 'ios', version: '3.2.0' } }, { type: 'deviceInfo', info: { uid: 'a-1', os: 'ios', version: '3.2.0' } }],
  ])('accepts %j', (data, expected) => {
    expect(parseHostMessage(data)).toEqual(expected);
    expect(parseHostMessage(JSON.stringify(data))).toEqual(expected);
  });

  it.each([
    ['no type', { path: '/best' }],
    ['unknown type', { type: 'stealTokens' }],
    ['moveRoute without a path', { type: 'moveRoute' }],
    ['moveRoute with a number', { type: 'moveRoute', path: 7 }],
    ['appLogin without a refresh token', { type: 'appLogin', accessToken: 'a' }],
    ['appLogin with an empty token', { type: 'appLogin', accessToken: ' ', refreshToken: 'r' }],
    ['setDevicePush with a number', { type: 'setDevicePush', value: 1 }],
    ['appRecentProduct without productNo', { type: 'appRecentProduct', product: { title: 'x' } }],
    ['appProductLike with a bad productNo', { type: 'appProductLike', product: { productNo: '1; drop' } }],
    ['appLoadUrl with another mode', { type: 'appLoadUrl', mode: 'eval' }],
    ['not JSON', '{type: close'],
    ['null', null],
    ['a number', 42],
  ])('drops %s', (_, data) => {
    expect(parseHostMessage(data)).toBeNull();
  });
});

describe('onHostMessage: the hosting app’s own channel only (issue 11 §2)', () => {
  /** a message as the apps deliver it: `window.postMessage` evaluated in the page itself */
  const post = (data: unknown, { origin = window.location.origin, source = window as MessageEventSource | null } = {}) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));

  /** another window of this document's world: a child frame (an opener or a popup is the same case) */
  function otherWindow(): Window {
    const frame = document.createElement('iframe');
    document.body.append(frame);
    return frame.contentWindow!;
  }

  it('hands valid messages from this window to the handler, typed, and stops on unsubscribe', () => {
    const received: HostMessage[] = [];
    const stop = onHostMessage((message) => received.push(message));
    post({ type: 'moveRoute', path: '/best' });
    post(JSON.stringify({ type: 'appLogout' }));
    stop();
    post({ type: 'appClose' });
    expect(received).toEqual([{ type: 'moveRoute', path: '/best' }, { type: 'appLogout' }]);
  });

  it('drops messages from another window or another origin, and malformed ones', () => {
    const received: HostMessage[] = [];
    const dropped = vi.fn();
    const stop = onHostMessage((message) => received.push(message), { onDropped: dropped });
    const popup = otherWindow();
    // a page of another site that opened the app (window.open) and posts to it
    post({ type: 'appLogin', accessToken: 'a', refreshToken: 'r' }, { origin: 'https://evil.example', source: popup });
    // the same, claiming this origin: the source still gives it away
    post({ type: 'appLogout' }, { source: popup });
    // posted by this window but with another origin (cannot happen in a browser; refused all the same)
    post({ type: 'appLogout' }, { origin: 'https://evil.example' });
    // no source at all (a synthetic event)
    post({ type: 'moveRoute', path: '/best' }, { source: null });
    post({ type: 'nope' });
    stop();
    expect(received).toEqual([]);
    expect(dropped.mock.calls.map((call) => call[0])).toEqual(['origin', 'origin', 'origin', 'origin', 'malformed']);
  });

  it('acceptsSource: this window and this origin, nothing else', () => {
    const self = {};
    expect(acceptsSource({ origin: 'https://m.market.kr', source: self as MessageEventSource }, self, 'https://m.market.kr')).toBe(true);
    expect(acceptsSource({ origin: 'https://m.market.kr', source: {} as MessageEventSource }, self, 'https://m.market.kr')).toBe(false);
    expect(acceptsSource({ origin: 'https://m.market.kr.evil.example', source: self as MessageEventSource }, self, 'https://m.market.kr')).toBe(false);
    expect(acceptsSource({ origin: 'https://m.market.kr', source: null }, null, 'https://m.market.kr')).toBe(false);
  });

  it('window.MarketHost.receive feeds the same checks, and page scripts cannot replace it', () => {
    const received: HostMessage[] = [];
    const dropped = vi.fn();
    const stop = onHostMessage((message) => received.push(message), { onDropped: dropped });
    const host = (window as unknown as Record<string, { receive: (message: unknown) => void }>)[HOST_ENTRY_POINT]!;
    host.receive({ type: 'moveRoute', path: '/season' });
    host.receive('{"type":"appClose"}');
    host.receive({ type: 'appLogin', accessToken: '' });
    expect(() => {
      (window as unknown as Record<string, unknown>)[HOST_ENTRY_POINT] = { receive: () => undefined };
    }).toThrow();
    expect(() => Object.defineProperty(window, HOST_ENTRY_POINT, { value: {} })).toThrow();
    expect(() => {
      (host as { receive: unknown }).receive = () => undefined;
    }).toThrow();
    stop();
    host.receive({ type: 'appClose' });
    expect(received).toEqual([{ type: 'moveRoute', path: '/season' }, { type: 'appClose' }]);
    expect(dropped.mock.calls.map((call) => call[0])).toEqual(['malformed']);
  });
});
