import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { request } from '../client';

export const NoticeSummarySchema = v.object({
  noticeId: v.number(),
  /** '안내', '공지', '점검', '이벤트' */
  category: v.string(),
  title: v.string(),
  isImportant: v.boolean(),
  isNew: v.boolean(),
  createdAt: v.string(),
});
export type NoticeSummary = v.InferOutput<typeof NoticeSummarySchema>;

export const NoticeLastSchema = v.object({ notice: v.nullable(NoticeSummarySchema) });
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
