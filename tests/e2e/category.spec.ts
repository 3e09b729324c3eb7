import { type Page, type Response } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { keepScreenshot } from './support/screenshot';
import { navigateInApp } from './support/navigation';
import type { Wire } from '../../contract/schemas/page';
import type { CategoryProductsSchema } from '../../contract/schemas/catalog/category-product';

/**
 * Issue 6: the category screens on the reference server's catalogue — the category main's side
 * tabs (remembered for the session, cleared by the bottom bar), the category detail (second-level
 * tabs, third-level chips, sort and price ranges in the address, infinite list) and the season
 * groups of the category tab (상황별 추천, 추천 상품, 제철 별미 모음) that take the link's query.
 */

type ListJson = Wire<typeof CategoryProductsSchema>;

const PRODUCTS_PATH = '/api/v1/display/category/product';

/** The next answer of the category products call whose query matches. */
function productsAnswer(page: Page, match: (url: URL) => boolean): Promise<Response> {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === PRODUCTS_PATH && response.status() === 200 && match(url);
  });
}

async function listOf(response: Response): Promise<ListJson> {
  return (await response.json()) as ListJson;
}

/** Waits until the pictures on the screen have loaded (for screenshots). */
async function imagesLoaded(page: Page) {
  await page.waitForFunction(() =>
    Array.from(document.images)
      .filter((image) => {
        const box = image.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
      })
      .every((image) => image.complete),
  );
}

/** The community hint bubble sits over the bottom of the screen on a first visit: close it. */
async function closeHint(page: Page) {
  const close = page.getByRole('button', { name: '안내 닫기' });
  if (await close.isVisible().catch(() => false)) await close.click();
}

const sidePanel = (page: Page) => page.getByRole('tabpanel');
const sideTab = (page: Page, name: string) => page.getByRole('tablist', { name: '대분류' }).getByRole('tab', { name });
const bottomBar = (page: Page) => page.getByRole('navigation', { name: '주요 메뉴' });

async function shownPrices(page: Page, listName: string): Promise<number[]> {
  const texts = await page.getByRole('list', { name: listName }).getByText(/^판매가 [\d,]+원$/).allTextContents();
  return texts.map((text) => Number(text.replace(/\D/g, '')));
}

