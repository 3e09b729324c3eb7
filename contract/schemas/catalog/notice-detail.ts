import * as v from 'valibot';
import { NoticeSummarySchema } from './notice-last';

/** The answers of src/api/catalog/notice-detail.ts as both sides read them (issue 26): the server types its answers with them, the app parses with them. */

export const NoticeLinkSchema = v.object({ noticeId: v.number(), title: v.string() });

export const NoticeDetailSchema = v.object({
  ...NoticeSummarySchema.entries,
  /** simple HTML from the server (p, b, br, ul/li): shown only through the app's sanitiser */
  content: v.string(),
  /** the next older notice */
  prev: v.nullable(NoticeLinkSchema),
  /** the next newer notice */
  next: v.nullable(NoticeLinkSchema),
});
