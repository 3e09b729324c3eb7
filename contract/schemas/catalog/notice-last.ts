import * as v from 'valibot';

/** The answers of src/api/catalog/notice-last.ts as both sides read them (issue 26): the server types its answers with them, the app parses with them. */

export const NoticeSummarySchema = v.object({
  noticeId: v.number(),
  /** '안내', '공지', '점검', '이벤트' */
  category: v.string(),
  title: v.string(),
  isImportant: v.boolean(),
  isNew: v.boolean(),
  createdAt: v.string(),
});

export const NoticeLastSchema = v.object({ notice: v.nullable(NoticeSummarySchema) });
