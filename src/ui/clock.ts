import { createContext, use, useSyncExternalStore } from 'react';

/**
 * The time a screen draws with ("3분 전", a countdown, today's board). The server draws the page
 * at the instant the root route's loader noted (`renderedAt`, which travels with the page's
 * dehydrated data, given here by the app shell through RenderTime), and the browser hydrates with
 * that same instant, or React would find other text than the server's. Right after hydration (and
 * for every screen drawn later) it is the device's time, rounded to `stepMs` so that renders within
 * one step agree. Outside the app (a component's test) it is the device's time throughout.
 */
export const MINUTE_MS = 60_000;

export const RenderTime = createContext<number | null>(null);

const noSubscription = () => () => undefined;
const rounded = (time: number, stepMs: number) => Math.floor(time / stepMs) * stepMs;

export function useNow(stepMs: number = MINUTE_MS): number {
  const renderedAt = use(RenderTime);
  return useSyncExternalStore(
    noSubscription,
    () => rounded(Date.now(), stepMs),
    () => rounded(renderedAt ?? Date.now(), stepMs),
  );
}
