import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type * as v from 'valibot';
import { request } from '../client';
import { nextPage } from './product-card';
import { NoticeListSchema } from '../../../contract/schemas/catalog/notice-list';

export { NoticeListSchema };

export type NoticeList = v.InferOutput<typeof NoticeListSchema>;

export const NOTICE_LIST_PATH = '/api/v1/display/notice';

/** Notices per page: a phone screen and a half, so the second page loads as the shopper scrolls. */
export const NOTICE_PAGE_SIZE = 10;

export function fetchNoticeList(page: number): Promise<NoticeList> {
  return request(NoticeListSchema, NOTICE_LIST_PATH, { query: { page, size: NOTICE_PAGE_SIZE } });
}

/** The notices, important ones first and then the newest, page by page (public). */
export const noticeListQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['catalog', 'notice', 'list'],
    queryFn: ({ pageParam }) => fetchNoticeList(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    retryOnMount: false,
  });

export function useNoticeList() {
  return useInfiniteQuery(noticeListQueryOptions());
}
