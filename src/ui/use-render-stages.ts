import { startTransition, useEffect, useState } from 'react';
import { isStarting } from '../platform/start-phase';

/**
 * A screen drawn in steps while the app starts (src/platform/start-phase.ts): 0 for its first commit,
 * then one more in each following task, up to `count` (issue 14). What a step adds renders, commits and is laid out in a task of its own, so a
 * slow phone can paint and answer a tap between steps instead of spending one long task on the
 * whole screen. Lighthouse counts every task's time over 50 ms at 4× CPU slowdown: home's first
 * render was one 55–70 ms task unthrottled (220–280 ms counted), the largest part of its TBT.
 *
 * Timers, not a transition alone: the app renders with preact/compat (docs/decisions.md "Preact in
 * place of react-dom"), where startTransition does not slice a render and effects run right after
 * the commit. A step that is not there yet keeps its place (a box of the same size), so nothing
 * moves when it arrives.
 *
 * A screen mounted after the start is drawn whole at once (`count` from the first commit): the router
 * restores a screen's scroll position when the shopper goes back to it, right after that commit, and
 * a screen still short of its later steps would put them higher up (home came back 410 px short).
 */
export function useRenderStages(count: number): number {
  const [stage, setStage] = useState(() => (isStarting() ? 0 : count));
  useEffect(() => {
    if (stage >= count) return;
    const timer = setTimeout(() => startTransition(() => setStage((current) => Math.min(current + 1, count))), 0);
    return () => clearTimeout(timer);
  }, [stage, count]);
  return stage;
}
