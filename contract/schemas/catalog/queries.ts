import * as v from 'valibot';
import { COMMUNITY_SORTS, COMMUNITY_TYPES } from '../../community';
import { digits, list, oneOf, text } from '../../input';
import { BANNED_CHECK_MAX, COMMUNITY_LIMITS, COMMUNITY_PAGE_SIZE, INT4_MAX, PAGE_MAX, PAGE_SIZE, PRICE_FILTER_MAX, SEARCH_KEYWORD_MAX } from '../../rules';

/**
 * The query parameters of the GET calls that the server reads one by one (server/catalog/*.ts,
 * server/community/read-routes.ts, with `queryParam`, `readPage`, `readSort`), written here with
 * their real names so that the OpenAPI document (server/openapi.ts) shows them. The sort codes come
 * from the web profile (GET /api/v1/display/web/profile `filterInfo`), so they are texts here; the
 * server checks them against that list (code 12). A blank value is an absent one (the server drops
 * blank query values before it reads them), so `v.optional` is enough here.
 */

const CODE = text({ max: 32, pattern: /^[0-9A-Za-z_-]{1,32}$/ });
const described = <S extends v.GenericSchema>(schema: S, description: string) => v.pipe(schema, v.description(description));

const page = (maxSize: number = PAGE_SIZE.max, defaultSize: number = PAGE_SIZE.default) => ({
  page: v.optional(described(digits(1, PAGE_MAX), 'counted from 1'), '1'),
  size: v.optional(described(digits(1, maxSize), `items per page, 1–${maxSize}`), String(defaultSize)),
});
const sort = (list: string) => ({ sort: v.optional(described(CODE, `a code of the web profile's filterInfo.${list} (absent: its selected one)`)) });
const price = {
  priceRanges: v.optional(described(list(CODE), "codes of the web profile's filterInfo.priceFilter.ranges, comma-separated")),
  minPrice: v.optional(described(digits(0, PRICE_FILTER_MAX), 'the slider, in won')),
  maxPrice: v.optional(described(digits(0, PRICE_FILTER_MAX), 'the slider, in won')),
};

export const PageQuerySchema = v.object(page());
/** GET /api/v1/display/web/shortlink */
export const ShortLinkQuerySchema = v.object({ code: CODE });
/** GET /api/v1/display/web/category */
export const CategoryQuerySchema = v.object({ categoryCode: v.optional(described(CODE, 'one category and its children; absent: the whole tree')) });
/** GET /api/v2/display/deal */
export const DealsQuerySchema = v.object({ status: v.optional(oneOf(['ONGOING', 'UPCOMING', 'ENDED', 'ALL'])), ...page() });
/** GET /api/v2/display/deal/recommendation */
export const SortedPageQuerySchema = v.object({ ...sort('sortFilterList'), ...page() });
/** GET /api/v2/display/period/{periodId} */
export const PeriodQuerySchema = v.object({ ...sort('periodSortFilterList'), discountRate: v.optional(described(CODE, "a code of the web profile's filterInfo.discountRateFilterList")), ...page() });
/** GET /api/v2/display/banner */
export const BannerQuerySchema = v.object({ position: v.optional(oneOf(['HOME_MAIN', 'HOME_MIDDLE', 'CATEGORY', 'SEARCH', 'BEST', 'LOCAL'])) });
/** GET /api/v1/display/season/delicacy */
export const SeasonDelicacyQuerySchema = v.object({ month: v.optional(digits(1, 12)), code: v.optional(CODE), ...sort('sortFilterList'), ...page() });
/** GET /api/v1/display/season/recommendation */
export const SeasonRecommendationQuerySchema = v.object({ recommendationCategoryId: v.optional(digits(1, INT4_MAX)), ...sort('sortFilterList'), ...page() });
/** GET /api/v1/display/season/occasion */
export const SeasonOccasionQuerySchema = v.object({ code: v.optional(CODE), ...sort('sortFilterList'), ...page() });
/** GET /api/v2/display/local/{localCode} */
export const LocalStoresQuerySchema = v.object({ sort: v.optional(oneOf(['RECOMMEND', 'POPULAR', 'NEWEST'])), ...page() });
/** GET /api/v1/display/shop/{shopId} */
export const ShopQuerySchema = v.object({ localCode: v.optional(described(CODE, 'the region the store is seen from')) });
/** GET /api/v1/display/shop/{shopId}/product */
export const ShopProductsQuerySchema = v.object({ ...sort('sortFilterList'), categoryCode: v.optional(CODE), ...page() });
/** GET /api/v1/display/best/rank (the ranking stops at 100) */
export const BestRankQuerySchema = v.object({ categoryCode: v.optional(CODE), ...page() });
/** GET /api/v1/display/category/product */
export const CategoryProductsQuerySchema = v.object({ categoryCode: CODE, ...sort('sortFilterList'), ...price, ...page() });
/** GET /api/v2/display/search */
export const SearchQuerySchema = v.object({ keyword: text({ max: SEARCH_KEYWORD_MAX }), ...sort('searchSortFilterList'), categoryCodes: v.optional(described(list(CODE), 'category codes of any level, comma-separated')), ...price, ...page() });
/** GET /api/v2/display/search/store */
export const KeywordQuerySchema = v.object({ keyword: text({ max: SEARCH_KEYWORD_MAX }), ...page() });
/** GET /api/v2/display/search/auto-keyword */
export const AutoKeywordQuerySchema = v.object({ keyword: text({ max: SEARCH_KEYWORD_MAX }) });
/** GET /api/v2/display/search/recommendation (size defaults to 10) */
export const SearchRecommendationQuerySchema = v.object({ ...sort('searchSortFilterList'), ...page(PAGE_SIZE.max, 10) });
/** GET /api/v1/user/frequently-purchased */
export const FrequentlyPurchasedQuerySchema = v.object({ sort: v.optional(oneOf(['COUNT', 'RECENT'])), ...page() });

// --- community ---------------------------------------------------------------------------------

const communityPage = page(COMMUNITY_PAGE_SIZE.max);
const communitySort = { sort: v.optional(oneOf(COMMUNITY_SORTS)) };
export const CommunityPageQuerySchema = v.object(communityPage);
/** GET /api/v1/community/dashboard/list, /survey */
export const CommunitySortedQuerySchema = v.object({ ...communitySort, ...communityPage });
/** GET /api/v1/community/dashboard: one day's board */
export const DailyBoardQuerySchema = v.object({ ...communitySort, date: v.optional(described(text({ max: 10, pattern: /^\d{4}-\d{2}-\d{2}$/ }), 'YYYY-MM-DD, KST')), ...communityPage });
/** GET /api/v1/community/qna */
export const QnaQuerySchema = v.object({ ...communitySort, answered: v.optional(oneOf(['true', 'false'])), ...communityPage });
/** GET /api/v1/community/search */
export const CommunitySearchQuerySchema = v.object({ keyword: text({ max: COMMUNITY_LIMITS.searchKeywordMax }), communityType: v.optional(oneOf(COMMUNITY_TYPES)), ...communityPage });
/** GET /api/v1/community/bannedwords-validation */
export const BannedWordsQuerySchema = v.object({ text: text({ max: BANNED_CHECK_MAX, multiline: true }) });
