/**
 * `createTestModel` (xstate/graph) walks a machine's graph by pure transitions, so it refuses
 * machines that invoke actors or wait with `after`. Our machines do both. This derives, mechanically
 * from the real machine's own config, the machine the model walks: every invocation's onDone/onError
 * becomes a transition on `xstate.done.actor.<id>` / `xstate.error.actor.<id>` (the very events the
 * running machine receives), and every `after` delay becomes a transition on `model.after.<delay>`.
 * Guards, actions and context stay the real ones, so the model cannot drift from the machine.
 */
import { createMachine, type AnyStateMachine } from 'xstate';

type NodeConfig = {
  invoke?: InvokeConfig | InvokeConfig[];
  after?: Record<string, unknown>;
  on?: Record<string, unknown>;
  states?: Record<string, NodeConfig>;
  [key: string]: unknown;
};
type InvokeConfig = { id?: string; onDone?: unknown; onError?: unknown };

export const modelAfterEvent = (delay: string) => `model.after.${delay}`;

function withoutInvocations(config: NodeConfig): NodeConfig {
  const { invoke, after, on, states, ...rest } = config;
  const transitions: Record<string, unknown> = { ...(on ?? {}) };
  for (const invocation of invoke === undefined ? [] : Array.isArray(invoke) ? invoke : [invoke]) {
    if (!invocation.id) throw new Error('model-based tests need an id on every invoke');
    if (invocation.onDone) transitions[`xstate.done.actor.${invocation.id}`] = invocation.onDone;
    if (invocation.onError) transitions[`xstate.error.actor.${invocation.id}`] = invocation.onError;
  }
  for (const [delay, transition] of Object.entries(after ?? {})) transitions[modelAfterEvent(delay)] = transition;
  return {
    ...rest,
    ...(Object.keys(transitions).length > 0 ? { on: transitions } : {}),
    ...(states ? { states: Object.fromEntries(Object.entries(states).map(([key, child]) => [key, withoutInvocations(child)])) } : {}),
  };
}

export function toTestModelMachine<TMachine extends AnyStateMachine>(machine: TMachine): TMachine {
  return createMachine(withoutInvocations(machine.config as NodeConfig) as never, machine.implementations as never) as unknown as TMachine;
}

export interface ModelStep {
  event: { type: string; [key: string]: unknown };
  state: { value: unknown; context: unknown };
}
export interface ModelPath {
  description: string;
  steps: ModelStep[];
}

interface GraphModel {
  getShortestPaths(options?: { allowDuplicatePaths?: boolean }): Array<{ state: unknown; steps: Array<{ event: unknown; state: unknown }> }>;
  getAdjacencyMap(): Record<string, { state: unknown; transitions: Record<string, { event: unknown; state: unknown }> }>;
}

/**
 * Paths for state AND transition coverage: the shortest path to every state of the model, and
 * each of those extended by one step along every edge out of its state. Edges that differ only in
 * context outside `guardContext` are walked once (same source value, guard context, event, outcome
 * and next value).
 */
export function coveragePaths(
  model: GraphModel,
  events: (snapshot: never) => readonly ModelStep['event'][],
  /**
   * the part of the context that guards read: edges from states that differ only in the rest of
   * the context are walked once
   */
  guardContext: (context: never) => unknown = () => null,
): ModelPath[] {
  // without duplicates, xstate/graph drops every path that is a prefix of another: keep them all,
  // so that each state of the adjacency map has its own shortest path to extend
  const shortest = model.getShortestPaths({ allowDuplicatePaths: true });
  // one key for both graphs: the model's own serialisation may differ from the adjacency map's
  const keyOf = (snapshot: unknown) => {
    const { value, context } = snapshot as ModelStep['state'];
    return JSON.stringify([value, context]);
  };
  const byState = new Map<string, (typeof shortest)[number]>();
  for (const path of shortest) if (!byState.has(keyOf(path.state))) byState.set(keyOf(path.state), path);
  const describe = (steps: ModelStep[]) =>
    steps
      .filter((step) => !step.event.type.startsWith('xstate.init'))
      .map((step) => step.event.type.replace(/^xstate\.(done|error)\.actor\./, '$1:') + (step.event.error ? `(${JSON.stringify((step.event.error as { code?: unknown }).code ?? 'network')})` : ''))
      .join(' → ') || 'start';
  const seen = new Set<string>();
  const paths: ModelPath[] = [];
  const reached = new Set<string>();
  for (const path of shortest) {
    const steps = path.steps as ModelStep[];
    // one path per state value; the other contexts of that value are reached by the extensions
    const value = JSON.stringify((path.state as ModelStep['state']).value);
    if (reached.has(value)) continue;
    reached.add(value);
    paths.push({ description: `reaches ${JSON.stringify((path.state as ModelStep['state']).value)} by ${describe(steps)}`, steps });
  }
  for (const { state, transitions } of Object.values(model.getAdjacencyMap())) {
    const key = keyOf(state);
    const base = byState.get(key);
    if (!base) throw new Error(`no shortest path reaches ${key}`);
    const edges = Object.values(transitions) as ModelStep[];
    // transitions that deliberately do nothing (an event ignored while busy) leave the state as it
    // is, so the graph has no edge for them: walk them too, expecting no change
    const handled = new Set(edges.map((edge) => edge.event.type));
    const activeNodes = (state as { _nodes: Array<{ transitions: Map<string, unknown> }> })._nodes;
    for (const event of events(state as never)) {
      if (!handled.has(event.type) && activeNodes.some((node) => node.transitions.has(event.type))) {
        edges.push({ event, state: state as ModelStep['state'] });
        handled.add(event.type);
      }
    }
    for (const { event, state: next } of edges) {
      const step = { event, state: next } as ModelStep;
      // the event's own data tells edges of one type apart (an actor's output, a flag, a picked
      // answer); an error counts by its catalogue code
      const { type: _type, error: _error, ...data } = step.event;
      const outcome = step.event.error ? JSON.stringify((step.event.error as { code?: unknown }).code ?? 'network') : JSON.stringify(data);
      const source = state as ModelStep['state'];
      const signature = `${JSON.stringify(source.value)} ${JSON.stringify(guardContext(source.context as never))} ${step.event.type} ${outcome} ${JSON.stringify(next.value)}`;
      if (seen.has(signature)) continue;
      seen.add(signature);
      const steps = [...(base.steps as ModelStep[]), step];
      paths.push({ description: `takes ${describe(steps)}`, steps });
    }
  }
  return paths;
}
