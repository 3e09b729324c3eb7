/**
 * The oracle of the session's model test (issue 26 §3): where the session must be after each event,
 * written from SPEC.md §4, §7, §8 and §9 and from the decisions the spec leaves open (docs/decisions.md
 * "Session and sign-in", "Refresh across tabs", "A bad network never logs anyone out"). It is not
 * derived from the machine: a wrong target in session.machine.ts makes the model test fail.
 *
 * Resting states: visitor, validating, unverified, member.loadingProfile, member.idle,
 * member.revalidating, refreshing, waitingForNetwork, loggingOut, expired.
 */
import type { OracleRow } from '../test-support/oracle';

export interface SessionFacts {
  /** a token is stored on this device */
  token: boolean;
  /** refreshes the server answered since the member's last successful call (SPEC.md §4: at most 2) */
  refreshes: number;
  /** refreshes in a row that found no server (the backoff: 1 s, 2 s, 4 s … 30 s) */
  networkFailures: number;
  /** the ban dialog was shown in this page's life */
  banNotified: boolean;
  /** why the member is being logged out */
  reason: 'user' | 'expired' | 'retrySignIn' | 'revoked' | null;
}

/** SPEC.md §4: "Maximum retry count 2." */
const REFRESH_LIMIT = 2;
/** SPEC.md §9 and decisions: the backoff of a refresh that found no server */
export const backoffMs = (failures: number) => Math.min(30_000, 1_000 * 2 ** Math.max(0, failures - 1));

export const startFacts = (token: boolean): SessionFacts => ({ token, refreshes: 0, networkFailures: 0, banNotified: false, reason: null });
export const startState = (token: boolean) => (token ? 'validating' : 'visitor');

const asVisitor = (f: SessionFacts): SessionFacts => ({ ...f, refreshes: 0, networkFailures: 0, banNotified: false, reason: null });
const loggedOut = (f: SessionFacts): SessionFacts => ({ ...asVisitor(f), token: false });
const leaving = (reason: SessionFacts['reason']) => (f: SessionFacts): SessionFacts => ({ ...f, reason });
const limitReached = (f: SessionFacts) => f.refreshes >= REFRESH_LIMIT;
const offline = ['offline', 'timeout', '503'].map((what) => `refresh: ${what}`);

/** A token change in another tab (SPEC.md §4): validation starts again from the token's presence. */
const storageRows = (states: readonly string[]): OracleRow<SessionFacts>[] => [
  { in: states, on: 'storage: token', go: 'validating', set: (f) => ({ ...f, token: true, refreshes: 0, networkFailures: 0 }), spec: '§4 Login: token change in another tab' },
  { in: states, on: 'storage: no token', go: 'visitor', set: (f) => ({ ...asVisitor(f), token: false }), spec: '§4 Login: token change in another tab' },
];

/** A 111 that asks for a refresh: again, unless the limit of answered refreshes is reached (§4). */
const refreshOrExpire = (from: string | readonly string[], on: string, spec: string): OracleRow<SessionFacts>[] => [
  { in: from, on, when: limitReached, go: 'loggingOut', set: leaving('expired'), spec: `${spec}; §4 maximum retry count 2` },
  { in: from, on, go: 'refreshing', spec },
];

