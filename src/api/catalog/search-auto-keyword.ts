import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { request } from '../client';

export const AutoKeywordSchema = v.object({
  keyword: v.string(),
  type: v.picklist(['KEYWORD', 'CATEGORY', 'STORE', 'PRODUCT']),
  categoryCode: v.optional(v.string()),
  shopId: v.optional(v.number()),
  productNo: v.optional(v.number()),
});
export type AutoKeyword = v.InferOutput<typeof AutoKeywordSchema>;

export const AutoKeywordsSchema = v.object({ keyword: v.string(), items: v.array(AutoKeywordSchema) });
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
