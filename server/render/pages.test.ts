import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../security-headers';
import { createPageRenderer, type RenderRequest } from './pages';

/** A stand-in of the app's server entry: what it was asked, and a page per address. */
function stubEntry(answer: (request: RenderRequest) => Response = ({ nonce, request }) => htmlOf(nonce, new URL(request.url).pathname)) {
  const renders: RenderRequest[] = [];
  let configured = 0;
  return {
    renders,
    configured: () => configured,
    module: {
      configureApi: () => void configured++,
      render: async (request: RenderRequest) => {
        renders.push(request);
        // a render that takes a moment, so that concurrent requests meet it in flight
        await new Promise((resolve) => setTimeout(resolve, 20));
        return answer(request);
      },
    },
  };
}

const htmlOf = (nonce: string, path: string, status = 200) =>
  new Response(`<html><body><p>${path}</p><script nonce="${nonce}">window.x=1</script></body></html>`, { status, headers: { 'Content-Type': 'text/html' } });

function appWith(entry: ReturnType<typeof stubEntry>, { cacheMs = 60_000, publicOrigin }: { cacheMs?: number; publicOrigin?: string } = {}) {
  const renderer = createPageRenderer({
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

const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];

describe("the server's pages (issue 24 §3, §8)", () => {
  it('renders an address once for every visitor while it is fresh, concurrent first requests included', async () => {
    const entry = stubEntry();
    const app = appWith(entry);
    const answers = await Promise.all(Array.from({ length: 5 }, () => app.request('/deal/7')));
    expect(entry.renders).toHaveLength(1);
    expect(entry.configured()).toBe(1);
    const bodies = await Promise.all(answers.map((res) => res.text()));
    for (const [index, res] of answers.entries()) {
      const nonce = nonceOf(res);
      expect(bodies[index]).toContain(`<script nonce="${nonce}">`);
    }
    // each answer its own nonce, in the page and in the policy
    expect(new Set(answers.map(nonceOf)).size).toBe(5);
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
    // no policy: the browser keeps its copy's, whose nonce the copy's scripts carry
    expect(again.headers.get('content-security-policy')).toBeNull();
    expect(again.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('content-security-policy')).toContain(`'nonce-`);
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
    const app = appWith(stubEntry(({ nonce, request }) => htmlOf(nonce, new URL(request.url).pathname, 404)));
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
});
