import { and, eq } from 'drizzle-orm';
import { runningBanners } from './catalog/exhibitions';
import { searchTokens } from './catalog/hangul';
import { imagePaths } from './catalog/images';
import { DEFAULT_PAGE_SIZE, defaultSort, filterInfo } from './catalog/params';
import { databaseSearchEngine, type SearchEngine } from './catalog/search';
import { KEYWORD_MAX } from './catalog/search-routes';
import { popularPosts, type PopularPosts } from './community/popular';
import { postImages, type PostSummary, visiblePost } from './community/posts';
import { communityPosts } from './community/tables';
import type { AppDb } from './db/client';
import { deals } from './db/schema';
import { memberCard, MY_PAGE_PATH } from './first-screen-member';
import { escapeHtml } from './html';
import type { FirstScreenMarkup } from './static';
import type { Clock } from './time';

/**
 * What the first HTML tells the browser about the first screen (issue 14), so the phone fetches it
 * in parallel with the entry script instead of after the script, the route, the call and the render:
 * - the largest paint's picture as `<link rel=preload as=image fetchpriority=high>`: home's first
 *   banner (runningBanners, as GET /api/v2/display/banner?position=HOME_MAIN lists them), a deal's first product picture (GET /api/v2/display/deal/:dealId's `images[0]`) and a
 *   visible post's first picture (board-detail and qna, postImages' first, as the post's detail has it)
 *   and search results' first card (`/search?keyword=` alone: the first product of the search with the
 *   default sort and no filter, as GET /api/v2/display/search answers it, without counting a search;
 *   through the server's one search engine, whose answer the call then shares);
 * - the same picture drawn at once, before any script, where the screen will draw it: `#first-paint`
 *   after the root element, placed by the global CSS (panda.config.ts) and taken away by the app once
 *   its own picture is there (src/app/first-paint.ts). It has no text, an empty alt and
 *   aria-hidden: it is a picture ahead of time, not a second copy of the screen.
 * - my page: the member's card, named by the HTML's own script (server/first-screen-member.ts).
 * A path that is no screen, or whose data is not there, gets only what is known.
 */
export function firstScreen(
  db: AppDb,
  clock: Clock,
  search: SearchEngine = databaseSearchEngine(db),
  popular: PopularPosts = popularPosts(db, clock),
): (path: string, query?: URLSearchParams) => Promise<FirstScreenMarkup | undefined> {
  return async (path, query = new URLSearchParams()) => {
    if (POPULAR_PATH.test(path)) return popularCards(popular);
    if (MY_PAGE_PATH.test(path)) return memberCard();
    const picture = path === '/search' ? await firstSearchResult(db, search, query) : await largestPicture(db, clock, path);
    if (!picture) return undefined;
    return {
      head: `<link rel="preload" as="image" href="${picture.src}" fetchpriority="high" />`,
      body: `<div id="first-paint" data-screen="${picture.screen}" aria-hidden="true"><img src="${picture.src}" alt=""${sizeAttributes(picture)} fetchpriority="high" /></div>`,
    };
  };
}

function sizeAttributes({ size }: Picture): string {
  return size ? ` width="${Math.trunc(size.width)}" height="${Math.trunc(size.height)}"` : '';
}

interface Picture {
  /** which screen's place the picture takes (the global CSS has one rule per screen) */
  readonly screen: 'home' | 'deal' | 'post' | 'search';
  /** one of imagePaths' or a community picture's, built from numbers */
  readonly src: string;
  /** a community picture's own size: its box takes that ratio, as the post draws it */
  readonly size?: { readonly width: number; readonly height: number };
}

const POPULAR_PATH = /^\/community\/main\/popular-post\/?$/;
/** the tab's first call: its first page of 20 (src/api/community/posts.ts COMMUNITY_PAGE_SIZE) */
const POPULAR_FIRST_PAGE = { page: 1, size: 20, offset: 0 };
/** the 인기 tab's cards that fill a phone's first screen (about 130 px each under 100 px of header and tabs) */
export const POPULAR_FIRST_CARDS = 6;
/** the badges' words, as post-card.tsx's COMMUNITY_TYPE_LABEL has them (the server cannot import the app's) */
const TYPE_LABEL = { DASHBOARD: '오늘의 식탁', QNA: '질문답변', SURVEY: '투표' } as const satisfies Record<PostSummary['communityType'], string>;

