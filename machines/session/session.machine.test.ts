import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionTiming } from './session.machine';
import { isLoggedIn, isSettled, isWaitingForNetwork } from './session.selectors';
import { apiError, createSessionKit, memberProfile, networkError, serverError, signInResult, timeoutError, userError } from './session.test-kit';
import { classifyRefreshFailure, refreshBackoffMs } from './session.types';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

async function member() {
  const kit = createSessionKit(true);
  kit.start();
  await kit.resolve('validateToken');
  await kit.resolve('fetchProfile', memberProfile());
  return kit;
}

describe('session startup (SPEC.md §4 Login)', () => {
  it('is a visitor without a stored token, without calling the server', () => {
    const kit = createSessionKit(false);
    kit.start();
    expect(kit.actor.getSnapshot().value).toBe('visitor');
    expect(isSettled(kit.actor.getSnapshot())).toBe(true);
    expect(kit.calls.validateToken).toBe(0);
  });

  it('is logged in only once validation returned 200', async () => {
    const kit = createSessionKit(true);
    kit.start();
    expect(isSettled(kit.actor.getSnapshot())).toBe(false);
    expect(isLoggedIn(kit.actor.getSnapshot())).toBe(false);
    await kit.resolve('validateToken');
    expect(isLoggedIn(kit.actor.getSnapshot())).toBe(true);
    expect(kit.calls.fetchProfile).toBe(1);
  });

  it('refreshes when the stored access token expired (111)', async () => {
    const kit = createSessionKit(true);
    kit.start();
    await kit.reject('validateToken', apiError(111));
    expect(kit.actor.getSnapshot().value).toBe('refreshing');
    await kit.resolve('refreshTokens');
    expect(isLoggedIn(kit.actor.getSnapshot())).toBe(true);
    expect(kit.count('markRefreshTrigger')).toBe(1);
  });

  it('drops a rejected token (110) and stays a visitor', async () => {
    const kit = createSessionKit(true);
    kit.start();
    await kit.reject('validateToken', apiError(110));
    expect(kit.actor.getSnapshot().value).toBe('visitor');
    expect(kit.count('clearLocalSession')).toBe(1);
  });

  it('keeps the token but is not logged in when validation cannot reach the server', async () => {
    const kit = createSessionKit(true);
    kit.start();
    await kit.reject('validateToken', networkError());
    expect(kit.actor.getSnapshot().value).toBe('unverified');
    expect(isLoggedIn(kit.actor.getSnapshot())).toBe(false);
    expect(kit.count('clearLocalSession')).toBe(0);
  });

  it('checks the kept token again when the browser is back online, and becomes a member', async () => {
    const kit = createSessionKit(true);
    kit.start();
    await kit.reject('validateToken', networkError());
    kit.actor.send({ type: 'session.online' });
    expect(kit.calls.validateToken).toBe(2);
    await kit.resolve('validateToken');
    expect(isLoggedIn(kit.actor.getSnapshot())).toBe(true);
  });

  it('checks it again after a backoff while the server keeps failing', async () => {
    vi.useFakeTimers();
    try {
      const kit = createSessionKit(true);
      kit.start();
      await kit.reject('validateToken', serverError(503));
      await vi.advanceTimersByTimeAsync(999);
      expect(kit.calls.validateToken).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(kit.calls.validateToken).toBe(2);
      // a second failure waits twice as long
      await kit.reject('validateToken', timeoutError());
      await vi.advanceTimersByTimeAsync(1999);
      expect(kit.calls.validateToken).toBe(2);
      await vi.advanceTimersByTimeAsync(1);
      expect(kit.calls.validateToken).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('an answer other than a token rejection leaves a visitor with the token kept', async () => {
    const kit = createSessionKit(true);
    kit.start();
    await kit.reject('validateToken', userError(12));
    expect(kit.actor.getSnapshot().value).toBe('visitor');
    expect(kit.count('clearLocalSession')).toBe(0);
  });
});

describe('access token expired (111)', () => {
  it('makes one refresh however many calls failed at once', async () => {
    const kit = await member();
    for (let i = 0; i < 20; i += 1) kit.actor.send({ type: 'session.accessExpired' });
    expect(kit.calls.refreshTokens).toBe(1);
    await kit.resolve('refreshTokens');
    expect(isLoggedIn(kit.actor.getSnapshot())).toBe(true);
    expect(kit.calls.refreshTokens).toBe(1);
  });

  it('tries a refresh the server refused at most twice in a row, then logs out as expired', async () => {
    const kit = await member();
    kit.actor.send({ type: 'session.accessExpired' });
    await kit.reject('refreshTokens', userError(12));
    expect(kit.calls.refreshTokens).toBe(2);
    await kit.reject('refreshTokens', userError(12));
    expect(kit.actor.getSnapshot().value).toBe('loggingOut');
    expect(kit.calls.refreshTokens).toBe(sessionTiming.maxRefreshAttempts);
  });

  it('ends the session when the refresh is answered 110 (the token is unknown)', async () => {
    const kit = await member();
    kit.actor.send({ type: 'session.accessExpired' });
    await kit.reject('refreshTokens', apiError(110));
    expect(kit.actor.getSnapshot().value).toBe('loggingOut');
  });

  it('counts refreshes until an authenticated call succeeds again', async () => {
    const kit = await member();
    kit.actor.send({ type: 'session.accessExpired' });
    await kit.resolve('refreshTokens');
    // the replayed call fails with 111 again before the profile confirmed the new token
    kit.actor.send({ type: 'session.accessExpired' });
    await kit.resolve('refreshTokens');
    kit.actor.send({ type: 'session.accessExpired' });
    expect(kit.actor.getSnapshot().value).toBe('loggingOut');
  });
});

describe('refresh token expired (112)', () => {
  it('logs out exactly once, shows the dialog once, then goes to login', async () => {
    const kit = await member();
    kit.actor.send({ type: 'session.refreshExpired' });
    kit.actor.send({ type: 'session.refreshExpired' });
    kit.actor.send({ type: 'session.accessExpired' });
    expect(kit.calls.revokeTokens).toBe(1);
    await kit.resolve('revokeTokens');
    expect(kit.actor.getSnapshot().value).toBe('expired');
    kit.actor.send({ type: 'session.refreshExpired' });
    expect(kit.calls.showExpiredDialog).toBe(1);
    expect(kit.count('clearLocalSession')).toBe(1);
    expect(kit.count('goToLogin')).toBe(0);
    await kit.resolve('showExpiredDialog');
    expect(kit.actor.getSnapshot().value).toBe('visitor');
    expect(kit.count('goToLogin')).toBe(1);
  });

  it('a refresh answered 112 also ends the session', async () => {
    const kit = await member();
    kit.actor.send({ type: 'session.accessExpired' });
    await kit.reject('refreshTokens', apiError(112));
    await kit.reject('revokeTokens', apiError(112));
    expect(kit.actor.getSnapshot().value).toBe('expired');
  });
});

describe('profile (SPEC.md §4 retrySignIn, Ban)', () => {
  it('logs out and reloads home when the profile says retrySignIn', async () => {
    const kit = createSessionKit(true);
    kit.start();
    await kit.resolve('validateToken');
    await kit.resolve('fetchProfile', memberProfile({ retrySignIn: true }));
    await kit.resolve('revokeTokens');
    expect(kit.actor.getSnapshot().value).toBe('visitor');
    expect(kit.count('reloadHome')).toBe(1);
    expect(kit.count('goToLogin')).toBe(0);
  });

  it('shows the ban dialog to a banned member once per page load', async () => {
    const kit = createSessionKit(true);
    kit.start();
    await kit.resolve('validateToken');
    const banned = memberProfile({ banStatus: { isBanned: true, message: '운영정책 위반으로 이용이 제한되었어요.' } });
    await kit.resolve('fetchProfile', banned);
    expect(kit.count('showBanDialog')).toBe(1);
    await vi.advanceTimersByTimeAsync(sessionTiming.profilePollMs);
    await kit.resolve('validateToken');
    await kit.resolve('fetchProfile', banned);
    expect(kit.count('showBanDialog')).toBe(1);
  });

  it('refetches the profile and revalidates the JWT every 300000 ms', async () => {
    const kit = await member();
    expect(kit.calls.validateToken).toBe(1);
    await vi.advanceTimersByTimeAsync(sessionTiming.profilePollMs - 1);
    expect(kit.calls.validateToken).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(kit.calls.validateToken).toBe(2);
    await kit.resolve('validateToken');
    expect(kit.calls.fetchProfile).toBe(2);
  });
});

describe('logout, sign-in and other tabs', () => {
  it('logs out: revoke, clear, shop logout page, visitor', async () => {
    const kit = await member();
    kit.actor.send({ type: 'session.logout' });
    await kit.reject('revokeTokens', networkError());
    expect(kit.actor.getSnapshot().value).toBe('visitor');
    expect(kit.actions.slice(-2)).toEqual(['clearLocalSession', 'openShopLogout']);
  });

  it('becomes a member when sign-in stores tokens', async () => {
    const kit = createSessionKit(false);
    kit.start();
    kit.actor.send({ type: 'session.signedIn', result: signInResult() });
    expect(kit.count('storeSignIn')).toBe(1);
    expect(isLoggedIn(kit.actor.getSnapshot())).toBe(true);
    expect(kit.actor.getSnapshot().context.hasToken).toBe(true);
  });

  it('re-derives login when another tab changes the tokens', async () => {
    const kit = await member();
    kit.actor.send({ type: 'session.storageChanged', hasToken: false });
    expect(kit.actor.getSnapshot().value).toBe('visitor');
    kit.actor.send({ type: 'session.storageChanged', hasToken: true });
    expect(kit.actor.getSnapshot().value).toBe('validating');
    await kit.resolve('validateToken');
    expect(kit.calls.fetchProfile).toBe(2);
  });
});

describe('a refresh lost on the network (issue 11 §6)', () => {
  for (const [name, error] of [
    ['offline', networkError()],
    ['a timeout', timeoutError()],
    ['a 503 page', serverError(503)],
    ['a SYSTEM error body', Object.assign(apiError(5), { errorType: 'SYSTEM', status: 500 })],
    ['a 429 of the rate limit', Object.assign(userError(13), { status: 429 })],
  ] as const) {
    it(`keeps the member and shows nothing after ${name}`, async () => {
      const kit = await member();
      kit.actor.send({ type: 'session.accessExpired' });
      await kit.reject('refreshTokens', error);
      const snapshot = kit.actor.getSnapshot();
      expect(snapshot.value).toBe('waitingForNetwork');
      expect(isLoggedIn(snapshot)).toBe(true);
      expect(isSettled(snapshot)).toBe(true);
      expect(snapshot.context.profile).toEqual(memberProfile());
      expect(kit.calls.revokeTokens).toBe(0);
      expect(kit.count('clearLocalSession')).toBe(0);
      expect(kit.calls.showExpiredDialog).toBe(0);
    });
  }

  it('never counts network failures towards the refresh limit, however many', async () => {
    const kit = await member();
    kit.actor.send({ type: 'session.accessExpired' });
    for (let i = 0; i < 10; i += 1) {
      await kit.reject('refreshTokens', networkError());
      expect(isWaitingForNetwork(kit.actor.getSnapshot())).toBe(true);
      expect(kit.actor.getSnapshot().context.refreshAttempts).toBe(0);
      await vi.advanceTimersByTimeAsync(sessionTiming.refreshBackoffMaxMs);
    }
    expect(kit.calls.refreshTokens).toBe(11);
    await kit.resolve('refreshTokens');
    expect(kit.actor.getSnapshot().matches('member')).toBe(true);
    expect(kit.actor.getSnapshot().context.networkFailures).toBe(0);
    expect(kit.count('markRefreshTrigger')).toBe(1);
  });

  it('waits 1 s, 2 s, 4 s … at most 30 s between refreshes', async () => {
    const kit = await member();
    kit.actor.send({ type: 'session.accessExpired' });
    const waits: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      await kit.reject('refreshTokens', networkError());
      const before = kit.calls.refreshTokens;
      let waited = 0;
      while (kit.calls.refreshTokens === before) {
        await vi.advanceTimersByTimeAsync(500);
        waited += 500;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('refreshes at once when the browser is back online', async () => {
    const kit = await member();
    kit.actor.send({ type: 'session.accessExpired' });
    await kit.reject('refreshTokens', networkError());
    await kit.reject('refreshTokens', await advanceTo(kit, 1_000));
    await kit.reject('refreshTokens', await advanceTo(kit, 2_000));
    expect(kit.calls.refreshTokens).toBe(3);
    // the next try would be 4 s away: `online` does not wait for it
    kit.actor.send({ type: 'session.online' });
    await kit.flush();
    expect(kit.calls.refreshTokens).toBe(4);
    await kit.resolve('refreshTokens');
    expect(isLoggedIn(kit.actor.getSnapshot())).toBe(true);
  });

  it('refreshes at once when a call was answered 111 (the server is reachable again)', async () => {
    const kit = await member();
    kit.actor.send({ type: 'session.accessExpired' });
    await kit.reject('refreshTokens', timeoutError());
    kit.actor.send({ type: 'session.accessExpired' });
    expect(kit.calls.refreshTokens).toBe(2);
  });

  it('still ends with 112 once the server answers', async () => {
    const kit = await member();
    kit.actor.send({ type: 'session.accessExpired' });
    await kit.reject('refreshTokens', networkError());
    kit.actor.send({ type: 'session.online' });
    await kit.reject('refreshTokens', apiError(112));
    await kit.resolve('revokeTokens');
    expect(kit.actor.getSnapshot().value).toBe('expired');
    expect(kit.calls.showExpiredDialog).toBe(1);
  });

  it('follows another tab that refreshed meanwhile', async () => {
    const kit = await member();
    kit.actor.send({ type: 'session.accessExpired' });
    await kit.reject('refreshTokens', networkError());
    kit.actor.send({ type: 'session.storageChanged', hasToken: true });
    expect(kit.actor.getSnapshot().value).toBe('validating');
    expect(kit.actor.getSnapshot().context.networkFailures).toBe(0);
  });
});

/** fails the pending refresh after exactly `ms` of backoff, checking that it did not start earlier */
async function advanceTo(kit: Awaited<ReturnType<typeof member>>, ms: number) {
  const before = kit.calls.refreshTokens;
  await vi.advanceTimersByTimeAsync(ms - 1);
  expect(kit.calls.refreshTokens).toBe(before);
  await vi.advanceTimersByTimeAsync(1);
  expect(kit.calls.refreshTokens).toBe(before + 1);
  return networkError();
}

describe('classifyRefreshFailure', () => {
  it.each([
    ['112', apiError(112), 'expired'],
    ['110', apiError(110), 'rejected'],
    ['fetch TypeError', networkError(), 'unreachable'],
    ['NetworkError', Object.assign(new Error('x'), { name: 'NetworkError' }), 'unreachable'],
    ['TimeoutError', timeoutError(), 'unreachable'],
    ['SchemaError (a broken body)', Object.assign(new Error('x'), { name: 'SchemaError' }), 'unreachable'],
    ['HttpError 502', serverError(502), 'unreachable'],
    ['HttpError 404', serverError(404), 'answered'],
    ['ApiError SYSTEM', Object.assign(apiError(5), { errorType: 'SYSTEM' }), 'unreachable'],
    ['ApiError USER', userError(13), 'answered'],
    ['429 rate limit (issue 27)', Object.assign(userError(13), { status: 429 }), 'unreachable'],
    ['a string', 'boom', 'answered'],
  ] as const)('%s → %s', (_, error, expected) => {
    expect(classifyRefreshFailure(error)).toBe(expected);
  });

  it('backs off 1, 2, 4, 8, 16, then 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((n) => refreshBackoffMs(n))).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });
});
