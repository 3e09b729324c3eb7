import { groupDigits } from './number';

/** Prices in KRW (DESIGN.md "Styling and components"): 12900 → '12,900원'; whole won, 0 for what is not a number. */
export function formatKRW(amount: number): string {
  return `${groupDigits(amount)}원`;
}

/** Discount in whole percent, rounded down so a rate is never overstated; 0 when there is none. */
export function discountRate(originalPrice: number, salePrice: number): number {
  if (!(originalPrice > 0) || !(salePrice >= 0) || salePrice >= originalPrice) return 0;
  return Math.floor(((originalPrice - salePrice) / originalPrice) * 100);
}

/** 30 → '30%'; clamped to 0–100 and rounded down. */
export function formatDiscountRate(rate: number): string {
  const value = Number.isFinite(rate) ? Math.min(100, Math.max(0, Math.floor(rate))) : 0;
  return `${value}%`;
}
