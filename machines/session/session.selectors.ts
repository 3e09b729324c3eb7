import type { SnapshotFrom } from 'xstate';
import type { SessionMachine } from './session.machine';

type SessionSnapshot = Pick<SnapshotFrom<SessionMachine>, 'matches' | 'context'>;

/**
 * SPEC.md §3 isLogin: a stored token that validated. A refresh under way keeps the member logged in,
 * and so does one waiting for the network (issue 11 §6: a bad network never logs anyone out).
 */
export const isLoggedIn = (snapshot: SessionSnapshot): boolean =>
  snapshot.matches('member') || snapshot.matches('refreshing') || snapshot.matches('waitingForNetwork');

/** A token is stored on this device: a member's page is coming, before the token is checked. */
export const hasStoredToken = (snapshot: SessionSnapshot): boolean => snapshot.context.hasToken;

/** Login state is known: guards may decide (no validation or logout under way). */
export const isSettled = (snapshot: SessionSnapshot): boolean =>
  snapshot.matches('visitor') ||
  snapshot.matches('unverified') ||
  snapshot.matches('member') ||
  snapshot.matches('refreshing') ||
  snapshot.matches('waitingForNetwork') ||
  snapshot.matches('expired');

/** SPEC.md §3 isValidateToken */
export const isTokenValidated = (snapshot: SessionSnapshot): boolean => snapshot.matches('member');

export const isRefreshing = (snapshot: SessionSnapshot): boolean => snapshot.matches('refreshing');

/** the last refresh could not reach the server; the member stays signed in and it is tried again */
export const isWaitingForNetwork = (snapshot: SessionSnapshot): boolean => snapshot.matches('waitingForNetwork');

export const profile = (snapshot: SessionSnapshot) => snapshot.context.profile;

export const banStatus = (snapshot: SessionSnapshot) => snapshot.context.profile?.banStatus ?? null;
