import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { keepScreenshot } from './support/screenshot';
import { signedInPage } from './support/session';
import type { Wire } from '../../contract/schemas/page';
import type { LocalSchema, RegionSchema } from '../../contract/schemas/catalog/local';

/**
 * Issue 6: the regional-specialty screens (SPEC.md §2 local-main, local/:code,
 * local/store/:localCode/:shopId) on the reference server's regions and stores, with the store
 * heart (optimistic, limit 92, visitors asked to log in).
 */

const LOGIN_QUESTION = '로그인이 필요한 서비스예요. 로그인하시겠어요?';
const SHOP_LIKE_LIMIT_MESSAGE = '상점은 최대 30개까지 찜할 수 있어요. 찜한 상점을 정리한 뒤 다시 시도해 주세요.';

/** 파주 장단콩 마을 (경기도): five products in two categories, 쌀·잡곡 and 김치·반찬. */
const PAJU = { localCode: 'gyeonggi', shopId: 5, name: '파주 장단콩 마을', regionName: '경기도' };
/** 논산 햇살딸기농원 (충청남도): the store of the like-limit test. */
const NONSAN = { localCode: 'chungnam', shopId: 16, name: '논산 햇살딸기농원' };
/** 가평 잣마을 (경기도): the store a member likes and unlikes. */
const GAPYEONG = { localCode: 'gyeonggi', shopId: 3, name: '가평 잣마을' };

type RegionRow = Wire<typeof RegionSchema>;

const dialog = (page: Page) => page.getByRole('alertdialog');
/** the store page's header section, named by the store's name */
const storeHeader = (page: Page, name: string) => page.getByRole('region', { name });
const storePath = (store: { localCode: string; shopId: number }) => `/local/store/${store.localCode}/${store.shopId}`;

async function regions(request: APIRequestContext): Promise<readonly RegionRow[]> {
  const answer = await request.get('/api/v1/display/local');
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as Wire<typeof LocalSchema>).regions;
}

/** The community hint bubble (it comes a moment after the first screen) sits over the bottom: close it. */
async function closeHint(page: Page) {
  const close = page.getByRole('button', { name: '안내 닫기' });
  await close.waitFor({ state: 'visible', timeout: 3_000 }).then(
    () => close.click(),
    () => undefined,
  );
}

test.describe('local-main', () => {
  test('shows every region on the map and in the list; a marker leads to the region', async ({ page, request }, testInfo) => {
    const all = await regions(request);
    expect(all).toHaveLength(13);
    await page.goto('/local-main');
    await expect(page.getByRole('heading', { name: '지역 특산물', level: 1 })).toBeVisible();

    const map = page.getByRole('navigation', { name: '지도에서 지역 고르기' });
    await expect(map.getByRole('link')).toHaveCount(13);
    const list = page.getByRole('list', { name: '지역 목록' });
    await expect(list.getByRole('listitem')).toHaveCount(13);
    for (const region of all) {
      await expect(map.getByRole('link', { name: `${region.name} 상점 ${region.storeCount}곳 보기` })).toContainText(region.shortName);
      await expect(list.getByRole('link', { name: new RegExp(`^${region.name} `) })).toContainText(`상점 ${region.storeCount}곳`);
    }
    await closeHint(page);
    await keepScreenshot(page, testInfo, 'local-main');
    await expectNoSeriousA11yViolations(page);
    await list.scrollIntoViewIfNeeded();
    await keepScreenshot(page, testInfo, 'local-main-list');

    // a tap on the map
    await map.getByRole('link', { name: /^제주도 / }).click();
    await expect(page).toHaveURL(/\/local\/jeju$/);
    await expect(page.getByRole('heading', { name: '제주도', level: 2 })).toBeVisible();

    // the keyboard reaches the same links
    await page.goBack();
    const busan = map.getByRole('link', { name: /^부산광역시 / });
    await busan.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/local\/busan$/);
    await expect(page.getByRole('heading', { name: '부산광역시', level: 2 })).toBeVisible();
  });
});

