/**
 * The queries of the my-page, alarm routes. Plain functions rather than schemas: route search
 * validation loads with the app's entry, and these few checks need no schema library there.
 */

const pick = <T extends string>(value: unknown, allowed: readonly T[]): T | undefined =>
  typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;

/** /my-page/point: `type` is the history tab; absent or unknown: 전체. */
export function pointSearchSchema(search: Record<string, unknown>): { type?: 'ALL' | 'EARNED' | 'SPENT' } {
  const type = pick(search.type, ['ALL', 'EARNED', 'SPENT'] as const);
  return type === undefined ? {} : { type };
}

/** /my-page/point-exchange: `exchangeId` once an exchange is done (the receipt state). */
export function pointExchangeSearchSchema(search: Record<string, unknown>): { exchangeId?: number } {
  const raw = search.exchangeId;
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN;
  return Number.isInteger(id) && id >= 1 && id <= 2_147_483_647 ? { exchangeId: id } : {};
}

/** /my-page/frequently-purchased: `sort` COUNT (default) or RECENT. */
export function frequentlyPurchasedSearchSchema(search: Record<string, unknown>): { sort?: 'COUNT' | 'RECENT' } {
  const sort = pick(search.sort, ['COUNT', 'RECENT'] as const);
  return sort === undefined ? {} : { sort };
}

/** /alarm: `type` is the tab (a type number); absent: 전체. */
export function alarmSearchSchema(search: Record<string, unknown>): { type?: number } {
  const raw = search.type;
  const type = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,3}$/.test(raw) ? Number(raw) : Number.NaN;
  return Number.isInteger(type) && type >= 1 && type <= 999 ? { type } : {};
}
