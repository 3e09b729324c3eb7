import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { cookieKeys } from '../../contract/storage-keys';
import type { RuntimeKey } from '../../contract/runtime-keys';
import { negotiate } from '../static';
import type { RouterManifest } from './manifest';

/**
 * The app's pages, rendered on the server by the app's own entry (src/entry-server.tsx, TanStack
 * Router's SSR) for every path that is not an API call, a file or a stand-in page (issue 24 §3, §8).
 *
 * - **Nothing of a member is in them.** The render reads no cookie and no token (the app keeps its
 *   tokens in the browser's storage, SPEC.md §3); member-only routes render the shell and their
 *   loading state. So one rendering of an address serves every visitor: it is kept for
 *   `cacheMs` (a micro-cache, keyed by the address alone; concurrent first requests share one
 *   render). A request with the member's token cookie gets a rendering of its own, never cached.
 * - **Renewed before it expires, never served older:** an address asked for in the last third of
 *   its rendering's life is rendered again in the background (one such render at a time), and the
 *   new rendering replaces the old when it is done; visitors meanwhile get the old one, which is still
 *   within `cacheMs`. So an address in demand does not expire and make its visitors wait for a render,
 *   and many addresses rendered together (a burst) do not all expire and render together again: what a
 *   visitor is sent is never older than `cacheMs`, as without it (docs/decisions.md "Issue 24: server
 *   speed").
 * - **Inline scripts by their hashes.** The page's own inline scripts (its data for hydration, the
 *   router's scroll restoration) are allowed by their SHA-256 in the `Content-Security-Policy`
 *   (`'sha256-…'`, never `unsafe-inline`, issue 24 §8), which server/security-headers.ts writes from
 *   the context. A script injected into the page has other text and does not run. A hash, unlike a
 *   nonce, is the same for every answer of one rendering: the bytes of a page, and their brotli and
 *   gzip, are made once per rendering and sent to every visitor (docs/decisions.md "Issue 24").
 * - **Revalidated, never stale:** `Cache-Control: no-cache`, a weak ETag of the rendering,
 *   `Vary: Accept-Encoding`; a 304 carries the same policy as the copy it confirms.
 * - **Statuses:** a route's redirect is the answer's redirect; /404 answers 404; any other address the
 *   router does not know redirects to /404 (SPEC.md §2) with 404's HTML-free redirect.
 */

export interface RenderRequest {
  readonly request: Request;
  readonly siteOrigin: string;
  readonly manifest: RouterManifest;
  /** my page's member (their access cookie): their page, or the visitor's if their call fails */
  readonly member?: { readonly accessToken: string };
}

/** What the app's server entry exports (src/entry-server.tsx). */
export interface RenderModule {
  render(request: RenderRequest): Promise<Response>;
  configureApi(transport: { readonly inProcess?: (request: Request) => Promise<Response> }): void;
  /** the app's third-party keys, from the server's environment (server/config.ts appKeys) */
  configureKeys(keys: Readonly<Partial<Record<RuntimeKey, string | undefined>>>): void;
}

export interface PageRendererOptions {
  /** the app's server entry: the SSR build's file, or Vite's module in development */
  readonly load: () => Promise<RenderModule>;
  readonly manifest: () => RouterManifest;
  /** PUBLIC_ORIGIN: the site's address for absolute links; unset = each request's own origin */
  readonly publicOrigin: string | undefined;
  /** how long one rendering of an address serves visitors (0: render every request) */
  readonly cacheMs: number;
  /** the reference server's API, called without a network hop while rendering */
  readonly api: (request: Request) => Promise<Response>;
  /** the app's third-party keys the pages are drawn with (default: none) */
  readonly keys?: Readonly<Partial<Record<RuntimeKey, string | undefined>>>;
  /** where rendering failures are logged */
  readonly logError?: (error: unknown) => void;
  /** how long one rendering may take before the visitor gets the error page (default RENDER_DEADLINE_MS) */
  readonly renderDeadlineMs?: number;
  /** the clock of the cache's lifetimes (tests) */
  readonly now?: () => number;
}

