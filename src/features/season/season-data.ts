import type { QueryClient } from '@tanstack/react-query';
import { seasonDelicacyQueryOptions } from '../../api/catalog/season-delicacy';
import { settled } from '../../api/catalog/settle';
import { webProfileQueryOptions } from '../../api/web-profile';
import type { SeasonScreenSearch } from './season-search';

/**
 * /season's loader: the web profile (the sort) and the month's delicacies with the default sort,
 * which the screen sends as 'nothing chosen'. A failure stays in its query: the screen says so.
 */
export async function loadSeason(queryClient: QueryClient, { code, month }: SeasonScreenSearch): Promise<void> {
  await Promise.all([queryClient.ensureQueryData(webProfileQueryOptions()), settled(queryClient.ensureInfiniteQueryData(seasonDelicacyQueryOptions({ month, code })))]);
}
