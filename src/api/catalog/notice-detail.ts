import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { request } from '../client';
import { NoticeSummarySchema } from './notice-last';

const NoticeLinkSchema = v.object({ noticeId: v.number(), title: v.string() });
export type NoticeLink = v.InferOutput<typeof NoticeLinkSchema>;

export const NoticeDetailSchema = v.object({
  ...NoticeSummarySchema.entries,
  /** simple HTML from the server (p, b, br, ul/li): shown only through the app's sanitiser */
  content: v.string(),
  /** the next older notice */
  prev: v.nullable(NoticeLinkSchema),
  /** the next newer notice */
  next: v.nullable(NoticeLinkSchema),
});
export type NoticeDetail = v.InferOutput<typeof NoticeDetailSchema>;

export const noticeDetailPath = (noticeId: string) => `/api/v1/display/notice/${noticeId}`;

export function fetchNoticeDetail(noticeId: string): Promise<NoticeDetail> {
  return request(NoticeDetailSchema, noticeDetailPath(noticeId));
}

/** One notice with its neighbours (also the admin preview, admin-notice/:id). 404 code 8 when unknown. */
export const noticeDetailQueryOptions = (noticeId: string) =>
  queryOptions({
    queryKey: ['catalog', 'notice', 'detail', noticeId],
    queryFn: () => fetchNoticeDetail(noticeId),
    retryOnMount: false,
  });

export function useNoticeDetail(noticeId: string) {
  return useQuery(noticeDetailQueryOptions(noticeId));
}
