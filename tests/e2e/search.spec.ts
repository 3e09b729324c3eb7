import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { keepScreenshot } from './support/screenshot';
import { navigateInApp } from './support/navigation';

/**
 * Issue 6: the search screens (SPEC.md §2 search: list, results, stores) on the reference
 * server's catalogue: suggestions (초성 too), recent, recommended and popular keywords, product
 * results with sort, category and price filters in the address, store results and the empty state.
 */

const searchBox = (page: Page) => page.getByRole('searchbox', { name: '검색어' });
const results = (page: Page) => page.getByRole('list', { name: /검색 결과 상품$/ }).getByRole('article');
const suggestions = (page: Page) => page.getByRole('region', { name: '추천 검색어' });
const recentList = (page: Page) => page.getByRole('list', { name: '최근 검색어 목록' });
const count = (page: Page) => page.getByText(/^상품 [\d,]+개$/);

async function names(cards: Locator): Promise<string[]> {
  return cards.evaluateAll((nodes) => nodes.map((node) => node.querySelector('a > span:nth-child(2) > span:nth-child(2)')?.textContent ?? ''));
}

/** Sale prices of the cards, read as screen readers hear them ('판매가 11,900원'). */
async function salePrices(cards: Locator): Promise<number[]> {
  const texts = await cards.allTextContents();
  return texts.map((text) => Number((/판매가\s*([\d,]+)원/.exec(text)?.[1] ?? 'NaN').replaceAll(',', '')));
}

async function productNos(cards: Locator): Promise<number[]> {
  return cards.evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-product-no'))));
}

/** Every product the server finds for `keyword`, by number (for checking what a filter kept). */
async function catalogue(request: APIRequestContext, keyword: string): Promise<Map<number, { categoryCode: string; salePrice: number }>> {
  const answer = await request.get('/api/v2/display/search', { params: { keyword, size: 100 } });
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as { items: { productNo: number; categoryCode: string; salePrice: number }[] };
  return new Map(body.items.map((item) => [item.productNo, item]));
}

/** The community hint bubble sits over the bottom of the screen on a first visit: close it. */
async function closeHint(page: Page) {
  const close = page.getByRole('button', { name: '안내 닫기' });
  if (await close.isVisible().catch(() => false)) await close.click();
}

