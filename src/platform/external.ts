import { cookie, cookieKeys } from './cookies';
import { saveScrollPosition } from './page-lifecycle';
import { session, sessionKeys } from './storage';

/**
 * Leaving the app for an external page (SPEC.md §4 External link). The decisions (own hosts,
 * web view, popup) are the external-link machine's (machines/external-link); these are the
 * browser side effects it names, implemented once.
 */

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

/**
 * Leaves the app for an external page (shop cart, like list, store pages) in a new tab, first
 * remembering the scroll position and marking the external referrer so the return restores it.
 * The full hand-off (native bridge, popups, own hosts, return cookies) is the external-link flow.
 */
export function openExternalPage(url: string): void {
  saveScrollPosition();
  markExternalReferrer();
  openInNewTab(url);
}