test.describe('a region (local/:code)', () => {
  test('lists its stores with their products; more load on scrolling', async ({ page, request }, testInfo) => {
    const gyeonggi = (await regions(request)).find((region) => region.localCode === 'gyeonggi');
    expect(gyeonggi?.storeCount).toBe(7);
    await page.goto('/local/gyeonggi');
    await expect(page.getByRole('heading', { name: '지역 상점', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: '경기도', level: 2 })).toBeVisible();
    await expect(page.getByRole('list', { name: '경기도 특산물' })).toContainText('#쌀');
    const stores = page.getByRole('list', { name: '경기도 상점' }).getByRole('article');
    // a page holds six stores; the seventh comes when the shopper scrolls down
    await expect(stores).toHaveCount(6);
    for (const store of await stores.all()) {
      await expect(store).toContainText('경기도 ·');
      const products = store.getByRole('list', { name: /의 상품$/ }).getByRole('listitem');
      expect(await products.count()).toBeGreaterThan(0);
      expect(await products.count()).toBeLessThanOrEqual(3);
    }
    await closeHint(page);
    await keepScreenshot(page, testInfo, 'local-region');
    await expectNoSeriousA11yViolations(page);

    const nextPage = page.waitForRequest((req) => req.url().includes('/api/v2/display/local/gyeonggi') && req.url().includes('page=2'));
    await stores.last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    await nextPage;
    await expect(stores).toHaveCount(7);
    await expect(page.getByText('경기도의 상점을 모두 봤어요')).toBeVisible();
    for (const store of await stores.all()) await expect(store).toContainText('경기도 ·');
  });

  test('sort 인기순 orders stores by their likes, and the address keeps it', async ({ page }, testInfo) => {
    await page.goto('/local/jeonnam');
    await expect(page.getByRole('heading', { name: '전라남도', level: 2 })).toBeVisible();
    const sort = page.getByRole('combobox', { name: '상점 정렬' });
    await expect(sort).toContainText('추천순');
    await sort.click();
    await page.getByRole('option', { name: '인기순' }).click();
    await expect(page).toHaveURL(/\/local\/jeonnam\?sort=POPULAR$/);
    await expect(sort).toContainText('인기순');

    const list = page.getByRole('list', { name: '전라남도 상점' });
    await expect(list.getByRole('article')).toHaveCount(6);
    // every store card, down to the last page
    await page.mouse.wheel(0, 6000);
    await expect(page.getByText('전라남도의 상점을 모두 봤어요')).toBeVisible();
    const likes = (await list.getByText(/^찜 [\d,]+$/).allTextContents()).map((text) => Number(text.replace(/\D/g, '')));
    expect(likes).toHaveLength(7);
    expect(likes.every((count, i) => i === 0 || likes[i - 1]! >= count)).toBe(true);
    await keepScreenshot(page, testInfo, 'local-region-popular');

    // the order survives a reload; an unknown sort falls back to the market's order
    await page.reload();
    await expect(page.getByRole('combobox', { name: '상점 정렬' })).toContainText('인기순');
    await page.goto('/local/jeonnam?sort=CHEAPEST');
    await expect(page.getByRole('combobox', { name: '상점 정렬' })).toContainText('추천순');
  });

  test('a store card leads to its store page', async ({ page }) => {
    await page.goto('/local/gyeonggi');
    await page.getByRole('link', { name: new RegExp(`^${PAJU.name}`) }).click();
    await expect(page).toHaveURL(new RegExp(`${storePath(PAJU)}$`));
    await expect(page.getByRole('heading', { name: PAJU.name, level: 2 })).toBeVisible();
  });

  test('an unknown region is a designed Korean state under the page title', async ({ page }, testInfo) => {
    await page.goto('/local/atlantis');
    await expect(page.getByRole('heading', { name: '지역 상점', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: '지역을 찾을 수 없어요' })).toBeVisible();
    await expect(page.getByRole('button', { name: '다시 시도' })).toHaveCount(0);
    await keepScreenshot(page, testInfo, 'local-region-missing');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: '전체 지역 보기' }).click();
    await expect(page).toHaveURL(/\/local-main$/);
  });
});

