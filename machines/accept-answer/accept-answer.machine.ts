import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { machineIds } from '../ids';
import { AcceptErrorCode, acceptTexts, errorCode, errorText, type AcceptOutcome, type AcceptRequest } from './accept-answer.types';

export interface AcceptAnswerContext {
  /** the answer being accepted */
  replyId: number | null;
  /** the answer the server says is accepted */
  acceptedReplyId: number | null;
  /** what the outcome dialog says (server text, or a fallback) */
  message: string | null;
}

export type AcceptAnswerEvent =
  /** '채택하기' on an answer (shown to the asker only) */
  | { type: 'accept.request'; replyId: number }
  | { type: 'accept.confirm' }
  | { type: 'accept.cancel' }
  | { type: 'accept.retry' }
  /** the outcome dialog ('확인') */
  | { type: 'accept.dismiss' };

/**
 * The asker accepts one answer, once. The server decides: 12 (not the asker, or their own reply)
 * and 18 (already accepted) are their own states with the server's message.
 *
 * idle ─ request ─► confirming ─ confirm ─► accepting ─ ok ─► accepted
 *          ▲            │ cancel               ├─ 12 ─► notAsker ─ dismiss ─► idle
 *          └────────────┘                      ├─ 18 ─► alreadyAccepted ─ dismiss ─► idle
 *                                              └─ else ─► failed ─ retry ─► accepting / cancel ─► idle
 */
export const acceptAnswerMachine = setup({
  types: {
    context: {} as AcceptAnswerContext,
    events: {} as AcceptAnswerEvent,
  },
  actors: {
    /** PUT /api/v1/community/qna/{id}/accept/{replyId} (the question's id is the screen's) */
    acceptAnswer: fromPromise<AcceptOutcome, AcceptRequest>(async () => {
      throw new Error('acceptAnswer not provided');
    }),
  },
  actions: {
    /** the question and its answers changed on the server: read them again */
    refreshPost: () => undefined,
    rememberReply: assign({
      replyId: ({ event }) => {
        assertEvent(event, 'accept.request');
        return event.replyId;
      },
    }),
    forgetReply: assign({ replyId: null, message: null }),
    rememberAccepted: assign({
      acceptedReplyId: ({ event }) => (event as unknown as { output: AcceptOutcome }).output.acceptedReplyId,
      message: null,
    }),
    rememberNotAsker: assign({ message: ({ event }) => errorText((event as { error?: unknown }).error, acceptTexts.notAsker) }),
    rememberAlready: assign({ message: ({ event }) => errorText((event as { error?: unknown }).error, acceptTexts.alreadyAccepted) }),
    rememberFailure: assign({ message: ({ event }) => errorText((event as { error?: unknown }).error, acceptTexts.generic) }),
  },
  guards: {
    isNotAsker: ({ event }) => errorCode((event as { error?: unknown }).error) === AcceptErrorCode.NotMatched,
    isAlreadyAccepted: ({ event }) => errorCode((event as { error?: unknown }).error) === AcceptErrorCode.DuplicatedRequest,
  },
}).createMachine({
  id: machineIds.acceptAnswer,
  context: { replyId: null, acceptedReplyId: null, message: null },
  initial: 'idle',
  states: {
    idle: {
      id: 'accept.idle',
      on: { 'accept.request': { target: 'confirming', actions: 'rememberReply' } },
    },
    confirming: {
      id: 'accept.confirming',
      on: {
        'accept.confirm': { target: 'accepting' },
        'accept.cancel': { target: 'idle', actions: 'forgetReply' },
      },
    },
    accepting: {
      id: 'accept.accepting',
      invoke: {
        id: 'acceptAnswer',
        src: 'acceptAnswer',
        input: ({ context }) => ({ replyId: context.replyId ?? 0 }),
        onDone: { target: 'accepted', actions: 'rememberAccepted' },
        onError: [
          { guard: 'isNotAsker', target: 'notAsker', actions: 'rememberNotAsker' },
          { guard: 'isAlreadyAccepted', target: 'alreadyAccepted', actions: 'rememberAlready' },
          { target: 'failed', actions: 'rememberFailure' },
        ],
      },
    },
    accepted: {
      id: 'accept.accepted',
      type: 'final',
      entry: 'refreshPost',
    },
    notAsker: {
      id: 'accept.notAsker',
      on: { 'accept.dismiss': { target: 'idle', actions: 'forgetReply' } },
    },
    alreadyAccepted: {
      id: 'accept.alreadyAccepted',
      entry: 'refreshPost',
      on: { 'accept.dismiss': { target: 'idle', actions: 'forgetReply' } },
    },
    failed: {
      id: 'accept.failed',
      on: {
        'accept.retry': { target: 'accepting' },
        'accept.cancel': { target: 'idle', actions: 'forgetReply' },
      },
    },
  },
});

export type AcceptAnswerMachine = typeof acceptAnswerMachine;
