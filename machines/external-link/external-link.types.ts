/** Data of the external-link and short-link statecharts (SPEC.md §4 External link, §2 /link/:code). */
export type LinkTarget =
  /** a screen of the app: navigate there with the router */
  | { readonly kind: 'inApp'; readonly path: string }
  /** a page outside the app (another site, or a server page on this origin): hand off */
  | { readonly kind: 'external'; readonly url: string }
  /** not a link we follow (javascript:, data:, malformed, credentials in the URL, ...) */
  | { readonly kind: 'refused'; readonly reason: RefusalReason };

export type RefusalReason = 'empty' | 'malformed' | 'scheme' | 'credentials' | 'host';

/**
 * The app's link policy as the machines see it: its decisions only. The policy itself (own hosts,
 * server pages, the shop) is a URL utility of the app (src/platform/link-policy.ts `linkDecisions`),
 * given at the composition root (src/app/gates.ts); machines/ never import it.
 */
export interface LinkDecisions {
  /** where a link the shopper follows goes: an app screen, an external page, or nowhere */
  classifyLink(raw: unknown): LinkTarget;
  /** where a short link may go: like classifyLink, but other sites are refused */
  classifyShortLinkTarget(raw: unknown): LinkTarget;
  /** an app path for the link, or null when it would leave the app */
  toAppPath(raw: unknown): string | null;
}

/** How this page was opened; it decides how an external page opens (SPEC.md §4, §6). */
export type PageEnvironment =
  /** the native app's web view: external pages open through the native bridge */
  | 'webView'
  /** a window opened by another window of the app: the opener goes to the page */
  | 'popup'
  /** a normal browser tab: a new tab without opener */
  | 'browser';

export interface ExternalLinkInput {
  /** the link policy's decisions */
  policy: LinkDecisions;
  environment: PageEnvironment;
  /** the external-referrer session flag was set when this page loaded */
  externalReferrer: boolean;
}

/** What a short-link lookup answers (GET /api/v1/display/web/shortlink/:code). */
export interface ShortLink {
  code: string;
  url: string;
}

export interface ShortLinkInput {
  code: string;
  /** the link policy's decisions */
  policy: LinkDecisions;
}

/**
 * Errors reach the machine from its actors; the machine reads the server's code structurally so
 * that machines/ stays free of src/.
 */
export function errorCode(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  const code = (error as { code: unknown }).code;
  return typeof code === 'number' ? code : null;
}

/** SPEC.md §8 code 8: no such short link. */
export const NO_DATA = 8;
