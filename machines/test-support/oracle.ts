/**
 * The oracle of a model-based test (issue 26 §3): what state a flow must be in after each event,
 * written as a table from SPEC.md, never taken from running the machine. A wrong target in the
 * machine then fails its model test (each model test proves it with a mutant, test-model.ts
 * `withMutatedTarget`).
 *
 * A row says: in this resting state (or any state inside it), on this event case, when this holds
 * of the facts the oracle keeps, the flow rests next in that state, with these facts. The first row
 * that applies wins; an event no row covers leaves the flow where it is. Resting states are the
 * states an actor stays in between events: transient states (eventless transitions) are passed
 * through to where they lead, as the spec describes the flow.
 */
import type { StateValue } from 'xstate';

export interface OracleRow<Facts> {
  /** the resting state(s) the row applies in: 'member.idle'; 'member' covers 'member.idle' too; '*' any */
  in: string | readonly string[];
  /** the event case (the test's name for an event with its payload, e.g. 'validate: 111') */
  on: string | readonly string[];
  /** a condition on the facts (and the event case), from SPEC.md */
  when?: (facts: Facts, eventCase: string) => boolean;
  /** the resting state after the event; absent: where it is */
  go?: string;
  /** the facts after the event (absent: unchanged) */
  set?: (facts: Facts, eventCase: string) => Facts;
  /** where SPEC.md (or docs/decisions.md, for what the spec leaves open) says so */
  spec: string;
}

export interface Expected<Facts> {
  state: string;
  facts: Facts;
}

/** 'member.idle' for { member: 'idle' } (machines without parallel states). */
export function statePath(value: StateValue): string {
  if (typeof value === 'string') return value;
  const [key, child] = Object.entries(value)[0] ?? [];
  if (key === undefined) return '';
  return child === undefined ? key : `${key}.${statePath(child as StateValue)}`;
}

const inside = (state: string, pattern: string) => pattern === '*' || state === pattern || state.startsWith(`${pattern}.`);
const list = (value: string | readonly string[]) => (typeof value === 'string' ? [value] : value);

export function createOracle<Facts>(name: string, rows: readonly OracleRow<Facts>[]) {
  const used = new Set<number>();
  return {
    /** where the flow must be after `eventCase`, from `current` */
    next(current: Expected<Facts>, eventCase: string): Expected<Facts> {
      const index = rows.findIndex(
        (row) => list(row.in).some((pattern) => inside(current.state, pattern)) && list(row.on).includes(eventCase) && (row.when?.(current.facts, eventCase) ?? true),
      );
      const row = rows[index];
      if (row === undefined) return current;
      used.add(index);
      return { state: row.go ?? current.state, facts: row.set ? row.set(current.facts, eventCase) : current.facts };
    },
    /** rows no replayed step applied: each is a sentence of the spec the paths never checked */
    unusedRows(): string[] {
      return rows.flatMap((row, index) => (used.has(index) ? [] : [`${name}: in ${list(row.in).join('|')} on ${list(row.on).join('|')} (${row.spec})`]));
    },
  };
}

export type Oracle<Facts> = ReturnType<typeof createOracle<Facts>>;

/**
 * The message of a step whose state differs from the oracle's: names the path, the step and both
 * states, so a failing model test reads as the sentence of the spec it broke.
 */
export function mismatch(path: string, step: number, eventCase: string, expected: string, actual: string): string {
  return `${path}\n  step ${step} (${eventCase}): the spec says ${expected}, the machine is in ${actual}`;
}
