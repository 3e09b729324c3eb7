import { SEARCH_KEYWORD_MAX } from '../../contract/rules';
import { Hono } from 'hono';
import { ApiError, ErrorCode } from '../errors';
import { hourOf, type CatalogDeps, memberIdOf } from './deps';
import { searchTokens } from '../../contract/hangul';
import { codeOf, filterInfo, pageOf, pageResponse, priceFilterOf } from './params';
import { type CardRow, cardRowsOf, cardsByNumbers, iso, listProducts, productOrder } from './products';
import { batchedSearchRecords, countableKeyword, databaseSearchEngine, type SearchEngine } from './search';
import { indexedSearchEngine } from './search-index';
import { SharedReads } from './shared-reads';
import { storeCards } from './stores';
import { gt } from 'drizzle-orm';
import { products } from '../db/schema';
import { validQuery } from '../validation';
import { AutoKeywordQuerySchema, KeywordQuerySchema, SearchQuerySchema, SearchRecommendationQuerySchema } from '../../contract/schemas/catalog/queries';
import type { Wire } from '../../contract/schemas/page';
import type { SearchResultSchema } from '../../contract/schemas/catalog/search';
import type { StoreSearchSchema } from '../../contract/schemas/catalog/search-store';
import type { AutoKeywordsSchema } from '../../contract/schemas/catalog/search-auto-keyword';
import type { SearchRankSchema } from '../../contract/schemas/catalog/search-rank';
import type { SearchRecommendationSchema } from '../../contract/schemas/catalog/search-recommendation';
import type { RecommendKeywordsSchema } from '../../contract/schemas/catalog/search-recommend-keyword';

/**
 * Search (SPEC.md §7 "search, rank, recommendation, auto-keyword (v2), recommend-keyword"):
 * GET /api/v2/display/search, /search/store, /search/rank, /search/recommendation,
 * /search/auto-keyword and GET /api/v1/display/search/recommend-keyword.
 */

/** a search keyword's longest length, here and where the server draws the first results (the search results' page) */
export const KEYWORD_MAX = SEARCH_KEYWORD_MAX;
/** how many suggestions and popular keywords are answered */
export const SUGGESTION_LIMIT = 10;
export const POPULAR_KEYWORD_LIMIT = 10;

/** Runs a call of the search backend: every failure of it is code 52. */
async function searching<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (cause) {
    if (cause instanceof ApiError) throw cause;
    throw new ApiError(ErrorCode.SearchEngineError, { cause });
  }
}

/** The keyword the query schema read (required, at most KEYWORD_MAX): it must hold a word to search for. */
function searchable(keyword: string): string {
  if (searchTokens(keyword).length === 0) throw new ApiError(ErrorCode.MissingRequiredValue, { message: '검색어를 입력해 주세요.' });
  return keyword;
}

/** How long the cards' rows of a result are shared by every caller (prices, names; hearts are per request). */
export const SEARCH_CARDS_CACHE_MS = 2000;

/**
 * The cards' rows of search results, each product's row shared for SEARCH_CARDS_CACHE_MS by every search
 * that shows it, the missing ones read in one query. Kept per result list before (issue 14), they were
 * read again for nearly every search over hundreds of different keywords (issue 24); per product, the
 * catalogue's few hundred rows are read about once per period, and a row is never older than it was.
 */
export function sharedCardRows(db: CatalogDeps['db'], ttlMs = SEARCH_CARDS_CACHE_MS): (productNos: readonly number[], now: number) => Promise<CardRow[]> {
  const reads = new SharedReads(ttlMs, 5000);
  return async (productNos, now) => {
    const missing: number[] = [];
    let settle: { resolve: (rows: ReadonlyMap<number, CardRow>) => void; reject: (error: unknown) => void } | undefined;
    const batch = new Promise<ReadonlyMap<number, CardRow>>((resolve, reject) => {
      settle = { resolve, reject };
    });
    const each = productNos.map((no) =>
      reads.read(String(no), now, () => {
        missing.push(no);
        return batch.then((rows) => rows.get(no));
      }),
    );
    if (missing.length === 0) settle?.resolve(new Map());
    else cardRowsOf(db, missing).then((rows) => settle?.resolve(new Map(rows.map((row) => [row.productNo, row]))), (error: unknown) => settle?.reject(error));
    return (await Promise.all(each)).filter((row): row is CardRow => row !== undefined);
  };
}

