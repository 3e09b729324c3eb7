import { FetchError, ofetch, type FetchContext } from 'ofetch';
import * as v from 'valibot';
import { ToastItemSchema } from '../../contract/schemas/toast';
import { env } from '../config/env';
import { serverMember } from '../platform/server-member';
import { getDeviceUuid, getStoredAccessToken } from '../platform/storage';
import { ApiError, ErrorCode, HttpError, NetworkError, SchemaError, TimeoutError, toApiError } from './errors';

/** SPEC.md §9: idle client timeout, the upper bound of every call's own timeout. */
export const CLIENT_TIMEOUT_MS = 50_000;
/**
 * Every call has a timeout (issue 11 §6), from sending to the last byte of the body
 * (docs/decisions.md "Request timeouts and one retry layer"): a read that has not answered in 15 s
 * is better tried again (TanStack Query retries it once) than waited on; a write keeps the spec's
 * whole 50 s, since giving up early on a slow but working upload would make the shopper send it twice.
 */
export const REQUEST_TIMEOUT_MS = { read: 15_000, write: CLIENT_TIMEOUT_MS } as const;
/** SPEC.md §7: toastItems are shown for every response except this one. */
export const PRODUCT_VIEW_COUNT_PATH = '/api/v1/display/product/view-count';

/** A toast a response may carry (SPEC.md §3): a phrase, or an icon with three phrase parts. */
export { ToastItemSchema };
export type ToastItem = v.InferOutput<typeof ToastItemSchema>;
const ToastEnvelope = v.object({ toastItems: v.array(ToastItemSchema) });

/**
 * What the composition root (src/app/actors.ts) plugs into the client. The client itself never
 * navigates, opens dialogs or refreshes tokens: it reports and asks.
 */
export interface ClientPorts {
  showToasts(items: readonly ToastItem[]): void;
  /**
   * Code 111 on a call. Resolves true once a fresh access token is stored (the caller then replays
   * its request once), false when the session could not be refreshed. Must be single-flight.
   * `usedToken` is the access token the failed call sent: when another call already replaced it,
   * the caller can replay at once. 'unreachable': the refresh could not reach the server; the
   * member stays signed in (the session tries again later) and the call fails as a NetworkError,
   * which the screen shows with its retry (issue 11 §6).
   */
  accessTokenExpired(usedToken: string | null): Promise<boolean | 'unreachable'>;
  /** Code 112 on a call: the session logs out (once) and tells the shopper. */
  refreshTokenExpired(): void;
}

let ports: ClientPorts = {
  showToasts: () => undefined,
  accessTokenExpired: () => Promise.resolve(false),
  refreshTokenExpired: () => undefined,
};

export function configureClient(next: Partial<ClientPorts>): void {
  ports = { ...ports, ...next };
}

/**
 * Where the calls go. In the browser: `fetch` and VITE_API_BASE_URL (empty: this origin). On the
 * server that renders the pages (src/entry-server.tsx), the reference server hands its own API in
 * without a network hop, or the address of the real backend (README "Pointing at a real backend").
 */
export interface Transport {
  /** an origin (or origin and path prefix) before every `/api/...` path; '' = this origin */
  readonly baseUrl: string;
  readonly fetch: typeof globalThis.fetch;
}

let transport: Transport = {
  baseUrl: env.VITE_API_BASE_URL,
  // looked up at each call, so that tests (and service-worker shims) can replace fetch
  fetch: (input, init) => globalThis.fetch(input, init),
};

export function configureTransport(next: Partial<Transport>): void {
  transport = { ...transport, ...next };
}

/** Headers every call sends (SPEC.md §7): Authorization with the stored token, deviceUuid, no-cache. */
export function commonHeaders(): Record<string, string> {
  const headers: Record<string, string> = { 'Cache-Control': 'no-cache', Pragma: 'no-cache' };
  // on the server nothing of the shopper's is known: no device, no token (DESIGN.md "Server rendering"),
  // except the member my page is rendered for (src/platform/server-member.ts)
  const device = getDeviceUuid();
  if (device) headers.deviceUuid = device;
  const token = getStoredAccessToken() ?? serverMember()?.accessToken;
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** A call's query string: `undefined` values are left out. */
export type Query = Readonly<Record<string, string | number | boolean | undefined>>;

export interface RequestOptions {
  method?: string;
  query?: Query;
  /** a plain object or array goes as JSON; FormData and text as they are */
  body?: object | string;
  headers?: Record<string, string>;
  signal?: AbortSignal | null;
  /** overrides REQUEST_TIMEOUT_MS for this call; never above CLIENT_TIMEOUT_MS */
  timeoutMs?: number;
  /**
   * false for the session's own token calls: their 111/112 answers go to the session machine as
   * the call's error, never back to the session as a port call (which would wait on itself).
   */
  sessionPorts?: boolean;
}

/** The address of a call: the transport's base (when set) before `path`, then the query. */
export function callUrl(path: string, query?: Query): string {
  const base = transport.baseUrl.replace(/\/+$/, '');
  let url = base && !path.startsWith(base) ? `${base}${path.startsWith('/') ? '' : '/'}${path}` : path;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) params.append(name, String(value));
  const search = params.toString();
  if (search) url += `${url.includes('?') ? '&' : '?'}${search}`;
  return url;
}

