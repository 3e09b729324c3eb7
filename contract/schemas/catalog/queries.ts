import * as v from 'valibot';
import { COMMUNITY_SORTS, COMMUNITY_TYPES } from '../../community';
import { digits, list, oneOf, text } from '../../input';
import { BANNED_CHECK_MAX, COMMUNITY_LIMITS, COMMUNITY_PAGE_SIZE, INT4_MAX, PAGE_MAX, PAGE_SIZE, PRICE_FILTER_MAX, SEARCH_KEYWORD_MAX } from '../../rules';
import { PURCHASE_SORTS } from '../frequently-purchased';

/**
 * The query parameters of the catalogue's and the community's GET calls, one schema per call (issue
 * 26): the server's routes validate their query with these (`validQuery` in server/validation.ts, the
 * route's Hono validator) and the OpenAPI document (server/openapi.ts) shows the same schemas.
 * A blank value is an absent one (the server drops blank query values before it validates), so
 * `v.optional` is enough here; a default is what the server reads when the value is absent.
 *
 * The sort, discount-rate and price-range codes come from the web profile
 * (GET /api/v1/display/web/profile `filterInfo`), so they are codes here; the route checks them
 * against that list afterwards (code 12, naming the allowed codes).
 */

/** a code of the web profile, a category, a region, a season group or a short link */
const CODE = text({ max: 32, pattern: /^[0-9A-Za-z_-]{1,32}$/ });
const described = <S extends v.GenericSchema>(schema: S, description: string) => v.pipe(schema, v.description(description));

/** the timed lists' filter (deals, exhibitions, events) */
export const DEAL_STATUSES = ['ONGOING', 'UPCOMING', 'ENDED', 'ALL'] as const;
export type DealStatusFilter = (typeof DEAL_STATUSES)[number];
/** where a banner is shown */
export const BANNER_POSITIONS = ['HOME_MAIN', 'HOME_MIDDLE', 'CATEGORY', 'SEARCH', 'BEST', 'LOCAL'] as const;
export type BannerPosition = (typeof BANNER_POSITIONS)[number];
/** a region's stores: the market's order, most liked, newest */
export const STORE_SORTS = ['RECOMMEND', 'POPULAR', 'NEWEST'] as const;
/** the best ranking covers this many products per tab (and a page of it at most as many) */
export const BEST_RANK_LIMIT = 100;

/** `page` from 1 (default 1), `size` 1 to the call's maximum (default 20, or the call's own) */
const page = (maxSize: number = PAGE_SIZE.max, defaultSize: number = PAGE_SIZE.default) => ({
  page: v.optional(described(digits(1, PAGE_MAX), 'counted from 1'), '1'),
  size: v.optional(described(digits(1, maxSize), `items per page, 1–${maxSize}`), String(defaultSize)),
});
const sort = (list: string) => ({ sort: v.optional(described(CODE, `a code of the web profile's filterInfo.${list} (absent: its selected one)`)) });
const price = {
  priceRanges: v.optional(described(list(CODE), "codes of the web profile's filterInfo.priceFilter.ranges, comma-separated"), []),
  minPrice: v.optional(described(digits(0, PRICE_FILTER_MAX), 'the slider, in won')),
  maxPrice: v.optional(described(digits(0, PRICE_FILTER_MAX), 'the slider, in won')),
};
const status = { status: v.optional(oneOf(DEAL_STATUSES), 'ONGOING') };