/**
 * The search of products and stores over this instance's index of the catalogue (search-index.ts, never
 * out of date), the rest on the database, searches counted in batches: one per server (app.ts), for the
 * search call and for the results the server draws in the HTML.
 */
export function defaultSearchEngine(db: CatalogDeps['db'], shutdown: CatalogDeps['shutdown']): SearchEngine {
  const counted = batchedSearchRecords(databaseSearchEngine(db));
  shutdown?.add(counted.flush);
  return indexedSearchEngine(db, counted);
}

export function searchRoutes({ db, auth, clock, search, shutdown }: CatalogDeps): Hono {
  const engine: SearchEngine = search ?? defaultSearchEngine(db, shutdown);
  const cardRows = sharedCardRows(db);
  return new Hono()
    .get('/v2/display/search', auth.optionalMember, validQuery(SearchQuerySchema), async (c) => {
      const query = c.req.valid('query');
      const keyword = searchable(query.keyword);
      const info = await filterInfo(db);
      const sort = codeOf(query.sort, info.searchSortFilterList);
      const { categoryCodes } = query;
      const price = priceFilterOf(query, info.priceFilter.ranges);
      const page = pageOf(query);
      const now = clock();
      const [result, stores] = await searching(() =>
        Promise.all([engine.searchProducts({ keyword, categoryCodes, price, sort, page }), engine.searchStores(keyword, { page: 1, size: 1, offset: 0 })]),
      );
      const counted = countableKeyword(keyword);
      if (page.page === 1 && counted !== undefined && result.totalCount > 0) await searching(() => engine.recordSearch(counted, now));
      const items = await cardsByNumbers(db, result.productNos, memberIdOf(c), now, (nos) => cardRows(nos, now.getTime()));
      return c.json({
        keyword,
        sort,
        categoryCodes,
        priceRanges: price.ranges.map((range) => range.code),
        storeCount: stores.totalCount,
        categories: result.categories,
        ...pageResponse(items, result.totalCount, page),
      } satisfies Wire<typeof SearchResultSchema>);
    })
    .get('/v2/display/search/store', auth.optionalMember, validQuery(KeywordQuerySchema), async (c) => {
      const query = c.req.valid('query');
      const keyword = searchable(query.keyword);
      const page = pageOf(query);
      const result = await searching(() => engine.searchStores(keyword, page));
      const items = await storeCards(db, result.storeIds, memberIdOf(c), clock());
      return c.json({ keyword, ...pageResponse(items, result.totalCount, page) } satisfies Wire<typeof StoreSearchSchema>);
    })
    .get('/v2/display/search/auto-keyword', validQuery(AutoKeywordQuerySchema), async (c) => {
      const keyword = searchable(c.req.valid('query').keyword);
      const items = await searching(() => engine.suggest(keyword, SUGGESTION_LIMIT));
      return c.json({ keyword, items } satisfies Wire<typeof AutoKeywordsSchema>);
    })
    .get('/v2/display/search/rank', async (c) => {
      const rows = await searching(() => engine.popularKeywords(POPULAR_KEYWORD_LIMIT));
      const items = rows.map((row, index) => {
        const rank = index + 1;
        const change = row.previousRank === null ? 0 : row.previousRank - rank;
        return {
          rank,
          keyword: row.keyword,
          previousRank: row.previousRank,
          rankChange: row.previousRank === null ? ('NEW' as const) : change > 0 ? ('UP' as const) : change < 0 ? ('DOWN' as const) : ('SAME' as const),
          rankChangeAmount: Math.abs(change),
        };
      });
      return c.json({ updatedAt: iso(hourOf(clock())), items } satisfies Wire<typeof SearchRankSchema>);
    })
    .get('/v2/display/search/recommendation', auth.optionalMember, validQuery(SearchRecommendationQuerySchema), async (c) => {
      const query = c.req.valid('query');
      const info = await filterInfo(db);
      const sort = codeOf(query.sort, info.searchSortFilterList);
      const page = pageOf(query);
      const list = await listProducts(db, { where: gt(products.stock, 0), orderBy: productOrder(sort, undefined), page, memberId: memberIdOf(c), now: clock() });
      return c.json({ title: '이런 상품은 어때요?', sort, ...list } satisfies Wire<typeof SearchRecommendationSchema>);
    })
    .get('/v1/display/search/recommend-keyword', async (c) => {
      const keywords = await searching(() => engine.recommendedKeywords());
      return c.json({ items: keywords.map((keyword) => ({ keyword })) } satisfies Wire<typeof RecommendKeywordsSchema>);
    });
}