test.describe('category detail', () => {
  test('from the category main, a first-level tab and then a child land on its products', async ({ page }, testInfo) => {
    await page.goto('/category');
    await expect(page.getByRole('heading', { name: '카테고리', level: 1 })).toBeVisible();
    await closeHint(page);
    await sideTab(page, '수산·해산물').click();
    await expect(sideTab(page, '수산·해산물')).toHaveAttribute('aria-selected', 'true');
    await keepScreenshot(page, testInfo, 'category-main');
    await expectNoSeriousA11yViolations(page);

    const answer = productsAnswer(page, (url) => url.searchParams.get('categoryCode') === '0301');
    await sidePanel(page).getByRole('link', { name: '수산·해산물 생선' }).click();
    const list = await listOf(await answer);
    await expect(page).toHaveURL(/\/category\/detail\/0301$/);
    await expect(page.getByRole('heading', { name: '생선', level: 1 })).toBeVisible();
    // the family's second level as tabs, the chosen one selected; its third level as chips
    const tabs = page.getByRole('tablist', { name: '수산·해산물 카테고리' });
    await expect(tabs.getByRole('tab', { name: '생선' })).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.getByRole('tab').first()).toHaveText('전체');
    const chips = page.getByRole('group', { name: '세부 카테고리' });
    await expect(chips.getByRole('button').first()).toHaveText('전체');
    await expect(chips.getByRole('button', { name: '전체' })).toHaveAttribute('aria-pressed', 'true');

    expect(list.items.length).toBeGreaterThan(0);
    for (const item of list.items) expect(item.categoryCode.startsWith('0301')).toBe(true);
    const products = page.getByRole('list', { name: '생선 상품' });
    await expect(products.getByRole('listitem')).toHaveCount(list.items.length);
    await expect(products.getByText(list.items[0]!.name)).toBeVisible();
    await expect(page.getByText(`총 ${list.totalCount}개`)).toBeVisible();
    await closeHint(page);
    await imagesLoaded(page);
    await keepScreenshot(page, testInfo, 'category-detail');
    await expectNoSeriousA11yViolations(page);

    // a third-level chip narrows the products and changes the address
    const narrowed = productsAnswer(page, (url) => url.searchParams.get('categoryCode') === '030103');
    await chips.getByRole('button', { name: '조기·굴비' }).click();
    const third = await listOf(await narrowed);
    await expect(page).toHaveURL(/\/category\/detail\/0301\/030103$/);
    await expect(chips.getByRole('button', { name: '조기·굴비' })).toHaveAttribute('aria-pressed', 'true');
    expect(third.totalCount).toBeGreaterThan(0);
    expect(third.totalCount).toBeLessThan(list.totalCount);
    for (const item of third.items) expect(item.categoryCode.startsWith('030103')).toBe(true);
    const thirdList = page.getByRole('list', { name: '조기·굴비 상품' });
    await expect(thirdList.getByRole('listitem')).toHaveCount(third.items.length);
    await expect(page.getByText(`총 ${third.totalCount}개`)).toBeVisible();
    await imagesLoaded(page);
    await keepScreenshot(page, testInfo, 'category-detail-third');

    // another tab is another address: back returns to the chip
    await tabs.getByRole('tab', { name: '조개·갑각류' }).click();
    await expect(page).toHaveURL(/\/category\/detail\/0302$/);
    await expect(page.getByRole('heading', { name: '조개·갑각류', level: 1 })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/category\/detail\/0301\/030103$/);
    await expect(chips.getByRole('button', { name: '조기·굴비' })).toHaveAttribute('aria-pressed', 'true');

    // '전체' is the whole first-level family
    await tabs.getByRole('tab', { name: '전체' }).click();
    await expect(page).toHaveURL(/\/category\/detail\/03$/);
    await expect(page.getByRole('heading', { name: '수산·해산물', level: 1 })).toBeVisible();
  });

  test('sort 낮은가격순 orders by sale price and stays in the address', async ({ page }, testInfo) => {
    await page.goto('/category/detail/0101');
    await expect(page.getByRole('heading', { name: '국산과일', level: 1 })).toBeVisible();
    const sort = page.getByRole('combobox', { name: '정렬' });
    await expect(sort).toContainText('추천순');

    const sorted = productsAnswer(page, (url) => url.searchParams.get('sort') === 'PRICE_ASC');
    await sort.click();
    await page.getByRole('option', { name: '낮은가격순' }).click();
    const list = await listOf(await sorted);
    await expect(page).toHaveURL(/[?&]sort=PRICE_ASC/);
    await expect(sort).toContainText('낮은가격순');
    const fromServer = list.items.map((item) => item.salePrice);
    await expect.poll(() => shownPrices(page, '국산과일 상품')).toEqual(fromServer);
    const prices = await shownPrices(page, '국산과일 상품');
    expect(prices.length).toBeGreaterThan(4);
    prices.forEach((price, i) => expect(i === 0 || prices[i - 1]! <= price).toBe(true));
    await closeHint(page);
    await imagesLoaded(page);
    await keepScreenshot(page, testInfo, 'category-detail-sorted');

    // the address keeps the sort: a reload shows the same order
    await page.reload();
    await expect(page.getByRole('combobox', { name: '정렬' })).toContainText('낮은가격순');
    await expect.poll(() => shownPrices(page, '국산과일 상품')).toEqual(fromServer);
  });

  test('price ranges narrow the products to those prices', async ({ page }, testInfo) => {
    await page.goto('/category/detail/0101');
    const all = await page.getByText(/^총 [\d,]+개$/).textContent();
    const allCount = Number((all ?? '').replace(/\D/g, ''));
    const prices = page.getByRole('group', { name: '가격대' });
    await expect(prices.getByRole('button', { name: '전체 가격' })).toHaveAttribute('aria-pressed', 'true');

    const narrowed = productsAnswer(page, (url) => url.searchParams.get('priceRanges') === '10000_30000');
    await prices.getByRole('button', { name: '1만~3만원' }).click();
    const list = await listOf(await narrowed);
    await expect(page).toHaveURL(/[?&]price=10000_30000/);
    await expect(prices.getByRole('button', { name: '1만~3만원' })).toHaveAttribute('aria-pressed', 'true');
    await expect(prices.getByRole('button', { name: '전체 가격' })).toHaveAttribute('aria-pressed', 'false');
    expect(list.totalCount).toBeLessThan(allCount);
    await expect(page.getByText(`총 ${list.totalCount}개`)).toBeVisible();
    await expect.poll(async () => (await shownPrices(page, '국산과일 상품')).length).toBe(list.items.length);
    for (const price of await shownPrices(page, '국산과일 상품')) {
      expect(price).toBeGreaterThanOrEqual(10_000);
      expect(price).toBeLessThan(30_000);
    }
    await closeHint(page);
    await imagesLoaded(page);
    await keepScreenshot(page, testInfo, 'category-detail-price');
    await expectNoSeriousA11yViolations(page);

    // a second range adds its products; '전체 가격' clears both
    const widened = productsAnswer(page, (url) => url.searchParams.get('priceRanges') === 'UNDER_10000,10000_30000');
    await prices.getByRole('button', { name: '1만원 이하' }).click();
    const wider = await listOf(await widened);
    expect(wider.totalCount).toBeGreaterThan(list.totalCount);
    for (const item of wider.items) expect(item.salePrice).toBeLessThan(30_000);
    await prices.getByRole('button', { name: '전체 가격' }).click();
    await expect(page.getByText(`총 ${allCount}개`)).toBeVisible();
    await expect(page).not.toHaveURL(/price=/);
  });

  test('no product in the chosen price range is a Korean empty state that clears the range', async ({ page, request }, testInfo) => {
    const answer = await request.get(`${PRODUCTS_PATH}?categoryCode=030103&priceRanges=UNDER_10000`);
    expect(((await answer.json()) as ListJson).totalCount).toBe(0);

    await page.goto('/category/detail/0301/030103?price=UNDER_10000');
    await expect(page.getByRole('heading', { name: '조건에 맞는 상품이 없어요' })).toBeVisible();
    await expect(page.getByText('총 0개')).toBeVisible();
    await closeHint(page);
    await keepScreenshot(page, testInfo, 'category-detail-empty');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: '가격대 선택 해제' }).click();
    await expect(page).not.toHaveURL(/price=/);
    await expect(page.getByRole('list', { name: '조기·굴비 상품' }).getByRole('listitem').first()).toBeVisible();
  });

  test('a tab and a chip far along their rows are brought into view', async ({ page }) => {
    await page.goto('/category/detail/0102/010205');
    await expect(page.getByRole('heading', { name: '수입과일', level: 1 })).toBeVisible();
    await expect(page.getByRole('group', { name: '세부 카테고리' }).getByRole('button', { name: '망고·열대과일' })).toBeInViewport({ ratio: 1 });
    await page.goto('/category/detail/0906');
    await expect(page.getByRole('tablist', { name: '가공식품 카테고리' }).getByRole('tab', { selected: true })).toBeInViewport({ ratio: 0.9 });
  });

  test('more products load as the shopper scrolls', async ({ page }) => {
    await page.goto('/category/detail/01');
    await expect(page.getByRole('heading', { name: '과일', level: 1 })).toBeVisible();
    const items = page.getByRole('list', { name: '과일 상품' }).getByRole('listitem');
    await expect(items).toHaveCount(20);
    await page.getByTestId('infinite-sentinel').scrollIntoViewIfNeeded();
    await expect.poll(() => items.count()).toBeGreaterThan(20);
  });

  test('an unknown category is a designed Korean state; no category goes to the category main', async ({ page }, testInfo) => {
    await page.goto('/category/detail/9999');
    await expect(page.getByRole('heading', { name: '카테고리 상품', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: '카테고리를 찾을 수 없어요' })).toBeVisible();
    await expect(page.getByRole('button', { name: '다시 시도' })).toHaveCount(0);
    await closeHint(page);
    await keepScreenshot(page, testInfo, 'category-detail-missing');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: '전체 카테고리 보기' }).click();
    await expect(page).toHaveURL(/\/category$/);

    // a third level that is not under the second is not found either
    await page.goto('/category/detail/0301/010101');
    await expect(page.getByRole('heading', { name: '카테고리를 찾을 수 없어요' })).toBeVisible();

    await page.goto('/category/detail');
    await expect(page).toHaveURL(/\/category$/);
    await expect(page.getByRole('heading', { name: '카테고리', level: 1 })).toBeVisible();
  });
});

