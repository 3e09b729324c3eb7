/**
 * Model-test helpers shared by the external-link, maintenance and app-install model tests.
 *
 * `coveragePaths` of machines/test-support/test-model.ts tells one-step extensions apart by event
 * type (and a done event's output); these machines tell events apart by their payload too (a link's
 * URL, a navigation's path), so `modelPaths` keys extensions by the whole event. The recorder and
 * the graph walk give the "every state and transition visited" check.
 */
import { expect } from 'vitest';
import type { AnyStateNode, InspectionEvent } from 'xstate';
import type { ModelPath, ModelStep } from '../test-support/test-model';

interface GraphModel {
  getShortestPaths(options?: { allowDuplicatePaths?: boolean }): Array<{ state: unknown; steps: Array<{ event: unknown; state: unknown }> }>;
  getAdjacencyMap(): Record<string, { state: unknown; transitions: Record<string, { event: unknown; state: unknown }> }>;
}

const describeSteps = (steps: ModelStep[]) =>
  steps
    .filter((step) => !step.event.type.startsWith('xstate.init'))
    .map((step) => {
      const { type, ...payload } = step.event;
      const name = type.replace(/^xstate\.(done|error)\.actor\./, '$1:');
      const shown = Object.entries(payload)
        .filter(([, value]) => value !== undefined)
        .map(([key, value]) => (value instanceof Error ? `${key}=${(value as { code?: unknown }).code ?? value.name}` : `${key}=${JSON.stringify(value)}`));
      return shown.length > 0 ? `${name}(${shown.join(', ')})` : name;
    })
    .join(' → ') || 'start';

const eventKey = (event: ModelStep['event']) =>
  JSON.stringify(event, (_, value: unknown) => (value instanceof Error ? { error: value.message, code: (value as { code?: unknown }).code } : value));

/**
 * The shortest path to every state of the model, and each extended by one step along every edge
 * out of its state, including events an active state handles without changing anything.
 */
export function modelPaths(
  model: GraphModel,
  serialize: (snapshot: never) => string,
  events: (snapshot: never) => readonly ModelStep['event'][],
): ModelPath[] {
  // by default the model drops a path that is the prefix of another; every state needs its own
  const shortest = model.getShortestPaths({ allowDuplicatePaths: true });
  const byState = new Map(shortest.map((path) => [serialize(path.state as never), path]));
  const paths: ModelPath[] = shortest.map((path) => ({
    description: `reaches ${JSON.stringify((path.state as ModelStep['state']).value)} by ${describeSteps(path.steps as ModelStep[])}`,
    steps: path.steps as ModelStep[],
  }));
  const seen = new Set<string>();
  for (const [key, { state, transitions }] of Object.entries(model.getAdjacencyMap())) {
    const base = byState.get(key);
    if (!base) continue;
    const edges = Object.values(transitions) as ModelStep[];
    const handled = new Set(edges.map((edge) => eventKey(edge.event)));
    const activeNodes = (state as { _nodes: Array<{ transitions: Map<string, unknown> }> })._nodes;
    for (const event of events(state as never)) {
      if (!handled.has(eventKey(event)) && activeNodes.some((node) => node.transitions.has(event.type))) {
        edges.push({ event, state: state as ModelStep['state'] });
        handled.add(eventKey(event));
      }
    }
    for (const edge of edges) {
      const signature = `${key} ${eventKey(edge.event)}`;
      if (seen.has(signature)) continue;
      seen.add(signature);
      const steps = [...(base.steps as ModelStep[]), edge];
      paths.push({ description: `takes ${describeSteps(steps)}`, steps });
    }
  }
  return paths;
}

/** Records the transitions an actor takes and the states it enters (its `inspect` option). */
export function coverageRecorder() {
  const taken = new Set<string>();
  const entered = new Set<string>();
  const inspect = (event: InspectionEvent) => {
    if (event.type !== '@xstate.microstep') return;
    for (const node of (event.snapshot as unknown as { _nodes: Array<{ id: string }> })._nodes) entered.add(node.id);
    for (const transition of event._transitions) {
      const list = transition.source.transitions.get(transition.eventType) ?? transition.source.always ?? [];
      taken.add(`${transition.source.id} ${transition.eventType} #${list.indexOf(transition)}`);
      // a transient state is left within the microstep that entered it: its transition proves it was active
      entered.add(transition.source.id);
    }
  };
  return { taken, entered, inspect };
}

/** Every state id and every transition ("<source id> <event> #<index>") of a machine. */
export function machineGraph(root: AnyStateNode) {
  const states = new Set<string>();
  const transitions = new Set<string>();
  (function collect(node: AnyStateNode) {
    states.add(node.id);
    for (const [eventType, list] of node.transitions) list.forEach((_, index) => transitions.add(`${node.id} ${eventType} #${index}`));
    node.always?.forEach((transition, index) => transitions.add(`${node.id} ${transition.eventType} #${index}`));
    Object.values(node.states).forEach(collect);
  })(root);
  return { states, transitions };
}

/** Collects what the replayed paths visited; `check()` (in afterAll) fails on anything unvisited. */
export function coverageCheck(name: string, root: AnyStateNode) {
  const graph = machineGraph(root);
  const states = new Set<string>();
  const transitions = new Set<string>();
  return {
    add(recorded: { taken: Set<string>; entered: Set<string> }) {
      recorded.taken.forEach((t) => transitions.add(t));
      recorded.entered.forEach((s) => states.add(s));
    },
    check() {
      const unvisitedStates = [...graph.states].filter((id) => !states.has(id));
      const unvisitedTransitions = [...graph.transitions].filter((id) => !transitions.has(id));
      console.log(
        `${name} model coverage: states ${graph.states.size - unvisitedStates.length}/${graph.states.size}, ` +
          `transitions ${graph.transitions.size - unvisitedTransitions.length}/${graph.transitions.size}`,
      );
      expect(unvisitedStates).toEqual([]);
      expect(unvisitedTransitions).toEqual([]);
    },
  };
}
