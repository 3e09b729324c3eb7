import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionTiming } from './session.machine';
import { isLoggedIn, isSettled } from './session.selectors';
import { apiError, createSessionKit, memberProfile, networkError, signInResult } from './session.test-kit';

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

  it('tries the refresh at most twice in a row, then logs out as expired', async () => {
    const kit = await member();
    kit.actor.send({ type: 'session.accessExpired' });
    await kit.reject('refreshTokens', networkError());
    expect(kit.calls.refreshTokens).toBe(2);
    await kit.reject('refreshTokens', networkError());
    expect(kit.actor.getSnapshot().value).toBe('loggingOut');
    expect(kit.calls.refreshTokens).toBe(sessionTiming.maxRefreshAttempts);
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
