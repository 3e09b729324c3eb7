import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products, stores } from '../db/schema';
import { openSharedTestDatabases, type SharedTestDatabases } from '../test-database';
import { chosungOf } from '../../contract/hangul';
import { filterInfo, type PriceFilter } from './params';
import { databaseSearchEngine, type ProductSearchQuery } from './search';
import { indexedSearchEngine, searchVersion } from './search-index';

/**
 * The index's search answers what the database's search answers (issue 24), keyword by keyword, for
 * every sort, with category and price filters and pages; and it is never out of date when another
 * instance (a second connection pool on the same PostgreSQL with TEST_POSTGRES=1) changes the catalogue.
 */

let shared: SharedTestDatabases;
beforeAll(async () => {
  shared = await openSharedTestDatabases(2);
});
afterAll(async () => {
  await shared?.close();
});

const page = (number: number, size: number) => ({ page: number, size, offset: (number - 1) * size });
const noPrice: PriceFilter = { ranges: [], minPrice: undefined, maxPrice: undefined };

/** the comparisons make thousands of database searches: far more than the suite's 20 s on a busy machine */
const COMPARE_TIMEOUT_MS = 180_000;

/** Keywords as shoppers type them: words of the catalogue's names, their first syllables, their initials, half-typed, two words, odd characters. */
async function keywords(): Promise<string[]> {
  const db = shared.databases[0]!.db;
  const names = [
    ...(await db.select({ name: products.name }).from(products)).map((row) => row.name),
    ...(await db.select({ name: stores.name }).from(stores)).map((row) => row.name),
  ];
  const words = new Set<string>();
  for (const name of names) {
    for (const word of name.split(/[\s·,()/]+/).filter((part) => part.length >= 2 && !/^\d/.test(part))) {
      words.add(word);
      words.add(word.slice(0, 2));
      words.add(chosungOf(word.slice(0, 2)));
      // half-typed: a syllable, then an initial ('딸ㄱ')
      if (word.length >= 2) words.add(`${word.slice(0, 1)}${chosungOf(word.slice(1, 2))}`);
    }
  }
  const list = [...words];
  // two words (each must match), and characters LIKE would read as wildcards
  for (let i = 0; i + 1 < list.length; i += 7) list.push(`${list[i]} ${list[i + 1]}`);
  list.push('%', '_', '딸%기', '|', 'a_b', '\\', '500g', '제주 ㄱ', '우주선');
  return list;
}

describe('the search index answers what the database answers', () => {
  it('products and stores, every keyword of the catalogue, first pages by relevance', async () => {
    const db = shared.databases[0]!.db;
    const reference = databaseSearchEngine(db);
    const indexed = indexedSearchEngine(db, reference);
    const list = await keywords();
    expect(list.length).toBeGreaterThan(400);
    let found = 0;
    for (const keyword of list) {
      const query: ProductSearchQuery = { keyword, categoryCodes: [], price: noPrice, sort: 'RECOMMEND', page: page(1, 20) };
      const expected = await reference.searchProducts(query);
      expect(await indexed.searchProducts(query), keyword).toEqual(expected);
      expect(await indexed.searchStores(keyword, page(1, 10)), keyword).toEqual(await reference.searchStores(keyword, page(1, 10)));
      if (expected.totalCount > 0) found += 1;
    }
    // the comparison is not of empty answers
    expect(found).toBeGreaterThan(list.length / 2);
  }, COMPARE_TIMEOUT_MS);

  it('every sort, category filters, price ranges and the slider, later pages', async () => {
    const db = shared.databases[0]!.db;
    const reference = databaseSearchEngine(db);
    const indexed = indexedSearchEngine(db, reference);
    const info = await filterInfo(db);
    const sorts = info.searchSortFilterList.map((item) => item.code);
    expect(sorts).toEqual(expect.arrayContaining(['RECOMMEND', 'POPULAR', 'NEWEST', 'PRICE_ASC', 'PRICE_DESC']));
    const topCategories = (await db.select({ code: categories.code }).from(categories).where(eq(categories.depth, 1))).map((row) => row.code);
    const [range0, range1] = info.priceFilter.ranges;
    const prices: PriceFilter[] = [
      noPrice,
      { ranges: [range0!], minPrice: undefined, maxPrice: undefined },
      { ranges: [range0!, range1!], minPrice: undefined, maxPrice: undefined },
      { ranges: [], minPrice: 10_000, maxPrice: 30_000 },
      { ranges: info.priceFilter.ranges.slice(-1), minPrice: 20_000, maxPrice: undefined },
    ];
    const categoryChoices = [[], topCategories.slice(0, 1), topCategories.slice(1, 3), ['9999']];
    const pages = [page(1, 20), page(2, 7)];
    // Every sort with every price filter for each keyword; the category filter and the page turn with
    // them, so that every pair of two choices (a sort and a category, a price and a page…) is asked
    // for, each keyword in another arrangement: 175 questions where all combinations were 1,400 (13 s).
    const asked = new Set<string>();
    for (const [k, keyword] of ['딸기', 'ㄷ', '제주', '한', 'ㅎㅇ', '과일', '국내산'].entries()) {
      for (const [s, sort] of sorts.entries()) {
        for (const [p, price] of prices.entries()) {
          const c = (s + p + k) % categoryChoices.length;
          const n = (s + k) % pages.length;
          const query: ProductSearchQuery = { keyword, categoryCodes: categoryChoices[c]!, price, sort, page: pages[n]! };
          expect(await indexed.searchProducts(query), JSON.stringify(query)).toEqual(await reference.searchProducts(query));
          for (const pair of [`s${s}c${c}`, `s${s}n${n}`, `p${p}c${c}`, `p${p}n${n}`, `c${c}n${n}`]) asked.add(pair);
        }
      }
    }
    expect(asked.size).toBe(sorts.length * categoryChoices.length + sorts.length * pages.length + prices.length * categoryChoices.length + prices.length * pages.length + categoryChoices.length * pages.length);
  }, COMPARE_TIMEOUT_MS);
});

