import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { securityHeaders } from '../security-headers';
import { createHash } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { createPageRenderer, inlineScriptHashes, type RenderRequest } from './pages';

/** A stand-in of the app's server entry: what it was asked, and a page per address. */
function stubEntry(answer: (request: RenderRequest) => Response = ({ request }) => htmlOf(new URL(request.url).pathname)) {
  const renders: RenderRequest[] = [];
  let configured = 0;
  return {
    renders,
    configured: () => configured,
    module: {
      configureApi: () => void configured++,
      configureKeys: () => undefined,
      render: async (request: RenderRequest) => {
        renders.push(request);
        // a render that takes a moment, so that concurrent requests meet it in flight
        await new Promise((resolve) => setTimeout(resolve, 20));
        return answer(request);
      },
    },
  };
}

/** the page's one inline script names its address, so each page has a hash of its own */
const htmlOf = (path: string, status = 200) =>
  new Response(`<html><body><p>${path}</p><script>window.x=${JSON.stringify(path)}</script><script src="/assets/entry.js"></script></body></html>`, {
    status,
    headers: { 'Content-Type': 'text/html' },
  });
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

function appWith(
  entry: ReturnType<typeof stubEntry>,
  { cacheMs = 60_000, publicOrigin, renderDeadlineMs, now }: { cacheMs?: number; publicOrigin?: string; renderDeadlineMs?: number; now?: () => number } = {},
) {
  const renderer = createPageRenderer({
    renderDeadlineMs,
    now,
    load: () => Promise.resolve(entry.module),
    manifest: () => ({ routes: {} }),
    publicOrigin,
    cacheMs,
    api: () => Promise.resolve(new Response('{}')),
    logError: () => undefined,
  });
  const app = new Hono();
  app.use(securityHeaders());
  app.get('*', (c) => renderer.serve(c));
  return app;
}

const scriptSources = (res: Response) =>
  /script-src ([^;]+)/
    .exec(res.headers.get('content-security-policy') ?? '')?.[1]
    ?.split(' ') ?? [];

