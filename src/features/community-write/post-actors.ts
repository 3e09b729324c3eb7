import type { QueryClient } from '@tanstack/react-query';
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import { communityPostMachine, draftOf, type UploadRequest } from '../../../machines/community-post/community-post.machine';
import { messageOf, postTexts, type BannedWordsOutcome, type PostDraft, type PostKind, type PostSubmission, type SubmittedPost } from '../../../machines/community-post/community-post.types';
import { checkPostBannedWords } from '../../api/community/banned-words';
import type { BannedWordsResult } from '../../api/community/schemas';
import { uploadCommunityImage } from '../../api/community/upload';
import { createPost, fetchEditablePost, invalidateCommunity, updatePost } from '../../api/community/write';
import { clearDraft, saveDraft, type DraftKey } from './draft-storage';

/** How many pictures upload at once: a phone's upstream is narrow, two keep it busy. */
export const UPLOAD_CONCURRENCY = 2;

export interface PostMachineDeps {
  memberId: string;
  kind: PostKind;
  editId: number | null;
  queryClient: QueryClient;
  /** opens the saved post (replacing the form in history) */
  openPost: (kind: PostKind, postId: number) => void;
  /** injectable for tests */
  upload?: typeof uploadCommunityImage;
}

/** The server's message for a banned word, or null when the text is clean. */
export function bannedMessage(result: BannedWordsResult): string | null {
  if (result.isValid) return null;
  return result.message ?? `사용할 수 없는 단어가 포함되어 있어요: ${result.bannedWords.join(', ')}`;
}

/**
 * The uploader: sends each picture (a few at a time), reporting each one's state back to the
 * machine; stopping it (the machine left uploadingImages, or restarted it) aborts what is in flight.
 */
export function uploaderOf(upload: typeof uploadCommunityImage) {
  return fromCallback<EventObject, UploadRequest>(({ input, sendBack }) => {
    const controller = new AbortController();
    const queue = [...input.images];
    const worker = async () => {
      for (let item = queue.shift(); item; item = queue.shift()) {
        if (controller.signal.aborted) return;
        const { key, source, name } = item;
        sendBack({ type: 'post.imageUploading', key });
        try {
          if (!(source instanceof Blob)) throw new Error('no picture');
          const image = await upload(source, name, controller.signal);
          if (!controller.signal.aborted) sendBack({ type: 'post.imageUploaded', key, image });
        } catch (error) {
          if (!controller.signal.aborted) sendBack({ type: 'post.imageFailed', key, message: messageOf(error, postTexts.uploadFailed) });
        }
      }
    };
    void Promise.all(Array.from({ length: UPLOAD_CONCURRENCY }, worker)).then(() => {
      if (!controller.signal.aborted) sendBack({ type: 'post.uploadsFinished' });
    });
    return () => controller.abort();
  });
}

/** The writing machine with its real side effects (the composition root of this screen). */
export function providePostMachine({ memberId, kind, editId, queryClient, openPost, upload = uploadCommunityImage }: PostMachineDeps) {
  const key: DraftKey = { memberId, kind, editId };
  return communityPostMachine.provide({
    actors: {
      loadPost: fromPromise<PostDraft, { kind: PostKind; postId: number }>(async ({ input, signal }) => {
        const post = await fetchEditablePost(input.kind, input.postId, signal);
        return { title: post.title, body: post.body, images: post.images };
      }),
      uploadImages: uploaderOf(upload),
      checkBannedWords: fromPromise<BannedWordsOutcome, { title: string; body: string }>(async ({ input, signal }) => {
        const answer = await checkPostBannedWords(input, signal);
        return { title: bannedMessage(answer.title), body: bannedMessage(answer.body) };
      }),
      submitPost: fromPromise<SubmittedPost, PostSubmission>(async ({ input }) => {
        const body = { title: input.title, body: input.body, imageIds: input.imageIds };
        const saved = input.editId === null ? await createPost(input.kind, body) : await updatePost(input.kind, input.editId, body);
        return { postId: saved.postId };
      }),
    },
    actions: {
      saveDraft: ({ context }) => saveDraft(key, draftOf(context)),
      clearDraft: () => clearDraft(key),
      openPost: ({ context }) => {
        void invalidateCommunity(queryClient);
        if (context.savedPostId !== null) openPost(kind, context.savedPostId);
      },
    },
  });
}