test.describe('category main', () => {
  test('the chosen side tab survives a detail and back; the bottom bar clears it', async ({ page }) => {
    await page.goto('/category');
    await closeHint(page);
    await sideTab(page, '정육·계란').click();
    await sidePanel(page).getByRole('link', { name: '정육·계란 한우' }).click();
    await expect(page.getByRole('heading', { name: '한우', level: 1 })).toBeVisible();
    await page.goBack();
    await expect(sideTab(page, '정육·계란')).toHaveAttribute('aria-selected', 'true');
    await expect(sidePanel(page).getByRole('link', { name: '정육·계란 한우' })).toBeVisible();

    // '전체보기' is the first-level family with its '전체' tab
    await sidePanel(page).getByRole('link', { name: '정육·계란 전체보기' }).click();
    await expect(page).toHaveURL(/\/category\/detail\/04$/);
    await expect(page.getByRole('tablist', { name: '정육·계란 카테고리' }).getByRole('tab', { name: '전체' })).toHaveAttribute('aria-selected', 'true');

    // tapping the bottom bar's category tab forgets the side tab (SPEC.md §2)
    await bottomBar(page).getByRole('link', { name: '카테고리' }).click();
    await expect(page).toHaveURL(/\/category$/);
    await expect(sideTab(page, '과일')).toHaveAttribute('aria-selected', 'true');
    expect(await page.evaluate(() => sessionStorage.getItem('categoryTabIndex'))).toBeNull();

    // … also when the category main is already open
    await sideTab(page, '쌀·잡곡').click();
    await bottomBar(page).getByRole('link', { name: '카테고리' }).click();
    await expect(sideTab(page, '과일')).toHaveAttribute('aria-selected', 'true');
    await page.reload();
    await expect(sideTab(page, '과일')).toHaveAttribute('aria-selected', 'true');
  });
});

