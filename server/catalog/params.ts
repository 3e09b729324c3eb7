import type { Context } from 'hono';
import { PAGE_SIZE } from '../../contract/rules';
import type { AppDb } from '../db/client';
import { type FilterItem, type PriceRange, webProfile, type WebProfileResponse } from '../display/profile';
import { ApiError, ErrorCode } from '../errors';
import { digits, INT4_MAX, param } from '../validation';

/**
 * List parameters, the same on every catalogue call. Each route's query is validated by its schema
 * in contract/schemas/catalog/queries.ts (the route's `validQuery`, the schema the OpenAPI document
 * shows): paging, codes, prices and their ranges. What needs the database is checked here after it:
 * the sort, discount-rate and price-range codes must be ones the web profile hands out
 * (GET /api/v1/display/web/profile). Wrong input answers code 12 (malformed) or 13 (out of range).
 */

export const DEFAULT_PAGE_SIZE: number = PAGE_SIZE.default;
export const MAX_PAGE_SIZE: number = PAGE_SIZE.max;

export interface PageRequest {
  readonly page: number;
  readonly size: number;
  readonly offset: number;
}

/** One page of a list: the items and what the app needs for infinite scroll. */
export interface PageResponse<T> {
  readonly items: T[];
  readonly page: number;
  readonly size: number;
  readonly totalCount: number;
  readonly hasNext: boolean;
}

/** The page a call asked for (`page`, `size` as its query schema read them in contract/schemas/catalog/queries.ts). */
export function pageOf({ page, size }: { readonly page: number; readonly size: number }): PageRequest {
  return { page, size, offset: (page - 1) * size };
}

export function pageResponse<T>(items: T[], totalCount: number, request: PageRequest): PageResponse<T> {
  return { items, page: request.page, size: request.size, totalCount, hasNext: request.offset + items.length < totalCount };
}

/**
 * An id in the path (`/deal/:dealId{[0-9]+}`: the route's pattern already took digits only):
 * 1 to INT4_MAX, code 13 otherwise (the id columns are int4).
 */
export function idParam(c: Context, name: string): number {
  return param(c, name, digits(1, INT4_MAX));
}

/** The web profile's filter lists, read once per database (they do not change while running). */
const profiles = new WeakMap<AppDb, Promise<WebProfileResponse['filterInfo']>>();

export function filterInfo(db: AppDb): Promise<WebProfileResponse['filterInfo']> {
  let info = profiles.get(db);
  if (!info) {
    info = webProfile(db).then((profile) => profile.filterInfo);
    info.catch(() => profiles.delete(db));
    profiles.set(db, info);
  }
  return info;
}

/** The list's selected (default) code: the sort a screen shows when none is chosen. */
export function defaultSort(list: readonly FilterItem[]): string {
  return list.find((item) => item.isSelected)?.code ?? list[0]?.code ?? '';
}

/**
 * A code of the web profile's `list` (the query schema read it as a code): absent means the list's
 * selected (default) one; a code not in the list is code 12, naming the allowed ones.
 */
export function codeOf(code: string | undefined, list: readonly FilterItem[], name = 'sort'): string {
  if (code === undefined) return defaultSort(list);
  const codes = list.map((item) => item.code);
  if (!codes.includes(code)) throw new ApiError(ErrorCode.NotMatched, { message: `${name} 값은 ${codes.join(', ')} 중 하나여야 해요.` });
  return code;
}

/** The minimum discount rate (`discountRate`): a code of discountRateFilterList; 'ALL' is 0. */
export function discountRateOf(code: string | undefined, list: readonly FilterItem[]): number {
  const rate = Number(codeOf(code, list, 'discountRate'));
  return Number.isFinite(rate) ? rate : 0;
}

export interface PriceFilter {
  /** chosen chips of priceFilter.ranges (any of them) */
  readonly ranges: readonly PriceRange[];
  /** the slider, in won */
  readonly minPrice: number | undefined;
  readonly maxPrice: number | undefined;
}

/**
 * `priceRanges`: codes of priceFilter.ranges (a product matches any: minPrice ≤ price < maxPrice);
 * `minPrice` / `maxPrice`: the slider, 0 to priceFilter.maxPrice, inclusive (the query schema read
 * their form and range).
 */
export function priceFilterOf(
  query: { readonly priceRanges: readonly string[]; readonly minPrice?: number | undefined; readonly maxPrice?: number | undefined },
  ranges: readonly PriceRange[],
): PriceFilter {
  const { priceRanges, minPrice, maxPrice } = query;
  const codes = ranges.map((range) => range.code);
  const unknown = priceRanges.find((code) => !codes.includes(code));
  if (unknown !== undefined) throw new ApiError(ErrorCode.NotMatched, { message: `priceRanges 값은 ${codes.join(', ')} 중에서 골라 주세요.` });
  const chosen = priceRanges.flatMap((code) => ranges.filter((range) => range.code === code));
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    throw new ApiError(ErrorCode.OutOfRange, { message: 'minPrice 값은 maxPrice 값보다 클 수 없어요.' });
  }
  return { ranges: chosen, minPrice, maxPrice };
}
