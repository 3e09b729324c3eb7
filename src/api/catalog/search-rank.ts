import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { request } from '../client';

export const KeywordRankSchema = v.object({
  rank: v.number(),
  keyword: v.string(),
  previousRank: v.nullable(v.number()),
  rankChange: v.picklist(['UP', 'DOWN', 'SAME', 'NEW']),
  rankChangeAmount: v.number(),
});
export type KeywordRank = v.InferOutput<typeof KeywordRankSchema>;

export const SearchRankSchema = v.object({ updatedAt: v.string(), items: v.array(KeywordRankSchema) });
export type SearchRank = v.InferOutput<typeof SearchRankSchema>;

export const SEARCH_RANK_PATH = '/api/v2/display/search/rank';

export function fetchSearchRank(): Promise<SearchRank> {
  return request(SearchRankSchema, SEARCH_RANK_PATH);
}

/** The top 10 popular keywords. */
export const searchRankQueryOptions = () => queryOptions({ queryKey: ['catalog', 'search', 'rank'], queryFn: fetchSearchRank });

export function useSearchRank() {
  return useQuery(searchRankQueryOptions());
}
