import type { SnapshotFrom } from 'xstate';
import type { ExternalLinkMachine } from './external-link.machine';
import type { ShortLinkMachine } from './short-link.machine';

type ExternalLinkSnapshot = Pick<SnapshotFrom<ExternalLinkMachine>, 'matches' | 'context'>;
type ShortLinkSnapshot = Pick<SnapshotFrom<ShortLinkMachine>, 'matches' | 'context'>;

/** The page is about to reload after returning from an external page: screens need not react. */
export const isReloading = (snapshot: ExternalLinkSnapshot): boolean => snapshot.matches('reloading');

/** The external-referrer flag is set: this page handed the shopper to an external page. */
export const hasExternalReferrer = (snapshot: ExternalLinkSnapshot): boolean => snapshot.context.externalReferrer;

/** The app's link policy's decisions (given in the input), for screens that check links the same way (/link/:code, alarms). */
export const linkPolicyOf = (snapshot: ExternalLinkSnapshot) => snapshot.context.policy;

/** What the /link/:code screen shows. */
export type ShortLinkView = 'loading' | 'redirecting' | 'refused' | 'notFound' | 'failed';

export function shortLinkView(snapshot: ShortLinkSnapshot): ShortLinkView {
  if (snapshot.matches('following') || snapshot.matches('leaving')) return 'redirecting';
  if (snapshot.matches('refused')) return 'refused';
  if (snapshot.matches('notFound')) return 'notFound';
  if (snapshot.matches('failed')) return 'failed';
  return 'loading';
}

/** The retry button is enabled (STYLE.md: views ask the machine, never repeat a guard). */
export const canRetry = (snapshot: ShortLinkSnapshot & { can: SnapshotFrom<ShortLinkMachine>['can'] }): boolean =>
  snapshot.can({ type: 'shortLink.retry' });
