// @vitest-environment jsdom
import fc from 'fast-check';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { sessionMachine } from '../../machines/session/session.machine';
import { isLoggedIn } from '../../machines/session/session.selectors';
import { memberProfile } from '../../machines/session/session.test-kit';
import { configureClient, request } from '../api/client';
import { NetworkError } from '../api/errors';
import { accessTokenExpired, type SessionActor } from './actors';

/**
 * Single-flight refresh (SPEC.md §4, DESIGN.md "Server data"): however many calls fail with 111 at
 * once, the session makes one refresh and each failed call is replayed once with the new token.
 * The server is a fetch stub that answers 111 to the old token and 200 to the new one.
 */

const expired = () =>
  new Response(JSON.stringify({ code: 111, message: '만료', errorType: 'SYSTEM' }), {
    status: 401,
    headers: { 'Content-Type': 'application/json' },
  });

function memberSession(refresh: () => Promise<void>): SessionActor {
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        validateToken: fromPromise(() => Promise.resolve()),
        fetchProfile: fromPromise(() => Promise.resolve(memberProfile())),
        refreshTokens: fromPromise(refresh),
      },
    }),
    { input: { hasToken: true } },
  );
  return actor.start();
}

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the client’s 111 port and the session machine', () => {
  it('refreshes once for any number of simultaneous 111s and replays each call once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 0, max: 15 }), async (calls, refreshMs) => {
        localStorage.setItem('accessToken1', 'old');
        let refreshes = 0;
        const seen: string[] = [];
        vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init?: RequestInit) => {
          const auth = new Headers(init?.headers).get('Authorization') ?? '';
          seen.push(auth);
          if (auth === 'Bearer old') return expired();
          return new Response(JSON.stringify({ ok: true }), { headers: { 'Content-Type': 'application/json' } });
        });
        const session = memberSession(async () => {
          refreshes += 1;
          await tick(refreshMs);
          localStorage.setItem('accessToken1', `new-${refreshes}`);
        });
        await tick(0);
        configureClient({ accessTokenExpired: (used) => accessTokenExpired(session, used) });

        const results = await Promise.all(
          Array.from({ length: calls }, () => request(v.object({ ok: v.literal(true) }), '/api/v1/some-member-call')),
        );

        expect(results).toHaveLength(calls);
        expect(refreshes).toBe(1);
        // each call: once with the old token, once replayed with the new one
        expect(seen.filter((auth) => auth === 'Bearer old')).toHaveLength(calls);
        expect(seen.filter((auth) => auth === 'Bearer new-1')).toHaveLength(calls);
        expect(isLoggedIn(session.getSnapshot())).toBe(true);
        session.stop();
      }),
      { numRuns: 25 },
    );
  });

  it('does not replay when the refresh fails, and the session logs out', async () => {
    localStorage.setItem('accessToken1', 'old');
    vi.stubGlobal('fetch', async () => expired());
    const session = memberSession(() => Promise.reject(Object.assign(new Error('112'), { code: 112 })));
    await tick(0);
    configureClient({ accessTokenExpired: (used) => accessTokenExpired(session, used) });
    await expect(request(v.unknown(), '/api/v1/some-member-call')).rejects.toMatchObject({ code: 111 });
    expect(isLoggedIn(session.getSnapshot())).toBe(false);
    session.stop();
  });

  it('fails the call as a network error and keeps the member when the refresh cannot reach the server', async () => {
    localStorage.setItem('accessToken1', 'old');
    vi.stubGlobal('fetch', async () => expired());
    const session = memberSession(() => Promise.reject(new NetworkError('/api/v1/token/jwt/refresh')));
    await tick(0);
    configureClient({ accessTokenExpired: (used) => accessTokenExpired(session, used) });
    await expect(request(v.unknown(), '/api/v1/some-member-call')).rejects.toBeInstanceOf(NetworkError);
    expect(isLoggedIn(session.getSnapshot())).toBe(true);
    expect(session.getSnapshot().value).toBe('waitingForNetwork');
    expect(localStorage.getItem('accessToken1')).toBe('old');
    session.stop();
  });

  it('replays at once when another call already replaced the token it used', async () => {
    localStorage.setItem('accessToken1', 'newer');
    const session = memberSession(() => Promise.reject(new Error('must not refresh')));
    await tick(0);
    await expect(accessTokenExpired(session, 'old')).resolves.toBe(true);
    session.stop();
  });

  it('answers false for a visitor without asking the session to refresh', async () => {
    const visitor = createActor(sessionMachine, { input: { hasToken: false } }).start();
    await expect(accessTokenExpired(visitor, null)).resolves.toBe(false);
    expect(visitor.getSnapshot().value).toBe('visitor');
  });
});
