import type { SnapshotFrom } from 'xstate';
import type { SessionMachine } from './session.machine';

type SessionSnapshot = Pick<SnapshotFrom<SessionMachine>, 'matches'>;

export const isLoggedIn = (snapshot: SessionSnapshot): boolean => snapshot.matches('member');
/** Login state is known (no validation under way): guards may decide. */
export const isSettled = (snapshot: SessionSnapshot): boolean => !snapshot.matches('unknown');
