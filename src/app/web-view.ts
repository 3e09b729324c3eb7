import type { ActorRefFrom } from 'xstate';
import type { SessionMachine } from '../../machines/session/session.machine';
import { isLoggedIn } from '../../machines/session/session.selectors';
import { fetchAppProfile, putAppAdId, putAppUserId, putAppVersion, recordAppAccess } from '../api/app';
import { device, DeviceType, type AppVersionInfo } from '../platform/device';
import { nativeBridge, onHostMessage } from '../platform/native-bridge';
import { getStoredAccessToken, getStoredRefreshToken } from '../platform/storage';

/**
 * What the native apps expect from the web inside their web view (SPEC.md §7 app calls and native
 * bridge), in one place:
 *
 * - on start: POST /api/v1/app/access, PUT /api/v1/app/version (from the user agent's
 *   `<marker>/<version>`), the app profile's minimum versions to the bridge's checkAppUpdate, and
 *   the bridge asked for the device info and the device push setting (the app answers with the
 *   deviceInfo and setDevicePush messages; setDevicePush → PUT /api/v1/app/push in gates.ts);
 * - deviceInfo with an advertising id → PUT /api/v1/app/ad/id;
 * - a member signed in (or tokens refreshed): the tokens to the bridge's setToken, and
 *   PUT /api/v1/app/user/id once per member;
 * - the member left (logout, expiry, withdrawal): the bridge's clearCacheAndCookie.
 *
 * Every call's failure is swallowed: none of them is the shopper's business, and the next start
 * sends them again. Outside the web view nothing happens.
 */

type SessionActor = ActorRefFrom<SessionMachine>;

export interface WebViewPorts {
  recordAppAccess: typeof recordAppAccess;
  putAppVersion: typeof putAppVersion;
  putAppAdId: typeof putAppAdId;
  putAppUserId: typeof putAppUserId;
  fetchAppProfile: typeof fetchAppProfile;
  bridge: Pick<typeof nativeBridge, 'setToken' | 'clearCacheAndCookie' | 'checkAppUpdate' | 'getDeviceInfo' | 'getDevicePushSetting'>;
  onHostMessage: typeof onHostMessage;
  inWebView: () => boolean;
  appVersion: () => AppVersionInfo | null;
  tokens: () => { accessToken: string | null; refreshToken: string | null };
}

const realPorts: WebViewPorts = {
  recordAppAccess,
  putAppVersion,
  putAppAdId,
  putAppUserId,
  fetchAppProfile,
  bridge: nativeBridge,
  onHostMessage,
  inWebView: device.isApp,
  appVersion: device.appVersion,
  tokens: () => ({ accessToken: getStoredAccessToken(), refreshToken: getStoredRefreshToken() }),
};

const ignore = () => undefined;

/** An advertising id as the apps report it (GAID / IDFA): a UUID-like string, never the all-zero one. */
export function advertisingId(info: Readonly<Record<string, unknown>>): string | null {
  const value = info.adId ?? info.advertisingId;
  if (typeof value !== 'string') return null;
  const id = value.trim();
  if (!/^[0-9A-Fa-f-]{16,64}$/.test(id) || /^[0-]+$/.test(id)) return null;
  return id;
}

/** Starts the web view's app calls; answers the function that stops listening. */
export function startWebView(session: SessionActor, ports: WebViewPorts = realPorts): () => void {
  if (!ports.inWebView()) return ignore;

  const version = ports.appVersion();
  ports.recordAppAccess({ deviceType: DeviceType.App, ...(version ?? {}) }).catch(ignore);
  if (version) ports.putAppVersion(version).catch(ignore);
  ports
    .fetchAppProfile()
    .then(({ appInfo }) => ports.bridge.checkAppUpdate({ androidMinVersion: appInfo.androidMinVersion, iOSMinVersion: appInfo.iOSMinVersion }))
    .catch(ignore);
  ports.bridge.getDeviceInfo();
  ports.bridge.getDevicePushSetting();

  let lastAdId: string | null = null;
  const stopMessages = ports.onHostMessage((message) => {
    if (message.type !== 'deviceInfo') return;
    const adId = advertisingId(message.info);
    if (adId === null || adId === lastAdId) return;
    lastAdId = adId;
    ports.putAppAdId(adId).catch(ignore);
  });

  let wasMember = false;
  let handedToken: string | null = null;
  const follow = (member: boolean) => {
    const { accessToken, refreshToken } = ports.tokens();
    if (member && accessToken !== null && refreshToken !== null && accessToken !== handedToken) {
      ports.bridge.setToken({ accessToken, refreshToken });
      // the first token of this member on this page: tie the device to them
      if (!wasMember) ports.putAppUserId().catch(ignore);
      handedToken = accessToken;
    }
    if (!member && wasMember) {
      ports.bridge.clearCacheAndCookie();
      handedToken = null;
    }
    wasMember = member;
  };
  follow(isLoggedIn(session.getSnapshot()));
  const subscription = session.subscribe((snapshot) => follow(isLoggedIn(snapshot)));

  return () => {
    stopMessages();
    subscription.unsubscribe();
  };
}
