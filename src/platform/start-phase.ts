/**
 * Whether the app is still starting: from the first render until the shopper's first touch, key or
 * typing (or a few seconds), as src/app/start-renders.ts decides. While it is, screens draw in steps,
 * a task each (src/ui/use-render-stages.ts), and long lists what fills the first screen first
 * (src/ui/use-first-screen-count.ts), so that a slow phone paints sooner and answers a tap in between
 * (issue 14). After it, everything is drawn at once.
 */
let starting = false;

export function isStarting(): boolean {
  return starting;
}

export function setStarting(value: boolean): void {
  starting = value;
}
