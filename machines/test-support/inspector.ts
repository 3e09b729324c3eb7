/**
 * The one inspector of every machine test (issue 26 §4): what a machine has, and what a running
 * actor of it visited.
 *
 * It reads XState through its public API wherever it has one: a machine's state nodes and their
 * transitions (`StateNode.states`, `.transitions`, `.always`), the nodes of a snapshot
 * (`getStateNodes`), the transitions a snapshot could take (`getNextTransitions`). XState has no
 * public way to tell which transition a microstep took: the inspection event `@xstate.microstep`
 * carries it as `_transitions`, read here and nowhere else.
 */
import {
  getNextTransitions,
  getStateNodes,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type InspectionEvent,
} from 'xstate';

/** "<source state id> <event type> #<index among the source's transitions for that event>" */
export type TransitionKey = string;

/** The key of a transition definition (eventless ones have the event type '' in XState). */
export function transitionKey(transition: AnyTransitionDefinition): TransitionKey {
  const { source, eventType } = transition;
  const list = eventType === '' ? (source.always ?? []) : (source.transitions.get(eventType) ?? []);
  return `${source.id} ${eventType} #${list.indexOf(transition)}`;
}

/** Every state node id and every transition of a machine. */
export function machineInventory(machine: AnyStateMachine): { states: Set<string>; transitions: Set<TransitionKey> } {
  const states = new Set<string>();
  const transitions = new Set<TransitionKey>();
  (function collect(node: AnyStateNode) {
    states.add(node.id);
    for (const list of node.transitions.values()) for (const transition of list) transitions.add(transitionKey(transition));
    for (const transition of node.always ?? []) transitions.add(transitionKey(transition));
    Object.values(node.states).forEach(collect);
  })(machine.root);
  return { states, transitions };
}

/** The ids of the state nodes active in a snapshot (its ancestors and the machine's root included). */
export function activeStateIds(snapshot: AnyMachineSnapshot): string[] {
  return getStateNodes(snapshot.machine.root, snapshot.value).map((node) => node.id);
}

/** Whether a snapshot's active states have a transition for this event type (guarded or not). */
export function handles(snapshot: AnyMachineSnapshot, eventType: string): boolean {
  return getNextTransitions(snapshot).some((transition) => transition.eventType === eventType);
}

export interface Inspector {
  /** pass as `createActor(machine, { inspect })` */
  inspect: (event: InspectionEvent) => void;
  /** transitions taken, eventless ones included */
  taken: Set<TransitionKey>;
  /** state nodes entered; a transient state counts when a transition left it */
  entered: Set<string>;
}

/** Records what a running actor visits (only the actor's own machine, not the actors it invokes). */
export function createInspector(): Inspector {
  const taken = new Set<TransitionKey>();
  const entered = new Set<string>();
  const inspect = (event: InspectionEvent) => {
    if (event.type !== '@xstate.microstep' || event.actorRef.sessionId !== event.rootId) return;
    for (const id of activeStateIds(event.snapshot as AnyMachineSnapshot)) entered.add(id);
    for (const transition of event._transitions) {
      taken.add(transitionKey(transition));
      // a transient state is left within the microstep that entered it: its transition proves it was active
      entered.add(transition.source.id);
    }
  };
  return { inspect, taken, entered };
}

/**
 * Collects what the replayed paths of a model test visited; `check()` (in afterAll) fails on any
 * state or transition of the machine left unvisited, after a one-line report.
 */
export function coverageCheck(name: string, machine: AnyStateMachine) {
  const inventory = machineInventory(machine);
  const states = new Set<string>();
  const transitions = new Set<TransitionKey>();
  return {
    add(recorded: Pick<Inspector, 'taken' | 'entered'>) {
      recorded.taken.forEach((key) => transitions.add(key));
      recorded.entered.forEach((id) => states.add(id));
    },
    /** what is still unvisited */
    unvisited() {
      return {
        states: [...inventory.states].filter((id) => !states.has(id)),
        transitions: [...inventory.transitions].filter((key) => !transitions.has(key)),
      };
    },
    /** throws when anything is unvisited (test runners report it as the failure) */
    check() {
      const unvisited = this.unvisited();
      console.log(
        `${name} model coverage: states ${inventory.states.size - unvisited.states.length}/${inventory.states.size}, ` +
          `transitions ${inventory.transitions.size - unvisited.transitions.length}/${inventory.transitions.size}`,
      );
      if (unvisited.states.length > 0 || unvisited.transitions.length > 0) {
        throw new Error(`${name}: unvisited states ${JSON.stringify(unvisited.states)}, transitions ${JSON.stringify(unvisited.transitions)}`);
      }
    },
  };
}

export type CoverageCheck = ReturnType<typeof coverageCheck>;
