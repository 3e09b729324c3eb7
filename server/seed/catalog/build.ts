import type {
  banners,
  deals,
  eventApplications,
  events,
  notices,
  periodProducts,
  periods,
  products,
  regions,
  searchKeywords,
  seasonGroupProducts,
  seasonGroups,
  shortLinks,
  stores,
} from '../../db/schema';
import { chosungOf, normalizeSearchText, withParticle } from '../../catalog/hangul';
import { seededRandom } from '../../catalog/prng';
import { type Kind, kindOf } from './kinds';
import {
  bannerSeeds,
  DAY,
  dealSeeds,
  eventSeeds,
  HOUR,
  noticeSeeds,
  occasionSeeds,
  periodSeeds,
  popularKeywordSeeds,
  recommendationSeeds,
  recommendedKeywordSeeds,
  type SeasonGroupSeed,
  shortLinkSeeds,
} from './promotions';
import { localSpecialties, regionSeeds, storeSeeds } from './stores';

/**
 * Turns the seed data into table rows, deterministically: the same `now` and categories give the
 * same rows (a seeded PRNG draws prices, stock, sales and reviews).
 */

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export interface CatalogRows {
  readonly regions: Insert<typeof regions>[];
  readonly stores: Insert<typeof stores>[];
  readonly products: Insert<typeof products>[];
  readonly deals: Insert<typeof deals>[];
  readonly periods: Insert<typeof periods>[];
  readonly periodProducts: Insert<typeof periodProducts>[];
  readonly events: Insert<typeof events>[];
  readonly eventApplications: Insert<typeof eventApplications>[];
  readonly seasonGroups: Insert<typeof seasonGroups>[];
  readonly seasonGroupProducts: Insert<typeof seasonGroupProducts>[];
  readonly banners: Insert<typeof banners>[];
  readonly notices: Insert<typeof notices>[];
  readonly searchKeywords: Insert<typeof searchKeywords>[];
  readonly shortLinks: Insert<typeof shortLinks>[];
}

/** The categories the products hang off: code by path of names ('과일>국산과일>딸기'). */
export interface CategoryIndex {
  codeOf(path: string): string;
  /** the names of the category and its ancestors */
  namesOf(code: string): readonly string[];
}

export function categoryIndex(rows: readonly { code: string; parentCode: string | null; name: string }[]): CategoryIndex {
  const byCode = new Map(rows.map((row) => [row.code, row]));
  const namesOf = (code: string): string[] => {
    const names: string[] = [];
    for (let row = byCode.get(code); row; row = row.parentCode === null ? undefined : byCode.get(row.parentCode)) names.unshift(row.name);
    return names;
  };
  const byPath = new Map(rows.map((row) => [namesOf(row.code).join('>'), row.code]));
  return {
    codeOf(path) {
      const code = byPath.get(path);
      if (code === undefined) throw new Error(`the catalogue seed needs the category '${path}'`);
      return code;
    },
    namesOf,
  };
}

/** the first product number; numbers then follow store by store */
export const FIRST_PRODUCT_NO = 1001;
export const RECOMMENDATION_FIRST_ID = 101;
export const OCCASION_FIRST_ID = 201;
const SEED = 20_250_301;

/** '12,900원'-like prices: 10,000 and up end in 900, below that in 90. */
function shopPrice(raw: number): number {
  return raw >= 10_000 ? Math.ceil(raw / 1000) * 1000 - 100 : Math.max(990, Math.ceil(raw / 100) * 100 - 10);
}

/** A discounted price below the list price, and the discount rate it really is. */
export function discounted(listPrice: number, rate: number): { price: number; rate: number } {
  if (rate <= 0) return { price: listPrice, rate: 0 };
  let price = shopPrice((listPrice * (100 - rate)) / 100);
  if (price >= listPrice) price = shopPrice(listPrice * 0.95 - 1000);
  return { price, rate: Math.round(((listPrice - price) * 100) / listPrice) };
}

const DISCOUNTS = [0, 0, 0, 5, 8, 10, 10, 12, 15, 15, 18, 20, 20, 23, 25, 25, 28, 30, 30, 33, 35, 38, 40, 45, 50, 55, 60];

