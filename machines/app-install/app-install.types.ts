/** Data of the app-install popup statechart (SPEC.md §1, §4 App-install popup, §9). */

export interface AppInstallInput {
  /** a mobile user agent */
  isMobile: boolean;
  /** the native app's web view (user-agent marker): the popup never shows there */
  inWebView: boolean;
  /** the popup was already shown in this session (session storage) */
  seenThisSession: boolean;
}

/** Pages that offer the app: an event or a period (exhibition) detail opened with a `type` query. */
const OFFER_PAGE = /^\/(event|period)\/\d+$/;

export function isOfferPage(path: string): boolean {
  const hash = path.indexOf('#');
  const beforeHash = hash === -1 ? path : path.slice(0, hash);
  const queryStart = beforeHash.indexOf('?');
  const pathname = queryStart === -1 ? beforeHash : beforeHash.slice(0, queryStart);
  if (!OFFER_PAGE.test(pathname)) return false;
  const type = new URLSearchParams(queryStart === -1 ? '' : beforeHash.slice(queryStart + 1)).get('type');
  return type !== null && type.trim() !== '';
}
