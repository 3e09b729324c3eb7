// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearLegacyStorage, getDeviceUuid, getStoredAccessToken, local, localKeys, rememberClickKey, getClickKey } from './storage';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('storage', () => {
  it('clears all local storage when a legacy token key is present', () => {
    localStorage.setItem('refreshToken', 'old');
    localStorage.setItem(localKeys.uid, 'w-1');
    expect(clearLegacyStorage()).toBe(true);
    expect(localStorage.length).toBe(0);
  });

  it('keeps local storage without legacy keys', () => {
    localStorage.setItem(localKeys.uid, 'w-1');
    expect(clearLegacyStorage()).toBe(false);
    expect(local.get(localKeys.uid)).toBe('w-1');
  });

  it("generates deviceUuid as 'w-' plus a random id once, stored as uid", () => {
    const first = getDeviceUuid();
    expect(first).toMatch(/^w-[0-9a-z-]{8,}$/);
    expect(localStorage.getItem('uid')).toBe(first);
    expect(getDeviceUuid()).toBe(first);
  });

  it("reads the access token with or without a 'Bearer ' prefix", () => {
    localStorage.setItem('accessToken1', 'Bearer abc.def');
    expect(getStoredAccessToken()).toBe('abc.def');
    localStorage.setItem('accessToken1', 'xyz');
    expect(getStoredAccessToken()).toBe('xyz');
    localStorage.setItem('accessToken1', 'Bearer ');
    expect(getStoredAccessToken()).toBeNull();
  });

  it('saves click_key for the session', () => {
    rememberClickKey('?utm=1&click_key=abc');
    expect(getClickKey()).toBe('abc');
    rememberClickKey('?utm=2');
    expect(getClickKey()).toBe('abc');
  });
});
