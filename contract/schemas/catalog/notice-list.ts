import { NoticeSummarySchema } from './notice-last';
import { pageSchema } from '../page';

/** The answers of src/api/catalog/notice-list.ts as both sides read them (issue 26): the server types its answers with them, the app parses with them. */

export const NoticeListSchema = pageSchema(NoticeSummarySchema);
