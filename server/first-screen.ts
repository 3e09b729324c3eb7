import { and, asc, eq, gt, lte } from 'drizzle-orm';
import { imagePaths } from './catalog/images';
import type { AppDb } from './db/client';
import { banners } from './db/schema';
import type { PageMarkup } from './static';
import type { Clock } from './time';

/**
 * What the first HTML of home carries (issue 14), so the phone paints home's top before any script
 * has run:
 *
 * - in `<head>`, `<link rel=preload as=image fetchpriority=high>` for the first banner's picture;
 * - in `<div id="root">`, a static snapshot of home's top: the header with its title, the search box
 *   and the first banner (`<img>` with width/height and fetchpriority=high), then a reserved
 *   screen's height for the rest. The client (src/app/first-screen.ts) renders React only once the
 *   route's data and chunk are ready, and React's first commit (createRoot clears `#root`) draws the
 *   same top in the same boxes: no blank frame, no layout shift, and the banner, the largest paint,
 *   is not painted again larger.
 *
 * The snapshot is not hydrated, it is replaced; it only has to look the same. It uses the atomic
 * Panda classes the React components produce (SNAPSHOT_CLASSES; tests/unit/first-screen-snapshot.test.tsx
 * renders the components and fails when they drift apart), never a style attribute (the CSP's
 * style-src has no 'unsafe-inline'), and no script. Every value from the database is escaped; the
 * picture must be a banner picture path of this server and the link an app path, or they are left out.
 *
 * The banners are the same query as GET /api/v2/display/banner?position=HOME_MAIN (exhibitions.ts),
 * ordered the same way. Only `/` gets this (`/deal` is a client-side redirect to `/`); other paths
 * are sent as built.
 */
export function firstScreenHead(db: AppDb, clock: Clock): (path: string) => Promise<PageMarkup | undefined> {
  return async (path) => {
    if (path !== '/') return undefined;
    const now = clock();
    const rows = await db
      .select({ id: banners.id, title: banners.title, subtitle: banners.subtitle, linkUrl: banners.linkUrl })
      .from(banners)
      .where(and(eq(banners.position, 'HOME_MAIN'), lte(banners.startAt, now), gt(banners.endAt, now)))
      .orderBy(asc(banners.sortOrder), asc(banners.id));
    const first = rows[0];
    const banner =
      first === undefined
        ? undefined
        : {
            imageUrl: imagePaths.banner(first.id),
            alt: `${first.title} - ${first.subtitle}`,
            linkUrl: first.linkUrl,
            count: rows.length,
          };
    const image = banner && BANNER_IMAGE_PATH.test(banner.imageUrl) ? banner.imageUrl : undefined;
    return {
      head: image ? `<link rel="preload" as="image" href="${escapeHtml(image)}" fetchpriority="high" />` : undefined,
      root: homeSnapshot(banner),
    };
  };
}

/** the pictures the server draws for banners (server/catalog/art) */
const BANNER_IMAGE_PATH = /^\/images\/banners\/\d{1,9}\.svg$/;
/** an app path ('/period/1'): one leading slash, no backslash, no space or control character */
function isAppPath(url: string): boolean {
  if (!url.startsWith('/') || url.startsWith('//') || /[\s\\]/.test(url)) return false;
  for (let i = 0; i < url.length; i++) {
    const code = url.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return false;
  }
  return true;
}

export interface SnapshotBanner {
  readonly imageUrl: string;
  readonly alt: string;
  readonly linkUrl: string;
  /** how many banners the carousel has ("1 / count") */
  readonly count: number;
}

/** home's title (src/routes/index.tsx) and the search box's texts (src/features/home/home-screen.tsx) */
export const HOME_TITLE = '오늘의 특가';
const SEARCH_LABEL = '상품 검색';
const SEARCH_TEXT = '어떤 먹거리를 찾으세요?';
const BANNER_WIDTH = 750;
const BANNER_HEIGHT = 360;

