import { PRICE_FILTER_MAX } from '../../contract/rules';
import type { AppDb } from '../db/client';
import { topCategories } from './categories';
import type { Wire } from '../../contract/schemas/page';
import type { FilterItemSchema, PriceRangeSchema, WebProfileSchema } from '../../contract/schemas/web-profile';

/** One choice of a filter list; exactly one item per list is selected (the default). */
export type FilterItem = Wire<typeof FilterItemSchema>;

/** A chip of the price filter (maxPrice null: no upper bound). */
export type PriceRange = Wire<typeof PriceRangeSchema>;

/** The web profile as this server builds it: the contract's answer, its price ranges always there. */
export type WebProfileResponse = Wire<typeof WebProfileSchema> & {
  readonly filterInfo: { readonly priceFilter: { readonly ranges: readonly PriceRange[] } };
};

type Option = readonly [code: string, name: string];

/** Builds a list with exactly one selected item: `selected` must be one of the codes. */
function filterList<const O extends readonly Option[]>(options: O, selected: O[number][0]): FilterItem[] {
  return options.map(([code, name]) => ({ code, name, isSelected: code === selected }));
}

const RECOMMEND = ['RECOMMEND', '추천순'] as const;
const POPULAR = ['POPULAR', '인기순'] as const;
const NEWEST = ['NEWEST', '최신순'] as const;
const PRICE_ASC = ['PRICE_ASC', '낮은가격순'] as const;
const PRICE_DESC = ['PRICE_DESC', '높은가격순'] as const;
const DISCOUNT_RATE = ['DISCOUNT_RATE', '할인율순'] as const;
const REVIEW_COUNT = ['REVIEW_COUNT', '리뷰많은순'] as const;

/** the upper end of the price slider, in won (contract/rules.ts) */
export { PRICE_FILTER_MAX } from '../../contract/rules';

const PRICE_RANGES: readonly PriceRange[] = [
  { code: 'UNDER_10000', name: '1만원 이하', minPrice: 0, maxPrice: 10_000 },
  { code: '10000_30000', name: '1만~3만원', minPrice: 10_000, maxPrice: 30_000 },
  { code: '30000_50000', name: '3만~5만원', minPrice: 30_000, maxPrice: 50_000 },
  { code: '50000_100000', name: '5만~10만원', minPrice: 50_000, maxPrice: 100_000 },
  { code: 'OVER_100000', name: '10만원 이상', minPrice: 100_000, maxPrice: null },
];

export async function webProfile(db: AppDb): Promise<WebProfileResponse> {
  return {
    filterInfo: {
      sortFilterList: filterList(
        [RECOMMEND, POPULAR, NEWEST, PRICE_ASC, PRICE_DESC, DISCOUNT_RATE, REVIEW_COUNT],
        'RECOMMEND',
      ),
      searchSortFilterList: filterList([RECOMMEND, POPULAR, NEWEST, PRICE_ASC, PRICE_DESC, REVIEW_COUNT], 'RECOMMEND'),
      periodSortFilterList: filterList([RECOMMEND, NEWEST, PRICE_ASC, PRICE_DESC, DISCOUNT_RATE], 'RECOMMEND'),
      discountRateFilterList: filterList(
        [['ALL', '전체'], ['10', '10% 이상'], ['30', '30% 이상'], ['50', '50% 이상']],
        'ALL',
      ),
      communitySortFilterList: filterList([POPULAR, NEWEST, ['REPLY_COUNT', '댓글많은순']], 'POPULAR'),
      categories: await topCategories(db),
      priceFilter: { maxPrice: PRICE_FILTER_MAX, ranges: PRICE_RANGES },
    },
  };
}
