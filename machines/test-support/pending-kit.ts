/**
 * Test kits for machines whose actors are promises. `pendingActors` is the part every flow's kit
 * shares: named promise actors that stay pending until the test settles them, and `flush`, which lets
 * the machine react. `createPendingKit` builds a whole kit on it (actors pending, actions recorded,
 * the one inspector recording what was visited); the small machines' model tests use it, and the
 * larger flows' kits (session, survey, sign-in, community writing...) use `pendingActors` with their
 * own records.
 */
import { createActor, fromPromise, type AnyStateMachine } from 'xstate';
import { createInspector } from './inspector';

interface Handle {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Promise actors by name that stay pending until the test settles them. `onStart` sees each start
 * (a kit counts or records calls with it); a stub's own `onInput` sees its input.
 */
export function pendingActors<Name extends string>(onStart?: (name: Name, input: unknown) => void) {
  const pending = new Map<Name, Handle>();
  /** lets promise callbacks and the machine's reactions run */
  const flush = async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };
  /** an actor of output T and input I, pending until settled */
  const stub = <T = unknown, I = unknown>(name: Name, onInput?: (input: I) => void) =>
    fromPromise<T, I>(
      ({ input }) =>
        new Promise<T>((resolve, reject) => {
          onStart?.(name, input);
          onInput?.(input);
          pending.set(name, { resolve: resolve as (value: unknown) => void, reject });
        }),
    );
  async function settle(name: Name, outcome: { output?: unknown } | { error: unknown }) {
    const handle = pending.get(name);
    if (!handle) throw new Error(`${name} is not pending`);
    pending.delete(name);
    if ('error' in outcome) handle.reject(outcome.error);
    else handle.resolve(outcome.output);
    await flush();
  }
  return {
    stub,
    flush,
    isPending: (name: Name) => pending.has(name),
    resolve: (name: Name, output?: unknown) => settle(name, { output }),
    reject: (name: Name, error: unknown) => settle(name, { error }),
  };
}

export interface PendingKitOptions {
  /** the actors that stay pending until settled */
  actors: readonly string[];
  /** the actions recorded in `done` */
  actions: readonly string[];
  input?: unknown;
  /** implementations of the test's own, over the pending and recording ones */
  provide?: { actors?: Record<string, unknown>; actions?: Record<string, unknown> };
}

export function createPendingKit(machine: AnyStateMachine, { actors, actions, input, provide = {} }: PendingKitOptions) {
  const calls: Array<{ actor: string; input: unknown }> = [];
  const done: Array<{ action: string; params?: unknown }> = [];
  const stubs = pendingActors<string>((actor, actorInput) => void calls.push({ actor, input: actorInput }));
  const { inspect, taken, entered } = createInspector();
  const provided = machine.provide({
    actors: { ...Object.fromEntries(actors.map((name) => [name, stubs.stub(name)])), ...provide.actors },
    actions: {
      ...Object.fromEntries(actions.map((name) => [name, (_: unknown, params: unknown) => void done.push(params === undefined ? { action: name } : { action: name, params })])),
      ...provide.actions,
    },
  } as never);
  const actor = createActor(provided, { input, inspect } as never);
  return {
    actor,
    calls,
    done,
    taken,
    entered,
    flush: stubs.flush,
    start: () => actor.start(),
    isPending: stubs.isPending,
    resolve: stubs.resolve,
    reject: stubs.reject,
    /** plays a model event: settles the invoked actor it names, or sends it */
    async play(event: { type: string; output?: unknown; error?: unknown }, actorOf: (invokeId: string) => string = (id) => id): Promise<boolean> {
      const invocation = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
      if (invocation) {
        const name = actorOf(invocation[2] ?? '');
        if (!stubs.isPending(name)) return false;
        if (invocation[1] === 'done') await stubs.resolve(name, event.output);
        else await stubs.reject(name, event.error);
        return true;
      }
      actor.send(event as never);
      await stubs.flush();
      return true;
    },
  };
}
