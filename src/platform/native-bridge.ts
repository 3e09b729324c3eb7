import * as v from 'valibot';

/**
 * The native web view bridge (SPEC.md §7 "Native bridge", "Messages from the hosting app"): the
 * only module that talks to the native apps.
 *
 * Outgoing calls go to `window.webkit.messageHandlers.<name>.postMessage(payload)` on iOS and to
 * `window.Android.<name>(json)` on Android (an interface the app injects with
 * addJavascriptInterface; it takes strings, so a payload travels as JSON). Outside the web view,
 * or when the app lacks a handler, a call does nothing and answers false.
 *
 * Incoming messages arrive as window `message` events: the apps run
 * `window.postMessage(…)` inside the page (WKWebView evaluateJavaScript, Android WebView
 * evaluateJavascript), so such an event comes from the page's own window and origin. Anything else
 * (an opener, a frame, a popup of another site) is dropped, in the browser and in the web view
 * alike: SPEC.md §6's "no origin check" holds for the hosting app's own channel only
 * (docs/decisions.md "How the native apps deliver messages"). The apps may instead call
 * `window.MarketHost.receive(message)`, which feeds the same checks. Each message is then checked
 * against the schema of its `type` and dropped when malformed.
 */

/** The name of the interface the Android app injects. */
export const ANDROID_INTERFACE = 'Android';

/** Outgoing calls, by the handler name both apps register. */
export const nativeCalls = {
  setSubWebViewUrl: 'setSubWebViewUrl',
  setToken: 'setToken',
  clearCacheAndCookie: 'clearCacheAndCookie',
  checkAppUpdate: 'checkAppUpdate',
  closeSubWebView: 'closeSubWebView',
  getDevicePushSetting: 'getDevicePushSetting',
  requestPermission: 'requestPermission',
  getSelectedImage: 'getSelectedImage',
  moveToMessengerMarket: 'moveToMessengerMarket',
  getDeviceInfo: 'getDeviceInfo',
} as const;
export type NativeCall = keyof typeof nativeCalls;

type IosHandler = { postMessage: (payload: unknown) => void };
type BridgeWindow = {
  webkit?: { messageHandlers?: Record<string, IosHandler | undefined> };
  [ANDROID_INTERFACE]?: Record<string, unknown>;
};

function bridgeWindow(): BridgeWindow | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as BridgeWindow);
}

/**
 * Calls the native handler `name` with `payload` (omitted: no argument on Android, an empty object
 * on iOS, whose postMessage needs one). Answers whether a handler took it; never throws.
 */
export function callNative(name: NativeCall, payload?: Record<string, unknown>): boolean {
  const w = bridgeWindow();
  if (!w) return false;
  try {
    const ios = w.webkit?.messageHandlers?.[nativeCalls[name]];
    if (ios && typeof ios.postMessage === 'function') {
      ios.postMessage(payload ?? {});
      return true;
    }
    const android = w[ANDROID_INTERFACE];
    const method = android?.[nativeCalls[name]];
    if (typeof method === 'function') {
      if (payload === undefined) (method as () => void).call(android);
      else (method as (json: string) => void).call(android, JSON.stringify(payload));
      return true;
    }
  } catch {
    // a broken bridge must not break the page
  }
  return false;
}

/** Whether the hosting app offers a handler for `name`. */
export function hasNativeHandler(name: NativeCall): boolean {
  const w = bridgeWindow();
  return typeof w?.webkit?.messageHandlers?.[nativeCalls[name]]?.postMessage === 'function' || typeof w?.[ANDROID_INTERFACE]?.[nativeCalls[name]] === 'function';
}

/** What the web asks for when checking for an app update (appInfo of the app profile). */
export interface AppMinVersions {
  androidMinVersion: string;
  iOSMinVersion: string;
}

export type NativePermission = 'camera' | 'photo' | 'notification' | 'location';

