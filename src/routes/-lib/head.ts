import type { AnyRouteMatch } from '@tanstack/react-router';

/**
 * A page's head (issue 24 §5): `<title>`, description, canonical address and the Open Graph and
 * Twitter tags that messengers and search engines read, the same in the server's HTML and after a
 * navigation in the browser. The root route gives every page its defaults from the matched route
 * (its `staticData.title`); a route with data of its own (a deal, a store, a post) adds `pageHead()`
 * from its loader's answer, whose tags win over the root's (TanStack Router keeps the deepest of
 * each name).
 */

export { APP_NAME } from '../../ui/page';
import { APP_NAME } from '../../ui/page';
import { RUNTIME_KEYS_META } from '../../../contract/runtime-keys';
import { runtimeKeys } from '../../config/env';
import type { HeadData, PageHeadInput } from '../../ui/page-head';
export type { PageHeadInput } from '../../ui/page-head';
export const SITE_TITLE = '마켓 - 제철 먹거리와 지역 특산물';
export const SITE_DESCRIPTION = '산지 직송 제철 먹거리와 지역 특산물, 오늘의 특가를 만나보세요.';
/** the picture of a page without one of its own (1200×630, public/og-image.png) */
export const SITE_IMAGE_PATH = '/og-image.png';
const THEME_COLOR = '#FF6400';
/**
 * public/favicon.png (48×48, drawn from public/favicon.svg). Not the SVG, inline or not: Chromium
 * opens an SVG icon as a document of its own on the page's main thread during load (~19 ms of one
 * task at full speed, ~75 ms at Lighthouse's 4× slowdown, measured in a trace); a PNG is decoded
 * as a picture.
 */
const FAVICON = '/favicon.png';
/** how long a description may be before it is cut (what search results and messenger cards show) */
const DESCRIPTION_MAX = 120;

type Meta = NonNullable<AnyRouteMatch['meta']>[number];
type Link = NonNullable<AnyRouteMatch['links']>[number];

/** `/images/a.svg` → `https://site/images/a.svg`; an absolute address stays; anything else is dropped. */
export function absoluteUrl(origin: string, address: string | null | undefined): string | undefined {
  if (!address) return undefined;
  try {
    const url = new URL(address, `${origin}/`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Whitespace folded and cut at DESCRIPTION_MAX with an ellipsis. */
export function summary(text: string, max = DESCRIPTION_MAX): string {
  const folded = text.replace(/\s+/g, ' ').trim();
  return folded.length > max ? `${folded.slice(0, max - 1).trimEnd()}…` : folded;
}

/** The tags a page with data of its own adds (see the module's comment). */
export function pageHead(origin: string, { title, description, image, type = 'website' }: PageHeadInput): { meta: Meta[] } {
  const documentTitle = title ? `${title} - ${APP_NAME}` : SITE_TITLE;
  const text = summary(description || SITE_DESCRIPTION);
  const picture = absoluteUrl(origin, image) ?? absoluteUrl(origin, SITE_IMAGE_PATH);
  return {
    meta: [
      { title: documentTitle },
      { name: 'description', content: text },
      { property: 'og:type', content: type },
      { property: 'og:title', content: title || SITE_TITLE },
      { property: 'og:description', content: text },
      { property: 'og:image', content: picture },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: title || SITE_TITLE },
      { name: 'twitter:description', content: text },
      { name: 'twitter:image', content: picture },
    ],
  };
}

/**
 * A data route's `head()`: the tags of what its loader returned (src/ui/page-head.ts), over the
 * root's defaults; nothing of its own while the data is missing (a failed call: the page shows its
 * error state under the route's static title).
 */
export function dataHead(siteOrigin: string, loaded: HeadData | undefined): { meta: Meta[] } {
  return loaded?.head ? pageHead(siteOrigin, loaded.head) : { meta: [] };
}

interface HeadMatch {
  pathname: string;
  staticData?: { title?: string } | undefined;
  context?: unknown;
}

function originOf(matches: readonly HeadMatch[]): string {
  const context = matches[0]?.context;
  const origin = typeof context === 'object' && context !== null && 'siteOrigin' in context ? context.siteOrigin : undefined;
  return typeof origin === 'string' ? origin : '';
}

/** The root route's head: the document's fixed tags, and every page's defaults (see the module's comment). */
export function siteHead({ matches }: { matches: readonly HeadMatch[] }): { meta: Meta[]; links: Link[] } {
  const origin = originOf(matches);
  let title = '';
  for (const match of matches) title = match.staticData?.title ?? title;
  const leaf = matches.at(-1);
  const canonical = absoluteUrl(origin, leaf?.pathname ?? '/');
  const page = pageHead(origin, { title });
  return {
    meta: [
      { charSet: 'UTF-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1, viewport-fit=cover' },
      { name: 'theme-color', content: THEME_COLOR },
      // the third-party keys the server runs with, for the browser (src/config/env.ts)
      { name: RUNTIME_KEYS_META, content: JSON.stringify(runtimeKeys()) },
      { property: 'og:site_name', content: APP_NAME },
      { property: 'og:locale', content: 'ko_KR' },
      ...(canonical ? [{ property: 'og:url', content: canonical }] : []),
      ...page.meta,
    ],
    links: [{ rel: 'icon', type: 'image/png', sizes: '48x48', href: FAVICON }, ...(canonical ? [{ rel: 'canonical', href: canonical }] : [])],
  };
}
