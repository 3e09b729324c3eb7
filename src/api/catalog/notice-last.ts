import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as v from 'valibot';
import { request } from '../client';
import { NoticeLastSchema, NoticeSummarySchema } from '../../../contract/schemas/catalog/notice-last';

export { NoticeLastSchema, NoticeSummarySchema };

export type NoticeSummary = v.InferOutput<typeof NoticeSummarySchema>;

export type NoticeLast = v.InferOutput<typeof NoticeLastSchema>;

export const NOTICE_LAST_PATH = '/api/v1/display/notice/last';

export function fetchNoticeLast(): Promise<NoticeLast> {
  return request(NoticeLastSchema, NOTICE_LAST_PATH);
}

/** The newest notice, for the home screen's notice line (public, persisted). */
export const noticeLastQueryOptions = () =>
  queryOptions({ queryKey: ['catalog', 'notice', 'last'], queryFn: fetchNoticeLast, meta: { persist: true } });

export function useNoticeLast() {
  return useQuery(noticeLastQueryOptions());
}
