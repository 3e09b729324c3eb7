import { describe, expect, it } from 'vitest';
import { middle, ratioToRoundReference, roundOrder } from '../../bench/lighthouse-order';

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

describe("a page's ratio to the reference (ratioToRoundReference)", () => {
  const run = (round: number, ms: number) => ({ round, ms });
  const value = (r: { ms: number }) => r.ms;

  it("measures each run against its own round's reference, so a round on a slower machine counts the same", () => {
    // the machine twice as slow in round 1: page and reference both double
    const reference = [run(0, 100), run(0, 110), run(0, 90), run(1, 200), run(1, 220), run(1, 180)];
    const page = [run(0, 400), run(1, 800)];
    expect(ratioToRoundReference(page, reference, value)).toBe(4);
  });

  it("takes the round's median, so one slow reference run does not move the page's ratio", () => {
    const reference = [run(0, 100), run(0, 100), run(0, 400)];
    expect(ratioToRoundReference([run(0, 350)], reference, value)).toBe(3.5);
  });

  it("takes the mean of the two middle runs of a round with an even count of reference runs", () => {
    expect(middle([300, 100, 400, 200])).toBe(250);
    expect(middle([3, 1, 2])).toBe(2);
    expect(middle([])).toBeNaN();
    const reference = [run(0, 100), run(0, 200), run(0, 300), run(0, 1000)];
    expect(ratioToRoundReference([run(0, 1000)], reference, value)).toBe(4);
  });

  it('is the median of the runs’ ratios, and gives no ratio for rounds without a reference run', () => {
    const reference = [run(0, 100), run(1, 100), run(2, 100)];
    expect(ratioToRoundReference([run(0, 300), run(1, 500), run(2, 400), run(3, 900)], reference, value)).toBe(4);
    expect(ratioToRoundReference([run(3, 900)], reference, value)).toBeNaN();
  });
});