describe("the server's pages (issue 24 §3, §8)", () => {
  it('renders an address once for every visitor while it is fresh, concurrent first requests included', async () => {
    const entry = stubEntry();
    const app = appWith(entry);
    const answers = await Promise.all(Array.from({ length: 5 }, () => app.request('/deal/7')));
    expect(entry.renders).toHaveLength(1);
    expect(entry.configured()).toBe(1);
    const bodies = await Promise.all(answers.map((res) => res.text()));
    // one page for all: the same bytes, and its inline script allowed by its hash (never unsafe-inline)
    expect(new Set(bodies).size).toBe(1);
    for (const res of answers) expect(scriptSources(res)).toEqual(["'self'", sha256('window.x="/deal/7"')]);
    await app.request('/deal/8');
    expect(entry.renders).toHaveLength(2);
  });

  it('renders afresh for a request with a member\'s token cookie, and keeps nothing of it', async () => {
    const entry = stubEntry();
    const app = appWith(entry);
    await app.request('/best');
    await app.request('/best', { headers: { Cookie: 'visited=Y; ACCESS_TOKEN=eyJ.a.b' } });
    await app.request('/best', { headers: { Cookie: 'REFRESH_TOKEN=r1' } });
    expect(entry.renders).toHaveLength(3);
    await app.request('/best', { headers: { Cookie: 'ACCESS_TOKEN=' } });
    expect(entry.renders).toHaveLength(3);
  });

  it("renders my page for the member of a well-formed access cookie, for them only: private, no-store, no ETag", async () => {
    const entry = stubEntry();
    const app = appWith(entry);
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
    const mine = await app.request('/my-page', { headers: { Cookie: `visited=Y; ACCESS_TOKEN=${encodeURIComponent(token)}` } });
    expect(mine.status).toBe(200);
    expect(entry.renders.at(-1)?.member).toEqual({ accessToken: token });
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(mine.headers.get('vary')).toContain('Cookie');
    expect(mine.headers.get('etag')).toBeNull();
    // a second request renders again: nothing of a member is kept
    await app.request('/my-page', { headers: { Cookie: `ACCESS_TOKEN=${token}` } });
    expect(entry.renders).toHaveLength(2);
    expect(entry.renders.at(-1)?.member).toEqual({ accessToken: token });

    // no cookie, a malformed one, or another page: the visitor's render, with no member in it
    for (const [path, cookie] of [
      ['/my-page', ''],
      ['/my-page', 'ACCESS_TOKEN=not-a-token'],
      ['/my-page', `ACCESS_TOKEN=${token}%ZZ`],
      ['/my-page', `ACCESS_TOKEN=${token}.${'a'.repeat(5000)}`],
      ['/my-page', `REFRESH_TOKEN=${token}`],
      ['/best', `ACCESS_TOKEN=${token}`],
      ['/my-page/point', `ACCESS_TOKEN=${token}`],
    ] as const) {
      const before = entry.renders.length;
      const answer = await app.request(path, { headers: cookie ? { Cookie: cookie } : {} });
      expect(answer.headers.get('cache-control'), `${path} ${cookie}`).toBe('no-cache');
      const render = entry.renders.at(-1);
      if (entry.renders.length > before) expect(render?.member, `${path} ${cookie}`).toBeUndefined();
    }
  });

  it('renders every request without a cache, and again once a rendering is older than the cache', async () => {
    const none = stubEntry();
    const uncached = appWith(none, { cacheMs: 0 });
    await uncached.request('/');
    await uncached.request('/');
    expect(none.renders).toHaveLength(2);
    const short = stubEntry();
    const app = appWith(short, { cacheMs: 30 });
    await app.request('/');
    await new Promise((resolve) => setTimeout(resolve, 40));
    await app.request('/');
    expect(short.renders).toHaveLength(2);
  });

  it('renews an address asked for late in its life in the background: no visitor waits, none gets a copy older than the cache', async () => {
    let made = 0;
    const entry = stubEntry(() => new Response(`<html><body>rendering ${++made}</body></html>`, { headers: { 'Content-Type': 'text/html' } }));
    // the cache's clock is the test's: each step is where it says, however slow the machine
    let clock = 0;
    const app = appWith(entry, { cacheMs: 300, now: () => clock });
    const body = async () => (await app.request('/deal/3')).text();
    expect(await body()).toContain('rendering 1');
    // still fresh, not yet late in its life: served, nothing rendered
    clock = 100;
    expect(await body()).toContain('rendering 1');
    expect(entry.renders).toHaveLength(1);
    // in its last third: this visitor gets the copy there is (still fresh), and a new one is made meanwhile
    clock = 250;
    expect(await body()).toContain('rendering 1');
    expect(entry.renders).toHaveLength(2);
    await vi.waitFor(async () => expect(await body()).toContain('rendering 2'));
    // past the first copy's life (300): the renewed one answers (made at 250), with no render waited for
    clock = 400;
    expect(await body()).toContain('rendering 2');
    expect(entry.renders).toHaveLength(2);
    // an address nobody asked for late in its life expires and is rendered for its next visitor, as before
    clock = 1_000;
    expect(await body()).toContain('rendering 3');
    expect(entry.renders).toHaveLength(3);
  });

  it('revalidates with a weak ETag of the rendering: 304 with no body', async () => {
    const app = appWith(stubEntry());
    const first = await app.request('/notice/1');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('vary')).toBe('Accept-Encoding');
    const again = await app.request('/notice/1', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // the same policy as the copy it confirms: the same scripts, the same hashes
    expect(again.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
    expect(again.headers.get('x-content-type-options')).toBe('nosniff');
    expect(scriptSources(first)).toContain(sha256('window.x="/notice/1"'));
    expect((await app.request('/notice/1', { headers: { 'If-None-Match': 'W/"other"' } })).status).toBe(200);
  });

  it("passes a route's redirect on, on this site only", async () => {
    const entry = stubEntry(({ request }) => {
      const path = new URL(request.url).pathname;
      if (path === '/deal') return new Response(null, { status: 307, headers: { Location: '/?tab=1' } });
      return new Response(null, { status: 302, headers: { Location: 'https://evil.example/steal' } });
    });
    const app = appWith(entry);
    const alias = await app.request('/deal');
    expect(alias.status).toBe(302);
    expect(alias.headers.get('location')).toBe('/?tab=1');
    expect((await app.request('/elsewhere')).headers.get('location')).toBe('/');
  });

  it('sends an unknown address to /404 (SPEC.md §2), and /404 says 404', async () => {
    const app = appWith(stubEntry(({ request }) => htmlOf(new URL(request.url).pathname, 404)));
    const unknown = await app.request('/no/such/screen');
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get('location')).toBe('/404');
    const notFound = await app.request('/404');
    expect(notFound.status).toBe(404);
    expect(await notFound.text()).toContain('<p>/404</p>');
  });

  it('renders on the public origin when one is set, and never on a malformed Host', async () => {
    const entry = stubEntry();
    await appWith(entry, { publicOrigin: 'https://market.example.co.kr' }).request('http://127.0.0.1/season', { headers: { Host: 'evil.example' } });
    expect(entry.renders[0]?.siteOrigin).toBe('https://market.example.co.kr');
    expect(entry.renders[0]?.request.url).toBe('https://market.example.co.kr/season');
    const own = stubEntry();
    await appWith(own).request('http://127.0.0.1:4173/season', { headers: { Host: 'bad host/<x>' } });
    expect(own.renders[0]?.siteOrigin).toBe('http://127.0.0.1:4173');
  });

  it('answers a Korean error, not a stack trace, when a render fails', async () => {
    const app = appWith(stubEntry(() => {
      throw new Error('boom at render');
    }));
    const res = await app.request('/');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).toContain('페이지를 그리지 못했어요');
    expect(text).not.toContain('boom');
  });

  it('gives up a rendering that never ends: the error page for everyone waiting, nothing cached', async () => {
    let hang = true;
    const entry = stubEntry(({ request }) => {
      if (!hang) return htmlOf(new URL(request.url).pathname);
      // a body that never finishes, as a render suspended on something the server never gets
      return new Response(new ReadableStream({ start: (controller) => controller.enqueue(new TextEncoder().encode('<html>')) }));
    });
    const app = appWith(entry, { renderDeadlineMs: 100 });
    const answers = await Promise.all([app.request('/'), app.request('/')]);
    expect(answers.map((res) => res.status)).toEqual([500, 500]);
    expect(await answers[0]!.text()).toContain('페이지를 그리지 못했어요');
    expect(entry.renders).toHaveLength(1);
    hang = false;
    const next = await app.request('/');
    expect(next.status).toBe(200);
    expect(entry.renders).toHaveLength(2);
  });
});

describe('inline scripts by their hashes', () => {
  it('hashes every <script> without src, of its text as written, once each', () => {
    const html = `<script>a()</script><SCRIPT type="module">b()\n</SCRIPT ><script src="/x.js"></script><script async src=/y.js></script><script>a()</script><script></script>`;
    expect(inlineScriptHashes(html)).toEqual([sha256('a()'), sha256('b()\n'), sha256('')]);
  });

  it('compresses a rendering once and sends those bytes to every visitor', async () => {
    const app = appWith(stubEntry());
    const answers = await Promise.all(Array.from({ length: 3 }, () => app.request('/best', { headers: { 'Accept-Encoding': 'br' } })));
    const bodies = await Promise.all(answers.map(async (res) => Buffer.from(await res.arrayBuffer())));
    for (const res of answers) expect(res.headers.get('content-encoding')).toBe('br');
    expect(new Set(bodies.map((body) => body.toString('base64'))).size).toBe(1);
    expect(brotliDecompressSync(bodies[0]!).toString()).toContain('<p>/best</p>');
  });
});
