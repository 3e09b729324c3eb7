import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { isSameDocument, markDocument } from './support/navigation';
import { textOf } from '../unit/support/html-text';
import type { Wire } from '../../contract/schemas/page';
import type { DealDetailSchema } from '../../contract/schemas/catalog/deal-detail';

/**
 * The pages the server renders (issue 24 §3, §5–§8): their first HTML carries the screen's content
 * (names, prices, texts, real links) drawn by the same components the browser hydrates, readable
 * without JavaScript, with each page's head; hydration never falls back to a loading state over what
 * the server drew (the fixture fails any test on a hydration error, support/fixtures.ts). Each
 * public route's own first HTML and hydration are checked where every route is opened once,
 * tests/e2e/routes.spec.ts.
 */

const won = (value: number) => `${value.toLocaleString('ko-KR')}원`;

type Deal = Wire<typeof DealDetailSchema>;

async function someDeal(request: APIRequestContext): Promise<Deal> {
  const answer = (await (await request.get('/api/v2/display/deal/1')).json()) as Deal;
  return answer;
}

test('home, a deal, search results and a post carry their names and prices before any script', async ({ request }) => {
  const deal = await someDeal(request);
  const home = textOf(await (await request.get('/')).text());
  expect(home).toContain(deal.product.name);
  const page = textOf(await (await request.get(`/deal/${deal.dealId}`)).text());
  expect(page).toContain(deal.product.name);
  expect(page).toContain(won(deal.dealPrice));

  const search = (await (await request.get(`/api/v2/display/search?keyword=${encodeURIComponent('딸기')}`)).json()) as { items: Array<{ name: string }> };
  const results = textOf(await (await request.get(`/search?keyword=${encodeURIComponent('딸기')}`)).text());
  expect(search.items.length).toBeGreaterThan(0);
  expect(results).toContain(search.items[0]!.name);

  const posts = (await (await request.get('/api/v1/community/dashboard/list?sort=NEWEST&size=1')).json()) as { items: Array<{ postId: number; title: string }> };
  const post = posts.items[0]!;
  const postHtml = textOf(await (await request.get(`/community/board-detail/${post.postId}`)).text());
  expect(postHtml).toContain(post.title);
});

test('with JavaScript off, home, a deal, search results, a post and a notice show their content and real links', async ({ browser, request, baseURL }) => {
  const deal = await someDeal(request);
  const posts = (await (await request.get('/api/v1/community/dashboard/list?sort=NEWEST&size=1')).json()) as { items: Array<{ postId: number; title: string }> };
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width: 390, height: 844 }, locale: 'ko-KR' });
  const page = await context.newPage();
  try {
    await page.goto('/');
    await expect(page.getByText(deal.product.name).first()).toBeVisible();
    // a real link to the deal, which a tap follows without the app
    await expect(page.locator(`a[href="/deal/${deal.dealId}"]`).first()).toBeVisible();
    await page.locator(`a[href="/deal/${deal.dealId}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/deal/${deal.dealId}$`));
    await expect(page.getByRole('heading', { name: deal.product.name })).toBeVisible();
    await expect(page.getByText(won(deal.dealPrice)).first()).toBeVisible();

    await page.goto(`/search?keyword=${encodeURIComponent('딸기')}`);
    await expect(page.getByRole('heading', { name: '검색 결과', level: 1 })).toBeVisible();
    await expect(page.locator('a[href^="/deal/"], a[href*="shop"], li').first()).toBeVisible();

    await page.goto(`/community/board-detail/${posts.items[0]!.postId}`);
    await expect(page.getByRole('heading', { name: posts.items[0]!.title })).toBeVisible();

    await page.goto('/notice/1');
    await expect(page.getByRole('article')).toContainText('안녕하세요');
  } finally {
    await context.close();
  }
});

