import type { QueryClient } from '@tanstack/react-query';
import { loadPage } from '../../api/catalog/settle';
import { dailyBoardQueryOptions } from '../../api/community/posts';
import { koreanDate, normalizeDate } from './relative-date';

/** Why a daily board address cannot be shown, before asking the server. */
export function boardDateProblem(date: string, today: string = koreanDate()): string | null {
  const normalized = normalizeDate(date);
  if (normalized > today) return '아직 오지 않은 날이에요. 오늘까지의 식탁만 볼 수 있어요.';
  return null;
}

/**
 * A daily board's loader (/community/daily-board/:date): the day's first posts and its
 * neighbouring days, in the server's HTML and started at once in the browser (`loadPage`). A day
 * still to come is not asked for: the screen says so.
 */
export function loadDailyBoard(queryClient: QueryClient, date: string, now: Date = new Date()): Promise<void> {
  const day = normalizeDate(date);
  if (boardDateProblem(day, koreanDate(now)) !== null) return Promise.resolve();
  return loadPage([], [queryClient.ensureInfiniteQueryData(dailyBoardQueryOptions(day))]);
}
