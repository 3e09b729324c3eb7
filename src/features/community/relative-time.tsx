import type { ReactNode } from 'react';
import { useNow } from '../../ui/clock';
import { formatRelativeDate, koreanDate } from './relative-date';

/**
 * A post's or a reply's date as `<time>`: '방금 전', '5분 전', … counted from the instant the page is
 * drawn at (src/ui/clock.ts), so the server's text and the browser's hydration agree.
 */
export function RelativeTime({ value, className, children }: { value: string; className?: string; children?: ReactNode }) {
  const now = useNow();
  return (
    <time dateTime={value} className={className}>
      {formatRelativeDate(value, new Date(now))}
      {children}
    </time>
  );
}

/** Today in Korea (YYYY-MM-DD), as the page is drawn (src/ui/clock.ts). */
export function useKoreanToday(): string {
  return koreanDate(new Date(useNow()));
}
