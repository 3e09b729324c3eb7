import type { StaticDataRouteOption } from '@tanstack/react-router';

/**
 * Whether the router reloads the page's matches when the login state flips (src/app/bootstrap.ts).
 *
 * A sign-in or sign-out while the shopper is here reloads every match: guards and loaders ran for the
 * other state. The start's check of the stored tokens finding a member is not such a flip: the guards
 * on the way to this page waited for that check (src/app/auth-guard.ts `settled`), or the server ran
 * them with the member's cookie, and the lists drawn for a visitor are fetched again through their
 * queries. Reloading every match then drew the whole page again after its hydration (~25 ms of a phone's
 * main thread at 1× on my page, docs/decisions.md "twenty-first session"). Only a page whose guard
 * sends members elsewhere (`staticData.leavesForMember`, /login), which the server drew without knowing
 * them, reloads then.
 */
export function reloadsOnLoginChange(startCheck: boolean, matches: readonly { readonly staticData?: StaticDataRouteOption }[]): boolean {
  return !startCheck || matches.some((match) => match.staticData?.leavesForMember === true);
}
