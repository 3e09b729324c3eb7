import type * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_HEADERS, bearer, memberIdOf, naverToken, signInNaver, testApp, type TestApp } from '../../../server/test-app';
import type { OpenDatabase } from '../../../server/db/client';
import { openTestDatabase } from '../../../server/test-database';
import { AdConsentSchema } from '../../../src/api/account';
import { AlarmCountSchema, AlarmReadSchema } from '../../../contract/schemas/alarms';
import { AlarmTypesSchema } from '../../../src/api/alarm-types';
import { AlarmPageSchema } from '../../../src/api/alarms';
import { AppAccessSchema, AppAdConsentSchema, AppAdIdSchema, AppProfileSchema, AppPushSchema, AppSettingsSchema, AppUserIdSchema, AppVersionSchema, ShortLinkSchema } from '../../../src/api/app';
import { ProfileSchema, SignInResponseSchema, TokenPairSchema } from '../../../src/api/auth';
import { BannersResponseSchema } from '../../../src/api/catalog/banners';
import { BestSchema } from '../../../src/api/catalog/best';
import { BestRankSchema } from '../../../src/api/catalog/best-rank';
import { CategoryProductsSchema } from '../../../src/api/catalog/category-product';
import { DealDetailSchema } from '../../../src/api/catalog/deal-detail';
import { DealRecommendationSchema } from '../../../src/api/catalog/deal-recommendation';
import { DealsResponseSchema } from '../../../src/api/catalog/deals';
import { EventApplyResultSchema } from '../../../src/api/catalog/event-apply';
import { EventDetailSchema } from '../../../src/api/catalog/event-detail';
import { HomeSeasonSchema } from '../../../src/api/catalog/home-season';
import { LocalSchema } from '../../../src/api/catalog/local';
import { LocalStoresSchema } from '../../../src/api/catalog/local-stores';
import { NoticeDetailSchema } from '../../../src/api/catalog/notice-detail';
import { NoticeLastSchema } from '../../../src/api/catalog/notice-last';
import { NoticeListSchema } from '../../../src/api/catalog/notice-list';
import { PeriodListSchema } from '../../../contract/schemas/catalog/period-detail';
import { EventListSchema } from '../../../contract/schemas/catalog/event-detail';
import { PeriodDetailSchema } from '../../../src/api/catalog/period-detail';
import { ProductSchema } from '../../../src/api/catalog/product';
import { ProductViewSchema } from '../../../src/api/catalog/product-view';
import { SearchResultSchema } from '../../../src/api/catalog/search';
import { AutoKeywordsSchema } from '../../../src/api/catalog/search-auto-keyword';
import { SearchRankSchema } from '../../../src/api/catalog/search-rank';
import { RecommendKeywordsSchema } from '../../../src/api/catalog/search-recommend-keyword';
import { SearchRecommendationSchema } from '../../../src/api/catalog/search-recommendation';
import { StoreSearchSchema } from '../../../src/api/catalog/search-store';
import { SeasonDelicacySchema } from '../../../src/api/catalog/season-delicacy';
import { SeasonOccasionSchema, SeasonRecommendationSchema } from '../../../src/api/catalog/season-groups';
import { ShopSchema } from '../../../src/api/catalog/shop';
import { ShopProductsSchema } from '../../../src/api/catalog/shop-products';
import { CategoryResponseSchema } from '../../../src/api/category';
import { CellphoneSchema } from '../../../src/api/cellphone';
import { configureTransport, request } from '../../../src/api/client';
import { TokenValidSchema } from '../../../contract/schemas/auth';
import { EmptyAnswerSchema } from '../../../contract/schemas/page';
import { SurveySubmittedSchema } from '../../../contract/schemas/survey';
import { SchemaError } from '../../../src/api/errors';
import * as community from '../../../src/api/community/schemas';
import { FrequentlyPurchasedSchema } from '../../../src/api/frequently-purchased';
import { AttendanceSchema, StampResultSchema } from '../../../src/api/game-attendance';
import { ShopLikeStateSchema } from '../../../src/api/like-shop';
import { LikeStateSchema } from '../../../src/api/likes';
import { MyInfoSchema } from '../../../src/api/my-info';
import { MyPageSchema } from '../../../src/api/mypage';
import { NicknameSchema, NicknameValidSchema } from '../../../src/api/nickname';
import { AutoExchangeResultSchema } from '../../../src/api/point-auto-exchange';
import { PointExchangeResultSchema } from '../../../src/api/point-exchange';
import { ExchangeReceiptSchema } from '../../../src/api/point-exchange';
import { PointGuideSchema } from '../../../src/api/point-guide';
import { PointHistorySchema } from '../../../src/api/point-history';
import { PointSummarySchema } from '../../../src/api/point-summary';
import { RecentRemovalSchema } from '../../../contract/schemas/recent';
import { RecentProductsSchema } from '../../../src/api/recent';
import { SurveyTemplateSchema } from '../../../src/api/survey';
import { UserLevelSchema } from '../../../src/api/user-level';
import { UserSettingsSchema } from '../../../src/api/user-settings';
import { AccountEmailSchema } from '../../../src/api/user-email';
import { ProfileAnswerSchema } from '../../../src/api/user-profile';
import { WebProfileSchema } from '../../../src/api/web-profile';

