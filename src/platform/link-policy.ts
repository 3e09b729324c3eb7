import type { LinkDecisions, LinkTarget, RefusalReason } from '../../machines/external-link/external-link.types';

/**
 * Where a link may take the shopper (SPEC.md §4 External link, §5 "Link host check"), as pure
 * functions of the link and a policy: a URL utility, not a flow. The external-link and short-link
 * machines receive its decisions (`linkDecisions`, given at the composition root src/app/gates.ts)
 * and never import it; the app's handling of the host app's moveRoute/appLoadUrl messages, the HTML
 * sanitiser and the alarms decide with it too, so a path is checked the same way wherever it comes
 * from.
 */

export type { LinkTarget, RefusalReason };

export interface LinkPolicy {
  /** the app's own origin, e.g. `https://m.market.kr` (location.origin) */
  readonly appOrigin: string;
  /**
   * Hosts of the product (shop, store, market). A link to one of them, or to a subdomain of one
   * (dot boundary: `m.market.kr` belongs to `market.kr`), routes inside the app. `evilmarket.kr`
   * never belongs to `market.kr`.
   */
  readonly ownHosts: readonly string[];
  /**
   * Path prefixes on the app's origin that are not screens of the app but pages of the server
   * (the development stand-ins of the shop under `/dev/`, the API): they open as external pages.
   */
  readonly serverPathPrefixes: readonly string[];
  /**
   * Sites the shopper always leaves the app for, as absolute base URLs (`https://shop.example.co.kr`,
   * `https://mall.example/shop`): the external shop of VITE_SHOP_URL, where purchases, the cart and
   * the like list live. Checked before the own hosts: the shop's host may be one of them (SPEC.md §5
   * lets short links lead there), yet a purchase never routes inside the app. Absent: none.
   */
  readonly leaveUrls?: readonly string[];
}

/** Lowercased host without a trailing dot; the port is not part of it. */
export function normalizeHost(host: string): string {
  return host.trim().toLowerCase().replace(/\.+$/, '');
}

/**
 * Exact host or a subdomain at a dot boundary: for `shop.example`, `shop.example` and
 * `m.shop.example` match; `evilshop.example` and `shop.example.evil.test` never do.
 */
export function hostMatches(host: string, ownHost: string): boolean {
  const h = normalizeHost(host);
  const own = normalizeHost(ownHost);
  if (h === '' || own === '') return false;
  return h === own || h.endsWith(`.${own}`);
}

export function isOwnHost(host: string, ownHosts: readonly string[]): boolean {
  return ownHosts.some((own) => hostMatches(host, own));
}

/** Comma-separated host list (VITE_OWN_HOSTS) to a clean list. */
export function parseHostList(value: string): string[] {
  return value
    .split(',')
    .map(normalizeHost)
    .filter((host) => host !== '' && !host.includes('/') && !host.includes(':'));
}

/**
 * A path the router may navigate to: starts with exactly one `/` (not `//` or `/\`, which
 * browsers read as another host), no control characters or backslashes. Answers the path
 * (with its query and hash) or null.
 */
export function safeAppPath(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const path = value.trim();
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(path)) return null;
  return path;
}

function hasPrefix(pathname: string, prefix: string): boolean {
  const base = prefix.endsWith('/') ? prefix : `${prefix}/`;
  return pathname === prefix.replace(/\/$/, '') || pathname.startsWith(base);
}

const ALLOWED_SCHEMES = new Set(['http:', 'https:']);

/** `url` is `base` or below it: same origin, and its path at or under the base's path (segment boundary). */
export function isUnderUrl(url: URL, base: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(base);
  } catch {
    return false;
  }
  if (!ALLOWED_SCHEMES.has(parsed.protocol) || parsed.origin !== url.origin) return false;
  const basePath = parsed.pathname.replace(/\/+$/, '');
  return basePath === '' || hasPrefix(url.pathname, basePath);
}

