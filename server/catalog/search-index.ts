import { eq, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { categories, products, searchCatalogVersion, stores } from '../db/schema';
import { searchTokens, tokenMatcher, type TokenMatcher } from '../../contract/hangul';
import type { PageRequest, PriceFilter } from './params';
import type { CategoryFacet, ProductSearchQuery, ProductSearchResult, SearchEngine, StoreSearchResult } from './search';

/**
 * The product and store search over an index in this instance's memory (issue 24: search at 200
 * requests/s over hundreds of different keywords). The catalogue is small (hundreds of products, tens of
 * stores): each search was five LIKE scans of it in PGlite's one thread (~5 ms); here it is a loop over
 * arrays in JavaScript (well under a millisecond), and the database is asked one primary-key read.
 *
 * **The same answers as the database's search** (`databaseSearchEngine` in search.ts, kept as the
 * reference and compared keyword by keyword in search-index.test.ts): the same token matching
 * (hangul.ts `tokenMatcher`, a LIKE '%…%' is a substring test), relevance (an exact tag 3, a match in
 * the name 2, per token), filters, sorts with the same tie-breaks, facets and counts.
 *
 * **Never out of date, with any number of instances on one database** (issue 27): migration 0008's
 * triggers add one to `search_catalog_version` at every statement that changes what search reads (on
 * products, stores or categories, from any instance or tool). Each search reads that version first; an
 * index built from an older version is rebuilt (its rows read after the version was read, so it is at
 * least as new as that version) before the search runs. Concurrent searches share one rebuild. A
 * product's view count or stock does not move the version; the cards' prices, stock and hearts are read
 * per request after the search (search-routes.ts).
 */

interface IndexedProduct {
  readonly productNo: number;
  readonly categoryCode: string;
  readonly localCategoryCode: string | null;
  readonly salePrice: number;
  readonly discountRate: number;
  readonly salesCount: number;
  readonly reviewCount: number;
  readonly recommendScore: number;
  /** the rank of registered_at (ties equal), by PostgreSQL's own ordering of timestamps */
  readonly registeredRank: number;
  readonly searchText: string;
  readonly chosung: string;
}

interface IndexedStore {
  readonly id: number;
  readonly sortOrder: number;
  readonly searchText: string;
  readonly chosung: string;
}

interface IndexedCategory {
  readonly code: string;
  readonly name: string;
  readonly sortOrder: number;
}

export interface SearchIndex {
  readonly version: number;
  readonly products: readonly IndexedProduct[];
  readonly stores: readonly IndexedStore[];
  /** every category by code (a facet is the category whose code is a product's first two characters) */
  readonly categories: ReadonlyMap<string, IndexedCategory>;
}

interface Searchable {
  readonly searchText: string;
  readonly chosung: string;
}

/** keywordCondition of search.ts: every token matches (a LIKE '%…%' is a substring test). */
function matchesAll(row: Searchable, matchers: readonly TokenMatcher[]): boolean {
  return matchers.every((matcher) =>
    matcher.text !== undefined
      ? row.searchText.includes(matcher.text)
      : row.chosung.includes(matcher.chosung ?? '') && matcher.textParts.every((part) => row.searchText.includes(part)),
  );
}

/** relevance of search.ts: per token, an exact tag (|value|) counts 3 and a match in the name (the second '|' field) 2. */
function relevanceOf(row: Searchable, matchers: readonly TokenMatcher[]): number {
  let score = 0;
  for (const matcher of matchers) {
    const [column, value] = matcher.text !== undefined ? [row.searchText, matcher.text] : [row.chosung, matcher.chosung ?? ''];
    if (column.includes(`|${value}|`)) score += 3;
    if ((column.split('|')[1] ?? '').includes(value)) score += 2;
  }
  return score;
}

/** inCategories of products.ts: the code is a prefix of the primary or the regional-specialty category. */
function inCategories(product: IndexedProduct, codes: readonly string[]): boolean {
  return codes.length === 0 || codes.some((code) => product.categoryCode.startsWith(code) || (product.localCategoryCode?.startsWith(code) ?? false));
}

/** inPriceFilter of products.ts, in one of the chosen ranges (min ≤ price < max), and within the slider. */
function inPrice(product: IndexedProduct, filter: PriceFilter): boolean {
  const price = product.salePrice;
  if (filter.ranges.length > 0 && !filter.ranges.some((range) => price >= range.minPrice && (range.maxPrice === null || price < range.maxPrice))) return false;
  if (filter.minPrice !== undefined && price < filter.minPrice) return false;
  if (filter.maxPrice !== undefined && price > filter.maxPrice) return false;
  return true;
}

type Scored = { readonly product: IndexedProduct; readonly relevance: number };
type Compare = (a: Scored, b: Scored) => number;

/** productOrder of products.ts (and relevance first for RECOMMEND), each ending on the product number. */
function orderOf(sort: string): Compare {
  const tie: Compare = (a, b) => a.product.productNo - b.product.productNo;
  const by =
    (key: (product: IndexedProduct) => number, direction: 1 | -1): Compare =>
    (a, b) =>
      direction * (key(a.product) - key(b.product));
  const chain =
    (...compares: Compare[]): Compare =>
    (a, b) => {
      for (const compare of compares) {
        const order = compare(a, b);
        if (order !== 0) return order;
      }
      return 0;
    };
  switch (sort) {
    case 'RECOMMEND':
      return chain((a, b) => b.relevance - a.relevance, by((p) => p.salesCount, -1), tie);
    case 'POPULAR':
      return chain(by((p) => p.salesCount, -1), tie);
    case 'NEWEST':
      return chain(by((p) => p.registeredRank, -1), tie);
    case 'PRICE_ASC':
      return chain(by((p) => p.salePrice, 1), tie);
    case 'PRICE_DESC':
      return chain(by((p) => p.salePrice, -1), tie);
    case 'DISCOUNT_RATE':
      return chain(by((p) => p.discountRate, -1), by((p) => p.salesCount, -1), tie);
    case 'REVIEW_COUNT':
      return chain(by((p) => p.reviewCount, -1), tie);
    default:
      return chain(by((p) => p.recommendScore, -1), tie);
  }
}

export function searchProductsIn(index: SearchIndex, query: ProductSearchQuery): ProductSearchResult {
  const matchers = searchTokens(query.keyword).map(tokenMatcher);
  const facetCounts = new Map<string, number>();
  const found: Scored[] = [];
  for (const product of index.products) {
    if (!matchesAll(product, matchers) || !inPrice(product, query.price)) continue;
    const facet = product.categoryCode.slice(0, 2);
    if (index.categories.has(facet)) facetCounts.set(facet, (facetCounts.get(facet) ?? 0) + 1);
    if (!inCategories(product, query.categoryCodes)) continue;
    found.push({ product, relevance: query.sort === 'RECOMMEND' ? relevanceOf(product, matchers) : 0 });
  }
  found.sort(orderOf(query.sort));
  const facets: CategoryFacet[] = [...facetCounts]
    .map(([code, count]) => ({ category: index.categories.get(code), count }))
    .filter((facet): facet is { category: IndexedCategory; count: number } => facet.category !== undefined)
    .sort((a, b) => a.category.sortOrder - b.category.sortOrder || (a.category.code < b.category.code ? -1 : 1))
    .map(({ category, count }) => ({ categoryCode: category.code, name: category.name, count }));
  return {
    productNos: found.slice(query.page.offset, query.page.offset + query.page.size).map((scored) => scored.product.productNo),
    totalCount: found.length,
    categories: facets,
  };
}

export function searchStoresIn(index: SearchIndex, keyword: string, page: PageRequest): StoreSearchResult {
  const matchers = searchTokens(keyword).map(tokenMatcher);
  const found = index.stores
    .filter((store) => matchesAll(store, matchers))
    .map((store) => ({ store, relevance: relevanceOf(store, matchers) }))
    .sort((a, b) => b.relevance - a.relevance || a.store.sortOrder - b.store.sortOrder || a.store.id - b.store.id);
  return { storeIds: found.slice(page.offset, page.offset + page.size).map(({ store }) => store.id), totalCount: found.length };
}

/** The version the triggers of migration 0008 keep. */
export async function searchVersion(db: AppDb): Promise<number> {
  const [row] = await db.select({ version: searchCatalogVersion.version }).from(searchCatalogVersion).where(eq(searchCatalogVersion.id, 1));
  return row?.version ?? 0;
}

/** Reads what search needs of the catalogue, as of `version` or newer. */
export async function loadSearchIndex(db: AppDb, version: number): Promise<SearchIndex> {
  const [productRows, storeRows, categoryRows] = await Promise.all([
    db
      .select({
        productNo: products.productNo,
        categoryCode: products.categoryCode,
        localCategoryCode: products.localCategoryCode,
        salePrice: products.salePrice,
        discountRate: products.discountRate,
        salesCount: products.salesCount,
        reviewCount: products.reviewCount,
        recommendScore: products.recommendScore,
        registeredRank: sql<number>`cast(dense_rank() over (order by ${products.registeredAt}) as integer)`,
        searchText: products.searchText,
        chosung: products.chosung,
      })
      .from(products),
    db.select({ id: stores.id, sortOrder: stores.sortOrder, searchText: stores.searchText, chosung: stores.chosung }).from(stores),
    db.select({ code: categories.code, name: categories.name, sortOrder: categories.sortOrder }).from(categories),
  ]);
  return {
    version,
    products: productRows.map((row) => ({ ...row, registeredRank: Number(row.registeredRank) })),
    stores: storeRows,
    categories: new Map(categoryRows.map((row) => [row.code, row])),
  };
}

/**
 * `engine` with its product and store searches answered from the index, rebuilt whenever the catalogue's
 * version has moved since it was built. Everything else (suggestions, keywords, counting) is `engine`'s.
 */
export function indexedSearchEngine(db: AppDb, engine: SearchEngine): SearchEngine & { index(): Promise<SearchIndex> } {
  let current: Promise<SearchIndex> | undefined;
  let currentVersion: number | undefined;
  // One read of the version serves the calls made in the same turn of the event loop (a search asks for
  // products and stores at once): each of them had arrived before the read was sent, so the read still
  // sees every write committed before its caller's request. A later call reads again.
  let sharedRead: Promise<number> | undefined;
  const readVersion = (): Promise<number> => {
    if (sharedRead === undefined) {
      sharedRead = searchVersion(db);
      queueMicrotask(() => {
        sharedRead = undefined;
      });
    }
    return sharedRead;
  };
  const index = async (): Promise<SearchIndex> => {
    const version = await readVersion();
    if (current === undefined || currentVersion !== version) {
      const building = loadSearchIndex(db, version);
      current = building;
      currentVersion = version;
      // a failed build is not kept: the next search tries again
      building.catch(() => {
        if (current === building) current = currentVersion = undefined;
      });
    }
    return current;
  };
  return {
    ...engine,
    index,
    searchProducts: async (query) => searchProductsIn(await index(), query),
    searchStores: async (keyword, page) => searchStoresIn(await index(), keyword, page),
  };
}