/**
 * The contract test (issue 26): every JSON endpoint of docs/api.md is called on the reference
 * server, in process, through the app's own HTTP client (src/api/client.ts `request`), and its
 * answer is parsed with the schema the app parses it with. A field renamed, dropped or retyped on
 * either side fails here: the server's answer no longer parses.
 *
 * The last test checks the list is complete: every /api route the server registers has a case
 * below, or is in NOT_APP_CALLS with the reason the app never parses it.
 */

/** /api routes the app does not call (operator and probes) or that answer no JSON (pictures). */
const NOT_APP_CALLS: Record<string, string> = {
  'GET /api/health': 'a probe for the load balancer, not called by the app',
  'GET /api/ready': 'a probe for the load balancer, not called by the app',
  'GET /api/v2/survey/images/:file': 'an SVG picture, not JSON',
  'GET /api/openapi.json': 'the OpenAPI document itself (tests/unit/contract/openapi.test.ts)',
  'GET /api/reference': 'the interactive reference page, HTML',
  'GET /api/reference/standalone.js': "the reference page's script",
};
const OPERATOR_PREFIX = '/api/dev/';

let database: OpenDatabase;
let t: TestApp;
let member: string;
let refresh: string;
const covered = new Set<string>();

beforeAll(async () => {
  database = await openTestDatabase();
  t = testApp(database.db, { ACCESS_TOKEN_TTL_S: '315360000', REFRESH_TOKEN_TTL_S: '315360000' });
  // the app's client, with the reference server in process instead of the network
  configureTransport({ baseUrl: 'http://contract.test', fetch: (input, init) => Promise.resolve(t.app.request(input instanceof Request ? input : String(input), init)) });
  const signIn = await signInNaver(t);
  member = signIn.accessToken;
  refresh = signIn.refreshToken;
  await t.app.request(`/api/dev/operator/users/${memberIdOf(member)}/points`, {
    method: 'POST',
    headers: { ...OPERATOR_HEADERS, 'Content-Type': 'application/json' },
    body: JSON.stringify({ amount: 5000 }),
  });
});
afterAll(async () => {
  configureTransport({ baseUrl: '', fetch: (input, init) => globalThis.fetch(input, init) });
  await database?.close();
});

const DEVICE = { deviceUuid: 'w-contract-device' };

interface Options {
  method?: string;
  query?: Record<string, string | number | boolean | undefined>;
  body?: object;
  token?: string | null;
  headers?: Record<string, string>;
}

/**
 * One call through the app's client, parsed with the app's schema; `route` is the server's route
 * (`METHOD /path/:param`) it exercises, for the completeness check.
 */
