/** Data of the external-link and short-link statecharts (SPEC.md §4 External link, §2 /link/:code). */
import type { LinkPolicy, LinkTarget } from './link-policy';

export type { LinkPolicy, LinkTarget };

/** How this page was opened; it decides how an external page opens (SPEC.md §4, §6). */
export type PageEnvironment =
  /** the native app's web view: external pages open through the native bridge */
  | 'webView'
  /** a window opened by another window of the app: the opener goes to the page */
  | 'popup'
  /** a normal browser tab: a new tab without opener */
  | 'browser';

export interface ExternalLinkInput {
  policy: LinkPolicy;
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
  policy: LinkPolicy;
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
