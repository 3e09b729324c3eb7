// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cookie, cookieKeys } from './cookies';
import {
  clearExternalReferrer,
  hasExternalReferrer,
  isPopupWindow,
  markExternalReferrer,
  openExternalPage,
  openInNewTab,
  openInOpener,
  writeReturnCookies,
} from './external';
import { takeScrollPosition } from './page-lifecycle';

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

  it('openExternalPage saves the scroll and sets the external-referrer flag', () => {
    fakeTab();
    openExternalPage('/dev/shop/cart');
    expect(hasExternalReferrer()).toBe(true);
    expect(takeScrollPosition('/')).toBe(0);
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

  it('writes the return-path and redirect-path cookies', () => {
    writeReturnCookies('http://localhost:3000/deal/12?from=banner#top');
    expect(cookie.get(cookieKeys.returnPath)).toBe('http://localhost:3000/deal/12?from=banner#top');
    expect(cookie.get(cookieKeys.redirectPath)).toBe('/deal/12?from=banner#top');
  });
});