/**
 * Holds the answers of a season call until `release()`, so the loading state can be seen; the
 * route's pending screen shows after 300 ms.
 */
async function holdAnswers(page: Page, path: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${path}?*`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('season groups of the category tab', () => {
  test('상황별 추천: the link title while loading, then the occasion and its products', async ({ page }, testInfo) => {
    // from another screen of the app: the server's page would carry the answer already
    await page.goto('/category');
    const release = await holdAnswers(page, '/api/v1/display/season/occasion');
    await navigateInApp(page, `/category/season/occasion?code=CHUSEOK&title=${encodeURIComponent('추석 선물 모음')}`);
    await expect(page.getByRole('heading', { name: '상황별 추천', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: '추석 선물 모음', level: 2 })).toBeVisible();
    await expect(page.getByText('추석 선물 모음 상품을 불러오는 중이에요')).toBeAttached();
    await keepScreenshot(page, testInfo, 'category-season-occasion-loading');
    release();

    await expect(page.getByRole('heading', { name: '추석 선물', level: 2 })).toBeVisible();
    const occasions = page.getByRole('group', { name: '상황' });
    await expect(occasions.getByRole('button', { name: '추석 선물' })).toHaveAttribute('aria-pressed', 'true');
    const products = page.getByRole('list', { name: '추석 선물 상품' }).getByRole('listitem');
    await expect(products.first()).toBeVisible();
    await expect(page.getByText(/^총 \d+개$/)).toBeVisible();
    await closeHint(page);
    await imagesLoaded(page);
    await keepScreenshot(page, testInfo, 'category-season-occasion');
    await expectNoSeriousA11yViolations(page);

    // another occasion: its products, in the address
    await occasions.getByRole('button', { name: '집들이' }).click();
    await expect(page).toHaveURL(/[?&]code=HOUSEWARMING/);
    await expect(page.getByRole('heading', { name: '집들이', level: 2 })).toBeVisible();
    await expect(page.getByRole('list', { name: '집들이 상품' }).getByRole('listitem').first()).toBeVisible();
  });

  test('추천 상품: recommendation categories as tabs, the id in the address', async ({ page }, testInfo) => {
    await page.goto('/category');
    const release = await holdAnswers(page, '/api/v1/display/season/recommendation');
    await navigateInApp(page, `/category/season/recommendation/102?title=${encodeURIComponent('아이 간식')}`);
    await expect(page.getByRole('heading', { name: '추천 상품', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: '아이 간식', level: 2 })).toBeVisible();
    await expect(page.getByText('아이 간식 상품을 불러오는 중이에요')).toBeAttached();
    release();

    const tabs = page.getByRole('tablist', { name: '추천 카테고리' });
    await expect(tabs.getByRole('tab', { name: '아이 간식' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: '아이 간식', level: 2 })).toBeVisible();
    await expect(page.getByRole('list', { name: '아이 간식 상품' }).getByRole('listitem').first()).toBeVisible();
    await closeHint(page);
    await imagesLoaded(page);
    await keepScreenshot(page, testInfo, 'category-season-recommendation');
    await expectNoSeriousA11yViolations(page);

    await tabs.getByRole('tab', { name: '캠핑 먹거리' }).click();
    await expect(page).toHaveURL(/\/category\/season\/recommendation\/103\?title=/);
    await expect(page.getByRole('list', { name: '캠핑 먹거리 상품' }).getByRole('listitem').first()).toBeVisible();
    await page.goBack();
    await expect(tabs.getByRole('tab', { name: '아이 간식' })).toHaveAttribute('aria-selected', 'true');

    // without an id: the first category
    await page.goto('/category/season/recommendation');
    await expect(page.getByRole('tablist', { name: '추천 카테고리' }).getByRole('tab', { name: '혼밥 한 끼' })).toHaveAttribute('aria-selected', 'true');
    // an id that does not exist
    await page.goto('/category/season/recommendation/999');
    await expect(page.getByRole('heading', { name: '추천 상품을 찾을 수 없어요' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('제철 별미 모음: the month of the address, its delicacies and products', async ({ page }, testInfo) => {
    await page.goto('/category');
    const release = await holdAnswers(page, '/api/v1/display/season/delicacy');
    await navigateInApp(page, `/category/season/delicacy?month=3&title=${encodeURIComponent('봄 제철 별미')}`);
    await expect(page.getByRole('heading', { name: '제철 별미 모음', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: '봄 제철 별미', level: 2 })).toBeVisible();
    release();

    await expect(page.getByRole('heading', { name: '3월 제철 먹거리', level: 2 })).toBeVisible();
    const kinds = page.getByRole('group', { name: '제철 먹거리 종류' });
    await expect(kinds.getByRole('button', { name: '전체' })).toHaveAttribute('aria-pressed', 'true');
    await expect(kinds.getByRole('button', { name: '딸기' })).toBeVisible();
    await expect(page.getByRole('list', { name: '3월 제철 상품' }).getByRole('listitem').first()).toBeVisible();
    await closeHint(page);
    await imagesLoaded(page);
    await keepScreenshot(page, testInfo, 'category-season-delicacy');
    await expectNoSeriousA11yViolations(page);

    await kinds.getByRole('button', { name: '딸기' }).click();
    await expect(page).toHaveURL(/[?&]code=strawberry/);
    await expect(kinds.getByRole('button', { name: '딸기' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('list', { name: '딸기 상품' }).getByRole('listitem').first()).toBeVisible();

    await page.getByRole('button', { name: '4월 보기' }).click();
    await expect(page).toHaveURL(/[?&]month=4/);
    await expect(page.getByRole('heading', { name: '4월 제철 먹거리', level: 2 })).toBeVisible();

    // without a month: the current month in Korea
    const month = Number(new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Seoul', month: 'numeric' }).format(new Date()));
    await page.goto('/category/season/delicacy');
    await expect(page.getByRole('heading', { name: `${month}월 제철 먹거리`, level: 2 })).toBeVisible();
  });

  test('the category main\'s 테마 추천 opens each season screen with the group\'s code and name', async ({ page }, testInfo) => {
    await page.goto('/category');
    await closeHint(page);
    await sideTab(page, '테마 추천').click();
    const panel = sidePanel(page);
    await expect(panel.getByRole('link', { name: '생일상' })).toBeVisible();
    await keepScreenshot(page, testInfo, 'category-main-theme');
    await expectNoSeriousA11yViolations(page);

    await panel.getByRole('link', { name: '생일상' }).click();
    await expect(page).toHaveURL(/\/category\/season\/occasion\?code=BIRTHDAY&title=/);
    await expect(page.getByRole('heading', { name: '생일상', level: 2 })).toBeVisible();
    await expect(page.getByRole('group', { name: '상황' }).getByRole('button', { name: '생일상' })).toHaveAttribute('aria-pressed', 'true');

    await page.goBack();
    await expect(sideTab(page, '테마 추천')).toHaveAttribute('aria-selected', 'true');
    await sidePanel(page).getByRole('link', { name: '홈파티' }).click();
    await expect(page).toHaveURL(/\/category\/season\/recommendation\/106\?title=/);
    await expect(page.getByRole('tablist', { name: '추천 카테고리' }).getByRole('tab', { name: '홈파티' })).toHaveAttribute('aria-selected', 'true');

    await page.goBack();
    await sidePanel(page).getByRole('link', { name: '제철 별미 모음' }).click();
    await expect(page.getByRole('heading', { name: /^\d+월 제철 먹거리$/, level: 2 })).toBeVisible();
  });
});
