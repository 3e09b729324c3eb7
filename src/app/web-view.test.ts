import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { sessionMachine } from '../../machines/session/session.machine';
import type { SessionProfile } from '../../machines/session/session.types';
import type { HostMessage } from '../platform/native-bridge';
import { advertisingId, startWebView, type WebViewPorts } from './web-view';

const profile: SessionProfile = { userId: '7', nickName: '딸기러버', retrySignIn: false, banStatus: { isBanned: false, message: null }, isSurveyCompleted: true };

function memberSession() {
  return createActor(
    sessionMachine.provide({
      actors: {
        validateToken: fromPromise(async (): Promise<void> => undefined),
        fetchProfile: fromPromise<SessionProfile>(async () => profile),
        revokeTokens: fromPromise(async (): Promise<void> => undefined),
      },
    }),
    { input: { hasToken: true } },
  );
}

function fakePorts(overrides: Partial<WebViewPorts> = {}) {
  let hostListener: ((message: HostMessage) => void) | null = null;
  let tokens = { accessToken: 'access-1' as string | null, refreshToken: 'refresh-1' as string | null };
  const bridge = {
    setToken: vi.fn((_tokens: { accessToken: string; refreshToken: string }) => true),
    clearCacheAndCookie: vi.fn(() => true),
    checkAppUpdate: vi.fn((_versions: { androidMinVersion: string; iOSMinVersion: string }) => true),
    getDeviceInfo: vi.fn(() => true),
    getDevicePushSetting: vi.fn(() => true),
  };
  const ports = {
    recordAppAccess: vi.fn(() => Promise.resolve({ accessDt: '', accessCount: 1 })),
    putAppVersion: vi.fn(() => Promise.resolve({ appVersion: '2.26.2', os: 'ios' as const, updateRequired: false })),
    putAppAdId: vi.fn(() => Promise.resolve({ adId: '' })),
    putAppUserId: vi.fn(() => Promise.resolve({ userId: 7 })),
    fetchAppProfile: vi.fn(() =>
      Promise.resolve({
        appInfo: { androidMinVersion: '2.10.0', iOSMinVersion: '2.11.0', webVersion: '2.26.2' },
        userInfo: null,
        systemInspectionInfo: { isProgress: false },
      }),
    ),
    bridge,
    onHostMessage: vi.fn((handler: (message: HostMessage) => void) => {
      hostListener = handler;
      return () => {
        hostListener = null;
      };
    }),
    inWebView: () => true,
    appVersion: () => ({ appVersion: '2.26.2', os: 'ios' as const }),
    tokens: () => tokens,
    ...overrides,
  } satisfies WebViewPorts;
  return {
    ports,
    bridge,
    send: (message: HostMessage) => hostListener?.(message),
    setTokens: (next: typeof tokens) => {
      tokens = next;
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startWebView', () => {
  it('does nothing outside the web view', () => {
    const { ports } = fakePorts({ inWebView: () => false });
    startWebView(memberSession().start(), ports);
    expect(ports.recordAppAccess).not.toHaveBeenCalled();
    expect(ports.bridge.getDeviceInfo).not.toHaveBeenCalled();
  });

  it('reports access and version, asks for device info and push, and checks the minimum versions', async () => {
    const { ports } = fakePorts();
    startWebView(createActor(sessionMachine, { input: { hasToken: false } }).start(), ports);
    await settle();
    expect(ports.recordAppAccess).toHaveBeenCalledWith({ deviceType: 1003, appVersion: '2.26.2', os: 'ios' });
    expect(ports.putAppVersion).toHaveBeenCalledWith({ appVersion: '2.26.2', os: 'ios' });
    expect(ports.bridge.checkAppUpdate).toHaveBeenCalledWith({ androidMinVersion: '2.10.0', iOSMinVersion: '2.11.0' });
    expect(ports.bridge.getDeviceInfo).toHaveBeenCalledTimes(1);
    expect(ports.bridge.getDevicePushSetting).toHaveBeenCalledTimes(1);
    // a visitor: no tokens, no user id
    expect(ports.bridge.setToken).not.toHaveBeenCalled();
    expect(ports.putAppUserId).not.toHaveBeenCalled();
  });

  it('a failing app call is swallowed', async () => {
    const { ports } = fakePorts({ recordAppAccess: vi.fn(() => Promise.reject(new Error('offline'))) });
    expect(() => startWebView(createActor(sessionMachine, { input: { hasToken: false } }).start(), ports)).not.toThrow();
    await settle();
  });

  it('hands a member’s tokens to the app once per token, ties the device to them, and clears the app’s cookies when they leave', async () => {
    const { ports, bridge, setTokens } = fakePorts();
    const session = memberSession().start();
    startWebView(session, ports);
    await settle();
    expect(ports.bridge.setToken).toHaveBeenCalledWith({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    expect(ports.putAppUserId).toHaveBeenCalledTimes(1);
    const handed = bridge.setToken.mock.calls.length;

    // a refresh stores new tokens: the app gets them, the user id is not sent again
    setTokens({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    session.send({ type: 'session.accessExpired' });
    await settle();
    expect(ports.bridge.setToken).toHaveBeenCalledTimes(handed + 1);
    expect(ports.bridge.setToken).toHaveBeenLastCalledWith({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(ports.putAppUserId).toHaveBeenCalledTimes(1);

    setTokens({ accessToken: null, refreshToken: null });
    session.send({ type: 'session.logout' });
    await settle();
    expect(ports.bridge.clearCacheAndCookie).toHaveBeenCalledTimes(1);
  });

  it('sends the advertising id of a deviceInfo message once', async () => {
    const { ports, send } = fakePorts();
    startWebView(createActor(sessionMachine, { input: { hasToken: false } }).start(), ports);
    const info = { adId: '38400000-8cf0-11bd-b23e-10b96e40000d', os: 'ios' };
    send({ type: 'deviceInfo', info });
    send({ type: 'deviceInfo', info });
    expect(ports.putAppAdId).toHaveBeenCalledTimes(1);
    expect(ports.putAppAdId).toHaveBeenCalledWith('38400000-8cf0-11bd-b23e-10b96e40000d');
  });
});

describe('advertisingId', () => {
  it.each([
    [{ adId: '38400000-8cf0-11bd-b23e-10b96e40000d' }, '38400000-8cf0-11bd-b23e-10b96e40000d'],
    [{ advertisingId: 'EA7583CD-A667-48BC-B806-42ECB2B48606' }, 'EA7583CD-A667-48BC-B806-42ECB2B48606'],
    // limited ad tracking reports the all-zero id: not an id
    [{ adId: '00000000-0000-0000-0000-000000000000' }, null],
    [{ adId: '<script>' }, null],
    [{ adId: 42 }, null],
    [{}, null],
  ])('%j → %s', (info, expected) => {
    expect(advertisingId(info)).toBe(expected);
  });
});