export const PageQuerySchema = v.object(page());
/** GET /api/v2/display/period, /api/v2/display/custom-event */
export const TimedListQuerySchema = v.object({ ...status, ...page() });
/** GET /api/v1/display/web/shortlink */
export const ShortLinkQuerySchema = v.object({ code: CODE });
/** GET /api/v1/display/web/category */
export const CategoryQuerySchema = v.object({ categoryCode: v.optional(described(CODE, 'one category and its children; absent: the whole tree')) });
/** GET /api/v2/display/deal */
export const DealsQuerySchema = v.object({ ...status, ...page() });
/** GET /api/v2/display/deal/recommendation */
export const SortedPageQuerySchema = v.object({ ...sort('sortFilterList'), ...page() });
/** GET /api/v2/display/period/{periodId} */
export const PeriodQuerySchema = v.object({
  ...sort('periodSortFilterList'),
  discountRate: v.optional(described(CODE, "a code of the web profile's filterInfo.discountRateFilterList (absent: its selected one)")),
  ...page(),
});
/** GET /api/v2/display/banner */
export const BannerQuerySchema = v.object({ position: v.optional(oneOf(BANNER_POSITIONS), 'HOME_MAIN') });
/** GET /api/v1/display/season/delicacy (month absent: this month in Korea) */
export const SeasonDelicacyQuerySchema = v.object({ month: v.optional(digits(1, 12)), code: v.optional(CODE), ...sort('sortFilterList'), ...page() });
/** GET /api/v1/display/season/recommendation */
export const SeasonRecommendationQuerySchema = v.object({ recommendationCategoryId: v.optional(digits(1, INT4_MAX)), ...sort('sortFilterList'), ...page() });
/** GET /api/v1/display/season/occasion */
export const SeasonOccasionQuerySchema = v.object({ code: v.optional(CODE), ...sort('sortFilterList'), ...page() });
/** GET /api/v2/display/local/{localCode} */
export const LocalStoresQuerySchema = v.object({ sort: v.optional(oneOf(STORE_SORTS), 'RECOMMEND'), ...page() });
/** GET /api/v1/display/shop/{shopId} */
export const ShopQuerySchema = v.object({ localCode: v.optional(described(CODE, 'the region the store is seen from')) });
/** GET /api/v1/display/shop/{shopId}/product */
export const ShopProductsQuerySchema = v.object({ ...sort('sortFilterList'), categoryCode: v.optional(CODE), ...page() });
/** GET /api/v1/display/best/rank (the ranking stops at BEST_RANK_LIMIT) */
export const BestRankQuerySchema = v.object({ categoryCode: v.optional(CODE), ...page(BEST_RANK_LIMIT) });
/** GET /api/v1/display/category/product */
export const CategoryProductsQuerySchema = v.object({ categoryCode: CODE, ...sort('sortFilterList'), ...price, ...page() });
/** GET /api/v2/display/search */
export const SearchQuerySchema = v.object({
  keyword: text({ max: SEARCH_KEYWORD_MAX }),
  ...sort('searchSortFilterList'),
  categoryCodes: v.optional(described(list(CODE), 'category codes of any level, comma-separated'), []),
  ...price,
  ...page(),
});
/** GET /api/v2/display/search/store */
export const KeywordQuerySchema = v.object({ keyword: text({ max: SEARCH_KEYWORD_MAX }), ...page() });
/** GET /api/v2/display/search/auto-keyword */
export const AutoKeywordQuerySchema = v.object({ keyword: text({ max: SEARCH_KEYWORD_MAX }) });
/** GET /api/v2/display/search/recommendation (size defaults to 10) */
export const SearchRecommendationQuerySchema = v.object({ ...sort('searchSortFilterList'), ...page(PAGE_SIZE.max, 10) });
/** GET /api/v1/user/frequently-purchased */
export const FrequentlyPurchasedQuerySchema = v.object({ sort: v.optional(oneOf(PURCHASE_SORTS), 'COUNT'), ...page() });

// --- community ---------------------------------------------------------------------------------

const communityPage = page(COMMUNITY_PAGE_SIZE.max);
const communitySort = { sort: v.optional(oneOf(COMMUNITY_SORTS), 'POPULAR') };
/** a day of the daily board: YYYY-MM-DD (the server then checks it is a real day, not after today) */
const BOARD_DATE = text({ max: 10, pattern: /^\d{4}-\d{2}-\d{2}$/, patternMessage: '{field} 값은 YYYY-MM-DD 형식이어야 해요.' });

export const CommunityPageQuerySchema = v.object(communityPage);
/** GET /api/v1/community/dashboard/list, /survey */
export const CommunitySortedQuerySchema = v.object({ ...communitySort, ...communityPage });
/** GET /api/v1/community/dashboard: one day's board */
export const DailyBoardQuerySchema = v.object({ ...communitySort, date: v.optional(described(BOARD_DATE, 'YYYY-MM-DD, KST (absent: today)')), ...communityPage });
/** GET /api/v1/community/qna */
export const QnaQuerySchema = v.object({ ...communitySort, answered: v.optional(v.picklist(['true', 'false'], '{field} 값은 true 또는 false여야 해요.')), ...communityPage });
/** GET /api/v1/community/search */
export const CommunitySearchQuerySchema = v.object({ keyword: text({ max: COMMUNITY_LIMITS.searchKeywordMax }), communityType: v.optional(oneOf(COMMUNITY_TYPES)), ...communityPage });
/** GET /api/v1/community/bannedwords-validation */
export const BannedWordsQuerySchema = v.object({ text: text({ max: BANNED_CHECK_MAX, multiline: true }) });
