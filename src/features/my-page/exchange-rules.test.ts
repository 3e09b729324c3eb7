import { describe, expect, it } from 'vitest';
import { exchangeAmountError, newRequestKey, parseAmount, shopPointsFor, stepAmount, type ExchangeLimits } from './exchange-rules';

const limits = (over: Partial<ExchangeLimits> = {}): ExchangeLimits => ({
  unit: 1000,
  minimum: 1000,
  dailyLimit: 10_000,
  todayExchanged: 0,
  balance: 5_425,
  ...over,
});

describe('exchangeAmountError', () => {
  it('accepts whole units within the balance and the day', () => {
    expect(exchangeAmountError(1000, limits())).toBeNull();
    expect(exchangeAmountError(5000, limits())).toBeNull();
  });

  it("answers the server's messages, in the server's order", () => {
    expect(exchangeAmountError(null, limits())).toBe('바꿀 별의 개수를 입력해 주세요.');
    expect(exchangeAmountError(500, limits())).toBe('별은 1,000개부터 바꿀 수 있어요.');
    expect(exchangeAmountError(1500, limits())).toBe('별은 1,000개 단위로 바꿀 수 있어요.');
    // 500 is under the minimum before it is short of the balance
    expect(exchangeAmountError(500, limits({ balance: 100 }))).toBe('별은 1,000개부터 바꿀 수 있어요.');
    expect(exchangeAmountError(6000, limits())).toBe('바꿀 별이 부족해요. 지금 가진 별은 5,425개예요.');
    expect(exchangeAmountError(4000, limits({ todayExchanged: 7000 }))).toBe('별은 하루에 10,000개까지 바꿀 수 있어요. 오늘은 3,000개 더 바꿀 수 있어요.');
    expect(exchangeAmountError(1000, limits({ todayExchanged: 10_000 }))).toBe('별은 하루에 10,000개까지 바꿀 수 있어요. 오늘은 더 바꿀 수 없어요.');
  });

  it('leaves the balance to the server when the summary is unknown', () => {
    expect(exchangeAmountError(9000, limits({ balance: undefined }))).toBeNull();
    expect(exchangeAmountError(11_000, limits({ balance: undefined }))).toContain('하루에 10,000개까지');
  });

  it('refuses what is not a number', () => {
    expect(exchangeAmountError(Number.NaN, limits())).toBe('바꿀 별의 개수를 입력해 주세요.');
  });
});

describe('parseAmount', () => {
  it('reads digits with separators, null when empty, NaN for anything else', () => {
    expect(parseAmount('2,000')).toBe(2000);
    expect(parseAmount(' 3000 ')).toBe(3000);
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('12a')).toBeNaN();
    expect(parseAmount('-1000')).toBeNaN();
  });
});

describe('stepAmount', () => {
  it('moves one unit on the grid, between the minimum and the maximum', () => {
    expect(stepAmount(1000, 1, limits(), 5000)).toBe(2000);
    expect(stepAmount(1500, 1, limits(), 5000)).toBe(2000);
    expect(stepAmount(1500, -1, limits(), 5000)).toBe(1000);
    expect(stepAmount(1000, -1, limits(), 5000)).toBe(1000);
    expect(stepAmount(5000, 1, limits(), 5000)).toBe(5000);
    expect(stepAmount(null, 1, limits(), 0)).toBe(1000);
  });
});

describe('shopPointsFor', () => {
  it('adds the level bonus, rounded down', () => {
    expect(shopPointsFor(2000, 2)).toEqual({ shopPoints: 2040, bonus: 40 });
    expect(shopPointsFor(1000, 0)).toEqual({ shopPoints: 1000, bonus: 0 });
    expect(shopPointsFor(1000, 1.5)).toEqual({ shopPoints: 1015, bonus: 15 });
  });
});

describe('request keys', () => {
  // which key goes with which amount is the point-exchange machine's (machines/point-exchange)
  it('makes UUIDs the server accepts, different every time', () => {
    const keys = new Set(Array.from({ length: 20 }, newRequestKey));
    expect(keys.size).toBe(20);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
