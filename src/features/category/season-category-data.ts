import type { QueryClient } from '@tanstack/react-query';
import { seasonDelicacyQueryOptions } from '../../api/catalog/season-delicacy';
import { seasonOccasionQueryOptions, seasonRecommendationQueryOptions } from '../../api/catalog/season-groups';
import { settled } from '../../api/catalog/settle';
import { webProfileQueryOptions } from '../../api/web-profile';

/**
 * The loaders of /category/season/*: the web profile (the sorts; the screens send its default as
 * 'nothing chosen') and the group's first page. A group that failed stays in its query: the screen
 * says so under its title.
 */
async function withProfile(queryClient: QueryClient, list: Promise<unknown>): Promise<void> {
  await Promise.all([queryClient.ensureQueryData(webProfileQueryOptions()), settled(list)]);
}

/** 상황별 추천: the occasion of `?code=` (default the first). */
export function loadSeasonOccasion(queryClient: QueryClient, code: string | undefined): Promise<void> {
  return withProfile(queryClient, queryClient.ensureInfiniteQueryData(seasonOccasionQueryOptions(code)));
}

/** 추천 상품: the recommendation category of the address (default the first). */
export function loadSeasonRecommendation(queryClient: QueryClient, recommendationCategoryId: string | undefined): Promise<void> {
  return withProfile(queryClient, queryClient.ensureInfiniteQueryData(seasonRecommendationQueryOptions(recommendationCategoryId)));
}

/** 제철 별미 모음: the month of `?month=` (default this month), one delicacy of it with `?code=`. */
export function loadSeasonDelicacies(queryClient: QueryClient, { code, month }: { code?: string | undefined; month?: number | undefined }): Promise<void> {
  return withProfile(queryClient, queryClient.ensureInfiniteQueryData(seasonDelicacyQueryOptions({ month, code })));
}
