import type { Context } from 'hono';
import * as v from 'valibot';
import { PAGE_MAX, PAGE_SIZE } from '../../contract/rules';
import type { AppDb } from '../db/client';
import { type FilterItem, PRICE_FILTER_MAX, type PriceRange, webProfile, type WebProfileResponse } from '../display/profile';
import { ApiError, ErrorCode } from '../errors';
import { digits, INT4_MAX, list, oneOf, optional, param, query, queryParam, text } from '../validation';

/**
 * Reading list parameters the same way on every catalogue call: paging (`page`, `size`), the sort
 * and filter codes the web profile hands out (GET /api/v1/display/web/profile), price ranges and
 * category codes. Wrong input answers code 12 (malformed) or 13 (out of range).
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

/** `page` 1–100,000 (default 1) and `size` 1 to the call's maximum (default 20). */
function pageQuery(defaultSize: number, maxSize: number) {
  return v.object({
    page: v.optional(digits(1, PAGE_MAX), '1'),
    size: v.optional(digits(1, maxSize), String(defaultSize)),
  });
}

/** An optional whole-number query parameter, min to max (code 12 when not digits, 13 out of range). */
export function optionalIntegerQuery(c: Context, name: string, min: number, max: number): number | undefined {
  return queryParam(c, name, v.optional(digits(min, max)));
}

/** `page` from 1 (default 1), `size` 1–100 (default 20, or the call's own default). */
export function readPage(c: Context, defaultSize = DEFAULT_PAGE_SIZE, maxSize = MAX_PAGE_SIZE): PageRequest {
  const { page, size } = query(c, pageQuery(defaultSize, maxSize));
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

/** The sort code (`sort`): one of `list`'s codes; absent means the list's selected (default) one. */
export function readSort(c: Context, list: readonly FilterItem[], name = 'sort'): string {
  return queryParam(c, name, optional(oneOf(list.map((item) => item.code)))) ?? defaultSort(list);
}

/** The minimum discount rate (`discountRate`): a code of discountRateFilterList; 'ALL' is 0. */
export function readDiscountRate(c: Context, list: readonly FilterItem[]): number {
  const code = readSort(c, list, 'discountRate');
  const rate = Number(code);
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
 * `priceRanges`: comma-separated codes of priceFilter.ranges (a product matches any: minPrice ≤
 * price < maxPrice); `minPrice` / `maxPrice`: the slider, 0 to priceFilter.maxPrice, inclusive.
 */
export function readPriceFilter(c: Context, ranges: readonly PriceRange[]): PriceFilter {
  const codes = ranges.map((range) => range.code);
  const { priceRanges, minPrice, maxPrice } = query(
    c,
    v.object({
      priceRanges: v.optional(list(v.picklist(codes, `priceRanges 값은 ${codes.join(', ')} 중에서 골라 주세요.`)), []),
      minPrice: v.optional(digits(0, PRICE_FILTER_MAX)),
      maxPrice: v.optional(digits(0, PRICE_FILTER_MAX)),
    }),
  );
  const chosen = priceRanges.flatMap((code) => ranges.filter((range) => range.code === code));
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    throw new ApiError(ErrorCode.OutOfRange, { message: 'minPrice 값은 maxPrice 값보다 클 수 없어요.' });
  }
  return { ranges: chosen, minPrice, maxPrice };
}

export const CATEGORY_CODE = /^[0-9A-Za-z_-]{1,32}$/;

/** One category code (any level) as a query value. */
export const categoryCodeText = text({ max: 32, pattern: CATEGORY_CODE });

/** `categoryCodes`: comma-separated category codes of every level (a product matches one of them), at most 20. */
export function readCategoryCodes(c: Context): string[] {
  return queryParam(c, 'categoryCodes', v.optional(list(categoryCodeText), []));
}
