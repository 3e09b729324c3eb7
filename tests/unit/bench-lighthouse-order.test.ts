import { describe, expect, it } from 'vitest';
import { ratioToReference, roundOrder } from '../../bench/lighthouse-order';
import { middle } from '../../bench/load';

const names = (order: ReturnType<typeof roundOrder<string>>) => order.map((step) => (step.reference ? 'ref' : step.page));

describe("npm run bench's Lighthouse round (bench/lighthouse-order.ts)", () => {
  it('spreads the reference runs through the round, one before every two pages', () => {
    expect(names(roundOrder(['home', 'deal', 'search', 'popular', 'post', 'notice', 'my page']))).toEqual([
      'ref',
      'home',
      'deal',
      'ref',
      'search',
      'popular',
      'ref',
      'post',
      'notice',
      'ref',
      'my page',
    ]);
  });

  it('ends a round on a reference run when its last page would have none after it', () => {
    expect(names(roundOrder(['home', 'deal']))).toEqual(['ref', 'home', 'deal', 'ref']);
    expect(names(roundOrder(['home']))).toEqual(['ref', 'home']);
    expect(names(roundOrder([]))).toEqual([]);
  });
});

describe("a page's ratio to the reference (ratioToReference)", () => {
  const value = (ms: number) => ms;

  it("is the middle of the page's runs over the middle of the reference's runs", () => {
    expect(ratioToReference([900, 400, 350, 420, 380], [100, 90, 110], value)).toBe(4);
  });

  it('is not moved by one slow run of the reference or of the page', () => {
    expect(ratioToReference([400, 400, 2000], [100, 100, 100, 100, 900], value)).toBe(4);
  });

  it('takes the mean of the two middle runs of an even count', () => {
    expect(middle([300, 100, 400, 200])).toBe(250);
    expect(middle([3, 1, 2])).toBe(2);
    expect(middle([])).toBeNaN();
    // 20 reference runs: 10 of 90 ms and 10 of 110 ms; the lower middle (90) would give 4.44×
    const reference = [...Array<number>(10).fill(90), ...Array<number>(10).fill(110)];
    expect(ratioToReference([400], reference, value)).toBe(4);
  });

  it('gives no ratio without reference runs', () => {
    expect(ratioToReference([400], [], value)).toBeNaN();
  });
});
