import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { machineIds } from '../ids';
import { serverMessage } from '../server-message';

/**
 * Exchanging 별 into the shop's 적립금 (/my-page/point-exchange): confirm, one request key per
 * intent, the receipt.
 *
 * editing ─ exchange.submit (valid) ─► confirming ─ yes ─► exchanging ─ ok ─► exchanged (the receipt)
 *    ▲  └ invalid: the form's message    │ no                  │
 *    ├───────────────────────────────────┘                     └ failed ─► editing (the server's
 *    └─────────────────────────────────────────────────────────────────────  message; same key)
 *
 * The intent (amount and request key) is kept until it succeeds: the same amount sent again (a
 * retry after a lost answer, a double tap) carries the same key, so the server exchanges once; a
 * new amount takes the new key the screen offered with the submit. Every side effect is named and
 * given by the screen (src/features/my-page/point-exchange-screen.tsx).
 */

export interface ExchangeIntent {
  readonly amount: number;
  readonly requestKey: string;
}

export interface PointExchangeContext {
  /** the exchange being asked for, kept until it succeeds */
  intent: ExchangeIntent | null;
  /** 적립금 the asked amount gives (the level's bonus included), for the confirm */
  shopPoints: number;
  /** the server's message of the last failure, shown under the field */
  failure: string | null;
  /** the form was submitted once: its own message shows */
  touched: boolean;
}

export type PointExchangeEvent =
  /** '적립금으로 바꾸기': the amount, whether the form's rules pass, and a fresh key in case this is a new intent */
  | { type: 'exchange.submit'; amount: number | null; valid: boolean; freshKey: string; shopPoints: number }
  /** the amount was changed: the last failure's message goes */
  | { type: 'exchange.edited' };


export const pointExchangeMachine = setup({
  types: {
    context: {} as PointExchangeContext,
    events: {} as PointExchangeEvent,
  },
  actors: {
    /** the confirm dialog; resolves true when the member says '바꾸기' */
    confirmExchange: fromPromise<boolean, { amount: number; shopPoints: number }>(async () => false),
    /** POST /api/v1/user/point/exchange with the intent; resolves with the receipt's id */
    exchange: fromPromise<{ exchangeId: number }, ExchangeIntent>(async () => {
      throw new Error('exchange not provided');
    }),
  },
  actions: {
    markTouched: assign({ touched: true, failure: null }),
    forgetFailure: assign({ failure: null }),
    /** the same amount keeps its key; another amount is a new intent */
    keepIntent: assign({
      intent: ({ context, event }) => {
        assertEvent(event, 'exchange.submit');
        const amount = event.amount ?? 0;
        return context.intent?.amount === amount ? context.intent : { amount, requestKey: event.freshKey };
      },
      shopPoints: ({ event }) => {
        assertEvent(event, 'exchange.submit');
        return event.shopPoints;
      },
    }),
    rememberFailure: assign({ failure: ({ event }) => serverMessage((event as { error?: unknown }).error) ?? '잠시 후 다시 시도해 주세요.' }),
    /** the balance and limits changed on the server, or may have: read the summary again */
    refreshSummary: () => undefined,
    /** the address gets ?exchangeId=: the screen shows the receipt (a reload shows it again) */
    showReceipt: (_, _params: { exchangeId: number }) => undefined,
  },
  guards: {
    isValid: ({ event }) => {
      assertEvent(event, 'exchange.submit');
      return event.valid && event.amount !== null;
    },
    confirmed: ({ event }) => (event as { output?: unknown }).output === true,
  },
}).createMachine({
  id: machineIds.pointExchange,
  context: { intent: null, shopPoints: 0, failure: null, touched: false },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'exchange.submit': [{ guard: 'isValid', target: 'confirming', actions: ['markTouched', 'keepIntent'] }, { actions: 'markTouched' }],
        'exchange.edited': { actions: 'forgetFailure' },
      },
    },
    confirming: {
      invoke: {
        id: 'confirmExchange',
        src: 'confirmExchange',
        input: ({ context }) => ({ amount: context.intent?.amount ?? 0, shopPoints: context.shopPoints }),
        onDone: [{ guard: 'confirmed', target: 'exchanging' }, { target: 'editing' }],
        onError: { target: 'editing' },
      },
    },
    exchanging: {
      invoke: {
        id: 'exchange',
        src: 'exchange',
        input: ({ context }) => context.intent ?? { amount: 0, requestKey: '' },
        onDone: {
          target: 'exchanged',
          actions: [{ type: 'showReceipt', params: ({ event }) => ({ exchangeId: event.output.exchangeId }) }],
        },
        // the amount and its key stay: the same intent goes again if the member retries it
        onError: { target: 'editing', actions: ['rememberFailure', 'refreshSummary'] },
      },
    },
    exchanged: { type: 'final' },
  },
});

export type PointExchangeMachine = typeof pointExchangeMachine;
