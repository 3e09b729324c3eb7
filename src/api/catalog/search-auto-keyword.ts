import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type * as v from 'valibot';
import { request } from '../client';
import { AutoKeywordSchema, AutoKeywordsSchema } from '../../../contract/schemas/catalog/search-auto-keyword';

export { AutoKeywordSchema, AutoKeywordsSchema };

export type AutoKeyword = v.InferOutput<typeof AutoKeywordSchema>;

export type AutoKeywords = v.InferOutput<typeof AutoKeywordsSchema>;

export const AUTO_KEYWORD_PATH = '/api/v2/display/search/auto-keyword';

export function fetchAutoKeywords(keyword: string, signal?: AbortSignal): Promise<AutoKeywords> {
  return request(AutoKeywordsSchema, AUTO_KEYWORD_PATH, { query: { keyword }, ...(signal ? { signal } : {}) });
}

/** Suggestions for what is typed (초성 such as 'ㄸㄱ' match on the server); off for blank input. */
export const autoKeywordQueryOptions = (keyword: string) =>
  queryOptions({
    queryKey: ['catalog', 'search', 'auto-keyword', keyword],
    queryFn: ({ signal }) => fetchAutoKeywords(keyword, signal),
    enabled: keyword.trim() !== '',
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useAutoKeywords(keyword: string) {
  return useQuery(autoKeywordQueryOptions(keyword));
}
