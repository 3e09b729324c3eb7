import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as v from 'valibot';
import { request } from '../client';
import { KeywordRankSchema, SearchRankSchema } from '../../../contract/schemas/catalog/search-rank';

export { KeywordRankSchema, SearchRankSchema };

export type KeywordRank = v.InferOutput<typeof KeywordRankSchema>;

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
