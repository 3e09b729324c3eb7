import type { LinkPolicy } from '../platform/link-policy';
import { toAppPath } from '../platform/link-policy';
import type { HostMessage, HostMessageType } from '../platform/native-bridge';

/**
 * The hosting app's messages (SPEC.md §7 "Messages from the hosting app") as a table: each message
 * type has one row that says what the web does, as an event for the composition root
 * (src/app/gates.ts `handleHostMessages`) to carry out. A message type without a row does not
 * compile; host-messages.table.test.ts walks every row. Paths are checked like every redirect
 * (link-policy) before they become a navigation.
 */

export type HostEvent =
  /** close this (sub) web view, or the window */
  | { type: 'host.closeView' }
  /** go to an app path (already checked) */
  | { type: 'host.navigate'; to: string }
  | { type: 'host.reload' }
  /** tokens the app handed over: checked with the server, then stored under the refresh lock */
  | { type: 'host.tokensOffered'; kind: 'appLogin' | 'appTokenRefresh'; tokens: { accessToken: string; refreshToken: string; expireDt: string } }
  /** to the session actor */
  | { type: 'session.logout' }
  /** the device's push setting, told to the app calls */
  | { type: 'host.devicePush'; value: 'Y' | 'N' }
  | { type: 'host.recentProduct'; message: Extract<HostMessage, { type: 'appRecentProduct' }> }
  | { type: 'host.productLike'; message: Extract<HostMessage, { type: 'appProductLike' }> }
  | { type: 'host.deviceInfo'; info: Extract<HostMessage, { type: 'deviceInfo' }>['info'] }
  /** nothing to do here: `reason` says why */
  | { type: 'host.ignored'; reason: string };

type Row<T extends HostMessageType> = (message: Extract<HostMessage, { type: T }>, policy: LinkPolicy) => HostEvent;

/** message type → the web's event */
export const hostMessageTable: { readonly [T in HostMessageType]: Row<T> } = {
  close: () => ({ type: 'host.closeView' }),
  appClose: () => ({ type: 'host.closeView' }),
  moveRoute: (message, policy) => {
    const path = toAppPath(message.path, policy);
    return path === null ? { type: 'host.ignored', reason: 'not a path of the app' } : { type: 'host.navigate', to: path };
  },
  // SPEC.md §7: appLoadUrl (mode reload, or default to /)
  appLoadUrl: (message, policy) => (message.mode === 'reload' ? { type: 'host.reload' } : { type: 'host.navigate', to: toAppPath(message.url, policy) ?? '/' }),
  appLogin: (message) => ({
    type: 'host.tokensOffered',
    kind: 'appLogin',
    tokens: { accessToken: message.accessToken, refreshToken: message.refreshToken, expireDt: message.expireDt ?? '' },
  }),
  appTokenRefresh: (message) => ({
    type: 'host.tokensOffered',
    kind: 'appTokenRefresh',
    tokens: { accessToken: message.accessToken, refreshToken: message.refreshToken, expireDt: message.expireDt ?? '' },
  }),
  appLogout: () => ({ type: 'session.logout' }),
  setDevicePush: (message) => ({ type: 'host.devicePush', value: message.value }),
  appRecentProduct: (message) => ({ type: 'host.recentProduct', message }),
  appProductLike: (message) => ({ type: 'host.productLike', message }),
  deviceInfo: (message) => ({ type: 'host.deviceInfo', info: message.info }),
  // the community's writing screen listens for it while it waits for pictures
  selectedImage: () => ({ type: 'host.ignored', reason: 'answered to the writing screen that asked' }),
};

/** The web's event for a message, from its row. */
export function hostEventOf(message: HostMessage, policy: LinkPolicy): HostEvent {
  const row = hostMessageTable[message.type] as Row<HostMessageType>;
  return row(message as never, policy);
}

/** How the composition root carries out each event: one handler per event type. */
export type HostEventHandlers = { readonly [T in HostEvent['type']]: (event: Extract<HostEvent, { type: T }>) => void };

export function runHostEvent(event: HostEvent, handlers: HostEventHandlers): void {
  (handlers[event.type] as (event: HostEvent) => void)(event);
}
