import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { fetchDailyBoard, fetchPostList } from '../api/community/posts';
import { loadBest } from './best/best-data';
import { BestScreen } from './best/best-screen';
import { loadCategoryDetail } from './category/category-detail-data';
import { CategoryDetailScreen } from './category/category-detail-screen';
import { loadSeasonDelicacies, loadSeasonOccasion, loadSeasonRecommendation } from './category/season-category-data';
import { SeasonDelicacyScreen, SeasonOccasionScreen, SeasonRecommendationScreen } from './category/season-category-screen';
import { loadCommunityMain } from './community/community-main-data';
import { CommunityMainScreen, type CommunityTab } from './community/community-main-screen';
import type { CommunityMainSearch } from './community/community-search-params';
import { loadDailyBoard } from './community/daily-board-data';
import { DailyBoardScreen } from './community/daily-board-screen';
import { loadPostDetail, type DetailType } from './community/post-detail-data';
import { PostDetailScreen } from './community/post-detail-screen';
import { loadDeal } from './deal/deal-data';
import { DealDetailScreen } from './deal/deal-detail-screen';
import { loadEvent } from './event/event-data';
import { EventDetailScreen } from './event/event-detail-screen';
import { loadHome } from './home/home-data';
import { HomeScreen } from './home/home-screen';
import type { StoreSearch } from './local/local-search';
import { loadLocalStores } from './local/local-stores-data';
import { LocalStoresScreen } from './local/local-stores-screen';
import { loadStore } from './local/store-detail-data';
import { StoreDetailScreen } from './local/store-detail-screen';
import { NoticeDetailScreen } from './notice/notice-detail-screen';
import { loadNoticePage } from './notice/notice-page';
import { loadPeriod } from './period/period-data';
import { PeriodDetailScreen } from './period/period-detail-screen';
import { loadSeason } from './season/season-data';
import { SeasonScreen } from './season/season-screen';
import { loadSearchList } from './search/search-list-data';
import { SearchListScreen } from './search/search-list-screen';
import type { SearchResultParams } from './search/search-params';
import { loadSearchResults } from './search/search-results-data';
import { SearchResultsScreen } from './search/search-results-screen';
import { loadAndDraw, SITE, textOf, withSeededApi, type LoadedScreen } from '../../tests/unit/support/screen-data';

/**
 * Every screen's loader against its screen (issue 24 §3): the loader fills the query cache with
 * exactly the queries the screen reads (same keys: the same option builders, the same defaults from
 * the web profile), so the server's HTML carries the content and no skeleton, and the browser
 * hydrates without asking again. The reference server's seeded data answers
 * (tests/unit/support/screen-data.tsx).
 */

const api = withSeededApi();

/** The loader's queries are the screen's: nothing added, nothing pending, no call while drawing. */
function expectLoadedAsDrawn(screen: LoadedScreen) {
  expect(screen.drawn).toEqual(screen.loaded);
  expect(screen.unanswered).toEqual([]);
  expect(screen.callsWhileDrawing).toEqual([]);
  expect(screen.html).not.toContain('aria-busy="true"');
}

async function check(load: (queryClient: QueryClient) => Promise<unknown>, screen: () => ReactNode, url: string): Promise<{ text: string; screen: LoadedScreen }> {
  const drawn = await loadAndDraw(api(), load, screen, url);
  expectLoadedAsDrawn(drawn);
  return { text: textOf(drawn.html), screen: drawn };
}

describe('home', () => {
  it('loads the categories and every block', async () => {
    const { text } = await check(loadHome, () => <HomeScreen />, '/');
    expect(text).toContain('오늘의 타임딜');
    expect(text).toMatch(/\d{1,3}(,\d{3})*원/);
  });
});