/** Which variants a store sells: its first kind up to 4, the others up to 2, always the first. */
function variantIndexes(kind: Kind, storeIndex: number, kindIndex: number): number[] {
  const n = kind.variants.length;
  const max = Math.min(n, kindIndex === 0 ? 4 : 2);
  const indexes = [0];
  for (let k = 0; indexes.length < max; k++) {
    const index = 1 + ((storeIndex + k) % (n - 1));
    if (!indexes.includes(index)) indexes.push(index);
  }
  return indexes;
}

/**
 * A search column: each field normalised, between '|' on both sides ('|논산설향딸기500g|딸기|'), so
 * a token never matches across two fields and `%|딸기|%` finds an exact tag.
 */
export function searchColumn(fields: readonly string[], normalize: (text: string) => string): string {
  return `|${fields.map((field) => normalize(field).replace(/\|/g, '')).join('|')}|`;
}

function unique(words: readonly string[]): string[] {
  return [...new Set(words.filter((word) => word.trim() !== ''))];
}

export function buildCatalog(now: Date, categories: CategoryIndex): CatalogRows {
  const random = seededRandom(SEED);
  const at = (ms: number) => new Date(now.getTime() + ms);
  const regionByCode = new Map(regionSeeds.map((region) => [region.code, region]));

  const regionRows: CatalogRows['regions'] = regionSeeds.map((region, index) => ({
    code: region.code,
    name: region.name,
    shortName: region.shortName,
    description: region.description,
    specialties: [...region.specialties],
    mapX: region.mapX,
    mapY: region.mapY,
    sortOrder: index + 1,
  }));

  const storeRows: CatalogRows['stores'] = storeSeeds.map((store, index) => {
    const region = regionByCode.get(store.region);
    if (!region) throw new Error(`store '${store.name}' is in an unknown region '${store.region}'`);
    return {
      id: index + 1,
      regionCode: store.region,
      name: store.name,
      place: store.place,
      description: store.description,
      introduction: `${withParticle(store.name, '은', '는')} ${region.name} ${store.place}에서 ${store.sinceYear}년부터 ${withParticle(kindOf(store.kinds[0]).name, '을', '를')} 비롯한 먹거리를 정성껏 보내 온 산지 상점이에요. ${store.description}`,
      art: store.kinds[0],
      sinceYear: store.sinceYear,
      baseLikeCount: random.int(40, 4800),
      searchText: searchColumn([store.name, store.place, region.name, region.shortName, store.description], normalizeSearchText),
      chosung: searchColumn([store.name, store.place], chosungOf),
      sortOrder: index + 1,
    };
  });

  const productRows: CatalogRows['products'] = [];
  const names = new Set<string>();
  storeSeeds.forEach((store, storeIndex) => {
    const region = regionByCode.get(store.region);
    if (!region) return;
    store.kinds.forEach((kindKey, kindIndex) => {
      const kind = kindOf(kindKey);
      const categoryCode = categories.codeOf(kind.category);
      const local = localSpecialties.find((entry) => entry.place === store.place && entry.kind === kind.key);
      const localCategoryCode = local ? categories.codeOf(local.category) : null;
      for (const variantIndex of variantIndexes(kind, storeIndex, kindIndex)) {
        const variant = kind.variants[variantIndex];
        if (!variant) continue;
        const name = `${kind.importedFrom ?? store.place} ${variant.label} ${variant.size}`;
        if (names.has(name)) continue;
        names.add(name);
        const origin = kind.importedFrom ?? `${region.shortName} ${store.place}`;
        const listPrice = shopPrice(variant.price * (0.92 + random.next() * 0.2));
        const { price: salePrice, rate: discountRate } = discounted(listPrice, random.pick(DISCOUNTS));
        const registeredDaysAgo = random.int(0, 180);
        const salesCount = Math.floor(random.next() ** 2 * 3000) + 5;
        const freeShipping = salePrice >= 30_000 || random.chance(0.3);
        const keywordList = unique([
          ...kind.keywords,
          ...variant.label.split(/\s+/),
          kind.name,
          `${store.place}${kind.name}`,
          ...(freeShipping ? ['무료배송'] : []),
        ]);
        const categoryNames = [...categories.namesOf(categoryCode), ...(localCategoryCode ? categories.namesOf(localCategoryCode) : [])];
        productRows.push({
          productNo: FIRST_PRODUCT_NO + productRows.length,
          storeId: storeIndex + 1,
          categoryCode,
          localCategoryCode,
          name,
          kind: kind.key,
          origin,
          description: `${kind.description} ${store.name}에서 ${origin} 산지의 상품을 직접 보내드려요.`,
          listPrice,
          salePrice,
          discountRate,
          stock: random.chance(0.04) ? 0 : random.int(15, 480),
          salesCount,
          // new products have no sales in the week before
          prevSalesCount: registeredDaysAgo < 7 ? 0 : Math.floor(salesCount * (0.5 + random.next())),
          reviewCount: Math.floor(random.next() ** 2 * 4000),
          rating: random.int(42, 50),
          viewCount: random.int(50, 20_000),
          recommendScore: random.int(0, 1000) + (discountRate >= 20 ? 150 : 0),
          freeShipping,
          keywords: keywordList.join(' '),
          // not the store's name: '딸기' should not find the blueberries of a 딸기 farm (stores have their own search)
          searchText: searchColumn([name, ...keywordList, origin, region.name, ...categoryNames], normalizeSearchText),
          chosung: searchColumn([name, ...keywordList], chosungOf),
          registeredAt: at(-registeredDaysAgo * DAY - random.int(0, 23) * HOUR),
        });
      }
    });
  });

  const ofKind = (kind: string) => productRows.filter((product) => product.kind === kind);
  const byRecommendation = <T extends { recommendScore?: number; productNo: number }>(list: T[]) =>
    [...list].sort((a, b) => (b.recommendScore ?? 0) - (a.recommendScore ?? 0) || a.productNo - b.productNo);

  const dealRows: CatalogRows['deals'] = dealSeeds.map((deal, index) => {
    const product = ofKind(deal.kind)[deal.nth ?? 0];
    if (!product) throw new Error(`no product of kind '${deal.kind}' for a deal`);
    const { price, rate } = discounted(product.listPrice, deal.discountRate);
    return {
      id: index + 1,
      productNo: product.productNo,
      title: deal.title,
      subtitle: deal.subtitle,
      dealPrice: price,
      discountRate: rate,
      startAt: at(deal.startH * HOUR),
      endAt: at(deal.endH * HOUR),
      stockTotal: deal.stockTotal,
      stockRemaining: Math.round(deal.stockTotal * deal.left),
      maxPerOrder: deal.stockTotal <= 100 ? 2 : 5,
      sortOrder: index + 1,
    };
  });

  const inFirstLevel = (names: readonly string[]) => {
    const prefixes = names.map((name) => categories.codeOf(name));
    return productRows.filter((product) => prefixes.some((prefix) => product.categoryCode.startsWith(prefix)));
  };

  const periodRows: CatalogRows['periods'] = [];
  const periodProductRows: CatalogRows['periodProducts'] = [];
  periodSeeds.forEach((period, index) => {
    const id = index + 1;
    periodRows.push({
      id,
      title: period.title,
      subtitle: period.subtitle,
      description: period.description,
      theme: period.theme,
      art: period.art,
      startAt: at(period.startD * DAY),
      endAt: at(period.endD * DAY),
      sortOrder: id,
    });
    const chosen = byRecommendation([...(period.kinds ?? []).flatMap(ofKind), ...inFirstLevel(period.categories ?? [])]).slice(0, 40);
    chosen.forEach((product, order) => periodProductRows.push({ periodId: id, productNo: product.productNo, sortOrder: order + 1 }));
  });

  const eventRows: CatalogRows['events'] = eventSeeds.map((event, index) => ({
    id: index + 1,
    title: event.title,
    subtitle: event.subtitle,
    description: event.description,
    content: [...event.content],
    theme: event.theme,
    art: event.art,
    startAt: at(event.startD * DAY),
    endAt: at(event.endD * DAY),
    hasApply: event.hasApply,
    applyLimit: event.applyLimit ?? null,
    announceAt: event.announceD === undefined ? null : at(event.announceD * DAY),
    productNos: byRecommendation((event.productKinds ?? []).flatMap(ofKind))
      .slice(0, 8)
      .map((product) => product.productNo),
    sortOrder: index + 1,
  }));

  const seasonRows: CatalogRows['seasonGroups'] = [];
  const seasonProductRows: CatalogRows['seasonGroupProducts'] = [];
  const addGroupProducts = (groupId: number, list: readonly { productNo: number }[]) =>
    list.forEach((product, order) => seasonProductRows.push({ groupId, productNo: product.productNo, sortOrder: order + 1 }));

  // seasonal delicacies: one group per kind that has a season
  const seasonal = [...new Set(productRows.map((product) => product.kind))].map(kindOf).filter((kind) => kind.months?.length);
  seasonal.forEach((kind, index) => {
    const id = index + 1;
    const months = kind.months ?? [];
    seasonRows.push({
      id,
      type: 'DELICACY',
      code: kind.key,
      name: kind.name,
      description: `${monthRange(months)}에 가장 맛있는 ${kind.name}. ${kind.description}`,
      art: kind.key,
      monthMask: months.reduce((mask, month) => mask | (1 << (month - 1)), 0),
      sortOrder: id,
    });
    addGroupProducts(id, byRecommendation(ofKind(kind.key)).slice(0, 40));
  });
  const addGroups = (seeds: readonly SeasonGroupSeed[], type: 'RECOMMENDATION' | 'OCCASION', firstId: number) =>
    seeds.forEach((group, index) => {
      const id = firstId + index;
      seasonRows.push({ id, type, code: group.code, name: group.name, description: group.description, art: group.art, monthMask: 0, sortOrder: index + 1 });
      // a few of each kind, interleaved, so the first screen shows the variety
      const perKind = group.kinds.map((kind) => byRecommendation(ofKind(kind)).slice(0, 5));
      const interleaved: { productNo: number }[] = [];
      for (let round = 0; round < 5; round++) {
        for (const list of perKind) {
          const product = list[round];
          if (product) interleaved.push(product);
        }
      }
      addGroupProducts(id, interleaved.slice(0, 30));
    });
  addGroups(recommendationSeeds, 'RECOMMENDATION', RECOMMENDATION_FIRST_ID);
  addGroups(occasionSeeds, 'OCCASION', OCCASION_FIRST_ID);

  const bannerRows: CatalogRows['banners'] = bannerSeeds.map((banner, index) => ({
    id: index + 1,
    position: banner.position,
    title: banner.title,
    subtitle: banner.subtitle,
    linkUrl: banner.linkUrl,
    theme: banner.theme,
    art: banner.art,
    startAt: at(banner.startD * DAY),
    endAt: at(banner.endD * DAY),
    sortOrder: index + 1,
  }));

  const noticeRows: CatalogRows['notices'] = noticeSeeds.map((notice, index) => ({
    id: index + 1,
    category: notice.category,
    title: notice.title,
    content: notice.content,
    isImportant: notice.isImportant ?? false,
    createdAt: at(-notice.daysAgo * DAY - (1 + (index % 5)) * HOUR),
  }));

  const keywords = new Map<string, Insert<typeof searchKeywords>>();
  for (const [keyword, searchCount, previousRank] of popularKeywordSeeds) {
    keywords.set(keyword, { keyword, searchCount, previousRank, isRecommended: false, recommendOrder: null, updatedAt: now });
  }
  recommendedKeywordSeeds.forEach((keyword, index) => {
    const existing = keywords.get(keyword);
    keywords.set(keyword, {
      keyword,
      searchCount: existing?.searchCount ?? 0,
      previousRank: existing?.previousRank ?? null,
      isRecommended: true,
      recommendOrder: index + 1,
      updatedAt: now,
    });
  });

  return {
    regions: regionRows,
    stores: storeRows,
    products: productRows,
    deals: dealRows,
    periods: periodRows,
    periodProducts: periodProductRows,
    events: eventRows,
    eventApplications: [],
    seasonGroups: seasonRows,
    seasonGroupProducts: seasonProductRows,
    banners: bannerRows,
    notices: noticeRows,
    searchKeywords: [...keywords.values()],
    shortLinks: shortLinkSeeds.map((link) => ({ ...link, createdAt: at(-30 * DAY) })),
  };
}

/** '12~5월', '6~8월', '5·6월' */
export function monthRange(months: readonly number[]): string {
  if (months.length === 0) return '';
  if (months.length === 1) return `${months[0]}월`;
  const contiguous = months.every((month, index) => index === 0 || month === ((months[index - 1] ?? 0) % 12) + 1);
  if (contiguous && months.length > 2) return `${months[0]}~${months[months.length - 1]}월`;
  return `${months.join('·')}월`;
}
