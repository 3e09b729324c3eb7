import createDOMPurify, { type WindowLike } from 'dompurify';
import { classifyShortLinkTarget, type LinkPolicy } from '../../platform/link-policy';
import { appLinkPolicy } from '../../platform/external';

/**
 * DOMPurify and our link hook (issue 11 §4): the lazy half of ./sanitize-html.ts, loaded with the
 * first HTML that needs it, so neither DOMPurify nor these rules weigh on the first screen.
 */

/** What may survive: `inline` for dialog messages, `rich` for notice bodies. */
export type HtmlProfile = 'inline' | 'rich';

const INLINE_TAGS = ['b', 'strong', 'em', 'i', 'u', 'br', 'p', 'span', 'a'];
const RICH_TAGS = [...INLINE_TAGS, 'div', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'hr', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td'];
const PROFILE_ATTRIBUTES: Record<HtmlProfile, string[]> = {
  inline: ['href'],
  rich: ['href', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan'],
};

/**
 * Where links may lead (src/platform/external.ts appLinkPolicy): this origin, the product's own
 * hosts (VITE_OWN_HOSTS) and the shop site (VITE_SHOP_URL), the targets a short link may have too.
 */
export type HrefPolicy = Pick<LinkPolicy, 'appOrigin' | 'ownHosts' | 'leaveUrls'>;

/** `external`: an absolute link to another origin (an own host, the shop) */
export type AllowedHref = { href: string; external: boolean };

/**
 * The href a link may keep, or null. `raw` is the attribute's value as the parser decoded it
 * (entities are already resolved: `&#47;\evil` arrives as `/\evil`). No target is ever set: a tap
 * on a kept link goes through the external-link flow (src/ui/links/follow-link.ts
 * useFollowHtmlLinks), which routes own hosts inside the app and leaves for the shop the way this
 * page can (bridge, opener, new tab).
 */
export function allowedHref(raw: string, policy: HrefPolicy): AllowedHref | null {
  const text = raw.trim();
  if (text === '') return null;
  // control characters (tabs, newlines the URL parser drops) and backslashes (read as `/`): refused
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(text)) return null;
  if (text.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(text, `${policy.appOrigin}/`);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username !== '' || url.password !== '') return null;
  const appOrigin = new URL(`${policy.appOrigin}/`).origin;
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(text);
  if (url.origin === appOrigin) return { href: absolute ? url.href : text, external: false };
  if (absolute && classifyShortLinkTarget(url.href, { serverPathPrefixes: [], ...policy }).kind !== 'refused') return { href: url.href, external: true };
  return null;
}

/** An image source: http(s) only (no data:, no javascript:), never protocol-relative or with backslashes. */
function allowedSrc(raw: string, appOrigin: string): string | null {
  const text = raw.trim();
  // eslint-disable-next-line no-control-regex
  if (text === '' || text.startsWith('//') || /[\u0000-\u001f\u007f\\]/.test(text)) return null;
  try {
    const url = new URL(text, `${appOrigin}/`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** `appOrigin`: the site's origin where there is no `location` (the server rendering a page) */
export type Sanitize = (html: string, profile?: HtmlProfile, appOrigin?: string) => string;

/** `view`: the window DOMPurify works in; the server gives it one of jsdom's (./purify-server.ts). */
export function createSanitizer(view: WindowLike = window): Sanitize {
  // an instance of our own: its hook never meets another caller's DOMPurify
  const purify = createDOMPurify(view);
  let origin: string | undefined;
  purify.addHook('afterSanitizeAttributes', (node) => {
    const policy = appLinkPolicy(origin);
    if (node.tagName === 'A') {
      const raw = node.getAttribute('href');
      node.removeAttribute('target');
      node.removeAttribute('rel');
      if (raw === null) return;
      const allowed = allowedHref(raw, policy);
      if (allowed === null) {
        node.removeAttribute('href');
        return;
      }
      node.setAttribute('href', allowed.href);
      return;
    }
    if (node.tagName === 'IMG') {
      const src = allowedSrc(node.getAttribute('src') ?? '', policy.appOrigin);
      if (src === null) node.remove();
      else node.setAttribute('src', src);
    }
  });
  return (html, profile = 'inline', appOrigin) => {
    origin = appOrigin;
    return purify.sanitize(html, {
      ALLOWED_TAGS: profile === 'rich' ? RICH_TAGS : INLINE_TAGS,
      ALLOWED_ATTR: PROFILE_ATTRIBUTES[profile],
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
      ALLOW_UNKNOWN_PROTOCOLS: false,
      RETURN_TRUSTED_TYPE: false,
    });
  };
}