describe('deals, exhibitions and events', () => {
  it('loads a deal, and its head names it with its price and picture, as a product', async () => {
    let head: unknown;
    const { text } = await check(
      async (queryClient) => (head = await loadDeal(queryClient, '1')),
      () => <DealDetailScreen dealId="1" />,
      '/deal/1',
    );
    expect(head).toEqual({
      head: { title: '논산 설향 딸기 500g', description: expect.stringMatching(/^[\d,]+원 \(\d+% 할인\) · 오늘만 이 가격! 설향 딸기$/), image: expect.stringMatching(/^\/images\/products\//), type: 'product' },
    });
    expect(text).toContain('구매 정보');
  });

  it('gives no head for a deal that does not exist (the page says so under its title)', async () => {
    const drawn = await loadAndDraw(api(), (queryClient) => loadDeal(queryClient, '999999'), () => <DealDetailScreen dealId="999999" />, '/deal/999999');
    expect(drawn.callsWhileDrawing).toEqual([]);
    expect(await loadDeal(drawn.queryClient, '999999')).toEqual({ head: null });
  });

  it('loads an exhibition with the default filters', async () => {
    let head: unknown;
    const { text } = await check(async (queryClient) => (head = await loadPeriod(queryClient, '4')), () => <PeriodDetailScreen periodId="4" />, '/period/4');
    expect(head).toMatchObject({ head: { title: '한우·한돈 특가전', image: '/images/periods/4.webp' } });
    expect(text).toContain('한우·한돈 특가전');
  });

  it('loads an event', async () => {
    let head: unknown;
    await check(async (queryClient) => (head = await loadEvent(queryClient, '3')), () => <EventDetailScreen eventId="3" />, '/event/3');
    expect(head).toMatchObject({ head: { title: '선착순 100명 무료배송 쿠폰', image: '/images/events/3.webp' } });
  });
});

describe('season, regions and stores', () => {
  it('loads this month’s delicacies', async () => {
    await check((queryClient) => loadSeason(queryClient, {}), () => <SeasonScreen />, '/season');
  });

  it('loads a region’s stores in the chosen order, and its head', async () => {
    let head: unknown;
    const { text } = await check(
      async (queryClient) => (head = await loadLocalStores(queryClient, 'gyeonggi', { sort: 'NEWEST' })),
      () => <LocalStoresScreen localCode="gyeonggi" sort="NEWEST" />,
      '/local/gyeonggi?sort=NEWEST',
    );
    expect(head).toMatchObject({ head: { title: '경기도 특산물', image: '/images/regions/gyeonggi.webp' } });
    expect(text).toMatch(/경기도 .* 상점 \d+ 곳/);
  });

  it.each<[string, StoreSearch]>([
    ['the default tab and sort', {}],
    ['a category tab', { category: '05' }],
    ['the default sort named in the address', { sort: 'RECOMMEND' }],
    ['another sort', { sort: 'PRICE_ASC' }],
    ['codes the store and the profile do not know', { category: '99', sort: 'NOPE' }],
  ])('loads a store’s products for %s', async (_, search) => {
    let head: unknown;
    const { text } = await check(
      async (queryClient) => (head = await loadStore(queryClient, 'gyeonggi', '1', search)),
      () => <StoreDetailScreen localCode="gyeonggi" shopId="1" {...search} />,
      '/local/store/gyeonggi/1',
    );
    expect(head).toMatchObject({ head: { title: '이천 임금님쌀 방앗간', image: '/images/stores/1.webp' } });
    expect(text).toContain('3대째');
  });
});

describe('best and categories', () => {
  it.each([undefined, '02', 'unknown'])('loads the frame and the ranking of the tab %s', async (category) => {
    const { text } = await check((queryClient) => loadBest(queryClient, category), () => <BestScreen category={category} />, '/best');
    expect(text).toMatch(category === '02' ? /채소 인기 순위/ : /전체 인기 순위/);
  });

  it.each([
    ['0101', undefined, {}],
    ['0101', '010101', {}],
    ['0101', undefined, { sort: 'RECOMMEND', price: 'UNDER_10000,10000_30000' }],
    ['0101', undefined, { sort: 'PRICE_DESC', price: 'NOPE' }],
  ])('loads category %s/%s with %o', async (secondCode, thirdCode, search) => {
    await check(
      (queryClient) => loadCategoryDetail(queryClient, secondCode, thirdCode, search),
      () => <CategoryDetailScreen secondCode={secondCode} thirdCode={thirdCode} {...search} />,
      '/category/detail/0101',
    );
  });

  it('loads no products for two codes that are not parent and child', async () => {
    const { screen } = await check(
      (queryClient) => loadCategoryDetail(queryClient, '0101', '020101', {}),
      () => <CategoryDetailScreen secondCode="0101" thirdCode="020101" />,
      '/category/detail/0101/020101',
    );
    expect(screen.loaded.some((key) => key.includes('"product"'))).toBe(false);
  });

  it('loads the season groups of the category tab', async () => {
    await check((queryClient) => loadSeasonOccasion(queryClient, undefined), () => <SeasonOccasionScreen />, '/category/season/occasion');
    await check((queryClient) => loadSeasonRecommendation(queryClient, undefined), () => <SeasonRecommendationScreen />, '/category/season/recommendation');
    await check((queryClient) => loadSeasonDelicacies(queryClient, {}), () => <SeasonDelicacyScreen />, '/category/season/delicacy');
  });
});

describe('search', () => {
  it.each<[string, SearchResultParams]>([
    ['a keyword', { keyword: '딸기' }],
    ['the default sort and filters', { keyword: '딸기', sort: 'RECOMMEND', category: '01', price: 'UNDER_10000,NOPE' }],
    ['a keyword that finds nothing (suggestions instead)', { keyword: '없는상품이름입니다' }],
  ])('loads the results for %s, and their head', async (_, params) => {
    let head: unknown;
    const { text } = await check(
      async (queryClient) => (head = await loadSearchResults(queryClient, params)),
      () => <SearchResultsScreen keyword={params.keyword ?? ''} {...params} />,
      '/search',
    );
    expect(head).toMatchObject({ head: { title: `‘${params.keyword}’ 검색 결과` } });
    if (params.keyword === '없는상품이름입니다') expect(text).toContain('이런 상품은 어때요');
  });

  it('loads the keywords under the empty box, or the suggestions for a keyword to edit', async () => {
    const empty = await check((queryClient) => loadSearchList(queryClient, {}), () => <SearchListScreen />, '/search/list');
    expect(empty.text).toContain('인기 검색어');
    const typed = await check((queryClient) => loadSearchList(queryClient, { keyword: '딸기' }), () => <SearchListScreen keyword="딸기" />, '/search/list');
    expect(typed.text).toContain('딸기');
  });
});

describe('community', () => {
  it.each<[CommunityTab, CommunityMainSearch]>([
    ['popular', {}],
    ['dashboard', {}],
    ['dashboard', { sort: 'NEWEST' }],
    ['qna', {}],
    ['qna', { sort: 'REPLY_COUNT', answered: true }],
    ['survey', {}],
  ])('loads the first page of the %s tab for %o', async (tab, search) => {
    const { text } = await check((queryClient) => loadCommunityMain(queryClient, tab, search), () => <CommunityMainScreen tab={tab} search={search} />, '/community/main/dashboard');
    // The tab's empty state, not the word 아직: seeded posts say it too (“아직 기름지네요”).
    expect(text).not.toMatch(/아직 인기글이 없어요|아직 올라온 식탁이 없어요|아직 질문이 없어요|진행 중인 투표가 없어요/);
  });

  it('loads a day’s board', async () => {
    const days = (await fetchDailyBoard(null, 1)).days;
    const day = days[0]?.date ?? '';
    expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await check((queryClient) => loadDailyBoard(queryClient, day), () => <DailyBoardScreen date={day} />, `/community/daily-board/${day}`);
  });

  it.each<[DetailType, 'dashboard' | 'qna']>([
    ['DASHBOARD', 'dashboard'],
    ['QNA', 'qna'],
  ])('loads a %s post and its replies, and its head (an article)', async (type, list) => {
    const post = (await fetchPostList(list, {}, 1)).items[0];
    const id = String(post?.postId);
    let head: unknown;
    const { text } = await check(async (queryClient) => (head = await loadPostDetail(queryClient, type, id)), () => <PostDetailScreen type={type} id={id} />, '/community');
    expect(head).toMatchObject({ head: { title: post?.title, type: 'article' } });
    expect(text).toContain(post?.title);
    expect(text).toMatch(type === 'QNA' ? /답변 \d+/ : /댓글 \d+/);
  });
});

describe('notices', () => {
  it('loads a notice, its body sanitised, and its head', async () => {
    let loaded: Awaited<ReturnType<typeof loadNoticePage>> | undefined;
    const first = await loadAndDraw(api(), async (queryClient) => (loaded = await loadNoticePage(queryClient, '1', SITE)), () => null);
    expect(loaded?.head).toMatchObject({ type: 'article', title: expect.any(String), description: expect.not.stringMatching(/[<>]/) });
    const { text } = await check(
      (queryClient) => loadNoticePage(queryClient, '1', SITE),
      () => <NoticeDetailScreen noticeId="1" bodyHtml={loaded?.bodyHtml ?? null} />,
      '/notice/1',
    );
    expect(first.callsWhileDrawing).toEqual([]);
    expect(text).toContain(loaded?.head?.title);
  });
});
