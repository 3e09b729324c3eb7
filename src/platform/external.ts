import { parseHostList, parseLeaveUrl, type LinkPolicy } from './link-policy';
import { env } from '../config/env';
import { cookie, cookieKeys } from './cookies';
import { session, sessionKeys } from './storage';

/**
 * Leaving the app for an external page (SPEC.md §4 External link). The decisions (own hosts,
 * web view, popup) are the external-link machine's (machines/external-link); these are the
 * browser side effects it names, implemented once. The only module that opens windows: lint
 * forbids `window.open` everywhere else (eslint.config.js).
 */

/**
 * Where links may take the shopper, for this page: this origin, the product's own hosts
 * (VITE_OWN_HOSTS), the server's own pages (the stand-ins under /dev/, the API) and the shop site
 * (VITE_SHOP_URL), which is always left for. The external-link machine, the host messages and the
 * HTML sanitiser all decide with it. `appOrigin`: the site's origin where there is no `location`
 * (a page rendered on the server).
 */
export function appLinkPolicy(appOrigin: string = globalThis.location?.origin ?? 'http://localhost'): LinkPolicy {
  return {
    appOrigin,
    ownHosts: parseHostList(env.VITE_OWN_HOSTS),
    serverPathPrefixes: ['/dev/', '/api/'],
    leaveUrls: parseLeaveUrl(env.VITE_SHOP_URL),
  };
}

/**
 * A new tab that cannot reach back to this page (no `window.opener`). `window.open` with the
 * 'noopener' feature always answers null, so a blocked popup could not be told apart: the tab is
 * opened blank, cut from its opener, then sent to the page. A blocked popup leaves in this window.
 */
export function openInNewTab(url: string): void {
  const opened = window.open('about:blank', '_blank');
  if (opened === null) {
    window.location.assign(url);
    return;
  }
  try {
    opened.opener = null;
  } catch {
    // some browsers make opener read-only: the blank page has nothing to reach back with anyway
  }
  opened.location.replace(url);
}

/** This window is a popup of the app: its opener goes to `url`. Answers false when there is no usable opener. */
export function openInOpener(url: string): boolean {
  const opener = window.opener as Window | null | undefined;
  if (opener == null || opener === window || opener.closed) return false;
  try {
    opener.location.href = url;
    opener.focus();
    return true;
  } catch {
    return false;
  }
}

/** Whether this window was opened by another window (a popup). */
export function isPopupWindow(): boolean {
  try {
    return window.opener != null && window.opener !== window;
  } catch {
    return false;
  }
}

/** Sets the external-referrer session flag: returning to this page reloads it once and restores the scroll. */
export function markExternalReferrer(): void {
  session.set(sessionKeys.isExternalReferrer, 'true');
}

export function clearExternalReferrer(): void {
  session.remove(sessionKeys.isExternalReferrer);
}

export function hasExternalReferrer(): boolean {
  return session.get(sessionKeys.isExternalReferrer) === 'true';
}

/**
 * The cookies an external page (the shop) reads to send the shopper back: returnPath is the full
 * URL of this page, redirectPath its app path.
 */
export function writeReturnCookies(href: string = window.location.href): void {
  const url = new URL(href);
  cookie.set(cookieKeys.returnPath, url.href);
  cookie.set(cookieKeys.redirectPath, `${url.pathname}${url.search}${url.hash}`);
}

/** This window goes to `url` (a sign-in that comes back here: the shop's member login). */
export function leaveForPage(url: string): void {
  window.location.assign(url);
}

/**
 * A small window of the app's own (the shop's logout page, Apple's sign-in): answers the window, or
 * null when the browser blocked it. Not for leaving the app: that is the external-link flow.
 */
export function openAuxiliaryWindow(url: string, name: string, features: string): Window | null {
  return window.open(url, name, features);
}
