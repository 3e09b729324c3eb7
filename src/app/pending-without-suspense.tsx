import { type ComponentType, useEffect, useState } from 'react';
import { RoutePending } from './route-error';

/** a route's component as the router's code splitting makes it: loads its chunk on `preload()` */
type SplitComponent = ComponentType & { preload?: () => Promise<unknown> };

/**
 * A route's own pending screen (`pendingComponent`) lives in the route's lazy chunk
 * (`codeSplitGroupings`). Shown as the route's Suspense fallback before that chunk has arrived, it
 * suspends inside the fallback, and under preact/compat (docs/decisions.md "Preact in place of
 * react-dom") the page then stays blank until the route's data is there: on a slow phone, a slow call
 * showed nothing at all (e2e "season groups of the category tab" under load). This shows the app's
 * default pending screen until the chunk is in, then the route's own, and never suspends.
 */
export function pendingWithoutSuspense(Pending: SplitComponent): SplitComponent {
  let loaded = !Pending.preload;
  const load = () =>
    (Pending.preload?.() ?? Promise.resolve()).then(() => {
      loaded = true;
    });
  function PendingWithoutSuspense() {
    const [ready, setReady] = useState(loaded);
    useEffect(() => {
      if (ready) return;
      let live = true;
      load().then(
        () => live && setReady(true),
        () => undefined, // the chunk did not come (offline): the default pending screen stays
      );
      return () => {
        live = false;
      };
    }, [ready]);
    return ready ? <Pending /> : <RoutePending />;
  }
  PendingWithoutSuspense.preload = load;
  return PendingWithoutSuspense;
}
