/**
 * The model of the community writing statechart for model-based tests (DESIGN.md "Tests"):
 * `createTestModel` (xstate/graph) walks the machine's graph with the event cases below, and
 * `modelPaths` turns it into paths that reach every state and take every transition. Three
 * starts: a new 오늘의 식탁 post (the whole form), and an edit with and without a stored draft (the
 * loading branch). Test support only; never used by the app.
 */
import type { EventObject } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { modelPaths, toTestModelMachine, type ModelPath } from '../test-support/test-model';
import { communityPostMachine, type CommunityPostContext } from './community-post.machine';
import type { CommunityPostInput } from './community-post.types';
import { apiError, networkError, picked, storedDraft, uploaded } from './community-post.test-kit';

export type ModelEvent = EventObject & { output?: unknown; error?: unknown; [key: string]: unknown };

const done = (id: string, output?: unknown): ModelEvent => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown): ModelEvent => ({ type: `xstate.error.actor.${id}`, error });

export const BANNED_MESSAGE = '사용할 수 없는 단어가 포함되어 있어요: 바보';

export const modelInputs = {
  newDashboard: { kind: 'DASHBOARD', editId: null, draft: null },
  editQna: { kind: 'QNA', editId: 77, draft: null },
  editQnaWithDraft: { kind: 'QNA', editId: 77, draft: storedDraft() },
} as const satisfies Record<string, CommunityPostInput>;
export type ModelStart = keyof typeof modelInputs;

export const modelEvents = {
  title: { type: 'post.titleChanged', value: '냉이 된장찌개' } as ModelEvent,
  body: { type: 'post.bodyChanged', value: '제철 냉이를 듬뿍 넣고 끓였어요.' } as ModelEvent,
  pickOne: { type: 'post.imagesPicked', images: [picked('a.png')], notice: null } as ModelEvent,
  pickRefused: { type: 'post.imagesPicked', images: [], notice: 'JPG, PNG, WEBP, GIF 사진만 올릴 수 있어요.' } as ModelEvent,
  remove: { type: 'post.imageRemoved', key: 'img-1' } as ModelEvent,
  retry: { type: 'post.imageRetried', key: 'img-1' } as ModelEvent,
  submit: { type: 'post.submit' } as ModelEvent,
  retryLoad: { type: 'post.retryLoad' } as ModelEvent,
  uploading: { type: 'post.imageUploading', key: 'img-1' } as ModelEvent,
  uploaded: { type: 'post.imageUploaded', key: 'img-1', image: uploaded(41) } as ModelEvent,
  uploadFailed: { type: 'post.imageFailed', key: 'img-1', message: '사진은 한 장에 10MB까지 올릴 수 있어요.' } as ModelEvent,
  uploadsFinished: { type: 'post.uploadsFinished' } as ModelEvent,
  loaded: done('loadPost', { title: '김장 몇 포기 하세요?', body: '올해는 스무 포기 하려고요.', images: [] }),
  loadFailed: failed('loadPost', networkError()),
  clean: done('checkBannedWords', { title: null, body: null }),
  banned: done('checkBannedWords', { title: BANNED_MESSAGE, body: null }),
  checkFailed: failed('checkBannedWords', networkError()),
  saved: done('submitPost', { postId: 901 }),
  refused: failed('submitPost', apiError(12, BANNED_MESSAGE)),
  unreachable: failed('submitPost', networkError()),
} as const;

type Snapshot = { value: unknown; context: CommunityPostContext; matches: (value: never) => boolean };

const first = (context: CommunityPostContext) => context.images.find((item) => item.key === 'img-1');

/** Every event the member, the uploader or an actor can produce in this state (bounded for the graph). */
export function possibleEvents(start: ModelStart) {
  return (snapshot: Snapshot): ModelEvent[] => {
    const is = (value: unknown) => snapshot.matches(value as never);
    const context = snapshot.context;
    const image = first(context);
    if (is('loading')) return [modelEvents.loaded, modelEvents.loadFailed];
    if (is('loadFailed')) return [modelEvents.retryLoad];
    // the edits only walk their loading; the form itself is the new post's
    if (start !== 'newDashboard') return [];
    const imageEvents = [
      ...(context.pickCount === 0 ? [modelEvents.pickOne] : []),
      ...(context.pickCount === 0 && context.title === '' ? [modelEvents.pickRefused] : []),
      ...(image ? [modelEvents.remove] : []),
      ...(image?.status === 'failed' ? [modelEvents.retry] : []),
    ];
    if (is({ editing: 'draft' }))
      return [
        ...(context.title === '' ? [modelEvents.title] : []),
        ...(context.body === '' ? [modelEvents.body] : []),
        ...imageEvents,
        modelEvents.submit,
      ];
    if (is({ editing: 'uploadingImages' }))
      return [
        ...(image?.status === 'pending' ? [modelEvents.uploading] : []),
        ...(image?.status === 'uploading' ? [modelEvents.uploaded, modelEvents.uploadFailed] : []),
        ...(context.images.every((item) => item.status === 'uploaded' || item.status === 'failed') ? [modelEvents.uploadsFinished] : []),
        modelEvents.submit,
      ];
    if (is({ editing: 'failed' })) return [...(image?.status === 'failed' ? [modelEvents.retry, modelEvents.remove] : []), modelEvents.submit];
    if (is({ validating: 'bannedWords' })) return [modelEvents.clean, modelEvents.banned, modelEvents.checkFailed];
    if (is('submitting')) return [modelEvents.saved, modelEvents.refused, modelEvents.unreachable];
    return [];
  };
}

/** What the guards read. */
const guardContext = (context: CommunityPostContext) => [
  context.title !== '',
  context.body !== '',
  context.images.map((item) => item.status),
  context.submit,
  context.restored,
];

export function postModelPaths(start: ModelStart): ModelPath[] {
  const events = possibleEvents(start);
  const model = createTestModel(toTestModelMachine(communityPostMachine), {
    events: (snapshot: unknown) => events(snapshot as Snapshot) as never,
    filterEvents: (snapshot: unknown, event: ModelEvent) => events(snapshot as Snapshot).some((candidate) => candidate.type === event.type),
    input: modelInputs[start],
  } as never);
  return modelPaths(model as never, { events: events as never, guardContext: guardContext as never });
}

