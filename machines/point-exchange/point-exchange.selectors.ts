import type { SnapshotFrom } from 'xstate';
import type { PointExchangeMachine } from './point-exchange.machine';

type Snapshot = Pick<SnapshotFrom<PointExchangeMachine>, 'matches' | 'context'>;

/** The confirm is open or the call is on: the form waits. */
export const isBusy = (snapshot: Snapshot): boolean => snapshot.matches('confirming') || snapshot.matches('exchanging');

/** The call is on ('바꾸는 중…'). */
export const isExchanging = (snapshot: Snapshot): boolean => snapshot.matches('exchanging');

/** The server's message of the last failure. */
export const failure = (snapshot: Snapshot): string | null => snapshot.context.failure;

/** The form was submitted: its own rules' message shows. */
export const isTouched = (snapshot: Snapshot): boolean => snapshot.context.touched;
