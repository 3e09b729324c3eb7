/**
 * A Lighthouse round of `npm run bench` (bench/run.ts) and the ratio it yields, apart so that they can
 * be tested without running the bench.
 */
import { middle } from './load';

/**
 * The order of a round: `reference, A, B, reference, C, D, reference, E`: the reference's runs spread
 * through the round, one before every two pages' runs, and one at the end when the round would end on a
 * page with no reference run after it. These machines are shared: their speed moves within a round of
 * 10–15 Lighthouse runs (benchmarkIndex 2,900 → 1,700 in one round of 2026-12-07), so the reference's
 * runs have to be spread over the same minutes as the pages' runs, not one at each round's start.
 */
export function roundOrder<T>(pages: readonly T[]): ({ reference: true } | { reference: false; page: T })[] {
  const order: ({ reference: true } | { reference: false; page: T })[] = [];
  pages.forEach((page, i) => {
    if (i % 2 === 0) order.push({ reference: true });
    order.push({ reference: false, page });
  });
  if (pages.length % 2 === 0 && pages.length > 0) order.push({ reference: true });
  return order;
}

/**
 * A page's ratio to the reference: the middle of the page's runs over the middle of all the reference's
 * runs of the bench, which roundOrder spreads over the same minutes as the pages' runs. Three ways were
 * compared on the same runs of four full benches (docs/decisions.md, "2026-12-07 (twentieth session)"):
 * each page run against the one reference run next to it spread most, since one reference run is as
 * noisy as one page run (209–453 ms on one machine) and dividing by it adds that noise whole; against the
 * middle of its round's four reference runs, a little more than against the middle of all of them, whose
 * noise is the smallest of the three.
 */
export function ratioToReference<R>(pageRuns: readonly R[], referenceRuns: readonly R[], value: (run: R) => number): number {
  return middle(pageRuns.map(value)) / middle(referenceRuns.map(value));
}