/** The outgoing calls of SPEC.md §7, typed. Each answers whether the app took it. */
export const nativeBridge = {
  /** opens `url` in the app's sub web view (external pages from inside the web view) */
  setSubWebViewUrl: (url: string) => callNative('setSubWebViewUrl', { url }),
  /** hands the signed-in tokens to the app */
  setToken: (tokens: { accessToken: string; refreshToken: string; expireDt?: string }) => callNative('setToken', { ...tokens }),
  clearCacheAndCookie: () => callNative('clearCacheAndCookie'),
  /** the app compares its own version with the minimum versions and asks to update */
  checkAppUpdate: (versions: AppMinVersions) => callNative('checkAppUpdate', { ...versions }),
  closeSubWebView: () => callNative('closeSubWebView'),
  /** the app answers with a setDevicePush message */
  getDevicePushSetting: () => callNative('getDevicePushSetting'),
  requestPermission: (permission: NativePermission) => callNative('requestPermission', { permission }),
  /** the app opens its picker and answers with the image */
  getSelectedImage: () => callNative('getSelectedImage'),
  /** opens the store page of the messenger (its share failed because it is not installed) */
  moveToMessengerMarket: () => callNative('moveToMessengerMarket'),
  /** the app answers with a deviceInfo message */
  getDeviceInfo: () => callNative('getDeviceInfo'),
};

/** SPEC.md §4: device push is 'Y' when the device reports true, else 'N'. */
export function devicePushYN(reported: unknown): 'Y' | 'N' {
  return reported === true || reported === 'true' || reported === 'Y' ? 'Y' : 'N';
}

// ---------------------------------------------------------------------------------------------
// Incoming messages

const text = (max = 2048) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));
const token = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(4096));

/** SPEC.md §3 "Product received from app". */
export const AppProductSchema = v.object({
  productNo: v.union([v.pipe(v.number(), v.integer(), v.minValue(0)), v.pipe(v.string(), v.regex(/^\d{1,18}$/))]),
  shopId: v.optional(v.nullable(v.union([v.string(), v.number()]))),
  title: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(500)))),
  url: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(2048)))),
  pre_page_name: v.optional(v.nullable(v.string())),
  pre_list_component: v.optional(v.nullable(v.string())),
  category_id: v.optional(v.nullable(v.union([v.string(), v.number()]))),
  likeMode: v.optional(v.nullable(v.union([v.boolean(), v.picklist(['Y', 'N', 'like', 'unlike'])]))),
});
export type AppProduct = v.InferOutput<typeof AppProductSchema>;

/**
 * The longest picture text taken at all: 20 MiB as base64 (a picture of 10 MiB is 13,981,016
 * characters), so a picture somewhat over the 10 MB limit still reaches the form, which says why it
 * is refused; anything longer is dropped unread.
 */
export const SELECTED_IMAGE_MAX_CHARS = 28_000_000;

const TokenMessage = { accessToken: token, refreshToken: token, expireDt: v.optional(v.pipe(v.string(), v.maxLength(64))) };

export const HostMessageSchema = v.variant('type', [
  /** close this (sub) web view or popup */
  v.object({ type: v.literal('close') }),
  /** go to an app path (checked like every redirect before use) */
  v.object({ type: v.literal('moveRoute'), path: text() }),
  /** the app signed in: store these tokens (through the session's refresh lock) */
  v.object({ type: v.literal('appLogin'), ...TokenMessage }),
  /** the app refreshed the tokens */
  v.object({ type: v.literal('appTokenRefresh'), ...TokenMessage }),
  /** the app is closing */
  v.object({ type: v.literal('appClose') }),
  /** the app logged out */
  v.object({ type: v.literal('appLogout') }),
  /** a product viewed in the app, for the recently viewed list */
  v.object({ type: v.literal('appRecentProduct'), product: AppProductSchema }),
  /** the device's push setting (the answer to getDevicePushSetting) */
  v.object({
    type: v.literal('setDevicePush'),
    value: v.pipe(
      v.union([v.boolean(), v.picklist(['true', 'false', 'Y', 'N'])]),
      v.transform((value) => devicePushYN(value)),
    ),
  }),
  /** a product liked or unliked in the app */
  v.object({ type: v.literal('appProductLike'), product: AppProductSchema }),
  /** load a URL: with mode 'reload' the page reloads; the URL defaults to / */
  v.object({
    type: v.literal('appLoadUrl'),
    url: v.optional(text(), '/'),
    mode: v.optional(v.picklist(['reload', 'navigate'])),
  }),
  /**
   * the answer to getSelectedImage (docs/decisions.md "Community writing, my page and search"): each
   * picture as a data URL or a bare base64 of its bytes; none when the member cancelled. Only the
   * shape is checked here: the community form decodes and checks type, size and count before use.
   */
  v.object({
    type: v.literal('selectedImage'),
    images: v.pipe(
      v.array(
        v.object({
          data: v.pipe(v.string(), v.maxLength(SELECTED_IMAGE_MAX_CHARS)),
          name: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(255)))),
        }),
      ),
      v.maxLength(30),
    ),
  }),
  /** the answer to getDeviceInfo */
  v.object({
    type: v.literal('deviceInfo'),
    info: v.pipe(
      v.record(v.string(), v.union([v.string(), v.number(), v.boolean(), v.null()])),
      v.check((info) => Object.keys(info).length <= 50, 'too many fields'),
    ),
  }),
]);
export type HostMessage = v.InferOutput<typeof HostMessageSchema>;
export type HostMessageType = HostMessage['type'];