/**
 * The 인기 tab's first cards as text, drawn from the HTML where the tab will draw them
 * (`#first-paint[data-screen=popular]`, placed by panda.config.ts's global CSS as post-card.tsx lays a
 * card out): its largest paint is a card's two lines of text, which otherwise waited for the entry,
 * the route's chunk, the call and the render. The same answer as the call that follows (the visitors'
 * first page, shared for POPULAR_CACHE_MS). Every text is escaped. A thumbnail is its grey place only:
 * its picture would share the phone's first bandwidth with the stylesheet and the entry, for a box the
 * card draws a moment later (docs/decisions.md "Issue 14, 2026-11-27 (morning)").
 * No links and no time: the cards are read and tapped once the tab has drawn its own.
 */
async function popularCards(popular: PopularPosts): Promise<FirstScreenMarkup | undefined> {
  const { items } = await popular.page(POPULAR_FIRST_PAGE, undefined);
  if (items.length === 0) return undefined;
  const cards = items.slice(0, POPULAR_FIRST_CARDS).map((post) => {
    const excerpt = post.excerpt ? `<p class="fp-excerpt">${escapeHtml(post.excerpt)}</p>` : '';
    const thumbnail = post.thumbnailUrl === null ? '' : '<span class="fp-thumb"></span>';
    return (
      `<div class="fp-card"><div class="fp-text"><p class="fp-badge" data-type="${post.communityType}">${TYPE_LABEL[post.communityType]}</p>` +
      `<p class="fp-title">${escapeHtml(post.title)}</p>${excerpt}<p class="fp-meta">${escapeHtml(post.author.nickname)}</p>` +
      `<p class="fp-meta">♥ ${post.likeCount} · ${post.replyCount}</p></div>${thumbnail}</div>`
    );
  });
  return { head: '', body: `<div id="first-paint" data-screen="popular" aria-hidden="true">${cards.join('')}</div>` };
}

const DEAL_PATH = /^\/deal\/([0-9]{1,9})\/?$/;
/** a post of the board or a question: the screen opens with its first picture under the header */
const POST_PATH = /^\/community\/(board-detail|qna)\/([0-9]{1,9})\/?$/;

/** the picture of the screen's largest paint */
async function largestPicture(db: AppDb, clock: Clock, path: string): Promise<Picture | undefined> {
  if (path === '/') {
    const [first] = await runningBanners(db, 'HOME_MAIN', clock(), 1);
    return first ? { screen: 'home', src: imagePaths.banner(first.id) } : undefined;
  }
  const dealId = DEAL_PATH.exec(path)?.[1];
  if (dealId !== undefined) {
    const [deal] = await db.select({ productNo: deals.productNo }).from(deals).where(eq(deals.id, Number(dealId))).limit(1);
    return deal ? { screen: 'deal', src: imagePaths.product(deal.productNo) } : undefined;
  }
  const post = POST_PATH.exec(path);
  if (post?.[1] !== undefined && post[2] !== undefined) {
    const postId = Number(post[2]);
    const [visible] = await db
      .select({ imageCount: communityPosts.imageCount })
      .from(communityPosts)
      .where(and(eq(communityPosts.id, postId), eq(communityPosts.communityType, post[1] === 'qna' ? 'QNA' : 'DASHBOARD'), visiblePost));
    if (!visible?.imageCount) return undefined;
    const [first] = await postImages(db, postId);
    return first ? { screen: 'post', src: first.url, size: { width: first.width, height: first.height } } : undefined;
  }
  return undefined;
}

/** the search's filters and sort in the address: a filtered grid has other rows above it and another order */
const SEARCH_CHOICES = ['sort', 'category', 'price'] as const;

/**
 * Search results' first card (/search?keyword=, no sort or filter chosen): its product's picture.
 * The engine's query as the route asks it, without the route's count: an HTML view is not a search
 * for the popular keywords. With the server's engine (app.ts), the call that follows reads the same
 * answer from its cache instead of searching again.
 */
async function firstSearchResult(db: AppDb, search: SearchEngine, query: URLSearchParams): Promise<Picture | undefined> {
  const keyword = query.get('keyword')?.trim();
  if (!keyword || keyword.length > KEYWORD_MAX || searchTokens(keyword).length === 0) return undefined;
  if (SEARCH_CHOICES.some((name) => query.has(name))) return undefined;
  const sort = defaultSort((await filterInfo(db)).searchSortFilterList);
  const page = { page: 1, size: DEFAULT_PAGE_SIZE, offset: 0 };
  const result = await search.searchProducts({ keyword, categoryCodes: [], price: { ranges: [], minPrice: undefined, maxPrice: undefined }, sort, page });
  const productNo = result.productNos[0];
  return productNo === undefined ? undefined : { screen: 'search', src: imagePaths.product(productNo) };
}
