import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { machineIds } from '../ids';
import {
  errorCode,
  errorText,
  REPORT_TEXT_MAX,
  REPORT_TEXT_MIN,
  ReportErrorCode,
  reportTexts,
  type ReportOutcome,
  type ReportReason,
  type ReportSubmission,
} from './community-report.types';

export interface CommunityReportContext {
  reason: ReportReason | null;
  /** the ETC text as typed */
  text: string;
  /** the failure's message (server text or the generic one) */
  message: string | null;
  /** the server hid the post after this report (the third one) */
  isHidden: boolean;
  /** what is reported: a reply of the post, or the post itself (null) */
  replyId: number | null;
}

export type CommunityReportEvent =
  /** '신고하기' in the post's menu, or '신고' on a reply (`replyId`); `isMember` from the session */
  | { type: 'report.open'; isMember: boolean; replyId?: number | null }
  | { type: 'report.reasonPicked'; reason: ReportReason }
  | { type: 'report.textChanged'; text: string }
  /** '다음': from the reasons to the confirmation */
  | { type: 'report.next' }
  /** '이전': back to the reasons */
  | { type: 'report.back' }
  /** '신고하기' on the confirmation, or '다시 시도' after a failure */
  | { type: 'report.submit' }
  | { type: 'report.close' };

const trimmedLength = (text: string) => text.trim().length;

/**
 * Reporting a post or one of its replies: pick one of five reasons (기타 needs a text), confirm, send. Visitors are asked
 * to log in instead. A failure keeps the choice and offers a retry; a second report by the same
 * member (code 18) says so.
 *
 * idle ─ open (visitor) ─► needsLogin ─ close ─► idle
 *   └── open (member) ─► choosingReason ─ pick ETC ─► typingReason
 *                           │ next                      │ next (5–200 chars)
 *                           ▼                           ▼
 *                         confirming ─ submit ─► submitting ─ ok ─► done
 *                                                     ├─ 18 ─► alreadyReported
 *                                                     ├─ 110 ─► needsLogin
 *                                                     └─ else ─► failed ─ submit ─► submitting
 */
export const communityReportMachine = setup({
  types: {
    context: {} as CommunityReportContext,
    events: {} as CommunityReportEvent,
  },
  actors: {
    /** POST /api/v1/community/accuse with the post's type and id (given by the screen) */
    submitReport: fromPromise<ReportOutcome, ReportSubmission>(async () => {
      throw new Error('submitReport not provided');
    }),
  },
  actions: {
    /** the visitor's login question (yes → /login with the way back) */
    askToLogIn: () => undefined,
    /** the report went through: tell the shopper (and leave a hidden post) */
    reportSent: (_, _params: { isHidden: boolean; replyId: number | null }) => undefined,
    pickReason: assign({
      reason: ({ event }) => {
        assertEvent(event, 'report.reasonPicked');
        return event.reason;
      },
    }),
    setText: assign({
      text: ({ event }) => {
        assertEvent(event, 'report.textChanged');
        return event.text.slice(0, REPORT_TEXT_MAX);
      },
    }),
    reset: assign({ reason: null, text: '', message: null, isHidden: false, replyId: null }),
    aimAtTarget: assign({
      replyId: ({ event }) => {
        assertEvent(event, 'report.open');
        return event.replyId ?? null;
      },
    }),
    clearMessage: assign({ message: null }),
    rememberFailure: assign({ message: ({ event }) => errorText((event as { error?: unknown }).error, reportTexts.generic) }),
    rememberOutcome: assign({ isHidden: ({ event }) => (event as unknown as { output: ReportOutcome }).output.isHidden }),
  },
  guards: {
    isVisitor: ({ event }) => {
      assertEvent(event, 'report.open');
      return !event.isMember;
    },
    pickedEtc: ({ event }) => {
      assertEvent(event, 'report.reasonPicked');
      return event.reason === 'ETC';
    },
    hasReason: ({ context }) => context.reason !== null,
    hasValidText: ({ context }) => trimmedLength(context.text) >= REPORT_TEXT_MIN && trimmedLength(context.text) <= REPORT_TEXT_MAX,
    isEtc: ({ context }) => context.reason === 'ETC',
    isDuplicate: ({ event }) => errorCode((event as { error?: unknown }).error) === ReportErrorCode.DuplicatedRequest,
    needsToken: ({ event }) => errorCode((event as { error?: unknown }).error) === ReportErrorCode.NullOrEmptyToken,
  },
}).createMachine({
  id: machineIds.communityReport,
  context: { reason: null, text: '', message: null, isHidden: false, replyId: null },
  initial: 'idle',
  states: {
    idle: {
      id: 'report.idle',
      on: {
        'report.open': [
          { guard: 'isVisitor', target: 'needsLogin' },
          { target: 'choosingReason', actions: ['reset', 'aimAtTarget'] },
        ],
      },
    },
    needsLogin: {
      id: 'report.needsLogin',
      entry: 'askToLogIn',
      on: { 'report.close': { target: 'idle', actions: 'reset' } },
    },
    choosingReason: {
      id: 'report.choosingReason',
      on: {
        'report.reasonPicked': [
          { guard: 'pickedEtc', target: 'typingReason', actions: 'pickReason' },
          { actions: 'pickReason' },
        ],
        'report.next': { guard: 'hasReason', target: 'confirming' },
        'report.close': { target: 'idle', actions: 'reset' },
      },
    },
    typingReason: {
      id: 'report.typingReason',
      on: {
        'report.reasonPicked': [{ guard: 'pickedEtc' }, { target: 'choosingReason', actions: 'pickReason' }],
        'report.textChanged': { actions: 'setText' },
        'report.next': { guard: 'hasValidText', target: 'confirming' },
        'report.close': { target: 'idle', actions: 'reset' },
      },
    },
    confirming: {
      id: 'report.confirming',
      on: {
        'report.submit': { target: 'submitting' },
        'report.back': [{ guard: 'isEtc', target: 'typingReason' }, { target: 'choosingReason' }],
        'report.close': { target: 'idle', actions: 'reset' },
      },
    },
    submitting: {
      id: 'report.submitting',
      entry: 'clearMessage',
      invoke: {
        id: 'submitReport',
        src: 'submitReport',
        input: ({ context }) => ({ reason: context.reason ?? 'ETC', text: context.reason === 'ETC' ? context.text.trim() : null, replyId: context.replyId }),
        onDone: { target: 'done', actions: 'rememberOutcome' },
        onError: [
          { guard: 'isDuplicate', target: 'alreadyReported' },
          { guard: 'needsToken', target: 'needsLogin' },
          { target: 'failed', actions: 'rememberFailure' },
        ],
      },
    },
    failed: {
      id: 'report.failed',
      on: {
        'report.submit': { target: 'submitting' },
        'report.back': [{ guard: 'isEtc', target: 'typingReason' }, { target: 'choosingReason' }],
        'report.close': { target: 'idle', actions: 'reset' },
      },
    },
    alreadyReported: {
      id: 'report.alreadyReported',
      on: { 'report.close': { target: 'idle', actions: 'reset' } },
    },
    done: {
      id: 'report.done',
      entry: { type: 'reportSent', params: ({ context }) => ({ isHidden: context.isHidden, replyId: context.replyId }) },
      on: { 'report.close': { target: 'idle', actions: 'reset' } },
    },
  },
});

export type CommunityReportMachine = typeof communityReportMachine;
