/**
 * A test kit for any machine whose actors are promises: each named actor stays pending until the
 * test settles it, each named action is recorded with its params, and the one inspector records
 * what was visited. The small machines' model tests use it instead of a kit of their own.
 */
import { createActor, fromPromise, type AnyStateMachine } from 'xstate';
import { createInspector } from './inspector';

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
  const pending = new Map<string, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  const calls: Array<{ actor: string; input: unknown }> = [];
  const done: Array<{ action: string; params?: unknown }> = [];
  const { inspect, taken, entered } = createInspector();
  const provided = machine.provide({
    actors: {
      ...Object.fromEntries(
      actors.map((name) => [
        name,
        fromPromise(
          ({ input: actorInput }) =>
            new Promise((resolve, reject) => {
              calls.push({ actor: name, input: actorInput });
              pending.set(name, { resolve, reject });
            }),
        ),
      ]),
      ),
      ...provide.actors,
    },
    actions: {
      ...Object.fromEntries(actions.map((name) => [name, (_: unknown, params: unknown) => void done.push(params === undefined ? { action: name } : { action: name, params })])),
      ...provide.actions,
    },
  } as never);
  const actor = createActor(provided, { input, inspect } as never);
  const flush = async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };
  async function settle(name: string, outcome: { output?: unknown } | { error: unknown }) {
    const handle = pending.get(name);
    if (!handle) throw new Error(`${name} is not pending`);
    pending.delete(name);
    if ('error' in outcome) handle.reject(outcome.error);
    else handle.resolve(outcome.output);
    await flush();
  }
  return {
    actor,
    calls,
    done,
    taken,
    entered,
    flush,
    start: () => actor.start(),
    isPending: (name: string) => pending.has(name),
    resolve: (name: string, output?: unknown) => settle(name, { output }),
    reject: (name: string, error: unknown) => settle(name, { error }),
    /** plays a model event: settles the invoked actor it names, or sends it */
    async play(event: { type: string; output?: unknown; error?: unknown }, actorOf: (invokeId: string) => string = (id) => id): Promise<boolean> {
      const invocation = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
      if (invocation) {
        const name = actorOf(invocation[2] ?? '');
        if (!pending.has(name)) return false;
        if (invocation[1] === 'done') await settle(name, { output: event.output });
        else await settle(name, { error: event.error });
        return true;
      }
      actor.send(event as never);
      await flush();
      return true;
    },
  };
}
