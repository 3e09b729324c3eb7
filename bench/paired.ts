/**
 * Two servers' throughput compared on a shared machine (bench/instances.ts: one instance with its rate
 * limits on against one with RATE_LIMITS=off), apart so that it can be tested without running the bench.
 *
 * Measured one after the other in a fixed order, the second of two runs always followed the same
 * neighbour (the three instances behind HAProxy) and the best of two runs each was compared: on a
 * 2-core machine shared with PostgreSQL and the load generator, that gave 0.82× for a call the limits do
 * not touch, and 1.14× the other way for another in the same minutes. So the two are measured in pairs,
 * the order turned at every pair (on, off; off, on; …), and the ratio is the middle of the pairs' own
 * ratios: a slow moment of the machine falls on both sides of a pair, and the order's own effect cancels.
 */
import { middle } from './load';

export type Side = 'on' | 'off';

/** The order of pair `index`: on first in even pairs, off first in odd ones. */
export function pairOrder(index: number): readonly [Side, Side] {
  return index % 2 === 0 ? ['on', 'off'] : ['off', 'on'];
}

export interface PairedRates {
  readonly on: number;
  readonly off: number;
}

/** One pair's on/off ratio (NaN when the side without limits served nothing). */
export const pairRatio = (pair: PairedRates): number => (pair.off > 0 ? pair.on / pair.off : Number.NaN);

/** The middle of the pairs' on/off ratios (NaN without a pair, or with a side that served nothing). */
export function pairedRatio(pairs: readonly PairedRates[]): number {
  return pairs.length > 0 && pairs.every((pair) => pair.off > 0) ? middle(pairs.map(pairRatio)) : Number.NaN;
}
