import fc from 'fast-check';
import Cookies from 'universal-cookie';
import { describe, expect, it } from 'vitest';
import { cookieAttributes, endOfDay, readCookie, refreshCookieExpiry, serializeCookie } from './cookies';

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

describe('reading and writing document.cookie without universal-cookie (issue 14)', () => {
  const header = 'a=1; ACCESS_TOKEN=eyJ.x-y_z; redirectPath=%2Fmy-page%3Ftab%3D1; bad=%E0%A4%A; returnPath=first; returnPath=second';

  it('reads the first pair of a name, percent-decoded, and keeps a broken encoding as it is', () => {
    expect(readCookie(header, 'ACCESS_TOKEN')).toBe('eyJ.x-y_z');
    expect(readCookie(header, 'redirectPath')).toBe('/my-page?tab=1');
    expect(readCookie(header, 'bad')).toBe('%E0%A4%A');
    expect(readCookie(header, 'returnPath')).toBe('first');
    expect(readCookie(header, 'missing')).toBeUndefined();
    expect(readCookie(' \tvisited = Y ;x', 'visited')).toBe('Y');
  });

  it('reads every header the way universal-cookie did', () => {
    const name = fc.constantFrom('ACCESS_TOKEN', 'redirectPath', 'visited', 'a', 'b');
    const value = fc.oneof(fc.string(), fc.string().map(encodeURIComponent), fc.constantFrom('', '%', '%zz', ' x ', '"q"'));
    const pairs = fc.array(fc.tuple(name, value, fc.constantFrom('; ', ';', ' ; ', ';\t')), { maxLength: 6 });
    fc.assert(
      fc.property(pairs, name, (list, wanted) => {
        const text = list.map(([key, raw, sep]) => `${key}=${raw.replace(/;/g, '')}${sep}`).join('');
        const theirs: unknown = new Cookies(text).get(wanted, { doNotParse: true });
        expect(readCookie(text, wanted)).toBe(theirs);
      }),
    );
  });

  it('writes the value percent-encoded with the attributes, and a removal that expires at once', () => {
    const expires = new Date(Date.UTC(2026, 0, 2, 3, 4, 5));
    expect(serializeCookie('redirectPath', '/my-page?tab=1', { path: '/', secure: true, sameSite: 'none', domain: '.market.kr', expires })).toBe(
      'redirectPath=%2Fmy-page%3Ftab%3D1; Domain=.market.kr; Path=/; Expires=Fri, 02 Jan 2026 03:04:05 GMT; Secure; SameSite=None',
    );
    expect(serializeCookie('visited', 'Y', { path: '/', sameSite: 'lax' })).toBe('visited=Y; Path=/; SameSite=Lax');
    expect(serializeCookie('visited', '', { path: '/', maxAge: 0, expires: new Date(0) })).toBe(
      'visited=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    );
  });
});
