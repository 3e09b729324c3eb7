/**
 * Shared support of the model-based tests (DESIGN.md "Tests"): the machine `createTestModel` can
 * walk, the paths that cover every state and transition, and mutants for proving that a model
 * test's oracle sees a wrong transition.
 *
 * `createTestModel` (xstate/graph) walks a machine's graph by pure transitions, so it refuses
 * machines that invoke actors or wait with `after`. Our machines do both. `toTestModelMachine`
 * derives, mechanically from the real machine's own config, the machine the model walks: every
 * invocation's onDone/onError becomes a transition on `xstate.done.actor.<id>` /
 * `xstate.error.actor.<id>` (the very events the running machine receives), and every `after` delay
 * becomes a transition on `model.after.<delay>`. The model only generates the paths: what each
 * step must lead to is the test's own oracle (a table written from SPEC.md, see oracle.ts), never
 * the model's state.
 */
import { createMachine, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { handles } from './inspector';

type NodeConfig = {
  invoke?: InvokeConfig | InvokeConfig[];
  after?: Record<string, unknown>;
  on?: Record<string, unknown>;
  always?: unknown;
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

// ---------------------------------------------------------------------------------------------
// Mutants

export interface TargetMutation {
  /** the state holding the transition, as a path of keys from the root ('' for the root) */
  state: string;
  /** the event, as the running machine receives it: 'survey.next', 'xstate.done.actor.<invoke id>', 'always', 'after.<delay>' */
  event: string;
  /** which of the event's guarded transitions (0 for the first) */
  index?: number;
  /** the new target, written as in a machine config ('visitor', '#loggingOut', '.closed') */
  target: string;
}

const copyConfig = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(copyConfig);
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, copyConfig(v)]));
  return value;
};

/**
 * A copy of the machine with one transition's target changed: the mutant a model test must reject
 * (issue 26 §3). Actions, guards and actors stay the real ones.
 */
export function withMutatedTarget<TMachine extends AnyStateMachine>(machine: TMachine, mutation: TargetMutation): TMachine {
  const config = copyConfig(machine.config) as NodeConfig;
  let node = config;
  for (const key of mutation.state === '' ? [] : mutation.state.split('.')) {
    const child = node.states?.[key];
    if (!child) throw new Error(`no state ${mutation.state}`);
    node = child;
  }
  const invocations = node.invoke === undefined ? [] : Array.isArray(node.invoke) ? node.invoke : [node.invoke];
  const done = /^xstate\.(done|error)\.actor\.(.+)$/.exec(mutation.event);
  let holder: Record<string, unknown>;
  let key: string;
  if (done) {
    const invocation = invocations.find((candidate) => candidate.id === done[2]);
    if (!invocation) throw new Error(`no invocation ${done[2]} in ${mutation.state}`);
    holder = invocation as Record<string, unknown>;
    key = done[1] === 'done' ? 'onDone' : 'onError';
  } else if (mutation.event === 'always') {
    holder = node;
    key = 'always';
  } else if (mutation.event.startsWith('after.')) {
    holder = node.after ?? {};
    key = mutation.event.slice('after.'.length);
  } else {
    holder = node.on ?? {};
    key = mutation.event;
  }
  const existing = holder[key];
  if (existing === undefined) throw new Error(`no transition on ${mutation.event} in ${mutation.state}`);
  const list = (Array.isArray(existing) ? existing : [existing]).map((transition) =>
    typeof transition === 'string' ? { target: transition } : (transition as Record<string, unknown>),
  );
  const index = mutation.index ?? 0;
  if (!list[index]) throw new Error(`no transition #${index} on ${mutation.event} in ${mutation.state}`);
  list[index] = { ...list[index], target: mutation.target };
  holder[key] = list;
  return createMachine(config as never, machine.implementations as never) as unknown as TMachine;
}

// ---------------------------------------------------------------------------------------------
// Paths

