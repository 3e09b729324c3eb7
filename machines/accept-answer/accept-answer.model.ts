/**
 * The model of the accept-answer statechart for model-based tests (DESIGN.md "Tests"):
 * `createTestModel` walks the machine's graph with the event cases below; `modelPaths` gives
 * paths that reach every state and take every transition. Test support only.
 */
import type { EventObject } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { modelPaths, toTestModelMachine, type ModelPath } from '../test-support/test-model';
import { acceptAnswerMachine } from './accept-answer.machine';
import { apiError, networkError } from './accept-answer.test-kit';

export type ModelEvent = EventObject & { output?: unknown; error?: unknown; [key: string]: unknown };

const done = (output: unknown): ModelEvent => ({ type: 'xstate.done.actor.acceptAnswer', output });
const failed = (error: unknown): ModelEvent => ({ type: 'xstate.error.actor.acceptAnswer', error });

export function possibleEvents(snapshot: { value: unknown }): ModelEvent[] {
  switch (snapshot.value) {
    case 'idle':
      return [{ type: 'accept.request', replyId: 55 }];
    case 'confirming':
      return [{ type: 'accept.confirm' }, { type: 'accept.cancel' }];
    case 'accepting':
      return [
        done({ acceptedReplyId: 55 }),
        failed(apiError(12, '질문을 쓴 회원만 답변을 채택할 수 있어요.')),
        failed(apiError(18, '이미 채택한 답변이 있어요.')),
        failed(networkError()),
      ];
    case 'notAsker':
    case 'alreadyAccepted':
      return [{ type: 'accept.dismiss' }];
    case 'failed':
      return [{ type: 'accept.retry' }, { type: 'accept.cancel' }];
    default:
      return [];
  }
}

const model = createTestModel(toTestModelMachine(acceptAnswerMachine), {
  events: (snapshot: unknown) => possibleEvents(snapshot as { value: unknown }) as never,
  // xstate/graph adds a bare event for every type a state handles: only the cases above are walked
  filterEvents: (snapshot: unknown, event: ModelEvent) => possibleEvents(snapshot as { value: unknown }).some((candidate) => candidate.type === event.type),
} as never);

export function acceptModelPaths(): ModelPath[] {
  return modelPaths(model as never, { events: possibleEvents as never });
}

