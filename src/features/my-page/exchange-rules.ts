import { formatCount } from './point-format';

/**
 * The exchange rules of the server (docs/api.md "Rules": 1,000 minimum, units of 1,000, at most
 * 10,000 a Korean day, never more than the balance), checked before sending with the server's own
 * Korean messages and in the server's order, so the shopper reads the same sentence either way.
 */

export interface ExchangeLimits {
  unit: number;
  minimum: number;
  dailyLimit: number;
  todayExchanged: number;
  /** undefined when the summary could not be loaded: the server checks it alone */
  balance: number | undefined;
}

export const exchangeMessages = {
  empty: '바꿀 별의 개수를 입력해 주세요.',
  underMinimum: (minimum: number) => `별은 ${formatCount(minimum)}개부터 바꿀 수 있어요.`,
  notUnit: (unit: number) => `별은 ${formatCount(unit)}개 단위로 바꿀 수 있어요.`,
  notEnough: (balance: number) => `바꿀 별이 부족해요. 지금 가진 별은 ${formatCount(balance)}개예요.`,
  dailyLimit: (limit: number, left: number) =>
    left > 0
      ? `별은 하루에 ${formatCount(limit)}개까지 바꿀 수 있어요. 오늘은 ${formatCount(left)}개 더 바꿀 수 있어요.`
      : `별은 하루에 ${formatCount(limit)}개까지 바꿀 수 있어요. 오늘은 더 바꿀 수 없어요.`,
} as const;

/** The Korean reason `amount` cannot be exchanged now, or null when it can be sent. */
export function exchangeAmountError(amount: number | null, limits: ExchangeLimits): string | null {
  if (amount === null || !Number.isFinite(amount) || amount <= 0) return exchangeMessages.empty;
  if (amount < limits.minimum) return exchangeMessages.underMinimum(limits.minimum);
  if (amount % limits.unit !== 0) return exchangeMessages.notUnit(limits.unit);
  if (limits.balance !== undefined && amount > limits.balance) return exchangeMessages.notEnough(limits.balance);
  const left = Math.max(0, limits.dailyLimit - limits.todayExchanged);
  if (amount > left) return exchangeMessages.dailyLimit(limits.dailyLimit, left);
  return null;
}

/** What the amount field holds as a number: digits only (commas and spaces ignored); null when empty. */
export function parseAmount(text: string): number | null {
  const digits = text.replace(/[,\s]/g, '');
  if (!/^\d+$/.test(digits)) return digits === '' ? null : Number.NaN;
  return Number(digits);
}

/** One unit up or down from `amount`, onto the unit grid, never under the minimum or over `max`. */
export function stepAmount(amount: number | null, direction: 1 | -1, limits: Pick<ExchangeLimits, 'unit' | 'minimum'>, max: number): number {
  const current = amount !== null && Number.isFinite(amount) ? amount : 0;
  const onGrid = direction === 1 ? Math.floor(current / limits.unit) * limits.unit + limits.unit : Math.ceil(current / limits.unit) * limits.unit - limits.unit;
  const upper = Math.max(limits.minimum, max);
  return Math.min(upper, Math.max(limits.minimum, onGrid));
}

/** 적립금 for `amount` 별 at the level's bonus (1원 per 별, plus `bonusRate` percent rounded down). */
export function shopPointsFor(amount: number, bonusRate: number): { shopPoints: number; bonus: number } {
  const bonus = Math.floor((amount * bonusRate) / 100);
  return { shopPoints: amount + bonus, bonus };
}

/** A fresh request key: one per exchange the member means (machines/point-exchange keeps it per amount). */
export function newRequestKey(): string {
  const c = globalThis.crypto as Crypto | undefined;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  // outside a secure context: random bytes from getRandomValues, shaped like a UUID v4
  const bytes = new Uint8Array(16);
  c?.getRandomValues(bytes);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