export const sessionOracleRows: readonly OracleRow<SessionFacts>[] = [
  // the token is checked at startup
  { in: 'validating', on: 'validate: ok', go: 'member.loadingProfile', spec: '§4 Login: logged in when validation returned OK' },
  { in: 'validating', on: 'validate: 111', go: 'refreshing', spec: '§4 Access token expired: call refresh' },
  { in: 'validating', on: 'validate: 112', go: 'loggingOut', set: leaving('expired'), spec: '§8 112: logout plus dialog' },
  { in: 'validating', on: 'validate: 110', go: 'visitor', set: loggedOut, spec: '§8 110: the stored token is no good' },
  { in: 'validating', on: 'validate: offline', go: 'unverified', set: (f) => ({ ...f, networkFailures: f.networkFailures + 1 }), spec: 'decisions: a bad network never logs anyone out' },
  { in: 'validating', on: 'validate: other answer', go: 'visitor', set: asVisitor, spec: '§4 Login: not logged in without an OK' },
  ...storageRows(['validating']),

  // unverified: shown as a visitor, the token kept and checked again
  { in: 'unverified', on: ['backoff', 'online'], go: 'validating', spec: 'decisions: checked again after the backoff or when back online' },
  { in: ['unverified', 'visitor'], on: 'signed in', go: 'member.loadingProfile', set: (f) => ({ ...f, token: true }), spec: '§7 sign-in stores the tokens' },
  ...storageRows(['unverified', 'visitor']),

  // a member
  { in: 'member.loadingProfile', on: 'profile: ok', go: 'member.idle', set: (f) => ({ ...f, refreshes: 0 }), spec: '§7 GET profile' },
  { in: 'member.loadingProfile', on: 'profile: retrySignIn', go: 'loggingOut', set: leaving('retrySignIn'), spec: '§4 retrySignIn triggers logout and reload to home' },
  { in: 'member.loadingProfile', on: 'profile: banned', go: 'member.idle', set: (f) => ({ ...f, refreshes: 0, banNotified: true }), spec: '§4 Ban: a dialog with the ban message' },
  ...refreshOrExpire('member.loadingProfile', 'profile: 111', '§8 111: refresh and retry once'),
  { in: 'member.loadingProfile', on: 'profile: 112', go: 'loggingOut', set: leaving('expired'), spec: '§8 112' },
  { in: 'member.loadingProfile', on: 'profile: 110', go: 'loggingOut', set: leaving('revoked'), spec: '§8 110: the token was revoked' },
  { in: 'member.loadingProfile', on: 'profile: offline', go: 'member.idle', spec: '§7 mypage data failures are swallowed' },
  { in: 'member.idle', on: 'poll', go: 'member.revalidating', spec: '§7 refetched every 300000 ms; the JWT is revalidated' },
  { in: 'member.revalidating', on: 'revalidate: ok', go: 'member.loadingProfile', spec: '§7 profile poll' },
  ...refreshOrExpire('member.revalidating', 'revalidate: 111', '§8 111'),
  { in: 'member.revalidating', on: 'revalidate: 112', go: 'loggingOut', set: leaving('expired'), spec: '§8 112' },
  { in: 'member.revalidating', on: 'revalidate: 110', go: 'loggingOut', set: leaving('revoked'), spec: '§8 110' },
  { in: 'member.revalidating', on: 'revalidate: offline', go: 'member.idle', spec: 'decisions: a bad network never logs anyone out' },
  ...refreshOrExpire('member', 'call: 111', '§4 Access token expired'),
  { in: 'member', on: 'call: 112', go: 'loggingOut', set: leaving('expired'), spec: '§4 Refresh token expired: the first failure logs out' },
  { in: 'member', on: 'logout', go: 'loggingOut', set: leaving('user'), spec: '§4 Logout' },
  { in: 'member', on: 'withdrawn', go: 'visitor', set: loggedOut, spec: 'decisions: withdrawal leaves without calling the token API' },
  ...storageRows(['member']),

  // refreshing: one refresh at a time
  { in: 'refreshing', on: 'refresh: ok', go: 'member.loadingProfile', set: (f) => ({ ...f, refreshes: f.refreshes + 1, networkFailures: 0 }), spec: '§4 store the new tokens, retry once' },
  { in: 'refreshing', on: ['refresh: 112', 'refresh: 110'], go: 'loggingOut', set: leaving('expired'), spec: '§4 Refresh token expired' },
  { in: 'refreshing', on: offline, go: 'waitingForNetwork', set: (f) => ({ ...f, networkFailures: f.networkFailures + 1 }), spec: 'decisions: a refresh lost on the network keeps the member' },
  {
    in: 'refreshing',
    on: 'refresh: other answer',
    when: (f) => f.refreshes + 1 >= REFRESH_LIMIT,
    go: 'loggingOut',
    set: (f) => ({ ...f, refreshes: f.refreshes + 1, networkFailures: 0, reason: 'expired' }),
    spec: '§4 maximum retry count 2',
  },
  { in: 'refreshing', on: 'refresh: other answer', go: 'refreshing', set: (f) => ({ ...f, refreshes: f.refreshes + 1, networkFailures: 0 }), spec: '§4 maximum retry count 2' },
  { in: 'refreshing', on: 'call: 111', spec: 'DESIGN.md: refresh is single-flight' },
  { in: 'refreshing', on: 'call: 112', go: 'loggingOut', set: leaving('expired'), spec: '§4 Refresh token expired' },

  // waiting for the network, still a member
  { in: 'waitingForNetwork', on: ['backoff', 'online', 'call: 111'], go: 'refreshing', spec: 'decisions: tried again after the backoff, online, or once the server answers' },
  { in: 'waitingForNetwork', on: 'call: 112', go: 'loggingOut', set: leaving('expired'), spec: '§4 Refresh token expired' },
  { in: 'waitingForNetwork', on: 'logout', go: 'loggingOut', set: leaving('user'), spec: '§4 Logout' },
  { in: 'waitingForNetwork', on: 'withdrawn', go: 'visitor', set: loggedOut, spec: 'decisions: withdrawal' },
  ...storageRows(['waitingForNetwork']),

  // logging out: exactly one logout, then the dialog when the session expired
  { in: 'loggingOut', on: ['revoke: ok', 'revoke: offline'], when: (f) => f.reason === 'expired', go: 'expired', set: (f) => ({ ...loggedOut(f), reason: 'expired' }), spec: '§8 112: the dialog after logout' },
  { in: 'loggingOut', on: ['revoke: ok', 'revoke: offline'], go: 'visitor', set: loggedOut, spec: '§4 Logout: delete tokens on the server, clear local tokens' },
  { in: 'loggingOut', on: ['call: 111', 'call: 112', 'logout'], spec: 'one logout at a time' },
  { in: 'expired', on: ['dialog closed', 'dialog failed'], go: 'visitor', set: loggedOut, spec: '§4 after confirmation goes to login' },
  { in: 'expired', on: ['call: 111', 'call: 112'], spec: 'the dialog is shown once' },
];