/**
 * The one HTTP client (DESIGN.md "Server data"): ofetch with the common headers, JSON bodies, and
 * bodies read as JSON when they are JSON and as text otherwise (a proxy's HTML error page, a cut-off
 * body: the call's schema decides what to make of it). It never retries by itself (the one retry
 * layer is TanStack Query's, docs/decisions.md) and hands back 4xx/5xx answers to `send` below, which
 * maps them to the catalogue's typed errors.
 */
const http = ofetch.create(
  {
    retry: false,
    ignoreResponseError: true,
    onRequest({ options }: FetchContext) {
      for (const [name, value] of Object.entries(commonHeaders())) {
        if (!options.headers.has(name)) options.headers.set(name, value);
      }
    },
    onResponse({ request, response }: FetchContext) {
      if (!response || String(request).includes(PRODUCT_VIEW_COUNT_PATH)) return;
      const parsed = v.safeParse(ToastEnvelope, response._data);
      if (parsed.success && parsed.output.toastItems.length > 0) ports.showToasts(parsed.output.toastItems);
    },
  },
  { fetch: (input, init) => transport.fetch(input, init) },
);

/** An answer of 4xx or 5xx, with its body as ofetch read it. */
class FailedAnswer {
  constructor(
    readonly status: number,
    readonly data: unknown,
  ) {}
}

function toTypedError(thrown: unknown, path: string, timedOut: boolean): Error {
  if (timedOut) return new TimeoutError(path);
  // ofetch wraps what fetch threw (no answer, an abort, a body cut off) in a FetchError
  const error = thrown instanceof FetchError && thrown.cause !== undefined ? thrown.cause : thrown;
  if (error instanceof FailedAnswer) return toApiError(error.data, error.status) ?? new HttpError(error.status, path);
  // a cancelled query stays an AbortError: TanStack Query drops it, nobody shows it
  if (error instanceof Error && error.name === 'AbortError') return error;
  if (error instanceof Error && error.name === 'TimeoutError') return new TimeoutError(path);
  // no answer, or the connection dropped while the body was read (fetch's TypeError)
  return new NetworkError(path);
}

/** reads have the shorter timeout; everything else may change data on the server */
function timeoutFor(options: RequestOptions): number {
  const kind = (options.method ?? 'GET').toUpperCase() === 'GET' ? 'read' : 'write';
  return Math.min(options.timeoutMs ?? REQUEST_TIMEOUT_MS[kind], CLIENT_TIMEOUT_MS);
}

/**
 * The caller's signal (a cancelled query) and the call's timeout, as one signal. ofetch's own
 * `timeout` stops at the answer's headers and only when no signal is given: this one also covers
 * the body, which ofetch reads before it resolves.
 */
function withTimeout(signal: AbortSignal | null | undefined, ms: number): { signal: AbortSignal; timedOut: () => boolean; done: () => void } {
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort(new DOMException('The operation timed out.', 'TimeoutError'));
  }, ms);
  const onAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) onAbort();
  else signal?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => expired,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    },
  };
}

/**
 * One API call: sends, maps failures to the catalogue's typed errors, validates the answer with
 * `schema`. Code 111 asks the session to refresh (single-flight there) and replays the call once.
 */
export async function request<TSchema extends v.GenericSchema>(
  schema: TSchema,
  path: string,
  options: RequestOptions = {},
): Promise<v.InferOutput<TSchema>> {
  const { sessionPorts = true, ...fetchOptions } = options;
  const data = await send(path, fetchOptions, sessionPorts);
  const result = v.safeParse(schema, data);
  if (!result.success) {
    throw new SchemaError(
      path,
      result.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`),
      // a body that was not JSON (or was cut off) comes back as its text
      typeof data === 'string' || data === undefined,
    );
  }
  return result.output;
}

async function send(path: string, options: RequestOptions, sessionPorts: boolean, mayReplay = sessionPorts): Promise<unknown> {
  const usedToken = getStoredAccessToken();
  // the timeout covers the body too: a stalled body must not hang the screen
  const timeout = withTimeout(options.signal, timeoutFor(options));
  try {
    const method = (options.method ?? 'GET').toUpperCase();
    const response = await http.raw(callUrl(path, options.query), {
      method,
      headers: options.headers,
      body: method === 'GET' || method === 'HEAD' ? undefined : options.body,
      signal: timeout.signal,
    });
    if (response.status >= 400) throw new FailedAnswer(response.status, response._data);
    return response._data;
  } catch (raw) {
    const error = toTypedError(raw, path, timeout.timedOut());
    if (error instanceof ApiError && error.is(ErrorCode.AccessTokenExpired) && mayReplay) {
      const refreshed = await ports.accessTokenExpired(usedToken);
      if (refreshed === 'unreachable') throw new NetworkError(path);
      if (refreshed) return send(path, options, sessionPorts, false);
    }
    if (sessionPorts && error instanceof ApiError && error.is(ErrorCode.RefreshTokenExpired)) ports.refreshTokenExpired();
    throw error;
  } finally {
    timeout.done();
  }
}

