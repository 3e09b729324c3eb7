import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type * as v from 'valibot';
import { request } from '../client';
import { nextPage, PAGE_SIZE } from './product-card';
import { OccasionSchema, RecommendationCategorySchema, SeasonOccasionSchema, SeasonRecommendationSchema } from '../../../contract/schemas/catalog/season-groups';

export { OccasionSchema, RecommendationCategorySchema, SeasonOccasionSchema, SeasonRecommendationSchema };

/**
 * The season groups of the category tab: occasions (설 선물, 추석 선물, …) and recommendation
 * categories (혼밥 한 끼, 아이 간식, …), each with its products.
 */

export type Occasion = v.InferOutput<typeof OccasionSchema>;

export type SeasonOccasion = v.InferOutput<typeof SeasonOccasionSchema>;

export type RecommendationCategory = v.InferOutput<typeof RecommendationCategorySchema>;

export type SeasonRecommendation = v.InferOutput<typeof SeasonRecommendationSchema>;

export const SEASON_OCCASION_PATH = '/api/v1/display/season/occasion';
export const SEASON_RECOMMENDATION_PATH = '/api/v1/display/season/recommendation';

export function fetchSeasonOccasion(code: string | undefined, page: number, sort?: string): Promise<SeasonOccasion> {
  return request(SeasonOccasionSchema, SEASON_OCCASION_PATH, {
    query: { page, size: PAGE_SIZE, ...(code ? { code } : {}), ...(sort ? { sort } : {}) },
  });
}

export function fetchSeasonRecommendation(id: string | undefined, page: number, sort?: string): Promise<SeasonRecommendation> {
  return request(SeasonRecommendationSchema, SEASON_RECOMMENDATION_PATH, {
    query: { page, size: PAGE_SIZE, ...(id ? { recommendationCategoryId: id } : {}), ...(sort ? { sort } : {}) },
  });
}

/** An occasion's products (default: the first occasion) in a sortFilterList order, page by page. */
export const seasonOccasionQueryOptions = (code?: string, sort?: string) =>
  infiniteQueryOptions({
    queryKey: ['catalog', 'season', 'occasion', code ?? 'first', sort ?? 'default'],
    queryFn: ({ pageParam }) => fetchSeasonOccasion(code, pageParam, sort),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    placeholderData: keepPreviousData,
    retryOnMount: false,
  });

export function useSeasonOccasion(code?: string, sort?: string) {
  return useInfiniteQuery(seasonOccasionQueryOptions(code, sort));
}

/** A recommendation category's products (default: the first) in a sortFilterList order, page by page. */
export const seasonRecommendationQueryOptions = (id?: string, sort?: string) =>
  infiniteQueryOptions({
    queryKey: ['catalog', 'season', 'recommendation', id ?? 'first', sort ?? 'default'],
    queryFn: ({ pageParam }) => fetchSeasonRecommendation(id, pageParam, sort),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    placeholderData: keepPreviousData,
    retryOnMount: false,
  });

export function useSeasonRecommendation(id?: string, sort?: string) {
  return useInfiniteQuery(seasonRecommendationQueryOptions(id, sort));
}
