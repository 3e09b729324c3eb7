import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AppDb } from '../db/client';
import { categories, products, searchKeywords, stores } from '../db/schema';
import { isChosungQuery, matchesKeyword, matchPosition, normalizeSearchText, searchTokens, tokenMatcher } from '../../contract/hangul';
import type { PageRequest, PriceFilter } from './params';
import { escapeLike, inCategories, inPriceFilter, productOrder } from './products';

/**
 * The search backend: products and stores by Korean keyword (with initial consonants, 초성),
 * keyword suggestions, popular and recommended keywords. The reference server searches its own
 * database (products.search_text / chosung, see hangul.ts); a real deployment may put a search
 * engine behind the same interface. Whatever it throws, the routes answer code 52.
 */

export interface ProductSearchQuery {
  readonly keyword: string;
  readonly categoryCodes: readonly string[];
  readonly price: PriceFilter;
  /** a code of searchSortFilterList; RECOMMEND is relevance */
  readonly sort: string;
  readonly page: PageRequest;
}

export interface CategoryFacet {
  readonly categoryCode: string;
  readonly name: string;
  readonly count: number;
}

export interface ProductSearchResult {
  readonly productNos: number[];
  readonly totalCount: number;
  /** first-level categories of all matches (before the category filter), with counts */
  readonly categories: CategoryFacet[];
}

export interface StoreSearchResult {
  readonly storeIds: number[];
  readonly totalCount: number;
}

export type SuggestionType = 'KEYWORD' | 'CATEGORY' | 'STORE' | 'PRODUCT';

export interface KeywordSuggestion {
  readonly keyword: string;
  readonly type: SuggestionType;
  readonly productNo?: number;
  readonly shopId?: number;
  readonly categoryCode?: string;
}

export interface PopularKeyword {
  readonly keyword: string;
  readonly searchCount: number;
  readonly previousRank: number | null;
}

export interface SearchEngine {
  searchProducts(query: ProductSearchQuery): Promise<ProductSearchResult>;
  searchStores(keyword: string, page: PageRequest): Promise<StoreSearchResult>;
  suggest(keyword: string, limit: number): Promise<KeywordSuggestion[]>;
  popularKeywords(limit: number): Promise<PopularKeyword[]>;
  recommendedKeywords(): Promise<string[]>;
  /** counts a search (`times` searches, default 1) for the popular ranking */
  recordSearch(keyword: string, now: Date, times?: number): Promise<void>;
  /** counts many keywords' searches at once (each keyword once in the list) */
  recordSearches(counts: readonly SearchCount[]): Promise<void>;
}

export interface SearchCount {
  readonly keyword: string;
  readonly times: number;
  /** the last search's moment */
  readonly at: Date;
}

/** keywords per statement when counts are written together (3 parameters each, far below PostgreSQL's 65535) */
const RECORD_CHUNK = 1000;

const like = (column: AnyPgColumn | SQL, text: string) => sql`${column} like ${`%${escapeLike(text)}%`}`;
/** the first field of a '|'-delimited search column: the name */
const nameOf = (column: AnyPgColumn) => sql`split_part(${column}, '|', 2)`;

interface SearchColumns {
  readonly text: AnyPgColumn;
  readonly chosung: AnyPgColumn;
}

/** Every token must match (hangul.ts tokenMatcher: text, or initials plus any syllables typed). */
export function keywordCondition(keyword: string, columns: SearchColumns): SQL | undefined {
  const conditions = searchTokens(keyword).map((token) => {
    const matcher = tokenMatcher(token);
    if (matcher.text !== undefined) return like(columns.text, matcher.text);
    return and(like(columns.chosung, matcher.chosung ?? ''), ...matcher.textParts.map((part) => like(columns.text, part)));
  });
  return conditions.length === 0 ? undefined : and(...conditions);
}

/** Relevance: an exact tag match counts 3, a match in the name 2, per token. */
function relevance(keyword: string, columns: SearchColumns): SQL {
  const scores = searchTokens(keyword).map((token) => {
    const matcher = tokenMatcher(token);
    const [column, value] = matcher.text !== undefined ? [columns.text, matcher.text] : [columns.chosung, matcher.chosung ?? ''];
    return sql`(case when ${column} like ${`%|${escapeLike(value)}|%`} then 3 else 0 end + case when ${like(nameOf(column), value)} then 2 else 0 end)`;
  });
  return scores.length === 0 ? sql`0` : sql.join(scores, sql` + `);
}

