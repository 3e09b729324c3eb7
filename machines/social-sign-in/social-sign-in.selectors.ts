import type { SnapshotFrom } from 'xstate';
import type { SocialSignInMachine } from './social-sign-in.machine';

type Snapshot = Pick<SnapshotFrom<SocialSignInMachine>, 'matches' | 'context'>;

/** A provider, the consent confirm or the market's sign-in call is under way: buttons wait. */
export const isBusy = (snapshot: Snapshot): boolean =>
  snapshot.matches('redirecting') ||
  snapshot.matches('authorizingApple') ||
  snapshot.matches('fetchingNaverProfile') ||
  snapshot.matches('askingConsent') ||
  snapshot.matches('signingIn') ||
  snapshot.matches('signedIn');

/** The callback page has something to say (a spinner while checking, then a dialog). */
export const isSigningIn = (snapshot: Snapshot): boolean => snapshot.matches('fetchingNaverProfile') || snapshot.matches('signingIn');

export const isSignedIn = (snapshot: Snapshot): boolean => snapshot.matches('signedIn');
