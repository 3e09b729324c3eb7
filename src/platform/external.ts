import { saveScrollPosition } from './page-lifecycle';
import { session, sessionKeys } from './storage';

/**
 * Leaves the app for an external page (shop cart, like list, store pages) in a new tab, first
 * remembering the scroll position and marking the external referrer so the return restores it.
 * The full hand-off (native bridge, popups, own hosts, return cookies) is the external-link flow.
 */
export function openExternalPage(url: string): void {
  saveScrollPosition();
  session.set(sessionKeys.isExternalReferrer, 'true');
  const opened = window.open(url, '_blank', 'noopener,noreferrer');
  // popup blockers: fall back to leaving in the same window
  if (opened === null) window.location.assign(url);
}