async function contract<S extends v.GenericSchema>(route: string, schema: S, path: string, options: Options = {}): Promise<v.InferOutput<S>> {
  covered.add(routeKey(route));
  const token = options.token === undefined ? member : options.token;
  try {
    return await request(schema, path, {
      method: options.method,
      query: options.query,
      body: options.body,
      headers: { ...DEVICE, ...(token ? bearer(token) : {}), ...options.headers },
      sessionPorts: false,
    });
  } catch (error) {
    // name the fields that drifted
    if (error instanceof SchemaError) throw new Error(`${route}: the app cannot read the answer: ${error.issues.join('; ')}`);
    throw error;
  }
}

/** A PNG of that size: its header is all the server reads. */
function png(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(233);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return bytes;
}

async function firstCategoryCode(): Promise<string> {
  const profile = await request(WebProfileSchema, '/api/v1/display/web/profile', { sessionPorts: false });
  const code = profile.filterInfo.categories[0]?.categoryCode;
  if (code === undefined) throw new Error('the seed has categories');
  return code;
}

/** A route's key without Hono's parameter patterns: `/deal/:dealId{[0-9]+}` → `/deal/:dealId`. */
const routeKey = (route: string) => route.replace(/\{[^}]*\}/g, '');

describe('the app parses every answer of the reference server', () => {
  it('display: web profile, categories, short links', async () => {
    await contract('GET /api/v1/display/web/profile', WebProfileSchema, '/api/v1/display/web/profile');
    const categories = await contract('GET /api/v1/display/web/category', CategoryResponseSchema, '/api/v1/display/web/category');
    expect(categories).toBeDefined();
    // a seeded link (server/seed/catalog/promotions.ts), then one that is not there
    expect(await contract('GET /api/v1/display/web/shortlink', ShortLinkSchema, '/api/v1/display/web/shortlink', { query: { code: 'strawberry' } })).toMatchObject({ code: 'strawberry' });
    await expect(contract('GET /api/v1/display/web/shortlink', ShortLinkSchema, '/api/v1/display/web/shortlink', { query: { code: 'nope-404' } })).rejects.toMatchObject({ code: 8 });
  });

  it('tokens, sign-in, profile and member settings', async () => {
    const account = await naverToken(t);
    const signIn = await contract('POST /api/v2/auth/social/signin-and-up', SignInResponseSchema, '/api/v2/auth/social/signin-and-up', {
      method: 'POST',
      token: null,
      headers: { socialToken: account },
      body: { channelType: 1001, redirectUri: '/login-landing', state: 'state-1', deviceType: 1002 },
    });
    await contract('GET /api/v1/token/jwt/validation', TokenValidSchema, '/api/v1/token/jwt/validation', { headers: { accessToken: signIn.accessToken }, token: signIn.accessToken });
    const pair = await contract('PUT /api/v1/token/jwt/refresh', TokenPairSchema, '/api/v1/token/jwt/refresh', {
      method: 'PUT',
      token: null,
      headers: { accessToken: signIn.accessToken, refreshToken: signIn.refreshToken },
    });
    await contract('DELETE /api/v1/token/jwt', EmptyAnswerSchema, '/api/v1/token/jwt', {
      method: 'DELETE',
      token: null,
      headers: { accessToken: pair.accessToken, refreshToken: pair.refreshToken },
    });
    expect(refresh).not.toBe('');

    await contract('GET /api/v2/user/profile', ProfileSchema, '/api/v2/user/profile');
    await contract('PUT /api/v2/user/profile', ProfileAnswerSchema, '/api/v2/user/profile', { method: 'PUT', body: { pushYN: 'Y' } });
    await contract('GET /api/v1/user/nick-name/validation', NicknameValidSchema, '/api/v1/user/nick-name/validation', { query: { nickName: '계약시험' } });
    await contract('PUT /api/v1/user/nick-name', NicknameSchema, '/api/v1/user/nick-name', { method: 'PUT', body: { nickName: '계약시험' } });
    await contract('PUT /api/v2/user/ad-consent', AdConsentSchema, '/api/v2/user/ad-consent', { method: 'PUT', body: { emailYN: 'Y', smsYN: 'N' } });
    await contract('PUT /api/v2/user/cellphone', CellphoneSchema, '/api/v2/user/cellphone', { method: 'PUT', body: { cellphone: '01098765432' } });
    await contract('GET /api/v1/user/email', AccountEmailSchema, '/api/v1/user/email', { query: { cellphone: '010-9876-5432' } });
    await contract('GET /api/v1/user/settings', UserSettingsSchema, '/api/v1/user/settings');
  });

  it('app calls', async () => {
    await contract('GET /api/v2/app/profile', AppProfileSchema, '/api/v2/app/profile');
    await contract('POST /api/v1/app/access', AppAccessSchema, '/api/v1/app/access', { method: 'POST', body: { deviceType: 1002, appVersion: '1.2.0', os: 'android' } });
    await contract('PUT /api/v1/app/ad/id', AppAdIdSchema, '/api/v1/app/ad/id', { method: 'PUT', body: { adId: 'ad-contract-1' } });
    await contract('PUT /api/v1/app/ad', AppAdConsentSchema, '/api/v1/app/ad', { method: 'PUT', body: { adYN: 'Y' } });
    await contract('PUT /api/v1/app/push', AppPushSchema, '/api/v1/app/push', { method: 'PUT', body: { pushYN: 'Y' } });
    await contract('GET /api/v1/app/settings', AppSettingsSchema, '/api/v1/app/settings');
    await contract('PUT /api/v1/app/user/id', AppUserIdSchema, '/api/v1/app/user/id', { method: 'PUT', body: {} });
    await contract('PUT /api/v1/app/version', AppVersionSchema, '/api/v1/app/version', { method: 'PUT', body: { appVersion: '1.2.0', os: 'ios' } });
  });

  it('the taste survey', async () => {
    const template = await contract('GET /api/v2/user/survey', SurveyTemplateSchema, '/api/v2/user/survey');
    const answerList = template.questionList.map((question) => ({ questionId: question.questionId, answerIdList: question.answerList.slice(0, Math.max(1, question.minimum ?? 1)).map((answer) => answer.answerId) }));
    await contract('POST /api/v2/user/survey', SurveySubmittedSchema, '/api/v2/user/survey', { method: 'POST', body: { templateId: template.templateId, answerList } });
  });

  it('catalogue: deals, exhibitions, events, banners, seasons, regions, stores, best, products', async () => {
    const deals = await contract('GET /api/v2/display/deal', DealsResponseSchema, '/api/v2/display/deal', { query: { status: 'ONGOING', page: 1, size: 20 } });
    const dealId = deals.items[0]?.dealId ?? 1;
    await contract('GET /api/v2/display/deal/:dealId{[0-9]+}', DealDetailSchema, `/api/v2/display/deal/${dealId}`);
    await contract('GET /api/v2/display/deal/recommendation', DealRecommendationSchema, '/api/v2/display/deal/recommendation', { query: { page: 1, size: 10 } });
    // the exhibition and event lists: the app opens them from banners and links only; the contract has their schemas
    await contract('GET /api/v2/display/period', PeriodListSchema, '/api/v2/display/period');
    await contract('GET /api/v2/display/custom-event', EventListSchema, '/api/v2/display/custom-event');
    await contract('GET /api/v2/display/period/:periodId{[0-9]+}', PeriodDetailSchema, '/api/v2/display/period/1');
    await contract('GET /api/v2/display/custom-event/:eventId{[0-9]+}', EventDetailSchema, '/api/v2/display/custom-event/1');
    await contract('POST /api/v2/display/event/:eventId{[0-9]+}/apply', EventApplyResultSchema, '/api/v2/display/event/1/apply', { method: 'POST' }).catch((error: unknown) => {
      // an event that takes no entries answers a catalogue error: still the app's error shape
      expect(error).toMatchObject({ name: 'ApiError' });
    });
    await contract('GET /api/v2/display/banner', BannersResponseSchema, '/api/v2/display/banner', { query: { position: 'HOME_MAIN' } });
    await contract('GET /api/v1/display/home/season', HomeSeasonSchema, '/api/v1/display/home/season');
    await contract('GET /api/v1/display/season/delicacy', SeasonDelicacySchema, '/api/v1/display/season/delicacy');
    await contract('GET /api/v1/display/season/recommendation', SeasonRecommendationSchema, '/api/v1/display/season/recommendation');
    await contract('GET /api/v1/display/season/occasion', SeasonOccasionSchema, '/api/v1/display/season/occasion');
    const local = await contract('GET /api/v1/display/local', LocalSchema, '/api/v1/display/local');
    const localCode = local.regions[0]?.localCode ?? 'JEJU';
    const stores = await contract('GET /api/v2/display/local/:localCode', LocalStoresSchema, `/api/v2/display/local/${localCode}`);
    const shopId = stores.items[0]?.shopId ?? 1;
    await contract('GET /api/v1/display/shop/:shopId{[0-9]+}', ShopSchema, `/api/v1/display/shop/${shopId}`);
    const shopProducts = await contract('GET /api/v1/display/shop/:shopId{[0-9]+}/product', ShopProductsSchema, `/api/v1/display/shop/${shopId}/product`);
    await contract('GET /api/v1/display/best', BestSchema, '/api/v1/display/best');
    await contract('GET /api/v1/display/best/rank', BestRankSchema, '/api/v1/display/best/rank');
    const categoryCode = await firstCategoryCode();
    await contract('GET /api/v1/display/category/product', CategoryProductsSchema, '/api/v1/display/category/product', { query: { categoryCode } });
    const productNo = shopProducts.items[0]?.productNo ?? 1;
    await contract('GET /api/v1/display/product/:productNo{[0-9]+}', ProductSchema, `/api/v1/display/product/${productNo}`);
    await contract('POST /api/v1/display/product/view-count', ProductViewSchema, '/api/v1/display/product/view-count', { method: 'POST', body: { productNo } });
  });

  it('search and notices', async () => {
    await contract('GET /api/v2/display/search', SearchResultSchema, '/api/v2/display/search', { query: { keyword: '사과' } });
    await contract('GET /api/v2/display/search/store', StoreSearchSchema, '/api/v2/display/search/store', { query: { keyword: '농원' } });
    await contract('GET /api/v2/display/search/auto-keyword', AutoKeywordsSchema, '/api/v2/display/search/auto-keyword', { query: { keyword: 'ㅅ' } });
    await contract('GET /api/v2/display/search/rank', SearchRankSchema, '/api/v2/display/search/rank');
    await contract('GET /api/v2/display/search/recommendation', SearchRecommendationSchema, '/api/v2/display/search/recommendation', { query: { page: 1, size: 10 } });
    await contract('GET /api/v1/display/search/recommend-keyword', RecommendKeywordsSchema, '/api/v1/display/search/recommend-keyword');
    const notices = await contract('GET /api/v1/display/notice', NoticeListSchema, '/api/v1/display/notice');
    await contract('GET /api/v1/display/notice/last', NoticeLastSchema, '/api/v1/display/notice/last');
    const noticeId = notices.items[0]?.noticeId ?? 1;
    await contract('GET /api/v1/display/notice/:noticeId{[0-9]+}', NoticeDetailSchema, `/api/v1/display/notice/${noticeId}`);
  });

  it('likes, recently viewed, frequently purchased', async () => {
    const products = await contract('GET /api/v1/display/category/product', CategoryProductsSchema, '/api/v1/display/category/product', { query: { categoryCode: await firstCategoryCode() } });
    const product = products.items[0];
    if (product === undefined) throw new Error('the seed has products');
    await contract('POST /api/v1/user/like-product', LikeStateSchema, '/api/v1/user/like-product', { method: 'POST', body: { productNo: product.productNo } });
    await contract('GET /api/v1/user/like-product', LikeStateSchema, '/api/v1/user/like-product', { query: { productNo: product.productNo } });
    await contract('DELETE /api/v1/user/like-product', LikeStateSchema, '/api/v1/user/like-product', { method: 'DELETE', body: { productNo: product.productNo } });
    await contract('POST /api/v1/user/like-shop', ShopLikeStateSchema, '/api/v1/user/like-shop', { method: 'POST', body: { shopId: product.shopId } });
    await contract('GET /api/v1/user/like-shop', ShopLikeStateSchema, '/api/v1/user/like-shop', { query: { shopId: product.shopId } });
    await contract('DELETE /api/v1/user/like-shop', ShopLikeStateSchema, '/api/v1/user/like-shop', { method: 'DELETE', body: { shopId: product.shopId } });
    await contract('POST /api/v1/user/recent-product', RecentProductsSchema, '/api/v1/user/recent-product', { method: 'POST', body: { productNo: product.productNo } });
    await contract('GET /api/v1/user/recent-product', RecentProductsSchema, '/api/v1/user/recent-product');
    await contract('DELETE /api/v1/user/recent-product', RecentRemovalSchema, '/api/v1/user/recent-product', { method: 'DELETE', body: { productNo: product.productNo } });
    await contract('GET /api/v1/user/frequently-purchased', FrequentlyPurchasedSchema, '/api/v1/user/frequently-purchased');
  });

  it('member data: my page, level, points, alarms, game', async () => {
    await contract('GET /api/v1/user/mypage', MyPageSchema, '/api/v1/user/mypage');
    await contract('GET /api/v1/user/my-info', MyInfoSchema, '/api/v1/user/my-info');
    await contract('GET /api/v1/user/level', UserLevelSchema, '/api/v1/user/level');
    await contract('GET /api/v1/user/point/summary', PointSummarySchema, '/api/v1/user/point/summary');
    await contract('GET /api/v1/user/point', PointHistorySchema, '/api/v1/user/point', { query: { type: 'ALL', page: 1, size: 20 } });
    await contract('GET /api/v1/user/point/guide', PointGuideSchema, '/api/v1/user/point/guide');
    const exchanged = await contract('POST /api/v1/user/point/exchange', PointExchangeResultSchema, '/api/v1/user/point/exchange', {
      method: 'POST',
      body: { amount: 1000, requestKey: 'contract-exchange-1' },
    });
    await contract('GET /api/v1/user/point/exchange-complete', ExchangeReceiptSchema, '/api/v1/user/point/exchange-complete', { query: { exchangeId: exchanged.exchangeId } });
    await contract('POST /api/v1/user/point/automatic-exchange', AutoExchangeResultSchema, '/api/v1/user/point/automatic-exchange', { method: 'POST', body: { enabled: false } });
    await contract('GET /api/v1/alarm/type', AlarmTypesSchema, '/api/v1/alarm/type');
    await contract('GET /api/v1/alarm/count', AlarmCountSchema, '/api/v1/alarm/count');
    await contract('GET /api/v1/alarm', AlarmPageSchema, '/api/v1/alarm', { query: { page: 1, size: 20 } });
    await contract('PUT /api/v1/alarm/read', AlarmReadSchema, '/api/v1/alarm/read', { method: 'PUT', body: {} });
    await contract('GET /api/v1/game/attendance', AttendanceSchema, '/api/v1/game/attendance');
    await contract('POST /api/v1/game/attendance', StampResultSchema, '/api/v1/game/attendance', { method: 'POST' });
  });

  it('withdrawal', async () => {
    const leaving = await signInNaver(t);
    await contract('DELETE /api/v2/auth/social/withdrawal', EmptyAnswerSchema, '/api/v2/auth/social/withdrawal', { method: 'DELETE', token: leaving.accessToken, body: {} });
  });

  it('community: reading, writing, replies, reactions, votes, reports', async () => {
    const C = '/api/v1/community';
    const asker = await signInNaver(t);
    const answerer = await signInNaver(t);
    await contract('GET /api/v1/community/popular', community.PostPageSchema, `${C}/popular`);
    await contract('GET /api/v1/community/dashboard', community.DailyBoardPageSchema, `${C}/dashboard`);
    await contract('GET /api/v1/community/dashboard/list', community.PostPageSchema, `${C}/dashboard/list`, { query: { sort: 'NEWEST' } });
    await contract('GET /api/v1/community/qna', community.PostPageSchema, `${C}/qna`, { query: { answered: false } });
    const surveys = await contract('GET /api/v1/community/survey', community.PostPageSchema, `${C}/survey`);
    await contract('GET /api/v1/community/search', community.SearchPageSchema, `${C}/search`, { query: { keyword: '사과' } });
    await contract('GET /api/v1/community/bannedwords-validation', community.BannedWordsSchema, `${C}/bannedwords-validation`, { query: { text: '맛있는 사과' } });

    const form = new FormData();
    form.append('file', new File([png(800, 600)], 'photo.png', { type: 'image/png' }));
    const image = await contract('POST /api/v1/community/image', community.UploadedImageSchema, `${C}/image`, { method: 'POST', body: form });
    const post = await contract('POST /api/v1/community/dashboard', community.CreatedPostSchema, `${C}/dashboard`, {
      method: 'POST',
      body: { title: '계약 시험 글', body: '오늘 만든 사과 샐러드예요.', imageIds: [image.imageId] },
    });
    const dashboard = `${C}/dashboard/${post.postId}`;
    await contract('GET /api/v1/community/dashboard/:postId', community.PostDetailSchema, dashboard);
    await contract('PUT /api/v1/community/dashboard/:postId', community.PostDetailSchema, dashboard, {
      method: 'PUT',
      body: { title: '계약 시험 글 고침', body: '오늘 만든 사과 샐러드예요. 맛있어요.', imageIds: [image.imageId] },
    });
    const { reply } = await contract('POST /api/v1/community/dashboard/:postId/reply', community.CreatedReplySchema, `${dashboard}/reply`, { method: 'POST', body: { body: '맛있겠어요' } });
    await contract('GET /api/v1/community/dashboard/:postId/reply', community.ReplyPageSchema, `${dashboard}/reply`);
    await contract('PUT /api/v1/community/dashboard/:postId/reply/:replyId', community.ReplySchema, `${dashboard}/reply/${reply.replyId}`, { method: 'PUT', body: { body: '정말 맛있겠어요' } });
    await contract('PUT /api/v1/community/dashboard/:postId/reply/:replyId/like', community.LikeStateSchema, `${dashboard}/reply/${reply.replyId}/like`, { method: 'PUT', body: { isLiked: true } });
    await contract('PUT /api/v1/community/dashboard/:postId/like', community.LikeStateSchema, `${dashboard}/like`, { method: 'PUT', body: { isLiked: true } });
    await contract('PUT /api/v1/community/dashboard/:postId/clipping', community.ClipStateSchema, `${dashboard}/clipping`, { method: 'PUT', body: { isClipped: true } });
    await contract('POST /api/v1/community/post-share', community.ShareCountSchema, `${C}/post-share`, { method: 'POST', body: { communityType: 'DASHBOARD', postId: post.postId } });
    await contract('POST /api/v1/community/view-count', community.ViewCountSchema, `${C}/view-count`, { method: 'POST', body: { communityType: 'DASHBOARD', postId: post.postId } });
    await contract('GET /api/v1/community/my/:kind', community.MyPostPageSchema, `${C}/my/post`);
    await contract('POST /api/v1/community/accuse', community.AccusedSchema, `${C}/accuse`, {
      method: 'POST',
      token: asker.accessToken,
      body: { communityType: 'DASHBOARD', postId: post.postId, replyId: null, reasonCode: 'SPAM', reasonText: null },
    });
    await contract('DELETE /api/v1/community/dashboard/:postId/reply/:replyId', EmptyAnswerSchema, `${dashboard}/reply/${reply.replyId}`, { method: 'DELETE' });
    await contract('DELETE /api/v1/community/dashboard/:postId', EmptyAnswerSchema, dashboard, { method: 'DELETE' });

    const question = await contract('POST /api/v1/community/qna', community.CreatedPostSchema, `${C}/qna`, {
      method: 'POST',
      token: asker.accessToken,
      body: { title: '사과 보관법', body: '사과는 어디에 두면 오래 가나요?', imageIds: [] },
    });
    const qna = `${C}/qna/${question.postId}`;
    await contract('GET /api/v1/community/qna/:postId', community.PostDetailSchema, qna);
    await contract('PUT /api/v1/community/qna/:postId', community.PostDetailSchema, qna, {
      method: 'PUT',
      token: asker.accessToken,
      body: { title: '사과 보관법 질문', body: '사과는 어디에 두면 오래 가나요? 냉장고?', imageIds: [] },
    });
    const answer = (
      await contract('POST /api/v1/community/qna/:postId/reply', community.CreatedReplySchema, `${qna}/reply`, { method: 'POST', token: answerer.accessToken, body: { body: '냉장고 채소칸이요' } })
    ).reply;
    await contract('GET /api/v1/community/qna/:postId/reply', community.ReplyPageSchema, `${qna}/reply`);
    await contract('PUT /api/v1/community/qna/:postId/reply/:replyId', community.ReplySchema, `${qna}/reply/${answer.replyId}`, { method: 'PUT', token: answerer.accessToken, body: { body: '냉장고 채소칸에 두세요' } });
    await contract('PUT /api/v1/community/qna/:postId/reply/:replyId/like', community.LikeStateSchema, `${qna}/reply/${answer.replyId}/like`, { method: 'PUT', body: { isLiked: true } });
    await contract('PUT /api/v1/community/qna/:postId/like', community.LikeStateSchema, `${qna}/like`, { method: 'PUT', body: { isLiked: true } });
    await contract('PUT /api/v1/community/qna/:postId/clipping', community.ClipStateSchema, `${qna}/clipping`, { method: 'PUT', body: { isClipped: true } });
    await contract('PUT /api/v1/community/qna/:postId/accept/:replyId', community.AcceptedSchema, `${qna}/accept/${answer.replyId}`, { method: 'PUT', token: asker.accessToken });
    const extra = (
      await contract('POST /api/v1/community/qna/:postId/reply', community.CreatedReplySchema, `${qna}/reply`, { method: 'POST', body: { body: '저도 궁금했어요' } })
    ).reply;
    await contract('DELETE /api/v1/community/qna/:postId/reply/:replyId', EmptyAnswerSchema, `${qna}/reply/${extra.replyId}`, { method: 'DELETE' });
    const other = await contract('POST /api/v1/community/qna', community.CreatedPostSchema, `${C}/qna`, {
      method: 'POST',
      body: { title: '배 고르는 법', body: '단 배는 어떻게 고르나요?', imageIds: [] },
    });
    await contract('DELETE /api/v1/community/qna/:postId', EmptyAnswerSchema, `${C}/qna/${other.postId}`, { method: 'DELETE' });

    const survey = surveys.items.find((item) => item.survey !== null && !item.survey.isClosed) ?? surveys.items[0];
    if (survey === undefined) throw new Error('the seed has survey posts');
    const path = `${C}/survey/${survey.postId}`;
    const detail = await contract('GET /api/v1/community/survey/:postId', community.PostDetailSchema, path);
    await contract('PUT /api/v1/community/survey/:postId/like', community.LikeStateSchema, `${path}/like`, { method: 'PUT', body: { isLiked: true } });
    await contract('PUT /api/v1/community/survey/:postId/clipping', community.ClipStateSchema, `${path}/clipping`, { method: 'PUT', body: { isClipped: true } });
    const option = detail.survey?.options[0];
    if (option === undefined) throw new Error('a survey post has options');
    await contract('PUT /api/v1/community/survey/:postId/reply/:replyId', community.PostSummarySchema, `${path}/reply/${option.replyId}`, { method: 'PUT' });
  });

  it('covers every /api route the server registers', () => {
    const routes = new Set(
      t.app.routes
        .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/') && !route.path.startsWith(OPERATOR_PREFIX))
        .map((route) => routeKey(`${route.method} ${route.path}`)),
    );
    const missing = [...routes].filter((route) => !covered.has(route) && !(route in NOT_APP_CALLS));
    expect(missing).toEqual([]);
  });
});
