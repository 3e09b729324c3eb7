import { assertEvent, assign, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import { machineIds } from '../ids';
import {
  hasAnyError,
  localErrors,
  messageOf,
  postTexts,
  type BannedWordsOutcome,
  type CommunityPostInput,
  type FieldErrors,
  type PickedImage,
  type PostDraft,
  type PostImageItem,
  type PostKind,
  type PostSubmission,
  type SubmittedPost,
  type UploadedImage,
} from './community-post.types';

export interface CommunityPostContext {
  kind: PostKind;
  editId: number | null;
  title: string;
  body: string;
  images: PostImageItem[];
  /** how many pictures were picked so far: the next picture's key is `img-<pickCount + 1>` */
  pickCount: number;
  errors: FieldErrors;
  /** the message above '등록하기' after a failed submit (or upload) */
  formError: string | null;
  /**
   * where a submit stands: 'requested' while waiting for uploads or the checks, 'validated' once the
   * checks passed (the uploads then lead straight to submitting)
   */
  submit: 'none' | 'requested' | 'validated';
  /** the form was filled from a stored draft ('작성 중이던 글을 불러왔어요.') */
  restored: boolean;
  /** something was typed, picked or removed since the form opened (leaving asks first) */
  dirty: boolean;
  /** the saved post, once done */
  savedPostId: number | null;
}

/** Events from the form (the member) and from the uploader actor. */
export type CommunityPostEvent =
  | { type: 'post.titleChanged'; value: string }
  | { type: 'post.bodyChanged'; value: string }
  /** pictures picked and checked by the app; `notice` is why some were refused (type, size, count) */
  | { type: 'post.imagesPicked'; images: PickedImage[]; notice: string | null }
  | { type: 'post.imageRemoved'; key: string }
  /** '다시 시도' on a picture that failed */
  | { type: 'post.imageRetried'; key: string }
  /** '등록하기' */
  | { type: 'post.submit' }
  /** '다시 시도' when the post to edit could not be loaded */
  | { type: 'post.retryLoad' }
  | { type: 'post.imageUploading'; key: string }
  | { type: 'post.imageUploaded'; key: string; image: UploadedImage }
  | { type: 'post.imageFailed'; key: string; message: string }
  /** the uploader settled every picture it was given */
  | { type: 'post.uploadsFinished' };

export interface UploadRequest {
  images: Array<Pick<PostImageItem, 'key' | 'source' | 'name'>>;
}

const noErrors = (): FieldErrors => ({ title: null, body: null, images: null });

const savedItem = (image: UploadedImage): PostImageItem => ({
  key: `saved-${image.imageId}`,
  status: 'uploaded',
  previewUrl: image.url,
  source: null,
  name: '',
  image,
  error: null,
});

function fromDraft(draft: PostDraft): Pick<CommunityPostContext, 'title' | 'body' | 'images'> {
  return { title: draft.title, body: draft.body, images: draft.images.map(savedItem) };
}

/** Pictures the uploader still has to send (waiting, or cut off by a restart). */
export const toUpload = (images: readonly PostImageItem[]) => images.filter((item) => item.status === 'pending' || item.status === 'uploading');

/** The draft to keep on the device: the texts and the pictures the server already has. */
export function draftOf(context: Pick<CommunityPostContext, 'title' | 'body' | 'images'>): PostDraft {
  return {
    title: context.title,
    body: context.body,
    images: context.images.flatMap((item) => (item.status === 'uploaded' && item.image ? [item.image] : [])),
  };
}

/** What '등록하기' sends, once every picture is uploaded. */
export function submissionOf(context: CommunityPostContext): PostSubmission {
  return {
    kind: context.kind,
    editId: context.editId,
    title: context.title.trim(),
    body: context.body.trim(),
    imageIds: context.images.flatMap((item) => (item.image ? [item.image.imageId] : [])),
  };
}

const updateImage = (images: readonly PostImageItem[], key: string, change: Partial<PostImageItem>) =>
  images.map((item) => (item.key === key ? { ...item, ...change } : item));

/**
 * Writing a post: 오늘의 식탁 (dashboard/form) and 질문하기 (qna/form), new or edited.
 *
 *  starting ─ editId ─► loading ─ post / draft ─► editing ◄─ retryLoad ─ loadFailed ◄─ error ─┘
 *     └──────────────────────────────────────────► editing
 *
 *  editing: draft ⇄ uploadingImages (pictures upload as they are picked; failures keep the others)
 *           failed (keeps everything; '등록하기' again)
 *     submit ─► validating.local ─ length/picture rules ✗ ─► editing.draft (messages at the fields)
 *                  └─► bannedWords ─ banned ─► editing.draft (the server's message at the field)
 *                        └─► validated ─ pictures left ─► editing.uploadingImages ─ all uploaded ─► submitting
 *                              └─────────────────────────────────────────────────────────────────► submitting
 *     submitting ─ ok ─► done (draft cleared, the post opened) │ error ─► editing.failed
 *
 * A second '등록하기' while validating, uploading for a submit or submitting is ignored by design:
 * those states do not take `post.submit` (uploadingImages only records the first one).
 * Side effects are named here and given by src/features/community-write/post-actors.ts.
 */
export const communityPostMachine = setup({
  types: {
    context: {} as CommunityPostContext,
    events: {} as CommunityPostEvent,
    input: {} as CommunityPostInput,
  },
  actors: {
    /** GET the post to edit, as a draft (its texts and pictures) */
    loadPost: fromPromise<PostDraft, { kind: PostKind; postId: number }>(() => Promise.reject(new Error('loadPost not provided'))),
    /**
     * uploads each picture given (POST /community/image), sending back post.imageUploading,
     * post.imageUploaded or post.imageFailed per picture and post.uploadsFinished at the end;
     * stopping it aborts what is in flight
     */
    uploadImages: fromCallback<EventObject, UploadRequest>(({ input, sendBack }) => {
      for (const item of input.images) sendBack({ type: 'post.imageFailed', key: item.key, message: 'uploadImages not provided' });
      sendBack({ type: 'post.uploadsFinished' });
    }),
    /** GET /community/bannedwords-validation for the title and the body */
    checkBannedWords: fromPromise<BannedWordsOutcome, { title: string; body: string }>(() => Promise.reject(new Error('checkBannedWords not provided'))),
    /** POST a new post or PUT the edited one */
    submitPost: fromPromise<SubmittedPost, PostSubmission>(() => Promise.reject(new Error('submitPost not provided'))),
  },
  actions: {
    fillFromPost: assign(({ event }) => fromDraft((event as unknown as { output: PostDraft }).output)),
    setTitle: assign({
      title: ({ event }) => {
        assertEvent(event, 'post.titleChanged');
        return event.value;
      },
      errors: ({ context }) => ({ ...context.errors, title: null }),
      dirty: true,
    }),
    setBody: assign({
      body: ({ event }) => {
        assertEvent(event, 'post.bodyChanged');
        return event.value;
      },
      errors: ({ context }) => ({ ...context.errors, body: null }),
      dirty: true,
    }),
    addImages: assign(({ context, event }) => {
      assertEvent(event, 'post.imagesPicked');
      const added = event.images.map(
        (picked, index): PostImageItem => ({
          key: `img-${context.pickCount + index + 1}`,
          status: 'pending',
          previewUrl: picked.previewUrl,
          source: picked.source,
          name: picked.name,
          image: null,
          error: null,
        }),
      );
      return {
        images: [...context.images, ...added],
        pickCount: context.pickCount + added.length,
        errors: { ...context.errors, images: event.notice },
        dirty: true,
      };
    }),
    showPickNotice: assign({
      errors: ({ context, event }) => {
        assertEvent(event, 'post.imagesPicked');
        return { ...context.errors, images: event.notice };
      },
    }),
    removeImage: assign({
      images: ({ context, event }) => {
        assertEvent(event, 'post.imageRemoved');
        return context.images.filter((item) => item.key !== event.key);
      },
      errors: ({ context }) => ({ ...context.errors, images: null }),
      dirty: true,
    }),
    queueRetry: assign({
      images: ({ context, event }) => {
        assertEvent(event, 'post.imageRetried');
        return updateImage(context.images, event.key, { status: 'pending', error: null });
      },
    }),
    /** before a submit's uploads: pictures that failed are tried once more */
    queueFailedImages: assign({
      images: ({ context }) => context.images.map((item) => (item.status === 'failed' ? { ...item, status: 'pending' as const, error: null } : item)),
    }),
    markUploading: assign({
      images: ({ context, event }) => {
        assertEvent(event, 'post.imageUploading');
        return updateImage(context.images, event.key, { status: 'uploading', error: null });
      },
    }),
    markUploaded: assign({
      images: ({ context, event }) => {
        assertEvent(event, 'post.imageUploaded');
        return updateImage(context.images, event.key, { status: 'uploaded', image: event.image, source: null, error: null });
      },
    }),
    markFailed: assign({
      images: ({ context, event }) => {
        assertEvent(event, 'post.imageFailed');
        return updateImage(context.images, event.key, { status: 'failed', error: event.message });
      },
    }),
    requestSubmit: assign({ submit: 'requested', formError: null }),
    markValidated: assign({ submit: 'validated' }),
    clearSubmit: assign({ submit: 'none' }),
    showLocalErrors: assign({
      errors: ({ context }) => localErrors(context.kind, context.title, context.body, context.images.length),
    }),
    showBannedWords: assign({
      errors: ({ context, event }) => {
        const output = (event as unknown as { output: BannedWordsOutcome }).output;
        return { ...context.errors, title: output.title, body: output.body };
      },
    }),
    showUploadFailure: assign({ formError: postTexts.imagesFailed }),
    showSubmitFailure: assign({
      formError: ({ event }) => messageOf((event as { error?: unknown }).error, postTexts.submitFailed),
    }),
    storeSaved: assign({
      savedPostId: ({ event }) => (event as unknown as { output: SubmittedPost }).output.postId,
      dirty: false,
    }),
    /** keeps draftOf(context) on the device, for this member and form */
    saveDraft: () => undefined,
    /** forgets the stored draft (after the post was saved) */
    clearDraft: () => undefined,
    /** lists are refreshed and the saved post opens (context.savedPostId) */
    openPost: () => undefined,
  },
  guards: {
    isEditing: ({ context }) => context.editId !== null,
    isRestored: ({ context }) => context.restored,
    hasNewImages: ({ event }) => {
      assertEvent(event, 'post.imagesPicked');
      return event.images.length > 0;
    },
    hasLocalErrors: ({ context }) => hasAnyError(localErrors(context.kind, context.title, context.body, context.images.length)),
    hasBannedWords: ({ event }) => {
      const output = (event as unknown as { output: BannedWordsOutcome }).output;
      return output.title !== null || output.body !== null;
    },
    hasImagesToUpload: ({ context }) => context.images.some((item) => item.status !== 'uploaded'),
    isSubmitRequested: ({ context }) => context.submit !== 'none',
    /** '등록하기' was tapped while pictures uploaded, and one of them failed */
    isSubmitBlockedByFailedImage: ({ context }) => context.submit !== 'none' && context.images.some((item) => item.status === 'failed'),
    isSubmitIdle: ({ context }) => context.submit === 'none',
    isValidated: ({ context }) => context.submit === 'validated',
  },
}).createMachine({
  id: machineIds.communityPost,
  context: ({ input }) => ({
    kind: input.kind,
    editId: input.editId,
    ...(input.draft ? fromDraft(input.draft) : { title: '', body: '', images: [] }),
    pickCount: 0,
    errors: noErrors(),
    formError: null,
    submit: 'none',
    restored: input.draft !== null,
    dirty: input.draft !== null,
    savedPostId: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isEditing', target: 'loading' }, { target: 'editing' }],
    },

    /** the post to edit is fetched; a stored draft of the same edit wins over it */
    loading: {
      id: 'loading',
      invoke: {
        id: 'loadPost',
        src: 'loadPost',
        input: ({ context }) => ({ kind: context.kind, postId: context.editId ?? 0 }),
        onDone: [{ guard: 'isRestored', target: 'editing' }, { target: 'editing', actions: 'fillFromPost' }],
        onError: { target: 'loadFailed' },
      },
    },

    loadFailed: {
      id: 'loadFailed',
      on: { 'post.retryLoad': { target: 'loading' } },
    },

    /** the form takes typing, pictures and removals */
    editing: {
      id: 'editing',
      initial: 'draft',
      on: {
        'post.titleChanged': { actions: ['setTitle', 'saveDraft'] },
        'post.bodyChanged': { actions: ['setBody', 'saveDraft'] },
        'post.imageRemoved': { actions: ['removeImage', 'saveDraft'] },
        // a new picture (re)starts the uploader with everything not yet sent
        'post.imagesPicked': [
          { guard: 'hasNewImages', target: '#uploadingImages', reenter: true, actions: 'addImages' },
          { actions: 'showPickNotice' },
        ],
        'post.imageRetried': { target: '#uploadingImages', reenter: true, actions: 'queueRetry' },
      },
      states: {
        draft: {
          id: 'draft',
          entry: 'clearSubmit',
          on: { 'post.submit': { target: '#validating' } },
        },

        /** pictures go up one by one (a few at a time); one failing keeps the others */
        uploadingImages: {
          id: 'uploadingImages',
          invoke: {
            id: 'uploadImages',
            src: 'uploadImages',
            input: ({ context }) => ({
              images: toUpload(context.images).map(({ key, source, name }) => ({ key, source, name })),
            }),
          },
          on: {
            'post.imageUploading': { actions: 'markUploading' },
            'post.imageUploaded': { actions: ['markUploaded', 'saveDraft'] },
            'post.imageFailed': { actions: 'markFailed' },
            // '등록하기' while pictures upload: remembered once, checked when they are done
            'post.submit': { guard: 'isSubmitIdle', actions: 'requestSubmit' },
            'post.uploadsFinished': [
              { guard: 'isSubmitBlockedByFailedImage', target: 'failed', actions: 'showUploadFailure' },
              { guard: 'isValidated', target: '#submitting' },
              { guard: 'isSubmitRequested', target: '#validating' },
              { target: 'draft' },
            ],
          },
        },

        /** the submit failed: everything stays; '등록하기' tries again */
        failed: {
          id: 'failed',
          entry: 'clearSubmit',
          on: { 'post.submit': { target: '#validating' } },
        },
      },
    },

    validating: {
      id: 'validating',
      entry: 'requestSubmit',
      initial: 'local',
      states: {
        /** lengths and the picture rule, with messages at the fields */
        local: {
          always: [{ guard: 'hasLocalErrors', target: '#draft', actions: 'showLocalErrors' }, { target: 'bannedWords' }],
        },
        /** the server's banned words; if the check cannot be made, the server checks again on saving */
        bannedWords: {
          invoke: {
            id: 'checkBannedWords',
            src: 'checkBannedWords',
            input: ({ context }) => ({ title: context.title.trim(), body: context.body.trim() }),
            onDone: [{ guard: 'hasBannedWords', target: '#draft', actions: 'showBannedWords' }, { target: 'validated' }],
            onError: { target: 'validated' },
          },
        },
        validated: {
          entry: 'markValidated',
          always: [{ guard: 'hasImagesToUpload', target: '#uploadingImages', actions: 'queueFailedImages' }, { target: '#submitting' }],
        },
      },
    },

    submitting: {
      id: 'submitting',
      invoke: {
        id: 'submitPost',
        src: 'submitPost',
        input: ({ context }) => submissionOf(context),
        onDone: { target: 'done', actions: ['storeSaved', 'clearDraft', 'openPost'] },
        onError: { target: '#failed', actions: 'showSubmitFailure' },
      },
    },

    done: { id: 'done', type: 'final' },
  },
});

export type CommunityPostMachine = typeof communityPostMachine;
