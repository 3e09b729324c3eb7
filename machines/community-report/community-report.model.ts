/**
 * The model of the report statechart for model-based tests (DESIGN.md "Tests"): `createTestModel`
 * from xstate/graph walks the machine's graph with the event cases below, and `modelPaths`
 * turns it into paths that reach every state and take every transition. Test support only.
 */
import type { EventObject } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { modelPaths, toTestModelMachine, type ModelPath } from '../test-support/test-model';
import { communityReportMachine, type CommunityReportContext } from './community-report.machine';
import { apiError, networkError } from './community-report.test-kit';

export type ModelEvent = EventObject & { output?: unknown; error?: unknown; [key: string]: unknown };

const done = (output: unknown): ModelEvent => ({ type: 'xstate.done.actor.submitReport', output });
const failed = (error: unknown): ModelEvent => ({ type: 'xstate.error.actor.submitReport', error });

type Snapshot = { value: unknown; context: CommunityReportContext };

/** Every event the shopper or the server can produce in this state. */
export function possibleEvents(snapshot: Snapshot): ModelEvent[] {
  switch (snapshot.value) {
    case 'idle':
      return [
        { type: 'report.open', isMember: true },
        { type: 'report.open', isMember: true, replyId: 55 },
        { type: 'report.open', isMember: false },
      ];
    case 'needsLogin':
    case 'alreadyReported':
    case 'done':
      return [{ type: 'report.close' }];
    case 'choosingReason':
      return [
        { type: 'report.reasonPicked', reason: 'SPAM' },
        { type: 'report.reasonPicked', reason: 'ETC' },
        { type: 'report.next' },
        { type: 'report.close' },
      ];
    case 'typingReason':
      return [
        { type: 'report.reasonPicked', reason: 'ETC' },
        { type: 'report.reasonPicked', reason: 'ABUSE' },
        { type: 'report.textChanged', text: '가격을 속여요' },
        { type: 'report.next' },
        { type: 'report.close' },
      ];
    case 'confirming':
      return [{ type: 'report.submit' }, { type: 'report.back' }, { type: 'report.close' }];
    case 'submitting':
      return [done({ isHidden: false }), done({ isHidden: true }), failed(apiError(18, '이미 신고한 글이에요.')), failed(apiError(110)), failed(networkError())];
    case 'failed':
      return [{ type: 'report.submit' }, { type: 'report.back' }, { type: 'report.close' }];
    default:
      return [];
  }
}

const model = createTestModel(toTestModelMachine(communityReportMachine), {
  events: (snapshot: unknown) => possibleEvents(snapshot as Snapshot) as never,
  // xstate/graph adds a bare event for every type a state handles: only the cases above are walked
  filterEvents: (snapshot: unknown, event: ModelEvent) => possibleEvents(snapshot as Snapshot).some((candidate) => candidate.type === event.type),
} as never);

/** What the guards read: whether a reason is picked, whether it is ETC, whether the text is long enough. */
const guardContext = (context: CommunityReportContext) => [context.reason, context.text.trim().length >= 5];

export function reportModelPaths(): ModelPath[] {
  return modelPaths(model as never, { events: possibleEvents as never, guardContext: guardContext as never });
}