const SUGGESTION_ORDER: Record<SuggestionType, number> = { KEYWORD: 0, CATEGORY: 1, STORE: 2, PRODUCT: 3 };

export function databaseSearchEngine(db: AppDb): SearchEngine {
  const productColumns = { text: products.searchText, chosung: products.chosung };
  const storeColumns = { text: stores.searchText, chosung: stores.chosung };
  const recordSearches = async (counts: readonly SearchCount[]): Promise<void> => {
    for (let start = 0; start < counts.length; start += RECORD_CHUNK) {
      const rows = counts.slice(start, start + RECORD_CHUNK).map(({ keyword, times, at }) => ({ keyword, searchCount: times, updatedAt: at }));
      await db
        .insert(searchKeywords)
        .values(rows)
        .onConflictDoUpdate({
          target: searchKeywords.keyword,
          set: { searchCount: sql`${searchKeywords.searchCount} + excluded.search_count`, updatedAt: sql`excluded.updated_at` },
        });
    }
  };

  return {
    async searchProducts(query) {
      const matches = keywordCondition(query.keyword, productColumns);
      const where = and(matches, inCategories(query.categoryCodes), inPriceFilter(query.price));
      const orderBy =
        query.sort === 'RECOMMEND'
          ? [desc(relevance(query.keyword, productColumns)), desc(products.salesCount), asc(products.productNo)]
          : productOrder(query.sort);
      const facetCode = sql<string>`substr(${products.categoryCode}, 1, 2)`;
      const [rows, [total], facets] = await Promise.all([
        db.select({ productNo: products.productNo }).from(products).where(where).orderBy(...orderBy).limit(query.page.size).offset(query.page.offset),
        db.select({ n: count() }).from(products).where(where),
        db
          .select({ categoryCode: categories.code, name: categories.name, count: count() })
          .from(products)
          .innerJoin(categories, eq(categories.code, facetCode))
          .where(and(matches, inPriceFilter(query.price)))
          .groupBy(categories.code, categories.name, categories.sortOrder)
          .orderBy(asc(categories.sortOrder)),
      ]);
      return { productNos: rows.map((row) => row.productNo), totalCount: total?.n ?? 0, categories: facets };
    },

    async searchStores(keyword, page) {
      const where = keywordCondition(keyword, storeColumns);
      const [rows, [total]] = await Promise.all([
        db
          .select({ id: stores.id })
          .from(stores)
          .where(where)
          .orderBy(desc(relevance(keyword, storeColumns)), asc(stores.sortOrder), asc(stores.id))
          .limit(page.size)
          .offset(page.offset),
        db.select({ n: count() }).from(stores).where(where),
      ]);
      return { storeIds: rows.map((row) => row.id), totalCount: total?.n ?? 0 };
    },

    async suggest(keyword, limit) {
      const [keywordRows, productRows, storeRows, categoryRows] = await Promise.all([
        db.select({ keyword: searchKeywords.keyword, searchCount: searchKeywords.searchCount }).from(searchKeywords),
        db
          .select({ productNo: products.productNo, name: products.name, keywords: products.keywords, salesCount: products.salesCount })
          .from(products)
          .where(keywordCondition(keyword, productColumns))
          .orderBy(desc(products.salesCount))
          .limit(100),
        db.select({ id: stores.id, name: stores.name }).from(stores).where(keywordCondition(keyword, storeColumns)).limit(20),
        db.select({ code: categories.code, name: categories.name }).from(categories),
      ]);
      interface Candidate extends KeywordSuggestion {
        readonly weight: number;
      }
      const candidates: Candidate[] = [];
      for (const row of keywordRows) candidates.push({ keyword: row.keyword, type: 'KEYWORD', weight: row.searchCount + 1000 });
      for (const row of productRows) {
        for (const tag of row.keywords.split(' ')) candidates.push({ keyword: tag, type: 'KEYWORD', weight: row.salesCount });
        candidates.push({ keyword: row.name, type: 'PRODUCT', productNo: row.productNo, weight: row.salesCount });
      }
      for (const row of storeRows) candidates.push({ keyword: row.name, type: 'STORE', shopId: row.id, weight: 0 });
      for (const row of categoryRows) candidates.push({ keyword: row.name, type: 'CATEGORY', categoryCode: row.code, weight: 0 });

      const chosungOnly = isChosungQuery(keyword.replace(/\s+/g, ''));
      const ranked = candidates
        .filter((candidate) => matchesKeyword(candidate.keyword, keyword))
        .map((candidate) => ({ candidate, position: matchPosition(candidate.keyword, keyword) }))
        .sort(
          (a, b) =>
            a.position - b.position ||
            SUGGESTION_ORDER[a.candidate.type] - SUGGESTION_ORDER[b.candidate.type] ||
            // for initials, the shortest word is what the shopper most likely means ('ㄸㄱ' → 딸기)
            (chosungOnly ? a.candidate.keyword.length - b.candidate.keyword.length : 0) ||
            b.candidate.weight - a.candidate.weight ||
            a.candidate.keyword.length - b.candidate.keyword.length,
        );
      const seen = new Set<string>();
      const result: KeywordSuggestion[] = [];
      for (const { candidate } of ranked) {
        const key = normalizeSearchText(candidate.keyword);
        if (seen.has(key)) continue;
        seen.add(key);
        const { weight: _weight, ...suggestion } = candidate;
        result.push(suggestion);
        if (result.length >= limit) break;
      }
      return result;
    },

    async popularKeywords(limit) {
      return db
        .select({ keyword: searchKeywords.keyword, searchCount: searchKeywords.searchCount, previousRank: searchKeywords.previousRank })
        .from(searchKeywords)
        .where(sql`${searchKeywords.searchCount} > 0`)
        .orderBy(desc(searchKeywords.searchCount), asc(searchKeywords.keyword))
        .limit(limit);
    },

    async recommendedKeywords() {
      const rows = await db
        .select({ keyword: searchKeywords.keyword })
        .from(searchKeywords)
        .where(eq(searchKeywords.isRecommended, true))
        .orderBy(asc(searchKeywords.recommendOrder), asc(searchKeywords.keyword));
      return rows.map((row) => row.keyword);
    },

    recordSearch: (keyword, now, times = 1) => recordSearches([{ keyword, times, at: now }]),
    recordSearches,
  };
}