test("a deal's head: its name, picture (absolute) and type for messengers, and the same after a navigation in the app", async ({ page, request }) => {
  const deal = await someDeal(request);
  const html = await (await request.get(`/deal/${deal.dealId}`)).text();
  const meta = (property: string) => new RegExp(`<meta[^>]*(?:property|name)="${property}"[^>]*content="([^"]*)"`).exec(html)?.[1];
  expect(meta('og:title')).toContain(deal.product.name);
  expect(meta('og:image')).toMatch(/^https?:\/\/[^/]+\//);
  expect(meta('og:type')).toBe('product');
  expect(meta('og:url')).toMatch(new RegExp(`/deal/${deal.dealId}$`));
  expect(meta('twitter:card')).toBe('summary_large_image');
  expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toContain(deal.product.name);

  // the same head when the shopper comes from home inside the app
  await page.goto('/');
  const card = page.locator('section[aria-labelledby="home-deals"]').locator(`a[href="/deal/${deal.dealId}"]`).first();
  await card.scrollIntoViewIfNeeded();
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/deal/${deal.dealId}$`));
  await expect(page).toHaveTitle(new RegExp(deal.product.name));
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', new RegExp(deal.product.name));
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\//);
});

test('pages are revalidated: no-cache, a weak ETag, 304 for a copy that is still current', async ({ request }) => {
  // a page no other test changes: /best's cards change as tests running beside this one heart and
  // buy, and a rendering renewed between the two requests is rightly a new copy (seen in CI: 200)
  const first = await request.get('/terms');
  const headers = first.headers();
  expect(headers['cache-control']).toBe('no-cache');
  expect(headers.vary).toBe('Accept-Encoding');
  expect(headers.etag).toMatch(/^W\/"/);
  const again = await request.get('/terms', { headers: { 'If-None-Match': headers.etag ?? '' } });
  expect(again.status()).toBe(304);
  // a member's own pages are never kept by the server: drawn as a visitor's, loaded in the browser
  const member = await request.get('/my-page');
  expect(member.status()).toBe(200);
  expect(textOf(await member.text())).toContain('불러오는 중이에요');
});

/**
 * Marks the server's elements (`selector`) before React starts: an element React draws again in the
 * browser instead of hydrating it comes without the mark.
 */
const markServerElements = (page: Page, selector: string) =>
  page.addInitScript((css) => {
    document.addEventListener('DOMContentLoaded', () => {
      for (const element of document.querySelectorAll(css)) element.setAttribute('data-from-server', '');
    });
  }, selector);

/** whether React has hydrated (or rendered) this element: React keeps its fiber on the DOM node */
const hydratedIds = (page: Page, ids: readonly string[]) =>
  page.evaluate((list) => Object.fromEntries(list.map((id) => {
    const element = document.getElementById(id);
    return [id, element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'))];
  })), ids);

test("home's blocks under the first screen bring their code at the first scroll, not with the page", async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
  const blockCode = () => scripts.filter((path) => /\/(season-strip|best-top|recommendation-grid)-[\w-]+\.js$/.test(path));
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // looked at only: none of it is fetched, and the blocks are the server's, in full
  expect(blockCode()).toEqual([]);
  await expect(page.locator('section[aria-labelledby="home-recommendation"]').getByRole('button', { name: '찜하기' }).first()).toBeAttached();
  // the first scroll fetches the three blocks' code, before any of them is near
  await page.mouse.wheel(0, 120);
  await expect.poll(() => blockCode().length).toBe(3);
});

test("home's blocks under the first screen hydrate when they come near, keep the server's elements, and answer a tap before that", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await markServerElements(page, 'section[aria-labelledby]');
  await page.goto('/');
  const below = ['home-best', 'home-recommendation'] as const;
  // the categories are on the first screen: hydrated with the page; the blocks far under it wait
  expect(await hydratedIds(page, ['home-categories', ...below])).toEqual({ 'home-categories': true, 'home-best': false, 'home-recommendation': false });
  // still the server's content, its links real links
  await expect(page.locator('section[aria-labelledby="home-best"]').getByRole('link', { name: '인기 순위 전체보기' })).toHaveAttribute('href', '/best');

  // a heart in a block still waiting answers the first tap (a visitor is asked to sign in): the
  // seventh card waits twice, with its block and as a card past the grid's first two rows; the click
  // comes while it is still far under the screen (a tap right after a fling, before anything observed it)
  const heart = page.locator('section[aria-labelledby="home-recommendation"]').getByRole('button', { name: '찜하기' }).nth(6);
  await heart.dispatchEvent('click');
  await expect(page.getByRole('alertdialog')).toContainText('로그인이 필요한 서비스예요');
  await page.getByRole('button', { name: '취소' }).click();

  // scrolled near, every block is hydrated, with the elements the server drew
  await page.locator('section[aria-labelledby="home-best"]').scrollIntoViewIfNeeded();
  await expect.poll(() => hydratedIds(page, below)).toEqual({ 'home-best': true, 'home-recommendation': true });
  expect(await page.locator('section[aria-labelledby="home-best"][data-from-server], section[aria-labelledby="home-recommendation"][data-from-server]').count()).toBe(2);
});

test("a link in a block whose code has not arrived yet is followed once, inside the app", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto('/', { waitUntil: 'networkidle' });
  const marks = async () => ({ sameDocument: await isSameDocument(page), entries: await page.evaluate(() => history.length) });
  await markDocument(page);
  const before = await marks();
  // a click with no scroll or touch before it: the best sellers' code is not on its way yet, so the
  // click is held and replayed once the block is hydrated; the browser must not follow the link too
  // (it did: the held click's preventDefault was ignored in a passive listener, a page load and a
  // second history entry followed, and going back stayed on /best)
  await page.locator('section[aria-labelledby="home-best"]').getByRole('link', { name: '인기 순위 전체보기' }).dispatchEvent('click');
  await expect(page.getByRole('heading', { level: 1, name: '베스트' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  expect(await marks()).toEqual({ sameDocument: true, entries: before.entries + 1 });
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: '오늘의 특가' })).toBeVisible();
});

test("home's deal cards past the screen's width hydrate when swiped near, keep the server's elements, and answer a tap before that", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await markServerElements(page, 'section[aria-labelledby="home-deals"] article');
  await page.goto('/');
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  const cards = page.locator('section[aria-labelledby="home-deals"] article');
  expect(await cards.count()).toBeGreaterThan(6);
  const hydrated = (card: Locator) => card.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));
  // the strip is under this phone's screen: its cards wait, the server's
  expect(await hydrated(cards.first())).toBe(false);
  expect(await hydrated(cards.nth(5))).toBe(false);
  await expect(cards.nth(5).getByRole('link').first()).toHaveAttribute('href', /^\/deal\/\d+$/);

  // a heart on a card still waiting answers the first tap (a visitor is asked to sign in)
  await cards.nth(6).getByRole('button', { name: '찜하기' }).dispatchEvent('click');
  await expect(page.getByRole('alertdialog')).toContainText('로그인이 필요한 서비스예요');
  await page.getByRole('button', { name: '취소' }).click();

  // the strip on screen: the cards it shows are hydrated, the server's elements, and those past its width
  // still wait; swiped near, they are hydrated, the elements the server drew, their countdowns running
  const strip = page.locator('section[aria-labelledby="home-deals"] ul');
  await strip.scrollIntoViewIfNeeded();
  await expect.poll(() => hydrated(cards.first())).toBe(true);
  await expect(cards.first()).toHaveAttribute('data-from-server', '');
  expect(await hydrated(cards.nth(5))).toBe(false);
  await strip.evaluate((element) => (element.scrollLeft = element.scrollWidth));
  const last = cards.last();
  await expect.poll(() => hydrated(last)).toBe(true);
  await expect(last).toHaveAttribute('data-from-server', '');
  const timer = last.getByRole('timer');
  const shown = await timer.textContent();
  await expect.poll(() => timer.textContent(), { timeout: 3000 }).not.toBe(shown);
});

test("home's first deal pictures: not preloaded beside the banner, not fetched while the page loads, fetched at the shopper's first use", async ({ page, request }) => {
  // the head preloads the banner the shopper waits for, and no picture of the strip under the screen
  const head = (await (await request.get('/')).text()).split('</head>')[0] ?? '';
  expect(head).toMatch(/<link rel="preload" as="image" href="\/images\/banners\//);
  expect(head).not.toMatch(/<link rel="preload" as="image" href="\/images\/products\//);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  await page.waitForLoadState('networkidle');
  const pictures = page.locator('section[aria-labelledby="home-deals"] article img');
  const shows = (index: number) => pictures.nth(index).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
  // the strip begins under this phone's screen, and nothing has scrolled: a page only looked at fetches none of them
  expect(await pictures.first().evaluate((img) => img.getBoundingClientRect().top)).toBeGreaterThan(844);
  expect(await shows(0)).toBe(false);
  // the shopper's first touch: the cards the strip shows first get their pictures before it is on screen; the others wait
  await page.mouse.wheel(0, 1);
  for (const index of [0, 1, 2]) await expect.poll(() => shows(index)).toBe(true);
  expect(await pictures.first().evaluate((img) => img.getBoundingClientRect().top)).toBeGreaterThan(800);
  expect(await shows(5)).toBe(false);
});

test("a community list's posts hydrate at the shopper's first use, those far under the screen when they come near, keep the server's elements, and open before that", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await markServerElements(page, '[data-testid="post-card"]');
  await page.goto('/community/main/popular-post');
  const cards = page.locator('ul[aria-label="인기글 목록"] [data-testid="post-card"]');
  expect(await cards.count()).toBeGreaterThan(8);
  const hydrated = (card: Locator) => card.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  await page.waitForLoadState('networkidle');
  // a page only looked at: the first screen's posts are the server's, their links real, their pictures there
  expect(await hydrated(cards.first())).toBe(false);
  await expect(cards.first().getByRole('link').first()).toHaveAttribute('href', /^\/community\//);
  // (the first post with a picture: which post ranks first moves as other tests like and read posts)
  const pictured = cards.filter({ has: page.locator('img') }).first();
  expect(await pictured.locator('img').first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // the first use (a scroll of the wheel): the posts on screen hydrate, the elements the server drew;
  // one far under it still waits
  await page.mouse.move(195, 400);
  await page.mouse.wheel(0, 1);
  await expect.poll(() => hydrated(cards.first())).toBe(true);
  await expect(cards.first()).toHaveAttribute('data-from-server', '');
  expect(await hydrated(cards.nth(8))).toBe(false);
  await expect(cards.nth(8).getByRole('link').first()).toHaveAttribute('href', /^\/community\//);

  // scrolled near, it is hydrated: the element the server drew
  await cards.nth(8).scrollIntoViewIfNeeded();
  await expect.poll(() => hydrated(cards.nth(8))).toBe(true);
  await expect(cards.nth(8)).toHaveAttribute('data-from-server', '');

  // a post still waiting opens in the app at the first tap (no reload: the marks stay)
  const waiting = cards.last();
  expect(await hydrated(waiting)).toBe(false);
  const href = await waiting.getByRole('link').first().getAttribute('href');
  await markDocument(page);
  await waiting.getByRole('link').first().dispatchEvent('click');
  await expect(page).toHaveURL(new RegExp(`${href ?? ''}$`));
  expect(await isSameDocument(page)).toBe(true);
});

test("a post on the first screen of a page not used yet opens in the app at a tap", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/community/main/popular-post');
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  await page.waitForLoadState('networkidle');
  const first = page.locator('ul[aria-label="인기글 목록"] [data-testid="post-card"]').first();
  const title = (await first.getByRole('heading', { level: 3 }).textContent()) ?? '';
  const href = (await first.getByRole('link').first().getAttribute('href')) ?? '';
  await markDocument(page);
  // a touch: the post hydrates at the press and the app opens it (no page load)
  await first.getByRole('heading', { level: 3 }).tap();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { name: title }).first()).toBeVisible();
  expect(await isSameDocument(page)).toBe(true);
});

test("the bottom bar waits for the shopper's first use, answers a tap before that in the app, and marks the page it is on", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await markServerElements(page, 'nav[aria-label="주요 메뉴"]');
  await page.goto('/community/main/popular-post');
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  await page.waitForLoadState('networkidle');
  const bar = page.getByRole('navigation', { name: '주요 메뉴' });
  const barHydrated = () => bar.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));
  // only looked at: the server's bar, its links real, the page's own tab marked
  expect(await barHydrated()).toBe(false);
  await expect(bar.getByRole('link', { name: '커뮤니티' })).toHaveAttribute('aria-current', 'page');
  await expect(bar.getByRole('link', { name: '홈' })).toHaveAttribute('href', '/');

  // a tap on a tab: the bar hydrates (the server's element) and the app opens the tab, no page load
  await markDocument(page);
  await bar.getByRole('link', { name: '홈' }).tap();
  await expect(page.getByRole('heading', { level: 1, name: '오늘의 특가' })).toBeVisible();
  expect(await isSameDocument(page)).toBe(true);
  await expect(bar.getByRole('link', { name: '홈' })).toHaveAttribute('aria-current', 'page');
  await expect(bar.getByRole('link', { name: '커뮤니티' })).not.toHaveAttribute('aria-current', 'page');
});

test("a page opened in the app before any use of the page marks its own tab in the bottom bar", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  await page.waitForLoadState('networkidle');
  const bar = page.getByRole('navigation', { name: '주요 메뉴' });
  await expect(bar.getByRole('link', { name: '홈' })).toHaveAttribute('aria-current', 'page');
  // a click with no press, touch or key before it (as a screen reader's activation sends): the app
  // opens a category while the bar still waits, and the bar is drawn for the page it is on now, not
  // hydrated later over the server's marks of home
  await markDocument(page);
  await page.locator('section[aria-labelledby="home-categories"] li a').first().dispatchEvent('click');
  await expect(page).toHaveURL(/\/category\//);
  expect(await isSameDocument(page)).toBe(true);
  await expect(bar.getByRole('link', { name: '카테고리' })).toHaveAttribute('aria-current', 'page');
  await expect(bar.getByRole('link', { name: '홈' })).not.toHaveAttribute('aria-current', 'page');
  // and it answers: its home tab opens home in the app
  await bar.getByRole('link', { name: '홈' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '오늘의 특가' })).toBeVisible();
  expect(await isSameDocument(page)).toBe(true);
  await expect(bar.getByRole('link', { name: '홈' })).toHaveAttribute('aria-current', 'page');
});

test("home's category pictures come as one strip, each in its cell, and each from its own address when the strip fails", async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/images/categories/') || path === '/picture-strip.webp') fetched.push(path);
  });
  const pictures = page.locator('section[aria-labelledby="home-categories"] li img');
  /** what each category picture shows: the strip's cell (its offset) or its own address */
  const shown = () =>
    pictures.evaluateAll((images: HTMLImageElement[]) =>
      images.map((img) => ({
        src: new URL(img.currentSrc || img.src, location.href).pathname,
        offset: Math.round(img.getBoundingClientRect().left - (img.parentElement?.getBoundingClientRect().left ?? 0)),
        cell: Math.round(img.parentElement?.getBoundingClientRect().width ?? 0),
        shows: img.complete && img.naturalWidth > 0,
      })),
    );
  await page.goto('/');
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  await page.waitForLoadState('networkidle');
  const inStrip = await shown();
  expect(inStrip.length).toBeGreaterThan(5);
  // one request for all of them; the n-th shows the strip moved left by n cells
  expect(fetched).toEqual(['/picture-strip.webp']);
  inStrip.forEach((picture, index) => {
    expect(picture).toMatchObject({ src: '/picture-strip.webp', shows: true });
    expect(Math.abs(picture.offset + index * picture.cell)).toBeLessThanOrEqual(1);
  });

  // the strip fails: each picture from its own address
  fetched.length = 0;
  await page.route('**/picture-strip.webp?**', (route) => route.fulfill({ status: 502, contentType: 'text/plain', body: '그림을 가져오지 못했어요.' }));
  await page.goto('/');
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  await expect.poll(async () => (await shown()).every((picture) => picture.src.startsWith('/images/categories/') && picture.shows)).toBe(true);
  expect(fetched.filter((path) => path.startsWith('/images/categories/'))).toHaveLength(inStrip.length);
});

test("the product pictures under home's first screen, and past search results' first rows, wait for the shopper's first use", async ({ page }) => {
  const fetched = new Set<string>();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/images/products/')) fetched.add(path);
  });
  // home: the deal strip's first cards, the best sellers and the recommendations are under the first screen
  // (the deal strip's pictures: "home's first deal pictures…" above)
  await page.goto('/');
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  await page.waitForLoadState('networkidle');
  const best = page.locator('section[aria-labelledby="home-best"] li img').first();
  const bestPicture = await best.getAttribute('data-wait-src');
  expect(bestPicture).toMatch(/^\/images\/products\//);
  expect(await best.getAttribute('src')).toBeNull();
  expect([...fetched]).toEqual([]);
  // the first wheel: the best sellers' pictures get their address, whether or not their block's code has come
  await page.mouse.wheel(0, 100);
  await expect.poll(() => fetched.has(bestPicture ?? '')).toBe(true);
  await best.scrollIntoViewIfNeeded();
  await expect.poll(() => best.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // search results: the first rows come with the page, the cards far under it wait
  fetched.clear();
  await page.goto(`/search?keyword=${encodeURIComponent('딸기')}`);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  await page.waitForLoadState('networkidle');
  const cards = page.locator('ul[aria-label] li img');
  expect(await cards.count()).toBeGreaterThan(6);
  const last = cards.last();
  const lastPicture = await last.getAttribute('data-wait-src');
  expect(lastPicture).toMatch(/^\/images\/products\//);
  expect(fetched.has(lastPicture ?? '')).toBe(false);
  expect(await cards.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await page.mouse.wheel(0, 100);
  await expect.poll(() => fetched.has(lastPicture ?? '')).toBe(true);
});

test("a community list's thumbnails past the first screen wait for the shopper's first use, and show without JavaScript", async ({ page, browser, baseURL }) => {
  const fetched = new Set<string>();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/images/community/')) fetched.add(path);
  });
  await page.goto('/community/main/popular-post');
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  const cards = page.locator('ul[aria-label="인기글 목록"] [data-testid="post-card"]');
  const thumbnail = (card: Locator) => card.locator('img').first();
  // the last post with a thumbnail, far under the screen: drawn without its address, in its grey box
  expect(await cards.count()).toBeGreaterThan(10);
  expect(await cards.filter({ has: page.locator('noscript') }).count()).toBeGreaterThan(3);
  const farId = await cards.filter({ has: page.locator('noscript') }).last().getAttribute('data-post-id');
  const far = page.locator(`[data-testid="post-card"][data-post-id="${farId ?? ''}"]`);
  const farPicture = await far.locator('noscript').evaluate((element) => /src="([^"]+)"/.exec(element.textContent ?? '')?.[1]);
  expect(farPicture).toMatch(/^\/images\/community\//);
  expect(await thumbnail(far).getAttribute('src')).toBeNull();
  await page.waitForLoadState('networkidle');
  // the first screen's thumbnails came with the page; none of a post far under it
  const first = cards.filter({ has: page.locator('img') }).first();
  expect(await thumbnail(first).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // a thumbnail made for the list, not the 960×720 picture itself (docs/decisions.md "Community thumbnails")
  expect(await thumbnail(first).evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([360, 360]);
  expect(fetched.has(farPicture ?? '')).toBe(false);

  // the first scroll gives every waiting thumbnail its address, before the shopper gets there
  await page.mouse.wheel(0, 200);
  await expect.poll(() => fetched.has(farPicture ?? '')).toBe(true);
  expect(await thumbnail(far).getAttribute('src')).toBe(farPicture);
  await far.scrollIntoViewIfNeeded();
  await expect.poll(() => thumbnail(far).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // without JavaScript the <noscript> copy shows it over the empty box
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width: 390, height: 844 }, locale: 'ko-KR' });
  try {
    const plain = await context.newPage();
    await plain.goto('/community/main/popular-post');
    const copy = plain.locator(`ul[aria-label="인기글 목록"] img[src="${farPicture ?? ''}"]`);
    await copy.scrollIntoViewIfNeeded();
    await expect.poll(() => copy.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(copy).toBeVisible();
  } finally {
    await context.close();
  }
});
