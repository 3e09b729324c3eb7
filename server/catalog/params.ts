import type { Context } from 'hono';
import type { AppDb } from '../db/client';
import { type FilterItem, PRICE_FILTER_MAX, type PriceRange, webProfile, type WebProfileResponse } from '../display/profile';
import { ApiError, ErrorCode } from '../errors';
import { optionalQuery } from '../request';

/**
 * Reading list parameters the same way on every catalogue call: paging (`page`, `size`), the sort
 * and filter codes the web profile hands out (GET /api/v1/display/web/profile), price ranges and
 * category codes. Wrong input answers code 12 (malformed) or 13 (out of range).
 */

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

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

const DIGITS = /^\d{1,9}$/;

function integerQuery(c: Context, name: string, min: number, max: number): number | undefined {
  const raw = optionalQuery(c, name, { maxLength: 12 });
  if (raw === undefined) return undefined;
  if (!DIGITS.test(raw)) throw new ApiError(ErrorCode.NotMatched, { message: `${name} 값은 숫자여야 해요.` });
  const value = Number(raw);
  if (value < min || value > max) {
    throw new ApiError(ErrorCode.OutOfRange, { message: `${name} 값은 ${min}에서 ${max} 사이여야 해요.` });
  }
  return value;
}

export function optionalIntegerQuery(c: Context, name: string, min: number, max: number): number | undefined {
  return integerQuery(c, name, min, max);
}

/** `page` from 1 (default 1), `size` 1–100 (default 20, or the call's own default). */
export function readPage(c: Context, defaultSize = DEFAULT_PAGE_SIZE, maxSize = MAX_PAGE_SIZE): PageRequest {
  const page = integerQuery(c, 'page', 1, 100_000) ?? 1;
  const size = integerQuery(c, 'size', 1, maxSize) ?? defaultSize;
  return { page, size, offset: (page - 1) * size };
}

export function pageResponse<T>(items: T[], totalCount: number, request: PageRequest): PageResponse<T> {
  return { items, page: request.page, size: request.size, totalCount, hasNext: request.offset + items.length < totalCount };
}

/** A digits-only id in the path (`/deal/:id`); anything else is code 9, as for an unknown path. */
export function idParam(c: Context, name: string): number {
  const raw = c.req.param(name) ?? '';
  if (!DIGITS.test(raw)) throw new ApiError(ErrorCode.Unsupported);
  return Number(raw);
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

/** The sort code (`sort`): one of `list`'s codes; absent means the list's selected (default) one. */
export function readSort(c: Context, list: readonly FilterItem[], name = 'sort'): string {
  const code = optionalQuery(c, name, { maxLength: 32 });
  const fallback = list.find((item) => item.isSelected)?.code ?? list[0]?.code ?? '';
  if (code === undefined) return fallback;
  if (!list.some((item) => item.code === code)) {
    throw new ApiError(ErrorCode.NotMatched, { message: `${name} 값은 ${list.map((item) => item.code).join(', ')} 중 하나여야 해요.` });
  }
  return code;
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
  const codes = listQuery(c, 'priceRanges', /^[0-9A-Za-z_]+$/);
  const chosen = codes.map((code) => {
    const range = ranges.find((candidate) => candidate.code === code);
    if (!range) throw new ApiError(ErrorCode.NotMatched, { message: `priceRanges 값은 ${ranges.map((r) => r.code).join(', ')} 중에서 골라 주세요.` });
    return range;
  });
  const minPrice = integerQuery(c, 'minPrice', 0, PRICE_FILTER_MAX);
  const maxPrice = integerQuery(c, 'maxPrice', 0, PRICE_FILTER_MAX);
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    throw new ApiError(ErrorCode.OutOfRange, { message: 'minPrice 값은 maxPrice 값보다 클 수 없어요.' });
  }
  return { ranges: chosen, minPrice, maxPrice };
}

export const CATEGORY_CODE = /^[0-9A-Za-z_-]{1,32}$/;

/** `categoryCodes`: comma-separated category codes of any level (a product matches any). */
export function readCategoryCodes(c: Context): string[] {
  return listQuery(c, 'categoryCodes', CATEGORY_CODE);
}

/** A comma-separated list (also accepted as a repeated parameter), at most 20 values. */
function listQuery(c: Context, name: string, pattern: RegExp): string[] {
  const values = (c.req.queries(name) ?? [])
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
  if (values.length > 20) throw new ApiError(ErrorCode.OutOfRange, { message: `${name} 값은 20개까지 보낼 수 있어요.` });
  for (const value of values) {
    if (!pattern.test(value)) throw new ApiError(ErrorCode.NotMatched, { message: `${name} 값의 형식이 올바르지 않아요.` });
  }
  return [...new Set(values)];
}