/** A keyword as it is counted: trimmed, single spaces; initials-only keywords are not counted. */
export function countableKeyword(keyword: string): string | undefined {
  const cleaned = keyword.normalize('NFC').trim().replace(/\s+/g, ' ');
  if (cleaned === '' || cleaned.length > 50 || isChosungQuery(cleaned.replace(/ /g, ''))) return undefined;
  return cleaned;
}

/** How long searches are counted in memory before they are written together (issue 14). */
export const SEARCH_RECORD_FLUSH_MS = 1000;

/**
 * The engine with searches counted in memory and written together, one upsert per keyword, at most
 * `flushMs` after the first of them (issue 14: one upsert per search was ~5 ms of PGlite's only thread,
 * more than the rest of a search). Reading the counts through this engine (popular keywords,
 * suggestions) writes them first, so this server's ranking always includes every search it counted.
 * `flush()` writes them now (server/main.ts on SIGINT/SIGTERM); a process killed outright loses at most
 * `flushMs` of counts, and a failed write loses its batch: they are statistics, never a shopper's data.
 */
export function batchedSearchRecords(engine: SearchEngine, flushMs = SEARCH_RECORD_FLUSH_MS): SearchEngine & { flush(): Promise<void> } {
  let pending = new Map<string, { times: number; at: Date }>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> = Promise.resolve();
  const flush = (): Promise<void> => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const batch = pending;
    pending = new Map();
    // one statement for the whole batch: one upsert per keyword was one PGlite round of ~1 ms each, and a
    // second of searches over hundreds of keywords (the bench's 599) kept its only thread busy for
    // hundreds of milliseconds right after, while other calls waited (issue 24, community popular's p99)
    const done = writing.then(async () => {
      if (batch.size > 0) await engine.recordSearches([...batch].map(([keyword, { times, at }]) => ({ keyword, times, at })));
    });
    writing = done.catch(() => {});
    return done;
  };
  const flushed = () => flush().catch(() => {});
  return {
    ...engine,
    async recordSearch(keyword, now, times = 1) {
      const entry = pending.get(keyword);
      pending.set(keyword, { times: (entry?.times ?? 0) + times, at: now });
      if (timer === undefined) {
        timer = setTimeout(() => void flushed(), flushMs);
        timer.unref();
      }
    },
    async popularKeywords(limit) {
      await flushed();
      return engine.popularKeywords(limit);
    },
    async suggest(keyword, limit) {
      await flushed();
      return engine.suggest(keyword, limit);
    },
    flush,
  };
}
