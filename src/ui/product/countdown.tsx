import { useEffect, useRef, useState } from 'react';
import { cx } from 'styled-system/css';
import { useNow } from '../clock';

const SECOND = 1000;
const DAY_SECONDS = 86_400;

const two = (value: number) => String(value).padStart(2, '0');

/**
 * Time left as the countdowns print it: '01:29:59', and with whole days first '2일 03:00:00'.
 * Partial seconds round up, so '00:00:01' shows until the very end.
 */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / SECOND));
  const days = Math.floor(total / DAY_SECONDS);
  const rest = total % DAY_SECONDS;
  const clock = `${two(Math.floor(rest / 3600))}:${two(Math.floor((rest % 3600) / 60))}:${two(rest % 60)}`;
  return days > 0 ? `${days}일 ${clock}` : clock;
}

/**
 * The client-clock instant a server countdown ends: `remainingSeconds` as the server counted it
 * at `measuredAt` (for TanStack Query data, its `dataUpdatedAt`). Immune to a wrong device clock.
 */
export function deadlineOf(remainingSeconds: number, measuredAt: number): number {
  return measuredAt + Math.max(0, remainingSeconds) * SECOND;
}

/**
 * Milliseconds until `deadline` (epoch ms), re-rendering on each whole second and stopping at 0.
 * The first render counts from the page's drawing instant (src/ui/clock.ts), the same on the server
 * and in the browser's hydration; the ticks count from the device's clock.
 */
export function useRemaining(deadline: number): number {
  const drawnAt = useNow(SECOND);
  const [ticked, setNow] = useState<number | null>(null);
  const now = ticked ?? drawnAt;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      const left = deadline - Date.now();
      if (left <= 0) return;
      // wake when the displayed second changes (left is counted up to whole seconds)
      timer = setTimeout(tick, left % SECOND || SECOND);
    };
    const tick = () => {
      setNow(Date.now());
      schedule();
    };
    // catch up at once with a new deadline (the clock read at mount may be old by then)
    timer = setTimeout(tick, 0);
    return () => clearTimeout(timer);
  }, [deadline]);
  return Math.max(0, deadline - now);
}

export interface CountdownProps {
  /** when it ends, epoch ms on this device's clock (see deadlineOf) */
  deadline: number;
  /** text after the time (default '남음') */
  suffix?: string;
  /** shown once the time is up (default '마감') */
  endedText?: string;
  /** called once when the time is up */
  onEnd?: () => void;
  className?: string;
}

/**
 * A live countdown for limited deals: 'HH:MM:SS 남음', ticking every second, '마감' at zero.
 * A `timer` role without live announcements, so screen readers are not interrupted every second.
 */
export function Countdown({ deadline, suffix = '남음', endedText = '마감', onEnd, className }: CountdownProps) {
  const remaining = useRemaining(deadline);
  const ended = remaining <= 0;
  const endRef = useRef(onEnd);
  useEffect(() => {
    endRef.current = onEnd;
  });
  const firedFor = useRef<number | null>(null);
  useEffect(() => {
    if (!ended || firedFor.current === deadline) return;
    firedFor.current = deadline;
    endRef.current?.();
  }, [ended, deadline]);
  return (
    <span role="timer" aria-live="off" data-ended={ended || undefined} className={cx(className)}>
      {ended ? endedText : `${formatRemaining(remaining)} ${suffix}`}
    </span>
  );
}
