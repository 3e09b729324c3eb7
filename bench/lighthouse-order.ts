/**
 * A Lighthouse round of `npm run bench` (bench/run.ts) and the ratio it yields, apart so that they can
 * be tested without running the bench.
 */
/** The middle of a list: for an even count, the mean of its two middle values (bench/load.ts's median,
 * a percentile, takes the lower one, which for a round's four reference runs would lean every ratio up). */
export function middle(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1 ? (sorted[half] as number) : ((sorted[half - 1] as number) + (sorted[half] as number)) / 2;
}

/**
 * The order of a round: `reference, A, B, reference, C, D, reference, E`: the reference's runs spread
 * through the round, one before every two pages' runs, and one at the end when the round would end on a
 * page with no reference run after it. These machines are shared: their speed moves within a round of
 * 10–15 Lighthouse runs (benchmarkIndex 2,900 → 1,700 in one round of 2026-12-07), so a round's
 * reference runs have to be spread over the same minutes as its pages' runs.
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
 * A page's ratio to the reference: the median, over the page's runs, of each run against the middle of
 * the reference's runs in the same round. Its round's, because the machine's speed moves from one round
 * to the next (the reference's round middles 262–337 ms in one bench of 2026-12-07); their middle and not
 * the one run next to the page, because one reference run is as noisy as one page run (209–453 ms) and
 * dividing by it adds its noise (docs/decisions.md, "2026-12-07 (twentieth session)", compares the two on
 * the same runs). A round with no reference run gives its page runs no ratio.
 */
export function ratioToRoundReference<R extends { readonly round: number }>(
  pageRuns: readonly R[],
  referenceRuns: readonly R[],
  value: (run: R) => number,
): number {
  const ratios = pageRuns.flatMap((run) => {
    const round = referenceRuns.filter((reference) => reference.round === run.round).map(value);
    return round.length > 0 ? [value(run) / middle(round)] : [];
  });
  return middle(ratios);
}
