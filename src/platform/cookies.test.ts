// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { cookie, cookieAttributes, cookieKeys, endOfDay, refreshCookieExpiry } from './cookies';

describe('cookie attributes (SPEC.md §9)', () => {
  it('are Secure, SameSite=None, Path=/ on the parent domain over https', () => {
    expect(cookieAttributes({ protocol: 'https:', hostname: 'm.market.kr', parentDomain: '.market.kr' })).toEqual({
      path: '/',
      secure: true,
      sameSite: 'none',
      domain: '.market.kr',
    });
  });

  it('fall back to what the browser accepts on plain http and foreign hosts', () => {
    expect(cookieAttributes({ protocol: 'http:', hostname: '127.0.0.1', parentDomain: '.market.kr' })).toEqual({
      path: '/',
      sameSite: 'lax',
    });
  });

  it('never match a domain by substring', () => {
    const attributes = cookieAttributes({ protocol: 'https:', hostname: 'evilmarket.kr', parentDomain: 'market.kr' });
    expect(attributes.domain).toBeUndefined();
  });

  it('ends the visited cookie at the end of the day and the refresh cookie 3 months after expireDt', () => {
    const now = new Date(2026, 10, 21, 9, 30);
    const end = endOfDay(now);
    expect([end.getDate(), end.getHours(), end.getMinutes()]).toEqual([21, 23, 59]);
    const expiry = refreshCookieExpiry(new Date(2026, 10, 21, 12));
    expect([expiry.getFullYear(), expiry.getMonth(), expiry.getDate()]).toEqual([2027, 1, 21]);
  });
});


describe('the cookies of the page, through universal-cookie', () => {
  it('writes, reads (percent-encoded values come back as written) and removes a cookie', () => {
    cookie.set(cookieKeys.redirectPath, '/my-page?tab=1&x=한글');
    expect(document.cookie).toContain('redirectPath=%2Fmy-page%3Ftab%3D1%26x%3D%ED%95%9C%EA%B8%80');
    expect(cookie.get(cookieKeys.redirectPath)).toBe('/my-page?tab=1&x=한글');
    cookie.remove(cookieKeys.redirectPath);
    expect(cookie.get(cookieKeys.redirectPath)).toBeNull();
    expect(document.cookie).not.toContain('redirectPath');
  });

  it('sees a cookie written by someone else (the shop site, another tab) at once', () => {
    document.cookie = 'returnPath=%2Fbest; path=/';
    expect(cookie.get(cookieKeys.returnPath)).toBe('/best');
    document.cookie = 'returnPath=; path=/; max-age=0';
    expect(cookie.get(cookieKeys.returnPath)).toBeNull();
  });
});