/**
 * A rendering that has not finished by then is given up: its visitors (all those waiting on the same
 * address) get the Korean error page instead of a request that never ends, nothing is cached, and
 * the next request renders again. A render that waits on something the server never gets (a
 * component suspending on what only a browser does) would otherwise hold every visitor of the page.
 */
export const RENDER_DEADLINE_MS = 10_000;

function failAfter(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    const fail = () => reject(new Error(`rendering took longer than its deadline`));
    if (signal.aborted) fail();
    else signal.addEventListener('abort', fail, { once: true });
  });
}

/** the CSP sources (`'sha256-…'`) of a rendered page's inline scripts, for server/security-headers.ts */
export const SCRIPT_HASHES_KEY = 'cspScriptHashes';
/** a page of the server's own with a nonce for its scripts (the API reference, server/openapi.ts) */
export const NONCE_CONTEXT_KEY = 'cspNonce';
export const NOT_FOUND_PATH = '/404';
/** the last part of a rendering's life in which a request renews it in the background */
const RENEW_SHARE = 1 / 3;
/** at most this many addresses are kept; the oldest goes first */
const MAX_CACHED_PAGES = 500;
const HOST = /^[A-Za-z0-9.-]+(?::\d{1,5})?$/;
/** the app's token cookies (contract/storage-keys.ts) */
const MEMBER_COOKIE = new RegExp(`(?:^|;\\s*)(?:${cookieKeys.accessToken}|${cookieKeys.refreshToken})=[^;\\s]`);
/** the addresses rendered with the member's data when their access cookie comes (issue 24 §4) */
const MEMBER_PAGES = new Set(['/my-page', '/my-page/']);
/** what an access token looks like (a JWT: three base64url parts); anything else is not sent on */
const ACCESS_TOKEN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
const MAX_TOKEN_LENGTH = 4096;

/** The member's access token from the request's cookie (hono's parser), if it has the shape of one. */
function accessTokenOf(c: Context): string | undefined {
  const value = getCookie(c, cookieKeys.accessToken)?.replace(/^Bearer\s+/i, '');
  return value !== undefined && value.length <= MAX_TOKEN_LENGTH && ACCESS_TOKEN.test(value) ? value : undefined;
}

type Encoding = 'br' | 'gzip';

