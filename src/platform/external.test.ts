// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cookie, cookieKeys } from './cookies';
import { classifyLink } from './link-policy';
import {
  appLinkPolicy,
  clearExternalReferrer,
  hasExternalReferrer,
  isPopupWindow,
  markExternalReferrer,
  openAuxiliaryWindow,
  openInNewTab,
  openInOpener,
  writeReturnCookies,
} from './external';

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

function fakeTab() {
  const tab = { opener: window as unknown, location: { replace: vi.fn() } };
  vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  return tab;
}

describe('external pages (SPEC.md §4 External link)', () => {
  it('a new tab is cut from its opener before it goes to the page', () => {
    const tab = fakeTab();
    openInNewTab('https://partner.example/');
    expect(window.open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(tab.opener).toBeNull();
    expect(tab.location.replace).toHaveBeenCalledWith('https://partner.example/');
  });

  it('a blocked new tab leaves in this window instead', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    openInNewTab('https://partner.example/');
    expect(assign).toHaveBeenCalledWith('https://partner.example/');
  });

  it('the external-referrer flag is set and cleared', () => {
    expect(hasExternalReferrer()).toBe(false);
    markExternalReferrer();
    expect(hasExternalReferrer()).toBe(true);
    clearExternalReferrer();
    expect(hasExternalReferrer()).toBe(false);
    markExternalReferrer();
    expect(sessionStorage.getItem('is-external-referrer')).toBe('true');
  });

  it('in a window without opener there is no popup to hand off from', () => {
    expect(isPopupWindow()).toBe(false);
    expect(openInOpener('https://partner.example/')).toBe(false);
  });

  it('the opener of a popup goes to the page', () => {
    const opener = { closed: false, location: { href: '' }, focus: vi.fn() };
    Object.defineProperty(window, 'opener', { value: opener, configurable: true, writable: true });
    try {
      expect(isPopupWindow()).toBe(true);
      expect(openInOpener('https://partner.example/')).toBe(true);
      expect(opener.location.href).toBe('https://partner.example/');
    } finally {
      Object.defineProperty(window, 'opener', { value: null, configurable: true, writable: true });
    }
  });

  it('a small window of the app’s own is opened with its name and features', () => {
    const popup = {} as Window;
    vi.spyOn(window, 'open').mockReturnValue(popup);
    expect(openAuxiliaryWindow('/dev/shop/logout', 'shopLogout', 'popup,width=1,height=1')).toBe(popup);
    expect(window.open).toHaveBeenCalledWith('/dev/shop/logout', 'shopLogout', 'popup,width=1,height=1');
  });

  it('the page’s link policy: this origin, the own hosts, the server’s pages; the shop stand-in leaves', () => {
    const policy = appLinkPolicy();
    expect(policy.appOrigin).toBe(window.location.origin);
    expect(policy.ownHosts).toEqual(['shop.market.kr', 'store.market.kr', 'market.kr']);
    expect(classifyLink('/dev/shop/product/detail.html?product_no=1', policy)).toEqual({
      kind: 'external',
      url: `${window.location.origin}/dev/shop/product/detail.html?product_no=1`,
    });
    expect(classifyLink('https://market.kr/deal/3', policy)).toEqual({ kind: 'inApp', path: '/deal/3' });
  });

  it('writes the return-path and redirect-path cookies', () => {
    writeReturnCookies('http://localhost:3000/deal/12?from=banner#top');
    expect(cookie.get(cookieKeys.returnPath)).toBe('http://localhost:3000/deal/12?from=banner#top');
    expect(cookie.get(cookieKeys.redirectPath)).toBe('/deal/12?from=banner#top');
  });
});
