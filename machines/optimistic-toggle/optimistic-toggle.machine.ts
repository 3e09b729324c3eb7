import { assertEvent, assign, fromCallback, fromPromise, setup } from 'xstate';
import { machineIds } from '../ids';

/**
 * One optimistic switch: a 찜 heart (products and stores), a consent or a settings switch.
 *
 * idle ─ toggle.flip ─► busy.preparing ─► busy.saving ─ ok ─► busy.settling ─► idle
 *   ▲                   (stop fetches     (shown at once)        (the answer drawn; what
 *   │                    that would                               was under way lands)
 *   │                    undo it)            └─ failed ─► idle: the previous value back, and why
 *   └────────────────────────────────────────────────────────────────────────────────────┘
 * A tap while the call is on is ignored: its answer decides (a second call would race it). Once
 * answered, a tap starts again while the fetches under way still land.
 *
 * The value is whatever the switch holds (a heart's boolean, a consent's 'Y'/'N'); the machine
 * keeps the value before the tap, the one wanted, and the server's answer. Every side effect is
 * named: the owner gives them with `.provide()` (src/api/heart.ts for hearts,
 * src/features/my-page/consents.ts for consents and settings).
 */

export interface OptimisticToggleContext {
  /** the value shown before the tap: shown again when the call fails */
  previous: unknown;
  /** the value the tap asked for: shown at once */
  wanted: unknown;
  /** what the server answered (a heart's count, the stored consent) */
  answer: unknown;
  /** why the last call failed */
  error: unknown;
}

export type OptimisticToggleEvent =
  /** the shopper flipped the switch: show `wanted` now, keep `previous` for a failure */
  { type: 'toggle.flip'; previous: unknown; wanted: unknown };

export const optimisticToggleMachine = setup({
  types: {
    context: {} as OptimisticToggleContext,
    events: {} as OptimisticToggleEvent,
  },
  actors: {
    /** cancels the fetches under way whose data would bring the old value back */
    prepare: fromPromise(async (): Promise<void> => undefined),
    /** the call that stores the wanted value; resolves with the server's answer */
    save: fromPromise<unknown, { wanted: unknown }>(async () => {
      throw new Error('save not provided');
    }),
    /** after the answer: waits for what was under way to land (hearts), refreshes what the answer changed (consents) */
    settle: fromPromise(async (): Promise<void> => undefined),
    /** while busy, data that arrives showing the thing is drawn again with the value the machine shows */
    watchArrivals: fromCallback(() => undefined),
  },
  actions: {
    rememberTap: assign(({ event }) => {
      assertEvent(event, 'toggle.flip');
      return { previous: event.previous, wanted: event.wanted, answer: null, error: null };
    }),
    rememberAnswer: assign({ answer: ({ event }) => (event as { output?: unknown }).output ?? null }),
    rememberError: assign({ error: ({ event }) => (event as { error?: unknown }).error ?? null }),
    /** draws context.wanted wherever the thing is shown */
    showWanted: () => undefined,
    /** draws the server's answer (context.answer) */
    showAnswer: () => undefined,
    /** draws context.previous again */
    showPrevious: () => undefined,
    /** tells the shopper why (context.error): the login question, the server's message, a toast */
    reportFailure: () => undefined,
  },
}).createMachine({
  id: machineIds.optimisticToggle,
  context: { previous: null, wanted: null, answer: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'toggle.flip': { target: 'busy', actions: 'rememberTap' },
      },
    },
    busy: {
      invoke: { id: 'watchArrivals', src: 'watchArrivals' },
      initial: 'preparing',
      on: {
        // the first tap's answer decides
        'toggle.flip': {},
      },
      states: {
        preparing: {
          invoke: {
            id: 'prepare',
            src: 'prepare',
            onDone: { target: 'saving' },
            // nothing was cancelled: go on all the same
            onError: { target: 'saving' },
          },
        },
        saving: {
          entry: 'showWanted',
          invoke: {
            id: 'save',
            src: 'save',
            input: ({ context }) => ({ wanted: context.wanted }),
            onDone: { target: 'settling', actions: ['rememberAnswer', 'showAnswer'] },
            onError: { target: '#optimisticToggle.idle', actions: ['rememberError', 'showPrevious', 'reportFailure'] },
          },
        },
        settling: {
          on: {
            'toggle.flip': { target: '#optimisticToggle.busy', reenter: true, actions: 'rememberTap' },
          },
          invoke: {
            id: 'settle',
            src: 'settle',
            onDone: { target: '#optimisticToggle.idle' },
            onError: { target: '#optimisticToggle.idle' },
          },
        },
      },
    },
  },
});

export type OptimisticToggleMachine = typeof optimisticToggleMachine;
