import { describe, expect, it } from 'vitest';
import { reloadsOnLoginChange } from './login-reload';

const page = [{ staticData: { title: '' } }, { staticData: { requireAuth: true } }, {}];
const login = [{ staticData: {} }, { staticData: { title: '로그인', leavesForMember: true } }];

describe('the router reloads when the login state flips', () => {
  it('not when the start finds a member on a page whose guards already waited for it', () => {
    expect(reloadsOnLoginChange(true, page)).toBe(false);
  });

  it('when the start finds a member on /login, which sends members on', () => {
    expect(reloadsOnLoginChange(true, login)).toBe(true);
  });

  it('on every page for a sign-in or sign-out after the start', () => {
    expect(reloadsOnLoginChange(false, page)).toBe(true);
    expect(reloadsOnLoginChange(false, login)).toBe(true);
  });
});