test.describe('search at 390×844', () => {
  test('list: focused box, recent, recommended and popular keywords; 딸기 finds strawberries and is remembered', async ({ page }, testInfo) => {
    await page.goto('/');
    await page.getByRole('link', { name: '상품 검색' }).click();
    await expect(page).toHaveURL(/\/search\/list$/);
    await expect(page.getByRole('heading', { name: '검색', level: 1 })).toBeAttached();
    await expect(searchBox(page)).toBeFocused();
    await expect(searchBox(page)).toHaveAttribute('placeholder', '어떤 먹거리를 찾으세요?');
    await expect(page.getByText('최근 검색한 기록이 없어요.')).toBeVisible();
    await expect(page.getByRole('list', { name: '추천 검색어 목록' }).getByRole('button', { name: '설향 딸기' })).toBeVisible();
    const popular = page.getByRole('list', { name: '인기 검색어 순위' }).getByRole('listitem');
    await expect(popular).toHaveCount(10);
    await expect(popular.first()).toContainText('1딸기');
    // up, down and unchanged markers with Korean names
    await expect(page.getByLabel(/계단 상승$/).first()).toBeVisible();
    await expect(page.getByLabel(/계단 하락$/).first()).toBeVisible();
    await closeHint(page);
    await keepScreenshot(page, testInfo, 'search-list');
    await expectNoSeriousA11yViolations(page);

    await searchBox(page).fill('딸기');
    await expect(suggestions(page).getByRole('button', { name: '딸기', exact: true })).toBeVisible();
    // the typed part is highlighted in every suggestion that contains it
    await expect(suggestions(page).locator('mark').first()).toHaveText('딸기');
    await keepScreenshot(page, testInfo, 'search-suggestions');
    await expectNoSeriousA11yViolations(page);

    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?keyword=%EB%94%B8%EA%B8%B0$/);
    await expect(page.getByRole('heading', { name: '딸기 검색 결과', level: 1 })).toBeAttached();
    await expect(results(page).first()).toBeVisible();
    const found = await names(results(page));
    expect(found.length).toBeGreaterThan(3);
    for (const name of found) expect(name).toContain('딸기');
    await expect(count(page)).toHaveText(`상품 ${found.length}개`);
    await closeHint(page);
    await keepScreenshot(page, testInfo, 'search-results');
    await expectNoSeriousA11yViolations(page);

    // the keyword box of the results edits the search; the keyword is now the most recent
    await page.getByRole('link', { name: '검색어 딸기, 수정하기' }).click();
    await expect(searchBox(page)).toHaveValue('딸기');
    await page.getByRole('button', { name: '검색어 지우기' }).click();
    await expect(searchBox(page)).toHaveValue('');
    await expect(recentList(page).getByRole('button', { name: '딸기', exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('recentKeywords'))).toBe('["딸기"]');
  });

  test('initial consonants ㄸㄱ find strawberries through suggestions and through results', async ({ page }) => {
    await page.goto('/search/list');
    await searchBox(page).fill('ㄸㄱ');
    const strawberry = suggestions(page).getByRole('button', { name: '딸기', exact: true });
    await expect(strawberry).toBeVisible();
    await expect(strawberry.locator('mark')).toHaveText('딸기');
    // a category suggestion opens the category page with its second and third codes
    await expect(suggestions(page).getByRole('link', { name: /떡갈비·돈가스/ })).toHaveAttribute('href', '/category/detail/0904/090402');
    await strawberry.click();
    await expect(page).toHaveURL(/\/search\?keyword=%EB%94%B8%EA%B8%B0$/);
    for (const name of await names(results(page))) expect(name).toContain('딸기');

    // submitted as typed: the results match the initials (strawberries among them)
    await page.goto('/search/list');
    await searchBox(page).fill('ㄸㄱ');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/keyword=%E3%84%B8%E3%84%B1/);
    await expect(results(page).first()).toBeVisible();
    const found = await names(results(page));
    expect(found.filter((name) => name.includes('딸기')).length).toBeGreaterThan(3);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('recentKeywords') ?? '[]'))).toEqual(['ㄸㄱ', '딸기']);
  });

  test('store and product suggestions lead to the store page and the shop product page', async ({ page }) => {
    await page.goto('/search/list');
    await searchBox(page).fill('논산');
    const product = suggestions(page).getByRole('link', { name: /논산 설향 딸기 500g.*상품$/ });
    await expect(product).toHaveAttribute('href', /product_no=1099$/);
    // a product opens its page on the shop site, in a new tab (the external-page hand-off)
    const popup = page.waitForEvent('popup');
    await product.click();
    await expect(await popup).toHaveURL(/product_no=1099/);
    await expect(page).toHaveURL(/\/search\/list$/);
    await searchBox(page).fill('햇살딸기');
    await suggestions(page).getByRole('link', { name: /논산 햇살딸기농원.*상점$/ }).click();
    await expect(page).toHaveURL(/\/local\/store\/chungnam\/16$/);
  });

  test('a sort reorders the results and stays in the address', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto('/search?keyword=제주');
    await page.waitForLoadState('networkidle');
    // the picker's code (Ark UI's Select) loads when the shopper reaches for it, not with the results
    expect(scripts.filter((path) => /\/sort-select-menu-[\w-]+\.js$/.test(path))).toEqual([]);
    // an opening key (not only Enter, which clicks a button) opens it as a tap does: the picker comes,
    // open, with the chosen sort marked
    await page.getByRole('combobox', { name: '정렬' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option', { name: '추천순' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('option')).toHaveCount(0);
    await expect(results(page)).toHaveCount(20);
    const before = await productNos(results(page));
    await page.getByRole('combobox', { name: '정렬' }).click();
    await page.getByRole('option', { name: '낮은가격순' }).click();
    await expect(page).toHaveURL(/sort=PRICE_ASC/);
    // while the sorted page loads the list is briefly empty: wait for a full page in a new order
    await expect
      .poll(async () => {
        const now = await productNos(results(page));
        return now.length === before.length && now.join() !== before.join();
      })
      .toBe(true);
    const prices = await salePrices(results(page));
    expect(prices).toHaveLength(20);
    expect(prices.every((price) => Number.isFinite(price))).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    await page.reload();
    await expect(page.getByRole('combobox', { name: '정렬' })).toContainText('낮은가격순');
    // the sort shows from the address at once; the results arrive after it
    await expect.poll(() => salePrices(results(page))).toEqual(prices);
  });

  test('a category chip and a price range narrow the results', async ({ page, request }) => {
    const all = await catalogue(request, '제주');
    await page.goto('/search?keyword=제주');
    await expect(count(page)).toHaveText(`상품 ${all.size}개`);

    const categories = page.getByRole('group', { name: '카테고리' });
    await expect(categories.getByRole('button', { name: '전체' })).toHaveAttribute('aria-pressed', 'true');
    await categories.getByRole('button', { name: /^채소/ }).click();
    await expect(page).toHaveURL(/category=02/);
    const vegetables = [...all.values()].filter((item) => item.categoryCode.startsWith('02')).length;
    expect(vegetables).toBeGreaterThan(0);
    expect(vegetables).toBeLessThan(all.size);
    await expect(count(page)).toHaveText(`상품 ${vegetables}개`);
    await expect(results(page)).toHaveCount(vegetables);
    for (const no of await productNos(results(page))) expect(all.get(no)?.categoryCode.startsWith('02')).toBe(true);
    await expect(categories.getByRole('button', { name: /^채소/ })).toHaveAttribute('aria-pressed', 'true');

    // back to every category, then a price range
    await categories.getByRole('button', { name: '전체' }).click();
    await expect(count(page)).toHaveText(`상품 ${all.size}개`);
    await page.getByRole('group', { name: '가격' }).getByRole('button', { name: '1만원 이하' }).click();
    await expect(page).toHaveURL(/price=UNDER_10000/);
    const cheap = [...all.values()].filter((item) => item.salePrice < 10_000).length;
    expect(cheap).toBeGreaterThan(0);
    expect(cheap).toBeLessThan(all.size);
    await expect(count(page)).toHaveText(`상품 ${cheap}개`);
    const prices = await salePrices(results(page));
    expect(prices.length).toBe(Math.min(cheap, 20));
    for (const price of prices) expect(price).toBeLessThan(10_000);

    // a shared link keeps the filter
    await page.goto(page.url());
    await expect(page.getByRole('group', { name: '가격' }).getByRole('button', { name: '1만원 이하' })).toHaveAttribute('aria-pressed', 'true');
    await expect(count(page)).toHaveText(`상품 ${cheap}개`);
    await page.getByRole('button', { name: '필터 초기화' }).click();
    await expect(count(page)).toHaveText(`상품 ${all.size}개`);
  });

  test('more results load as the shopper scrolls', async ({ page, request }) => {
    const all = await catalogue(request, '제주');
    expect(all.size).toBeGreaterThan(20);
    await page.goto('/search?keyword=제주');
    await expect(results(page)).toHaveCount(20);
    await page.getByTestId('infinite-sentinel').scrollIntoViewIfNeeded();
    await expect(results(page)).toHaveCount(all.size);
    await expect(page.getByText('검색 결과를 모두 봤어요.')).toBeVisible();
  });

  test('store results list store cards', async ({ page }, testInfo) => {
    await page.goto('/search?keyword=딸기');
    const storeTab = page.getByRole('navigation', { name: '검색 결과 종류' }).getByRole('link', { name: /상점/ });
    await expect(storeTab).toHaveText('상점(2)');
    await storeTab.click();
    await expect(page).toHaveURL(/\/search\/stores\?keyword=%EB%94%B8%EA%B8%B0$/);
    const stores = page.getByRole('list', { name: '딸기 상점 검색 결과' }).getByRole('article');
    await expect(stores).toHaveCount(2);
    await expect(page.getByText('상점 2곳')).toBeVisible();
    const store = stores.filter({ hasText: '논산 햇살딸기농원' });
    await expect(store.getByRole('link').first()).toHaveAttribute('href', '/local/store/chungnam/16');
    await expect(store.getByRole('list', { name: '논산 햇살딸기농원의 상품' }).getByRole('listitem')).toHaveCount(3);
    await expect(store.getByRole('button', { name: '찜하기' })).toBeVisible();
    await closeHint(page);
    await keepScreenshot(page, testInfo, 'search-stores');
    await expectNoSeriousA11yViolations(page);

    await store.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/local\/store\/chungnam\/16$/);
  });

  test('a keyword without a match shows the empty state with recommendations', async ({ page }, testInfo) => {
    await page.goto('/search/list');
    await searchBox(page).fill('우주선간식');
    await searchBox(page).press('Enter');
    await expect(page.getByRole('heading', { name: '‘우주선간식’에 대한 상품이 없어요' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '이런 상품은 어때요?' })).toBeVisible();
    await expect(page.getByRole('list', { name: '추천 상품' }).getByRole('article')).toHaveCount(6);
    await expect(page.getByRole('link', { name: '다른 검색어 입력' })).toBeVisible();
    await closeHint(page);
    await keepScreenshot(page, testInfo, 'search-empty');
    await expectNoSeriousA11yViolations(page);
  });

  test('recent keywords: remove one, then clear all', async ({ page }) => {
    await page.goto('/search/list');
    await page.evaluate(() => localStorage.setItem('recentKeywords', JSON.stringify(['한우', '딸기', '전복'])));
    await page.reload();
    await expect(recentList(page).getByRole('listitem')).toHaveCount(3);
    await page.getByRole('button', { name: '딸기 삭제' }).click();
    await expect(recentList(page).getByRole('listitem')).toHaveCount(2);
    await expect(recentList(page).getByRole('button', { name: '딸기', exact: true })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('recentKeywords'))).toBe('["한우","전복"]');
    await page.getByRole('button', { name: '전체 삭제' }).click();
    await expect(page.getByText('최근 검색한 기록이 없어요.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('recentKeywords'))).toBe('[]');
  });

  test('results without a keyword ask for one; a search engine failure (52) offers a retry', async ({ page }) => {
    await page.goto('/search');
    await expect(page).toHaveURL(/\/search\/list$/);
    await expect(searchBox(page)).toBeFocused();

    let fail = true;
    await page.route(/\/api\/v2\/display\/search\?/, async (route) => {
      if (!fail) return route.fallback();
      await route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({ code: 52, message: '검색이 잠시 원활하지 않아요. 잠시 후 다시 시도해 주세요.', errorType: 'SYSTEM' }),
      });
    });
    // from the search screen, as a shopper submits: the server's page would carry the answer already
    await navigateInApp(page, `/search?keyword=${encodeURIComponent('한우')}`);
    await expect(page.getByRole('alert')).toContainText('검색이 잠시 원활하지 않아요. 잠시 후 다시 시도해 주세요.');
    await expectNoSeriousA11yViolations(page);
    fail = false;
    await page.getByRole('button', { name: '다시 시도' }).click();
    await expect(results(page).first()).toBeVisible();
  });
});
