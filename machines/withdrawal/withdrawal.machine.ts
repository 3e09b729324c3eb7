import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { machineIds } from '../ids';
import { serverMessage } from '../server-message';

/**
 * Leaving the market (/withdraw): a last confirmation, the call, then home as a visitor.
 *
 * filling ─ withdrawal.submit ─► confirming ─ yes ─► withdrawing ─ ok ─► leaving ─► withdrawn
 *    ▲                              │ no                 │             (home first, then the
 *    ├──────────────────────────────┘                    │              session ends, a thank-you)
 *    └─────────── failed: the server's message ◄─────────┘
 *
 * Home comes before the session ends: leaving this guarded page while still a member keeps the
 * login guard from sending the shopper to /login. Leaving is one actor: once home shows, this
 * screen (and its actor) is gone, and what follows must still happen. A failure keeps the member
 * signed in with what was chosen and written. Every side effect is named and given by the screen
 * (src/features/withdraw/withdraw-screen.tsx).
 */

export interface WithdrawalContext {
  /** the reason sent with the call (chosen and written; may be empty) */
  reason: string | null;
  /** the server's message of the last failure */
  failure: string | null;
}

export type WithdrawalEvent =
  /** '탈퇴하기' */
  { type: 'withdrawal.submit'; reason: string | null };


export const withdrawalMachine = setup({
  types: {
    context: {} as WithdrawalContext,
    events: {} as WithdrawalEvent,
  },
  actors: {
    /** '정말 탈퇴하시겠어요?'; resolves true on '탈퇴하기' */
    confirmWithdrawal: fromPromise<boolean>(async () => false),
    /** DELETE /api/v2/auth/social/withdrawal */
    withdraw: fromPromise(async (_: { input: { reason: string | null } }): Promise<void> => {
      throw new Error('withdraw not provided');
    }),
    /** replaces the page with home, then ends the session (session.withdrawn) and thanks the member */
    leave: fromPromise(async (): Promise<void> => undefined),
  },
  actions: {
    rememberReason: assign({
      reason: ({ event }) => {
        assertEvent(event, 'withdrawal.submit');
        return event.reason;
      },
      failure: null,
    }),
    rememberFailure: assign({ failure: ({ event }) => serverMessage((event as { error?: unknown }).error) ?? '잠시 후 다시 시도해 주세요.' }),
    /** brings the failure's message into view */
    showFailure: () => undefined,
  },
  guards: {
    confirmed: ({ event }) => (event as { output?: unknown }).output === true,
  },
}).createMachine({
  id: machineIds.withdrawal,
  context: { reason: null, failure: null },
  initial: 'filling',
  states: {
    filling: {
      on: {
        'withdrawal.submit': { target: 'confirming', actions: 'rememberReason' },
      },
    },
    confirming: {
      invoke: {
        id: 'confirmWithdrawal',
        src: 'confirmWithdrawal',
        onDone: [{ guard: 'confirmed', target: 'withdrawing' }, { target: 'filling' }],
        onError: { target: 'filling' },
      },
    },
    withdrawing: {
      invoke: {
        id: 'withdraw',
        src: 'withdraw',
        input: ({ context }) => ({ reason: context.reason }),
        onDone: { target: 'leaving' },
        onError: { target: 'filling', actions: ['rememberFailure', 'showFailure'] },
      },
    },
    leaving: {
      invoke: {
        id: 'leave',
        src: 'leave',
        onDone: { target: 'withdrawn' },
        // the account is gone either way: the session ends
        onError: { target: 'withdrawn' },
      },
    },
    withdrawn: { type: 'final' },
  },
});

export type WithdrawalMachine = typeof withdrawalMachine;
