import type { SnapshotFrom } from 'xstate';
import type { CommunityReportMachine } from './community-report.machine';
import { REPORT_TEXT_MIN } from './community-report.types';

type Snapshot = Pick<SnapshotFrom<CommunityReportMachine>, 'matches' | 'context' | 'can'>;

/** The report dialog is on screen (the login question is the app's own dialog). */
export const isDialogOpen = (snapshot: Snapshot): boolean =>
  !snapshot.matches('idle') && !snapshot.matches('needsLogin');

/** Which page of the dialog: the reasons, the confirmation, or an outcome. */
export const dialogStep = (snapshot: Snapshot): 'reasons' | 'confirm' | 'sending' | 'done' | 'failed' | 'already' | null => {
  if (snapshot.matches('choosingReason') || snapshot.matches('typingReason')) return 'reasons';
  if (snapshot.matches('confirming')) return 'confirm';
  if (snapshot.matches('submitting')) return 'sending';
  if (snapshot.matches('done')) return 'done';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('alreadyReported')) return 'already';
  return null;
};

export const showsTextField = (snapshot: Snapshot): boolean => snapshot.matches('typingReason');

export const canGoNext = (snapshot: Snapshot): boolean => snapshot.can({ type: 'report.next' });

/** The ETC text is too short to go on (shown under the field once something is typed). */
export const textHint = (snapshot: Snapshot): string | null => {
  if (!snapshot.matches('typingReason')) return null;
  const length = snapshot.context.text.trim().length;
  return length < REPORT_TEXT_MIN ? `기타 사유를 ${REPORT_TEXT_MIN}자 이상 적어 주세요.` : null;
};

export const isSubmitting = (snapshot: Snapshot): boolean => snapshot.matches('submitting');