test.describe('a store (local/store/:localCode/:shopId)', () => {
  test('shows the store and its products; a category tab narrows them', async ({ page, request }, testInfo) => {
    await page.goto(storePath(PAJU));
    await expect(page.getByRole('heading', { name: '상점', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: PAJU.name, level: 2 })).toBeVisible();
    const header = storeHeader(page, PAJU.name);
    await expect(header).toContainText(`${PAJU.regionName} · 파주`);
    await expect(header).toContainText(/\d{4}년부터/);
    await expect(header.getByRole('button', { name: '찜하기' })).toHaveAttribute('aria-pressed', 'false');

    const products = page.getByRole('list', { name: `${PAJU.name} 전체 상품` }).getByRole('article');
    await expect(products).toHaveCount(5);
    await closeHint(page);
    await keepScreenshot(page, testInfo, 'local-store');
    await expectNoSeriousA11yViolations(page);

    const answer = await request.get(`/api/v1/display/shop/${PAJU.shopId}/product?categoryCode=06`);
    const expected = ((await answer.json()) as { items: { productNo: number }[] }).items.map((item) => String(item.productNo));
    expect(expected).toHaveLength(2);

    await page.getByRole('tab', { name: /김치·반찬/ }).click();
    await expect(page.getByRole('tab', { name: /김치·반찬/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/category=06/);
    const narrowed = page.getByRole('list', { name: `${PAJU.name} 김치·반찬 상품` }).getByRole('article');
    await expect(narrowed).toHaveCount(2);
    expect((await narrowed.evaluateAll((cards) => cards.map((card) => card.getAttribute('data-product-no')))).sort()).toEqual(expected.sort());
    await expect(page.getByText(/^총 2개$/)).toBeVisible();
    await page.getByRole('tab', { name: /김치·반찬/ }).scrollIntoViewIfNeeded();
    await keepScreenshot(page, testInfo, 'local-store-category');
    await expectNoSeriousA11yViolations(page);

    // sort by price inside the tab
    await page.getByRole('combobox', { name: '정렬' }).click();
    await page.getByRole('option', { name: '높은가격순' }).click();
    await expect(page).toHaveURL(/sort=PRICE_DESC/);
    const list = page.getByRole('list', { name: `${PAJU.name} 김치·반찬 상품` });
    const prices = async () => (await list.getByText(/^판매가 [\d,]+원$/).allTextContents()).map((text) => Number(text.replace(/\D/g, '')));
    // wait for the sorted list itself, not just any two prices (the old order may still be on screen)
    await expect
      .poll(async () => {
        const shown = await prices();
        return shown.length === 2 && shown[0]! >= shown[1]!;
      })
      .toBe(true);
  });

  test('the share button offers the store', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(storePath(PAJU));
    await page.getByRole('button', { name: '공유하기' }).click();
    const share = page.getByRole('dialog', { name: '공유하기' });
    // no VITE_KAKAO_JS_KEY in the default build: the address only (tests/e2e/keys/ shares with the messenger)
    await expect(share.getByRole('button', { name: '카카오톡으로 공유하기' })).toHaveCount(0);
    await share.getByRole('button', { name: 'URL 복사' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${storePath(PAJU)}`);
  });

  test('an unknown store, or a store of another region, is a designed Korean state', async ({ page }, testInfo) => {
    await page.goto('/local/store/gyeonggi/99999');
    await expect(page.getByRole('heading', { name: '상점', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: '상점을 찾을 수 없어요' })).toBeVisible();
    await keepScreenshot(page, testInfo, 'local-store-missing');
    await expectNoSeriousA11yViolations(page);

    // 파주 장단콩 마을 is in 경기도, not 제주도
    await page.goto(`/local/store/jeju/${PAJU.shopId}`);
    await expect(page.getByRole('heading', { name: '상점을 찾을 수 없어요' })).toBeVisible();
    await expect(page.getByRole('heading', { name: PAJU.name })).toHaveCount(0);
    await page.getByRole('link', { name: '지역 특산물 보기' }).click();
    await expect(page).toHaveURL(/\/local-main$/);
  });
});

test.describe('store likes (상점 찜)', () => {
  test('a member likes and unlikes the store; the heart and count change at once and the server keeps it', async ({ page, request }) => {
    const { accessToken } = await signedInPage(page, request);
    const auth = { Authorization: `Bearer ${accessToken}` };
    const serverLike = async () =>
      ((await (await request.get(`/api/v1/user/like-shop?shopId=${GAPYEONG.shopId}`, { headers: auth })).json()) as { isLike: boolean }).isLike;

    await page.goto(storePath(GAPYEONG));
    const header = storeHeader(page, GAPYEONG.name);
    const likeCount = async () => Number(((await header.getByRole('definition').nth(1).textContent()) ?? '').replace(/\D/g, ''));
    await expect(header.getByRole('button', { name: '찜하기' })).toHaveAttribute('aria-pressed', 'false');
    const before = await likeCount();

    await header.getByRole('button', { name: '찜하기' }).click();
    await expect(header.getByRole('button', { name: '찜 해제' })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(likeCount).toBe(before + 1);
    await expect.poll(serverLike).toBe(true);

    await page.reload();
    await expect(header.getByRole('button', { name: '찜 해제' })).toHaveAttribute('aria-pressed', 'true');
    // the region's list shows the same heart
    await page.getByRole('link', { name: '경기도' }).click();
    const card = page.getByRole('article', { name: GAPYEONG.name });
    await expect(card.getByRole('button', { name: '찜 해제' })).toHaveAttribute('aria-pressed', 'true');
    await card.getByRole('link', { name: new RegExp(`^${GAPYEONG.name}`) }).click();

    await header.getByRole('button', { name: '찜 해제' }).click();
    await expect(header.getByRole('button', { name: '찜하기' })).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(likeCount).toBe(before);
    await expect.poll(serverLike).toBe(false);
    await page.reload();
    await expect(header.getByRole('button', { name: '찜하기' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('a visitor tapping the heart is asked to log in', async ({ page }) => {
    await page.goto(storePath(PAJU));
    await storeHeader(page, PAJU.name).getByRole('button', { name: '찜하기' }).click();
    await expect(dialog(page)).toContainText(LOGIN_QUESTION);
    await dialog(page).getByRole('button', { name: '로그인' }).click();
    await expect(page).toHaveURL(/\/login\?redirectUri=%2Flocal%2Fstore%2Fgyeonggi%2F5$/);
    await expect(page.getByRole('heading', { name: '로그인', level: 1 })).toBeVisible();
  });

  test('the store like limit (92) shows the server message and the heart goes back', async ({ page, request }, testInfo) => {
    test.setTimeout(60_000);
    const { accessToken } = await signedInPage(page, request);
    const auth = { Authorization: `Bearer ${accessToken}` };
    // every store of every region but the target and the stores other tests like
    const shopIds: number[] = [];
    for (const region of await regions(request)) {
      const answer = await request.get(`/api/v2/display/local/${region.localCode}?size=100`);
      shopIds.push(...((await answer.json()) as { items: { shopId: number }[] }).items.map((store) => store.shopId));
    }
    const pool = shopIds.filter((id) => ![NONSAN.shopId, GAPYEONG.shopId, PAJU.shopId].includes(id)).slice(0, 30);
    expect(pool).toHaveLength(30);
    for (let i = 0; i < pool.length; i += 10) {
      const answers = await Promise.all(pool.slice(i, i + 10).map((shopId) => request.post('/api/v1/user/like-shop', { headers: auth, data: { shopId } })));
      for (const answer of answers) expect(answer.status()).toBe(200);
    }

    await page.goto(storePath(NONSAN));
    const header = storeHeader(page, NONSAN.name);
    await header.getByRole('button', { name: '찜하기' }).click();
    await expect(dialog(page)).toContainText(SHOP_LIKE_LIMIT_MESSAGE);
    await keepScreenshot(page, testInfo, 'local-store-like-limit');
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await expect(header.getByRole('button', { name: '찜하기' })).toHaveAttribute('aria-pressed', 'false');
    const state = (await (await request.get(`/api/v1/user/like-shop?shopId=${NONSAN.shopId}`, { headers: auth })).json()) as { isLike: boolean; likedCount: number };
    expect(state).toMatchObject({ isLike: false, likedCount: 30 });
  });
});
