import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { WebProfile } from '../../api/web-profile';
import { joinCodes, searchFilterOf, searchResultSchema, splitCodes, toggleCode } from './search-params';

const profile = {
  filterInfo: {
    sortFilterList: [],
    searchSortFilterList: [
      { code: 'RECOMMEND', name: '추천순', isSelected: true },
      { code: 'PRICE_ASC', name: '낮은가격순', isSelected: false },
    ],
    periodSortFilterList: [],
    discountRateFilterList: [],
    communitySortFilterList: [],
    categories: [],
    priceFilter: { maxPrice: 500000, ranges: [{ code: 'UNDER_10000', name: '1만원 이하', minPrice: 0, maxPrice: 10000 }] },
  },
} satisfies WebProfile;

describe('search params', () => {
  it('keeps valid filters and drops bad ones', () => {
    expect(v.parse(searchResultSchema, { keyword: ' 딸기 ', sort: 'PRICE_ASC', category: '01,02', price: 'UNDER_10000' })).toEqual({
      keyword: '딸기',
      sort: 'PRICE_ASC',
      category: '01,02',
      price: 'UNDER_10000',
    });
    expect(v.parse(searchResultSchema, { keyword: 3, sort: 'drop table', category: '01,,', price: '<b>' })).toEqual({
      keyword: undefined,
      sort: undefined,
      category: undefined,
      price: undefined,
    });
  });

  it('toggles codes in comma lists', () => {
    expect(toggleCode(splitCodes('01,02'), '01')).toEqual(['02']);
    expect(joinCodes(toggleCode(splitCodes(undefined), '03'))).toBe('03');
    expect(joinCodes([])).toBeUndefined();
  });

  it('asks the search call for the default sort as nothing chosen and drops unknown choices', () => {
    expect(searchFilterOf({ keyword: '딸기', sort: 'RECOMMEND', category: undefined, price: undefined }, profile)).toEqual({
      keyword: '딸기',
      sort: undefined,
      categoryCodes: [],
      priceRanges: [],
    });
    expect(searchFilterOf({ keyword: '딸기', sort: 'PRICE_ASC', category: '01,02', price: 'UNDER_10000,NOPE' }, profile)).toEqual({
      keyword: '딸기',
      sort: 'PRICE_ASC',
      categoryCodes: ['01', '02'],
      priceRanges: ['UNDER_10000'],
    });
    expect(searchFilterOf({ keyword: '딸기', sort: 'NOPE', category: undefined, price: undefined }, profile).sort).toBeUndefined();
  });
});
