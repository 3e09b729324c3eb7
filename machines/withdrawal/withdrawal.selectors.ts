import type { SnapshotFrom } from 'xstate';
import type { WithdrawalMachine } from './withdrawal.machine';

type Snapshot = Pick<SnapshotFrom<WithdrawalMachine>, 'matches' | 'context'>;

/** The confirmation is open, the call is on, or the page is leaving: the form waits. */
export const isBusy = (snapshot: Snapshot): boolean => !snapshot.matches('filling');

/** The call is on ('탈퇴 처리 중…'). */
export const isWithdrawing = (snapshot: Snapshot): boolean => snapshot.matches('withdrawing') || snapshot.matches('leaving') || snapshot.matches('withdrawn');

/** The server's message of the last failure. */
export const failure = (snapshot: Snapshot): string | null => snapshot.context.failure;
