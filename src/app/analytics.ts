import { isLoggedIn, profile } from '../../machines/session/session.selectors';
import {
  analyticsConfigured,
  analyticsPlan,
  clearAnalyticsUser,
  onConsentAnswer,
  setAnalyticsUser,
  startAnalytics,
} from '../platform/analytics';
import { local, localKeys } from '../platform/storage';
import { askAnalyticsConsent } from '../ui/analytics-consent';
import type { SessionActor } from './actors';

/**
 * The analytics adapter's wiring (issue 25): when VITE_GA_ID is set, gtag starts at once where no
 * consent is needed, or once the shopper agrees where it is (src/platform/analytics.ts has the
 * rule); then the member's user id (the stored userToken, SPEC.md §5's hash of their email) follows
 * the session: set when a member's profile is in, cleared when they leave. Without VITE_GA_ID
 * nothing here runs.
 */
export function connectAnalytics(session: SessionActor): () => void {
  if (!analyticsConfigured()) return () => undefined;
  const stops: Array<() => void> = [];
  let user: string | null = null;

  const begin = () => {
    user = isLoggedIn(session.getSnapshot()) ? local.get(localKeys.userToken) : null;
    startAnalytics(user);
    const subscription = session.subscribe((snapshot) => {
      if (isLoggedIn(snapshot)) {
        const token = profile(snapshot) === null ? null : local.get(localKeys.userToken);
        if (token !== null && token !== user) {
          user = token;
          setAnalyticsUser(token);
        }
      } else if (user !== null) {
        user = null;
        clearAnalyticsUser();
      }
    });
    stops.push(() => subscription.unsubscribe());
  };

  const plan = analyticsPlan();
  if (plan === 'on') begin();
  else if (plan === 'ask') {
    askAnalyticsConsent();
    stops.push(
      onConsentAnswer((consent) => {
        if (consent === 'granted') begin();
      }),
    );
  }
  return () => stops.forEach((stop) => stop());
}