describe('the search index is never out of date', () => {
  it("sees another instance's change to a product, a store and a category at the next search", async () => {
    const [one, other] = shared.databases;
    const indexed = indexedSearchEngine(one!.db, databaseSearchEngine(one!.db));
    const query = (keyword: string): ProductSearchQuery => ({ keyword, categoryCodes: [], price: noPrice, sort: 'RECOMMEND', page: page(1, 50) });
    const [product] = await other!.db.select({ productNo: products.productNo, name: products.name, searchText: products.searchText }).from(products).limit(1);
    if (!product) throw new Error('no product in the seed');
    expect((await indexed.searchProducts(query('용궁초코파이'))).totalCount).toBe(0);
    const versionBefore = await searchVersion(one!.db);
    await other!.db
      .update(products)
      .set({ searchText: sql`${products.searchText} || '용궁초코파이|'` })
      .where(eq(products.productNo, product.productNo));
    try {
      expect(await searchVersion(one!.db)).toBeGreaterThan(versionBefore);
      expect((await indexed.searchProducts(query('용궁초코파이'))).productNos).toEqual([product.productNo]);
      expect((await indexed.searchProducts(query('ㅇㄱㅊㅋ'))).totalCount).toBe(0);
    } finally {
      await other!.db.update(products).set({ searchText: product.searchText }).where(eq(products.productNo, product.productNo));
    }
    expect((await indexed.searchProducts(query('용궁초코파이'))).totalCount).toBe(0);

    // a price (the slider and PRICE_ASC read it)
    const cheapest = (await indexed.searchProducts({ ...query('ㄷ'), sort: 'PRICE_ASC' })).productNos.at(-1);
    if (cheapest === undefined) throw new Error('ㄷ finds nothing');
    const [priced] = await other!.db.select({ salePrice: products.salePrice, listPrice: products.listPrice }).from(products).where(eq(products.productNo, cheapest));
    await other!.db.update(products).set({ salePrice: 1, listPrice: Math.max(1, priced!.listPrice) }).where(eq(products.productNo, cheapest));
    try {
      expect((await indexed.searchProducts({ ...query('ㄷ'), sort: 'PRICE_ASC' })).productNos[0]).toBe(cheapest);
    } finally {
      await other!.db.update(products).set({ salePrice: priced!.salePrice }).where(eq(products.productNo, cheapest));
    }

    // a store's name, a category's name
    const [store] = await other!.db.select({ id: stores.id, searchText: stores.searchText }).from(stores).limit(1);
    await other!.db.update(stores).set({ searchText: sql`${stores.searchText} || '용궁상회|'` }).where(eq(stores.id, store!.id));
    try {
      expect((await indexed.searchStores('용궁상회', page(1, 10))).storeIds).toEqual([store!.id]);
    } finally {
      await other!.db.update(stores).set({ searchText: store!.searchText }).where(eq(stores.id, store!.id));
    }
    const facets = (await indexed.searchProducts(query('ㄷ'))).categories;
    const facet = facets[0];
    if (!facet) throw new Error('ㄷ has no facets');
    await other!.db.update(categories).set({ name: '용궁 특산' }).where(eq(categories.code, facet.categoryCode));
    try {
      expect((await indexed.searchProducts(query('ㄷ'))).categories[0]).toEqual({ ...facet, name: '용궁 특산' });
    } finally {
      await other!.db.update(categories).set({ name: facet.name }).where(eq(categories.code, facet.categoryCode));
    }
  });

  it('is not rebuilt by what search does not read (view counts, stock)', async () => {
    const [one] = shared.databases;
    const before = await searchVersion(one!.db);
    const nos = (await one!.db.select({ productNo: products.productNo }).from(products).limit(3)).map((row) => row.productNo);
    await one!.db.update(products).set({ viewCount: sql`${products.viewCount} + 1` }).where(inArray(products.productNo, nos));
    await one!.db.update(products).set({ stock: sql`${products.stock}` }).where(inArray(products.productNo, nos));
    expect(await searchVersion(one!.db)).toBe(before);
  });
});
