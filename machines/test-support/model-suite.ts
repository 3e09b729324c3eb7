/**
 * The shape every oracle-checked model test shares (Vitest only): one test per path, each replayed
 * against the real machine and checked step by step against the oracle; one test per mutant (one
 * transition target changed) that some path must fail; and, after all, full state and transition
 * coverage and every oracle row used. The machine's own test gives how a path is replayed.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { coverageCheck, type CoverageCheck } from './inspector';
import { createOracle, type Oracle, type OracleRow } from './oracle';
import { withMutatedTarget, type ModelPath, type TargetMutation } from './test-model';

export interface ModelSuite<TMachine extends AnyStateMachine, Facts> {
  name: string;
  machine: TMachine;
  paths: readonly ModelPath[];
  rows: readonly OracleRow<Facts>[];
  /** replays one path against an actor of `machine`: the first step that breaks the oracle, or null */
  replay: (path: ModelPath, machine: TMachine, oracle: Oracle<Facts>, coverage?: CoverageCheck) => Promise<string | null>;
  mutants: readonly TargetMutation[];
}

export function describeModel<TMachine extends AnyStateMachine, Facts>({ name, machine, paths, rows, replay, mutants }: ModelSuite<TMachine, Facts>) {
  const coverage = coverageCheck(name, machine);
  const oracle = createOracle(name, rows);
  let executed = 0;

  describe(`${name} model`, () => {
    it('has paths to walk', () => {
      expect(paths.length).toBeGreaterThan(0);
    });
    for (const path of paths) {
      it(path.description, async () => {
        executed += 1;
        expect(await replay(path, machine, oracle, coverage)).toBeNull();
      });
    }
  });

  describe(`${name} model: the oracle sees a wrong transition`, () => {
    for (const mutation of mutants) {
      it(`fails when ${mutation.state} on ${mutation.event}${mutation.index ? ` #${mutation.index}` : ''} goes to ${mutation.target}`, async () => {
        const mutant = withMutatedTarget(machine, mutation);
        const mutantOracle = createOracle(`${name} (mutant)`, rows);
        let caught: string | null = null;
        for (const path of paths) caught ??= await replay(path, mutant, mutantOracle).catch((error: unknown) => String(error));
        expect(caught).not.toBeNull();
      });
    }
  });

  afterAll(() => {
    // a filtered run (-t) walks only some paths: coverage is judged on the whole model only
    if (executed < paths.length) return;
    coverage.check();
    expect(oracle.unusedRows()).toEqual([]);
  });
}
