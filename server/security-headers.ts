import type { MiddlewareHandler } from 'hono';
import { SCRIPT_HASHES_KEY } from './render/pages';

/**
 * The security headers of every answer (issue 11 §3): API, the SPA's index.html, assets, pictures,
 * the /dev stand-ins, errors and 404s. One middleware, mounted first, sets them after the handler
 * (and after the error and not-found handlers) ran, so nothing can answer without them.
 *
 * Content-Security-Policy, two policies:
 * - the app's (everything outside /dev): scripts only from this origin's files and, on the pages the
 *   server renders, the inline scripts that carry their data to the browser, each by its SHA-256
 *   (server/render/pages.ts; never `unsafe-inline`); no eval. Styles only from this
 *   origin's files (the built CSS is one file), no <style> element; style attributes are allowed
 *   (`style-src-attr 'unsafe-inline'`): the server renders the few `style` props of the components
 *   (a stock meter's fill, a progress bar) into the HTML, where the browser would otherwise drop them
 *   (docs/decisions.md "Server rendering"). lottie-web (the loading animation) parses its data in a
 *   Worker made from a blob: URL, hence `worker-src blob:`. In development (`npm run dev`) Vite
 *   injects the styles it updates as <style> elements: `style-src 'unsafe-inline'` there only.
 *   `connect-src` is this origin plus API_ORIGIN (the app's VITE_API_BASE_URL when it is another
 *   origin); pictures may also be data:/blob: URLs and come from API_ORIGIN. Two third parties are
 *   allowed only when configured (issue 25): the messenger SDK's host as a script source when
 *   VITE_KAKAO_JS_KEY is set, and Google Analytics 4 (its script host, and its hit hosts for
 *   connect-src and img-src) when VITE_GA_ID is set; without them the policy names no other site.
 * - the stand-ins' (/dev): pages written as one HTML string with style attributes and nothing
 *   loaded from elsewhere, so `style-src 'unsafe-inline'` (styles only) and `default-src 'none'`;
 *   their only script is a file of their own (the logout popup's), so still `script-src 'self'`.
 *   Their forms post to themselves and redirect (303) to a path of this origin: `form-action 'self'`.
 *
 * Cross-Origin-Opener-Policy: `unsafe-none` for HTML documents and redirects, `same-origin` for the
 * rest. Browsers check the COOP of each redirect on the way too: a `same-origin` 303 from the Apple
 * stand-in's form to /login-landing-apple cut the popup from its opener (seen in session.spec.ts).
 * The Apple sign-in runs in a popup whose last page (/login-landing-apple?from=popup) posts the
 * result to `window.opener`; with the real Apple the popup goes through appleid.apple.com first,
 * and a page with `same-origin` or `same-origin-allow-popups` loaded after a cross-origin page in
 * the same popup is put in a new browsing context group: the opener would be gone. The same holds
 * for the app opened as a popup by the shop site (SPEC.md §4 External link: "in a popup it changes
 * the opener window"), and for the stand-in pages on the way. Every route of the SPA is the same
 * index.html, so the whole app keeps `unsafe-none` (the browsers' default, stated on purpose);
 * what is not a document (JSON, scripts, pictures, plain-text errors) gets `same-origin`.
 */

/** Third parties the app loads on demand, each allowed only when configured (issue 25). */
export interface ThirdParties {
  /** the messenger SDK's origin (https://t1.kakaocdn.net): a script source, nothing else */
  readonly messengerSdkOrigin?: string;
  /** Google Analytics 4 through gtag: its script, and where it sends hits */
  readonly analytics?: boolean;
}

/** Google Analytics 4's hosts (Google's CSP guide for GA4, without Google Signals or ads). */
export const ANALYTICS_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';
export const ANALYTICS_HIT_ORIGINS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', ANALYTICS_SCRIPT_ORIGIN] as const;

export interface SecurityHeaderOptions extends ThirdParties {
  /**
   * Origins besides this one that the app calls (API_ORIGIN: the app's VITE_API_BASE_URL, or a
   * proxy of the Naver profile call), each `scheme://host[:port]`.
   */
  readonly apiOrigins?: readonly string[];
  /** `npm run dev`: Vite's style elements are allowed */
  readonly dev?: boolean;
}

/** Where the stand-ins live: they get their own policy. */
const STANDIN_PREFIX = '/dev/';

type Directives = Readonly<Record<string, readonly string[]>>;

function serialize(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** The policy of the app and of everything outside /dev; `scriptHashes`: the inline scripts of a rendered page. */
export function appPolicy(
  apiOrigins: readonly string[] = [],
  { scriptHashes = [], dev = false, ...thirdParties }: { scriptHashes?: readonly string[]; dev?: boolean } & ThirdParties = {},
): string {
  const messenger = thirdParties.messengerSdkOrigin === undefined ? [] : [thirdParties.messengerSdkOrigin];
  const analyticsScript = thirdParties.analytics ? [ANALYTICS_SCRIPT_ORIGIN] : [];
  const analyticsHits = thirdParties.analytics ? ANALYTICS_HIT_ORIGINS : [];
  return serialize({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes, ...messenger, ...analyticsScript],
    'style-src': dev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...apiOrigins, ...analyticsHits],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...apiOrigins, ...analyticsHits],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  });
}

/** The policy of the development stand-in pages under /dev. */
export function standinPolicy(): string {
  return serialize({
    'default-src': ["'none'"],
    'script-src': ["'self'"],
    'style-src': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  });
}

export function securityHeaders({ apiOrigins = [], dev = false, messengerSdkOrigin, analytics = false }: SecurityHeaderOptions = {}): MiddlewareHandler {
  const thirdParties: ThirdParties = { messengerSdkOrigin, analytics };
  const app = appPolicy(apiOrigins, { dev, ...thirdParties });
  const standin = standinPolicy();
  return async (c, next) => {
    await next();
    // a redirect counts: browsers apply the COOP of every hop (the stand-ins' 303 back to the app)
    const isNavigation = /^text\/html\b/i.test(c.res.headers.get('Content-Type') ?? '') || (c.res.status >= 300 && c.res.status < 400);
    const scriptHashes = c.get(SCRIPT_HASHES_KEY);
    const policy = c.req.path.startsWith(STANDIN_PREFIX) ? standin : scriptHashes?.length ? appPolicy(apiOrigins, { scriptHashes, dev, ...thirdParties }) : app;
    c.header('Content-Security-Policy', policy);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('Cross-Origin-Opener-Policy', isNavigation ? 'unsafe-none' : 'same-origin');
  };
}
