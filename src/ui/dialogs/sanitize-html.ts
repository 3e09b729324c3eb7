import { useEffect, useMemo, useState } from 'react';
import type { HtmlProfile, Sanitize } from './purify-sanitizer';

export type { HtmlProfile } from './purify-sanitizer';

/**
 * HTML from the server (SPEC.md §2: alert and confirm messages; notice bodies) goes through
 * DOMPurify, with a hook of ours for links (issue 11 §4). DOMPurify is loaded lazily, with the first
 * HTML that needs it, so it never weighs on the first screen: until it has arrived, callers render
 * nothing (`useSanitizedHtml` answers null). Text without markup needs no sanitiser: it is escaped.
 *
 * Links keep an href only when it stays on this origin (a path, resolved with `new URL(href,
 * location.origin)`) or is an http(s) link to one of the product's own hosts or to the shop site
 * (SPEC.md §5, VITE_OWN_HOSTS and VITE_SHOP_URL, the check of short links in
 * src/platform/link-policy.ts). Everything else loses
 * its href: javascript:, data:, protocol-relative `//host`, the backslash forms `/\host` and
 * `\\host` that browsers read as another host, and any value with a control character or a
 * backslash (browsers drop tabs and newlines inside URLs, so `/\t/host` would become `//host`).
 * No link gets a target: where its HTML is shown (a notice, a dialog), a tap goes through the
 * external-link flow (src/ui/links/follow-link.ts useFollowHtmlLinks). The rules and
 * DOMPurify live in ./purify-sanitizer.ts, the lazy half.
 */

let ready: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;

/**
 * Loads DOMPurify once (a lazy chunk); later calls answer the same sanitiser. The server rendering a
 * page sanitises with the same rules in jsdom (./purify-server.ts), never part of the browser's build.
 */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= (import.meta.env.SSR ? import('./purify-server') : import('./purify-sanitizer')).then(
    ({ createSanitizer }) => (ready = createSanitizer()),
    (error: unknown) => {
      loading = null; // a failed chunk load may succeed on the next dialog
      throw error;
    },
  );
  return loading;
}

/** Sanitised HTML, once DOMPurify has loaded; `appOrigin` where there is no `location` (the server). */
export async function sanitizeHtml(html: string, profile: HtmlProfile = 'inline', appOrigin?: string): Promise<string> {
  return (await loadSanitizer())(html, profile, appOrigin);
}

/**
 * The text of `html` without any markup, escaped: what a dialog shows when DOMPurify could not load
 * (offline, a failed chunk), since a message must still be readable. DOMParser documents run no
 * scripts and load nothing.
 */
export function plainTextHtml(html: string): string {
  const text = typeof DOMParser === 'undefined' ? html : (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '');
  return escapeText(text);
}

/**
 * For components: the sanitised HTML to put in `dangerouslySetInnerHTML`, or null while DOMPurify
 * loads (render nothing then); its plain text if DOMPurify cannot load. Once loaded, it answers at
 * the first render, so later dialogs never flash.
 */
export function useSanitizedHtml(html: string, profile: HtmlProfile = 'inline'): string | null {
  const [failed, setFailed] = useState(false);
  const [, setLoaded] = useState(false);
  const plain = !hasMarkup(html);
  useEffect(() => {
    if (ready !== null || plain) return;
    let current = true;
    loadSanitizer().then(
      () => current && setLoaded(true),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [plain]);
  const sanitize = ready;
  return useMemo(() => {
    if (sanitize !== null) return sanitize(html, profile);
    if (plain) return escapeText(html);
    return failed ? plainTextHtml(html) : null;
  }, [sanitize, failed, plain, html, profile]);
}

/**
 * Whether a message has anything HTML reads as markup (a tag or an entity). The messages of most
 * alerts are plain Korean sentences: they are shown escaped at once, without DOMPurify (issue 14:
 * the sanitiser's 12 KiB are not part of the first screen, not even preloaded while idle).
 */
export function hasMarkup(html: string): boolean {
  return /[<&]/.test(html);
}

function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
