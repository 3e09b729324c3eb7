/**
 * Test kit of the community writing machine: every side effect replaced by a recording stub, and
 * actors that stay pending until the test settles them. The uploader is a callback actor: the test
 * plays its part by sending its events (`kit.send({ type: 'post.imageUploaded', … })`), and the kit
 * records what it was asked to upload. Used by the unit and model-based tests; never by the app.
 */
import { createActor, fromCallback, type EventObject } from 'xstate';
import { createInspector } from '../test-support/inspector';
import { pendingActors } from '../test-support/pending-kit';
import { communityPostMachine, type CommunityPostContext, type UploadRequest } from './community-post.machine';
import type { BannedWordsOutcome, CommunityPostInput, PostDraft, PostKind, PostSubmission, SubmittedPost } from './community-post.types';

export type PostActorName = 'loadPost' | 'checkBannedWords' | 'submitPost';
export type PostActionName = 'saveDraft' | 'clearDraft' | 'openPost';


export const apiError = (code: number, message = `code ${code}`) => Object.assign(new Error(message), { code, errorType: 'USER' });
export const networkError = () => new TypeError('Failed to fetch');

export const picked = (name = 'p.png') => ({ source: { name }, previewUrl: `blob:${name}`, name });
export const uploaded = (imageId: number) => ({ imageId, url: `/images/community/${imageId}.png`, width: 120, height: 120 });
export const storedDraft = (): PostDraft => ({ title: '냉이 된장찌개', body: '제철 냉이를 듬뿍 넣었어요.', images: [uploaded(31)] });

export function createPostKit(input: CommunityPostInput = { kind: 'DASHBOARD', editId: null, draft: null }) {
  const calls: Record<PostActorName, number> = { loadPost: 0, checkBannedWords: 0, submitPost: 0 };
  const actions: Array<{ name: PostActionName; context: CommunityPostContext }> = [];
  const submissions: PostSubmission[] = [];
  /** what each start of the uploader was given */
  const uploads: UploadRequest[] = [];
  let uploadersRunning = 0;
  const stubs = pendingActors<PostActorName>((name) => {
    calls[name] += 1;
  });
  const { inspect, taken, entered } = createInspector();
  const { stub } = stubs;
  const record =
    (name: PostActionName) =>
    ({ context }: { context: CommunityPostContext }) =>
      void actions.push({ name, context });

  const machine = communityPostMachine.provide({
    actors: {
      loadPost: stub<PostDraft, { kind: PostKind; postId: number }>('loadPost'),
      checkBannedWords: stub<BannedWordsOutcome, { title: string; body: string }>('checkBannedWords'),
      submitPost: stub<SubmittedPost, PostSubmission>('submitPost', (submission) => submissions.push(submission)),
      uploadImages: fromCallback<EventObject, UploadRequest>(({ input: request }) => {
        uploads.push(request);
        uploadersRunning += 1;
        return () => {
          uploadersRunning -= 1;
        };
      }),
    },
    actions: { saveDraft: record('saveDraft'), clearDraft: record('clearDraft'), openPost: record('openPost') },
  });

  const actor = createActor(machine, {
    input,
    inspect,
  });


  return {
    actor,
    calls,
    actions,
    submissions,
    uploads,
    taken,
    entered,
    uploadersRunning: () => uploadersRunning,
    isPending: stubs.isPending,
    start: () => actor.start(),
    send: (event: Parameters<typeof actor.send>[0]) => actor.send(event),
    snapshot: () => actor.getSnapshot(),
    resolve: stubs.resolve,
    reject: stubs.reject,
    flush: stubs.flush,
    count: (name: PostActionName) => actions.filter((a) => a.name === name).length,
  };
}

export type PostKit = ReturnType<typeof createPostKit>;
