/**
 * Test kit of the optimistic-toggle machine: every side effect a recording stub, the calls pending
 * until the test settles them. Used by the unit and model-based tests; never by the app.
 */
import { createActor, fromCallback, fromPromise } from 'xstate';
import { createInspector } from '../test-support/inspector';
import { optimisticToggleMachine, type OptimisticToggleMachine } from './optimistic-toggle.machine';

export type ToggleActorName = 'prepare' | 'save' | 'settle';

export function createToggleKit(machine: OptimisticToggleMachine = optimisticToggleMachine) {
  /** what the shopper saw, in order: 'wanted:true', 'answer:{…}', 'previous:false', 'failure:…' */
  const shown: string[] = [];
  const saves: unknown[] = [];
  let watchers = 0;
  const pending = new Map<ToggleActorName, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  const { inspect, taken, entered } = createInspector();
  const stub = <T, I>(name: ToggleActorName, onInput?: (input: I) => void) =>
    fromPromise<T, I>(
      ({ input }) =>
        new Promise<T>((resolve, reject) => {
          onInput?.(input);
          pending.set(name, { resolve: resolve as (value: unknown) => void, reject });
        }),
    );
  const provided = machine.provide({
    actors: {
      prepare: stub<unknown, unknown>('prepare') as never,
      save: stub<unknown, { wanted: unknown }>('save', (input) => saves.push(input.wanted)),
      settle: stub<unknown, unknown>('settle') as never,
      watchArrivals: fromCallback(() => {
        watchers += 1;
        return () => {
          watchers -= 1;
        };
      }),
    },
    actions: {
      showWanted: ({ context }) => void shown.push(`wanted:${JSON.stringify(context.wanted)}`),
      showAnswer: ({ context }) => void shown.push(`answer:${JSON.stringify(context.answer)}`),
      showPrevious: ({ context }) => void shown.push(`previous:${JSON.stringify(context.previous)}`),
      reportFailure: ({ context }) => void shown.push(`failure:${(context.error as Error | null)?.message ?? ''}`),
    },
  });
  const actor = createActor(provided, { inspect });
  const flush = async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };
  async function settle(name: ToggleActorName, outcome: { output?: unknown } | { error: unknown }) {
    const handle = pending.get(name);
    if (!handle) throw new Error(`${name} is not pending`);
    pending.delete(name);
    if ('error' in outcome) handle.reject(outcome.error);
    else handle.resolve(outcome.output);
    await flush();
  }
  return {
    actor,
    shown,
    saves,
    taken,
    entered,
    watchers: () => watchers,
    start: () => actor.start(),
    flip: (previous: unknown, wanted: unknown) => actor.send({ type: 'toggle.flip', previous, wanted }),
    isPending: (name: ToggleActorName) => pending.has(name),
    resolve: (name: ToggleActorName, output?: unknown) => settle(name, { output }),
    reject: (name: ToggleActorName, error: unknown) => settle(name, { error }),
    flush,
  };
}
