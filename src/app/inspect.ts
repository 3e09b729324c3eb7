import type { InspectionEvent, Observer } from 'xstate';

/**
 * The Stately inspector for development (README "Flows for developers"): with `?inspect` in the
 * URL of a development build, every app-wide actor shows live in the inspector window.
 *
 * `createActor` needs its `inspect` option at once, but @statelyai/inspect is loaded lazily (a
 * dynamic import behind `import.meta.env.DEV`, so production bundles never contain it): the
 * observer given here keeps the first events and hands them over once the inspector has loaded.
 */

export interface InspectOption {
  inspect?: Observer<InspectionEvent>;
}

/** Events kept while the inspector loads; the oldest are dropped beyond this. */
const MAX_BUFFERED = 500;

export function wantsInspector(search: string, isDevelopment: boolean): boolean {
  return isDevelopment && new URLSearchParams(search).has('inspect');
}

/**
 * The `inspect` option for createActor: `{}` outside development or without `?inspect`.
 * `load` is for tests; the app uses the default (a lazy import of @statelyai/inspect).
 */
export function inspectOption(
  search: string = globalThis.location?.search ?? '',
  isDevelopment: boolean = import.meta.env.DEV,
  load: () => Promise<(event: InspectionEvent) => void> = loadStatelyInspector,
): InspectOption {
  if (!wantsInspector(search, isDevelopment)) return {};
  let forward: ((event: InspectionEvent) => void) | null = null;
  const buffered: InspectionEvent[] = [];
  load().then(
    (next) => {
      forward = next;
      for (const event of buffered.splice(0)) next(event);
    },
    (error: unknown) => {
      buffered.length = 0;
      console.warn('[inspect] the Stately inspector could not be loaded', error);
    },
  );
  return {
    inspect: {
      next(event) {
        if (forward) {
          forward(event);
          return;
        }
        buffered.push(event);
        if (buffered.length > MAX_BUFFERED) buffered.shift();
      },
    },
  };
}

/**
 * Folded to null in production builds (import.meta.env.DEV is a build-time constant), which drops
 * the dynamic import and with it the inspector's chunk.
 */
const statelyInspector: (() => Promise<(event: InspectionEvent) => void>) | null = import.meta.env.DEV
  ? async () => {
      const { createBrowserInspector } = await import('@statelyai/inspect');
      const inspector = createBrowserInspector();
      return (event) => inspector.inspect.next?.(event);
    }
  : null;

function loadStatelyInspector(): Promise<(event: InspectionEvent) => void> {
  return statelyInspector ? statelyInspector() : Promise.reject(new Error('the inspector is for development builds only'));
}
