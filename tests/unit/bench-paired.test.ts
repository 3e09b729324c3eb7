import { describe, expect, it } from 'vitest';
import { pairedRatio, pairOrder } from '../../bench/paired';

describe("the bench's paired throughput comparison (bench/paired.ts)", () => {
  it('turns the order at every pair', () => {
    expect([0, 1, 2, 3].map(pairOrder)).toEqual([
      ['on', 'off'],
      ['off', 'on'],
      ['on', 'off'],
      ['off', 'on'],
    ]);
  });

  it("is the middle of the pairs' own ratios", () => {
    expect(pairedRatio([{ on: 900, off: 1000 }, { on: 1100, off: 1000 }, { on: 1000, off: 1000 }])).toBeCloseTo(1);
    // four pairs: the mean of the two middle ratios (0.9 and 1.0)
    expect(pairedRatio([{ on: 800, off: 1000 }, { on: 900, off: 1000 }, { on: 1000, off: 1000 }, { on: 1500, off: 1000 }])).toBeCloseTo(0.95);
  });

  it('follows the machine: a slow or fast moment on both sides of a pair does not move the ratio', () => {
    expect(pairedRatio([{ on: 1000, off: 1000 }, { on: 500, off: 500 }, { on: 1000, off: 1000 }])).toBeCloseTo(1);
    // one fast moment under the off side: the best run of each side would read 0.8
    const pairs = [{ on: 1000, off: 1250 }, { on: 1000, off: 1000 }, { on: 1000, off: 1000 }];
    expect(Math.max(...pairs.map((p) => p.on)) / Math.max(...pairs.map((p) => p.off))).toBeCloseTo(0.8);
    expect(pairedRatio(pairs)).toBeCloseTo(1);
  });

  it('gives no ratio without pairs, or when a side served nothing', () => {
    expect(pairedRatio([])).toBeNaN();
    expect(pairedRatio([{ on: 1000, off: 0 }, { on: 1000, off: 1000 }])).toBeNaN();
  });
});
