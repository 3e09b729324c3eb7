import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as v from 'valibot';
import { request } from '../client';
import type { NoticeLinkSchema } from '../../../contract/schemas/catalog/notice-detail';
import { NoticeDetailSchema } from '../../../contract/schemas/catalog/notice-detail';

export { NoticeDetailSchema };

export type NoticeLink = v.InferOutput<typeof NoticeLinkSchema>;

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