interface Rendered {
  readonly status: number;
  readonly html: Buffer;
  /** `'sha256-…'` of each inline script */
  readonly scriptHashes: readonly string[];
  /** the page compressed, made at its first answer in that encoding */
  readonly encoded: Map<Encoding, Promise<Buffer>>;
  readonly etag: string;
  /** a redirect's target, already an address of this site */
  readonly location?: string;
  readonly expires: number;
  /** from then on, a request for the address renders it again in the background (RENEW_SHARE) */
  readonly renewAt: number;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

declare module 'hono' {
  interface ContextVariableMap {
    [SCRIPT_HASHES_KEY]: readonly string[];
    [NONCE_CONTEXT_KEY]: string;
  }
}

export interface PageRenderer {
  serve(c: Context): Promise<Response>;
  /** forgets every rendering (tests, operator switches that change what pages show) */
  clear(): void;
}

export function createPageRenderer(options: PageRendererOptions): PageRenderer {
  const clock = options.now ?? Date.now;
  const cache = new Map<string, Rendered>();
  const inFlight = new Map<string, Promise<Rendered>>();
  /**
   * renewals waiting for their turn, in order, each with what starts it: one runs at a time, and a
   * visitor who finds the address expired starts its waiting renewal at once (never queues behind others)
   */
  const waitingRenewals = new Map<string, () => void>();
  let renewing = false;
  /** clear() counts up: a rendering started before it is not kept after it */
  let generation = 0;
  let configured: RenderModule | undefined;

  const entry = async (): Promise<RenderModule> => {
    const module = await options.load();
    if (module !== configured) {
      module.configureApi({ inProcess: options.api });
      module.configureKeys(options.keys ?? {});
      configured = module;
    }
    return module;
  };

  const renderAddress = async (siteOrigin: string, address: string, member?: RenderRequest['member']): Promise<Rendered> => {
    const module = await entry();
    const deadline = AbortSignal.timeout(options.renderDeadlineMs ?? RENDER_DEADLINE_MS);
    const late = failAfter(deadline);
    const response = await Promise.race([
      module.render({
        request: new Request(new URL(address, siteOrigin), { headers: { Accept: 'text/html' }, signal: deadline }),
        siteOrigin,
        manifest: options.manifest(),
        ...(member ? { member } : {}),
      }),
      late,
    ]);
    const now = clock();
    const expires = now + options.cacheMs;
    const renewAt = expires - options.cacheMs * RENEW_SHARE;
    const location = response.headers.get('Location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      return { status: response.status, html: Buffer.alloc(0), scriptHashes: [], encoded: new Map(), etag: '', location: sameSiteLocation(location, siteOrigin), expires, renewAt };
    }
    const text = await Promise.race([response.text(), late]);
    const html = Buffer.from(text);
    return {
      status: response.status,
      html,
      scriptHashes: inlineScriptHashes(text),
      encoded: new Map(),
      etag: `W/"${createHash('sha1').update(html).digest('base64url')}"`,
      expires,
      renewAt,
    };
  };

  const keep = (key: string, page: Rendered, since: number) => {
    if (options.cacheMs <= 0 || since !== generation) return;
    if (page.status !== 200 && page.status !== 404 && page.location === undefined) return;
    cache.delete(key);
    cache.set(key, page);
    if (cache.size > MAX_CACHED_PAGES) cache.delete(cache.keys().next().value ?? key);
  };

  /**
   * One render of `key` at a time, whoever asked for it (it stands in the in-flight map until done);
   * kept when it may be. `turn`: what it waits for before it starts (a renewal's place in the queue).
   */
  const renderOnce = (key: string, siteOrigin: string, address: string, turn?: Promise<void>): Promise<Rendered> => {
    const running = inFlight.get(key);
    if (running) return running;
    const since = generation;
    const next = (turn ? turn.then(() => renderAddress(siteOrigin, address)) : renderAddress(siteOrigin, address))
      .then((page) => {
        keep(key, page, since);
        return page;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, next);
    return next;
  };

  const nextRenewal = () => {
    const first = waitingRenewals.entries().next();
    if (first.done) {
      renewing = false;
      return;
    }
    const [key, start] = first.value;
    waitingRenewals.delete(key);
    renewing = true;
    start();
    // the next one after the event loop's turn: the answers waiting meanwhile go out first
    const after = () => void setImmediate(nextRenewal);
    void (inFlight.get(key) ?? Promise.resolve()).then(after, after);
  };

  const renew = (key: string, siteOrigin: string, address: string) => {
    if (inFlight.has(key)) return;
    let start: () => void = () => undefined;
    const turn = new Promise<void>((resolve) => (start = resolve));
    // in the in-flight map from now on: the address is queued once, and a visitor who finds it expired
    // waits for this render rather than making another. A failed renewal is logged; the old rendering
    // serves until it expires.
    renderOnce(key, siteOrigin, address, turn).catch((error: unknown) => (options.logError ?? console.error)(error));
    waitingRenewals.set(key, start);
    if (!renewing) nextRenewal();
  };

  const rendered = (siteOrigin: string, address: string, fresh: boolean): Promise<Rendered> => {
    if (fresh) return renderAddress(siteOrigin, address);
    const key = `${siteOrigin}${address}`;
    const cached = cache.get(key);
    const now = clock();
    if (cached && cached.expires > now) {
      if (now >= cached.renewAt) renew(key, siteOrigin, address);
      return Promise.resolve(cached);
    }
    const waiting = waitingRenewals.get(key);
    if (waiting) {
      waitingRenewals.delete(key);
      waiting();
    }
    return renderOnce(key, siteOrigin, address);
  };

  return {
    clear: () => {
      generation += 1;
      cache.clear();
    },
    async serve(c) {
      const url = new URL(c.req.url);
      const siteOrigin = options.publicOrigin ?? requestOrigin(c, url);
      const address = `${url.pathname}${url.search}`;
      let page: Rendered;
      const cookies = c.req.header('Cookie');
      // my page with the member's access cookie: their own page, for them only (never kept, never stored)
      const accessToken = MEMBER_PAGES.has(url.pathname) ? accessTokenOf(c) : undefined;
      try {
        // a member (the app keeps the tokens in cookies too, SPEC.md §9) gets a rendering of their
        // own, as fresh as what they just wrote; still a visitor's page, nothing of theirs in it
        page = accessToken
          ? await renderAddress(siteOrigin, address, { accessToken })
          : await rendered(siteOrigin, address, MEMBER_COOKIE.test(cookies ?? ''));
      } catch (error) {
        (options.logError ?? console.error)(error);
        return c.text('페이지를 그리지 못했어요. 잠시 후 다시 시도해 주세요.', 500, { 'Cache-Control': 'no-store' });
      }
      if (page.location !== undefined) return c.redirect(page.location, page.status === 301 || page.status === 308 ? 301 : 302);
      // an address the app has no screen for goes to /404 (SPEC.md §2); /404 itself says 404
      if (page.status === 404 && url.pathname !== NOT_FOUND_PATH) return c.redirect(NOT_FOUND_PATH, 302);
      const status = url.pathname === NOT_FOUND_PATH ? 404 : page.status;

      const headers: Record<string, string> = accessToken
        ? { 'Content-Type': 'text/html; charset=UTF-8', 'Cache-Control': 'private, no-store', Vary: 'Accept-Encoding, Cookie' }
        : { 'Content-Type': 'text/html; charset=UTF-8', 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding', ETag: page.etag };
      c.set(SCRIPT_HASHES_KEY, page.scriptHashes);
      if (!accessToken && status === 200 && ifNoneMatch(c.req.header('If-None-Match'), page.etag)) return c.body(null, 304, headers);

      const encoding = negotiate(c.req.header('Accept-Encoding'), ['br', 'gzip'] as const);
      let body = page.html;
      if (encoding) {
        let made = page.encoded.get(encoding);
        if (!made) {
          made = compress(page.html, encoding);
          page.encoded.set(encoding, made);
        }
        body = await made;
        headers['Content-Encoding'] = encoding;
      }
      headers['Content-Length'] = String(body.length);
      if (c.req.method === 'HEAD') return c.body(null, status as 200, headers);
      return c.body(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), status as 200, headers);
    },
  };
}

function compress(html: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: html.length } })
    : gzipAsync(html, { level: 6 });
}

/**
 * The CSP sources of an HTML page's inline scripts: `'sha256-<base64>'` of each `<script>` without
 * `src`, of its text exactly as written (a script's text is raw: no entity is decoded in it).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(match[1] ?? '')) continue;
    hashes.add(`'sha256-${createHash('sha256').update(match[2] ?? '', 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The request's own origin, when PUBLIC_ORIGIN is not set: its scheme and a well-formed Host. */
function requestOrigin(c: Context, url: URL): string {
  const host = c.req.header('Host') ?? url.host;
  return `${url.protocol}//${HOST.test(host) ? host : url.host}`;
}

/** A redirect from the app stays on this site: `/path?x` as it is, an absolute address of the site as its path. */
function sameSiteLocation(location: string, siteOrigin: string): string {
  const target = new URL(location, `${siteOrigin}/`);
  return target.origin === siteOrigin ? `${target.pathname}${target.search}${target.hash}` : '/';
}

function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === '*' || value === bare;
  });
}