/** VITE_SHOP_URL as a base the policy can hold: absolute URLs only (a path of this origin is a server page already). */
export function parseLeaveUrl(value: string): string[] {
  const text = value.trim();
  if (!/^https?:\/\//i.test(text)) return [];
  try {
    const url = new URL(text);
    return url.username === '' && url.password === '' ? [`${url.origin}${url.pathname.replace(/\/+$/, '')}`] : [];
  } catch {
    return [];
  }
}

const leavesApp = (url: URL, policy: LinkPolicy) => (policy.leaveUrls ?? []).some((base) => isUnderUrl(url, base));

/**
 * Where a link goes: an app screen (relative paths, this origin, the product's own hosts), an
 * external page (another http(s) site, or a server page of this origin), or nowhere.
 */
export function classifyLink(raw: unknown, policy: LinkPolicy): LinkTarget {
  if (typeof raw !== 'string' || raw.trim() === '') return { kind: 'refused', reason: 'empty' };
  const text = raw.trim();
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(text)) return { kind: 'refused', reason: 'malformed' };
  let url: URL;
  try {
    url = new URL(text, `${policy.appOrigin}/`);
  } catch {
    return { kind: 'refused', reason: 'malformed' };
  }
  if (!ALLOWED_SCHEMES.has(url.protocol)) return { kind: 'refused', reason: 'scheme' };
  if (url.username !== '' || url.password !== '') return { kind: 'refused', reason: 'credentials' };
  // a relative link that the URL parser read as another host (`//evil.example`, `/\evil.example`)
  if (!/^[a-z][a-z0-9+.-]*:/i.test(text) && safeAppPath(text) === null) return { kind: 'refused', reason: 'malformed' };

  const path = `${url.pathname}${url.search}${url.hash}`;
  const sameOrigin = url.origin === new URL(`${policy.appOrigin}/`).origin;
  if (leavesApp(url, policy)) return { kind: 'external', url: url.href };
  if (sameOrigin) {
    if (policy.serverPathPrefixes.some((prefix) => hasPrefix(url.pathname, prefix))) return { kind: 'external', url: url.href };
    return { kind: 'inApp', path };
  }
  if (isOwnHost(url.hostname, policy.ownHosts)) return { kind: 'inApp', path };
  return { kind: 'external', url: url.href };
}

/**
 * Targets a short link (/link/:code) may lead to: app screens, pages of the product's own hosts or
 * this origin, and the shop site (SPEC.md §5 "Link host check allows the product's shop, store and
 * market hosts"). Links to any other site are refused. HTML from the server (notices, dialogs)
 * keeps its links by the same rule.
 */
export function classifyShortLinkTarget(raw: unknown, policy: LinkPolicy): LinkTarget {
  const target = classifyLink(raw, policy);
  if (target.kind !== 'external') return target;
  const url = new URL(target.url);
  const sameOrigin = url.origin === new URL(`${policy.appOrigin}/`).origin;
  if (sameOrigin || isOwnHost(url.hostname, policy.ownHosts) || leavesApp(url, policy)) return target;
  return { kind: 'refused', reason: 'host' };
}

/**
 * A path from the host app (moveRoute, appLoadUrl) or a redirect: an app path, or null when it
 * would leave the app. Absolute URLs of this origin or an own host become their path.
 */
export function toAppPath(raw: unknown, policy: LinkPolicy): string | null {
  const target = classifyLink(raw, policy);
  return target.kind === 'inApp' ? target.path : null;
}

/** The pathname part of an app path (`/event/3?type=a#x` → `/event/3`). */
export function pathnameOf(path: string): string {
  const end = path.search(/[?#]/);
  return end === -1 ? path : path.slice(0, end);
}

/** The query of an app path as URLSearchParams. */
export function queryOf(path: string): URLSearchParams {
  const hash = path.indexOf('#');
  const beforeHash = hash === -1 ? path : path.slice(0, hash);
  const start = beforeHash.indexOf('?');
  return new URLSearchParams(start === -1 ? '' : beforeHash.slice(start + 1));
}

/** The policy's decisions, as the external-link and short-link machines take them in their input. */
export function linkDecisions(policy: LinkPolicy): LinkDecisions {
  return {
    classifyLink: (raw) => classifyLink(raw, policy),
    classifyShortLinkTarget: (raw) => classifyShortLinkTarget(raw, policy),
    toAppPath: (raw) => toAppPath(raw, policy),
  };
}
