import type { SnapshotFrom } from 'xstate';
import type { CommunityPostMachine } from './community-post.machine';
import { POST_LIMITS } from './community-post.types';

type Snapshot = Pick<SnapshotFrom<CommunityPostMachine>, 'matches' | 'context'>;

/** The post to edit is on its way (or failed): the form waits. */
export const isLoading = (snapshot: Snapshot): boolean => snapshot.matches('starting') || snapshot.matches('loading');
export const loadFailed = (snapshot: Snapshot): boolean => snapshot.matches('loadFailed');

/** Checks or the submit under way: the fields are read-only and '등록하기' waits. */
export const isBusy = (snapshot: Snapshot): boolean =>
  snapshot.matches('validating') || snapshot.matches('submitting') || snapshot.matches('done') || (snapshot.matches({ editing: 'uploadingImages' }) && snapshot.context.submit !== 'none');

/** '등록하기' shows its spinner (and says so to screen readers). */
export const isSubmitting = (snapshot: Snapshot): boolean => isBusy(snapshot);

/** The fields take input. */
export const canEdit = (snapshot: Snapshot): boolean => snapshot.matches('editing') && !isBusy(snapshot);

export const isUploading = (snapshot: Snapshot): boolean => snapshot.matches({ editing: 'uploadingImages' });

export const isDone = (snapshot: Snapshot): boolean => snapshot.matches('done');

/** More pictures may be picked: the slots left. */
export const slotsLeft = (snapshot: Snapshot): number => Math.max(0, POST_LIMITS.imagesMax - snapshot.context.images.length);

/** Leaving would lose something typed or picked (the confirm before leaving). */
export const hasUnsavedChanges = (snapshot: Snapshot): boolean => snapshot.context.dirty && !snapshot.matches('done');