export interface ModelEvent {
  type: string;
  [key: string]: unknown;
}
export interface ModelStep {
  event: ModelEvent;
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

/** An event as a short text: `done:fetchProfile`, `error:refreshTokens(112)`, `externalLink.open(url="…")`. */
export function describeEvent(event: ModelEvent): string {
  const { type, ...payload } = event;
  const name = type.replace(/^xstate\.(done|error)\.actor\./, '$1:');
  if ('error' in payload) {
    const error = payload.error as { code?: unknown; name?: unknown; error?: unknown } | undefined;
    return `${name}(${JSON.stringify(error?.code ?? error?.error ?? error?.name ?? 'network')})`;
  }
  const shown = Object.entries(payload)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${JSON.stringify(value)}`)
    .map((text) => (text.length > 60 ? `${text.slice(0, 57)}…` : text));
  return shown.length > 0 ? `${name}(${shown.join(', ')})` : name;
}

const describeSteps = (steps: readonly ModelStep[]) =>
  steps
    .filter((step) => !step.event.type.startsWith('xstate.init'))
    .map((step) => describeEvent(step.event))
    .join(' → ') || 'start';

const eventKey = (event: ModelEvent) =>
  JSON.stringify(event, (_, value: unknown) => (value instanceof Error ? { error: value.message, name: value.name, code: (value as { code?: unknown }).code } : value));

const stateKey = (snapshot: unknown) => {
  const { value, context } = snapshot as ModelStep['state'];
  return JSON.stringify([value, context], (_, v: unknown) => (v instanceof Error ? { error: v.message } : v));
};

export interface PathOptions {
  /** the events the outside world, the shopper or an actor can produce in this state */
  events: (snapshot: never) => readonly ModelEvent[];
  /**
   * The part of the context the guards read. Given: one shortest path per state value, and edges
   * from states that differ only in the rest of the context are walked once (same value, guard
   * context, event type and outcome, next value). Absent: every state of the graph and every event
   * out of it.
   */
  guardContext?: (context: never) => unknown;
}

/**
 * Paths for state AND transition coverage: the shortest path to every state of the model, and
 * each of those extended by one step along every edge out of its state, including events an
 * active state handles without changing anything (an event ignored while busy).
 */
export function modelPaths(model: GraphModel, { events, guardContext }: PathOptions): ModelPath[] {
  // without duplicates, xstate/graph drops every path that is a prefix of another: keep them all,
  // so that each state of the adjacency map has its own shortest path to extend
  const shortest = model.getShortestPaths({ allowDuplicatePaths: true });
  const byState = new Map<string, (typeof shortest)[number]>();
  for (const path of shortest) if (!byState.has(stateKey(path.state))) byState.set(stateKey(path.state), path);
  const paths: ModelPath[] = [];
  const reached = new Set<string>();
  for (const path of shortest) {
    const state = path.state as ModelStep['state'];
    const key = guardContext ? JSON.stringify(state.value) : stateKey(state);
    if (reached.has(key)) continue;
    reached.add(key);
    const steps = path.steps as ModelStep[];
    paths.push({ description: `reaches ${JSON.stringify(state.value)} by ${describeSteps(steps)}`, steps });
  }
  const seen = new Set<string>();
  for (const { state, transitions } of Object.values(model.getAdjacencyMap())) {
    const base = byState.get(stateKey(state));
    if (!base) throw new Error(`no shortest path reaches ${stateKey(state)}`);
    const edges = Object.values(transitions) as ModelStep[];
    const handled = new Set(edges.map((edge) => eventKey(edge.event)));
    for (const event of events(state as never)) {
      if (!handled.has(eventKey(event)) && handles(state as AnyMachineSnapshot, event.type)) {
        edges.push({ event, state: state as ModelStep['state'] });
        handled.add(eventKey(event));
      }
    }
    const source = state as ModelStep['state'];
    for (const edge of edges) {
      const { type, error, ...data } = edge.event;
      const outcome = error ? JSON.stringify((error as { code?: unknown }).code ?? 'network') : JSON.stringify(data);
      const signature = guardContext
        ? `${JSON.stringify(source.value)} ${JSON.stringify(guardContext(source.context as never))} ${type} ${outcome} ${JSON.stringify(edge.state.value)}`
        : `${stateKey(source)} ${eventKey(edge.event)}`;
      if (seen.has(signature)) continue;
      seen.add(signature);
      const steps = [...(base.steps as ModelStep[]), edge];
      paths.push({ description: `takes ${describeSteps(steps)}`, steps });
    }
  }
  return paths;
}

/** The events of a path after the start, for replaying it against an actor. */
export const pathEvents = (path: ModelPath): ModelEvent[] => path.steps.map((step) => step.event).filter((event) => !event.type.startsWith('xstate.init'));