/** A message from the hosting app, validated, or null when it is malformed (or not JSON). */
export function parseHostMessage(data: unknown): HostMessage | null {
  let value = data;
  if (typeof value === 'string') {
    if (value.length > 100_000) return null;
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  }
  const result = v.safeParse(HostMessageSchema, value);
  return result.success ? result.output : null;
}

export interface HostMessageOptions {
  /** called with each dropped message and why (development logging, tests); no event for the entry point */
  onDropped?: (reason: 'origin' | 'malformed', event: MessageEvent | null) => void;
  /** where to listen, and whose own messages count; defaults to window */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener' | 'location'>;
}

/**
 * Whether a message event comes from the hosting app's channel: posted by this very window (the
 * apps evaluate `window.postMessage(…)` in the page), so its origin is this page's origin too.
 * An opener, a parent or child frame, or any other window has another `source`.
 */
export function acceptsSource(event: Pick<MessageEvent, 'origin' | 'source'>, self: unknown, ownOrigin: string): boolean {
  return event.source !== null && event.source === self && event.origin === ownOrigin;
}

/** The name of the entry point the apps may call instead of posting: `window.MarketHost.receive(message)`. */
export const HOST_ENTRY_POINT = 'MarketHost';

type Receiver = (data: unknown) => void;
/** the handlers `window.MarketHost.receive` hands messages to (one per onHostMessage subscription) */
const receivers = new Set<Receiver>();

/**
 * Defines `window.MarketHost.receive` once: non-writable and non-configurable, so no page script can
 * swap it for its own (a script that could call it could post to this window just as well).
 */
function installEntryPoint(target: object): void {
  if (Object.prototype.hasOwnProperty.call(target, HOST_ENTRY_POINT)) return;
  const entry = Object.freeze({
    receive: (message: unknown): void => {
      for (const receiver of [...receivers]) receiver(message);
    },
  });
  try {
    Object.defineProperty(target, HOST_ENTRY_POINT, { value: entry, writable: false, configurable: false, enumerable: false });
  } catch {
    // a frozen or exotic window: the postMessage channel still works
  }
}

/**
 * Subscribes to the hosting app's messages: `handler` gets each valid one, typed. Answers the
 * unsubscribe function.
 */
export function onHostMessage(handler: (message: HostMessage) => void, options: HostMessageOptions = {}): () => void {
  const target = options.target ?? window;
  const receive: Receiver = (data) => {
    const parsed = parseHostMessage(data);
    if (parsed === null) {
      options.onDropped?.('malformed', null);
      return;
    }
    handler(parsed);
  };
  const listener = (event: Event) => {
    const message = event as MessageEvent;
    if (!acceptsSource(message, target, target.location.origin)) {
      options.onDropped?.('origin', message);
      return;
    }
    const parsed = parseHostMessage(message.data);
    if (parsed === null) {
      options.onDropped?.('malformed', message);
      return;
    }
    handler(parsed);
  };
  installEntryPoint(target);
  receivers.add(receive);
  target.addEventListener('message', listener);
  return () => {
    receivers.delete(receive);
    target.removeEventListener('message', listener);
  };
}
