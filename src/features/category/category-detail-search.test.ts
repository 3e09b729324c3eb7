import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { WebProfile } from '../../api/web-profile';
import { categoryDetailSearchSchema, categoryProductFilter, chosenPriceRanges, chosenSort } from './category-detail-search';

const profile = {
  filterInfo: {
    sortFilterList: [
      { code: 'RECOMMEND', name: '추천순', isSelected: true },
      { code: 'PRICE_ASC', name: '낮은가격순', isSelected: false },
    ],
    searchSortFilterList: [],
    periodSortFilterList: [],
    discountRateFilterList: [],
    communitySortFilterList: [],
    categories: [],
    priceFilter: {
      maxPrice: 500000,
      ranges: [
        { code: 'UNDER_10000', name: '1만원 이하', minPrice: 0, maxPrice: 10000 },
        { code: '10000_30000', name: '1만~3만원', minPrice: 10000, maxPrice: 30000 },
      ],
    },
  },
} satisfies WebProfile;

describe('categoryDetailSearchSchema', () => {
  it('keeps well-formed codes', () => {
    expect(v.parse(categoryDetailSearchSchema, { sort: 'PRICE_ASC', price: 'UNDER_10000,10000_30000' })).toEqual({
      sort: 'PRICE_ASC',
      price: 'UNDER_10000,10000_30000',
    });
  });

  it('drops malformed values instead of failing the page', () => {
    expect(v.parse(categoryDetailSearchSchema, { sort: 'a b', price: ',,' })).toEqual({ sort: undefined, price: undefined });
    expect(v.parse(categoryDetailSearchSchema, { sort: 3, price: ['UNDER_10000'] })).toEqual({ sort: undefined, price: undefined });
  });
});

describe('the products call of the address', () => {
  it('sends the default sort and no range as nothing chosen (the loader query)', () => {
    expect(categoryProductFilter('0101', {}, profile)).toEqual({ categoryCode: '0101', sort: undefined, priceRanges: undefined });
    expect(categoryProductFilter('0101', { sort: 'RECOMMEND' }, profile)).toEqual({ categoryCode: '0101', sort: undefined, priceRanges: undefined });
  });

  it('keeps known choices in the profile order and leaves unknown ones out', () => {
    expect(categoryProductFilter('0101', { sort: 'PRICE_ASC', price: '10000_30000,NOPE,UNDER_10000' }, profile)).toEqual({
      categoryCode: '0101',
      sort: 'PRICE_ASC',
      priceRanges: ['UNDER_10000', '10000_30000'],
    });
    expect(chosenSort('NOPE', profile)).toBe('RECOMMEND');
    expect(chosenPriceRanges('NOPE', profile)).toEqual([]);
  });
});
