import { startTransition, useEffect, useState } from 'react';

/**
 * A screen drawn in steps: 0 for its first commit, then one more in each following task, up to
 * `count` (issue 14). What a step adds renders, commits and is laid out in a task of its own, so a
 * slow phone can paint and answer a tap between steps instead of spending one long task on the
 * whole screen. Lighthouse counts every task's time over 50 ms at 4× CPU slowdown: home's first
 * render was one 55–70 ms task unthrottled (220–280 ms counted), the largest part of its TBT.
 *
 * Timers, not a transition alone: the app renders with preact/compat (docs/decisions.md "Preact in
 * place of react-dom"), where startTransition does not slice a render and effects run right after
 * the commit. A step that is not there yet keeps its place (a box of the same size), so nothing
 * moves when it arrives.
 */
export function useRenderStages(count: number): number {
  const [stage, setStage] = useState(0);
  useEffect(() => {
    if (stage >= count) return;
    const timer = setTimeout(() => startTransition(() => setStage((current) => Math.min(current + 1, count))), 0);
    return () => clearTimeout(timer);
  }, [stage, count]);
  return stage;
}
