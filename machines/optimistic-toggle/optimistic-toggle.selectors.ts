import type { SnapshotFrom } from 'xstate';
import type { OptimisticToggleMachine } from './optimistic-toggle.machine';

type Snapshot = Pick<SnapshotFrom<OptimisticToggleMachine>, 'matches' | 'context'>;

/** A call is under way: the switch does not move again until it is answered. */
export const isCalling = (snapshot: Snapshot): boolean => snapshot.matches({ busy: 'preparing' }) || snapshot.matches({ busy: 'saving' });

/** Busy at all: calling, or the answer drawn while what was under way lands. */
export const isBusy = (snapshot: Snapshot): boolean => snapshot.matches('busy');

/** The value to show while busy (the wanted one, then the answer's), or null when idle. */
export const shownWhileBusy = (snapshot: Snapshot): unknown => (snapshot.matches('busy') ? snapshot.context.wanted : null);

/** Why the last call failed (until the next tap). */
export const lastError = (snapshot: Snapshot): unknown => snapshot.context.error;
