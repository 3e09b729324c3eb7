import { options } from 'preact';
import { setStarting } from '../platform/start-phase';

/** What ends the start: the shopper's first touch, key or typing, or this long after it began. */
export const START_RENDERS_MAX_MS = 5000;
const INPUT_EVENTS = ['pointerdown', 'keydown', 'compositionstart', 'input', 'focusin'] as const;

/**
 * While the first screen comes together, each render that a state change asks for runs in a task of
 * its own instead of a microtask of the task that asked (issue 14). Preact renders a batch of state
 * changes in a microtask; on the first screen that put a route chunk's evaluation, the render it
 * unblocked and the render of the call's answer into one long task, which a slow phone spends
 * 100–200 ms on without answering a tap (TBT on a post: 157 → 93 ms in a Lighthouse A/B).
 *
 * The first input ends it before any handler runs (capture on window), so a tap, a key or an IME
 * composition is rendered exactly as after the start: in the microtask, with the effects behind it
 * (src/app/preact-effects.ts). Nothing is rendered twice or skipped, only later by a task.
 * Lists read the same start (src/platform/start-phase.ts) to draw their first screen first.
 * Returns the way back, for tests.
 */
export function renderInTasksWhileStarting(view: Window = window): () => void {
  const microtask = options.debounceRendering;
  options.debounceRendering = (render) => view.setTimeout(render, 0);
  setStarting(true);
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    setStarting(false);
    options.debounceRendering = microtask;
    view.clearTimeout(timer);
    for (const type of INPUT_EVENTS) view.removeEventListener(type, end, true);
  };
  for (const type of INPUT_EVENTS) view.addEventListener(type, end, true);
  const timer = view.setTimeout(end, START_RENDERS_MAX_MS);
  return end;
}