/**
 * The class strings React's components render for these elements (Panda's atomic classes, all in the
 * built CSS because the components use them): the app shell's wrapper (src/app/app-shell.tsx), the
 * header (src/ui/header/header.tsx), `Page`'s main (src/ui/page.tsx), the search box
 * (src/features/home/home-screen.tsx) and the first banner (src/features/home/banner-carousel.tsx,
 * banner-styles.ts, src/ui/image.tsx). `rest` is the sections' placeholder (a screen's height).
 */
export const SNAPSHOT_CLASSES = {
  shell: 'pb_calc(token(sizes.bottomBar)_+_env(safe-area-inset-bottom))',
  header: 'pos_sticky top_0 z_header bg_white pt_env(safe-area-inset-top)',
  bar: 'd_grid grid-tc_minmax(max-content,_1fr)_minmax(0,_auto)_minmax(max-content,_1fr) ai_center h_header px_1',
  start: 'd_flex ai_center',
  title: 'min-w_0 px_2 fs_16px fw_bold c_gray.900 ta_center ov_hidden tov_ellipsis white-space_nowrap',
  end: 'd_flex ai_center jc_flex-end',
  main: 'd_block min-w_0',
  search: 'd_flex ai_center h_44px px_4 bdr_full bg_gray.100 c_gray.700 fs_sm mx_4 my_2',
  bannerRoot: 'pos_relative w_100% asp_750_/_360 ov_hidden bg_gray.100',
  bannerLink: 'd_block',
  bannerImage: 'd_block max-w_100% bg_white obj-f_cover w_100% h_auto asp_750_/_360',
  bannerCounter:
    'pos_absolute right_3 bottom_3 d_inline-flex ai_center gap_1 h_24px px_2.5 bdr_full bg_rgba(0,_0,_0,_0.62) c_white fs_12px fv-num_tabular-nums',
  rest: 'min-h_100vh',
} as const;

/** The snapshot of home's top that goes inside `<div id="root">` (see firstScreenHead). */
export function homeSnapshot(banner: SnapshotBanner | undefined): string {
  const c = SNAPSHOT_CLASSES;
  return (
    `<div class="${c.shell}" data-first-screen="">` +
    `<header class="${c.header}"><div class="${c.bar}"><div class="${c.start}"></div>` +
    `<h1 class="${c.title}">${escapeHtml(HOME_TITLE)}</h1><div class="${c.end}"></div></div></header>` +
    `<main class="${c.main}">` +
    `<a href="/search/list" class="${c.search}" aria-label="${SEARCH_LABEL}">${SEARCH_TEXT}</a>` +
    bannerSnapshot(banner) +
    `<div class="${c.rest}"></div>` +
    `</main></div>`
  );
}

function bannerSnapshot(banner: SnapshotBanner | undefined): string {
  const c = SNAPSHOT_CLASSES;
  // no banner running: React draws none either
  if (!banner) return '';
  // a picture this server did not draw: the banner's box without it
  if (!BANNER_IMAGE_PATH.test(banner.imageUrl)) return `<div class="${c.bannerRoot}"></div>`;
  const image =
    `<img src="${escapeHtml(banner.imageUrl)}" alt="${escapeHtml(banner.alt)}" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}"` +
    ` class="${c.bannerImage}" fetchpriority="high" />`;
  // a link only to an app path; an absolute or odd URL waits for React (it opens external pages itself)
  const link = isAppPath(banner.linkUrl)
    ? `<a href="${escapeHtml(banner.linkUrl)}" class="${c.bannerLink}">${image}</a>`
    : `<div class="${c.bannerLink}">${image}</div>`;
  const count = Number.isSafeInteger(banner.count) && banner.count > 0 ? banner.count : 1;
  return `<div class="${c.bannerRoot}">${link}<span class="${c.bannerCounter}">1 / ${count}</span></div>`;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text and attribute values (always double-quoted here) as HTML. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}
