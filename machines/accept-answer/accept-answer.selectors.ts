import type { SnapshotFrom } from 'xstate';
import type { AcceptAnswerMachine } from './accept-answer.machine';

type Snapshot = Pick<SnapshotFrom<AcceptAnswerMachine>, 'matches' | 'context'>;

/** The answer whose '채택하기' was tapped, while its confirmation or call is on. */
export const pendingReplyId = (snapshot: Snapshot): number | null => snapshot.context.replyId;

export const isConfirming = (snapshot: Snapshot): boolean => snapshot.matches('confirming');
export const isAccepting = (snapshot: Snapshot): boolean => snapshot.matches('accepting');
export const isAccepted = (snapshot: Snapshot): boolean => snapshot.matches('accepted');

/** A message to show: the failure (with retry), or the server's refusal (12, 18). */
export const outcome = (snapshot: Snapshot): { kind: 'failed' | 'refused'; message: string } | null => {
  const message = snapshot.context.message ?? '';
  if (snapshot.matches('failed')) return { kind: 'failed', message };
  if (snapshot.matches('notAsker') || snapshot.matches('alreadyAccepted')) return { kind: 'refused', message };
  return null;
};
