import { and, asc, desc, eq, gt, lt, or } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDb } from '../db/client';
import { notices, shortLinks } from '../db/schema';
import { ApiError, ErrorCode } from '../errors';
import type { CatalogDeps } from './deps';
import { idParam, pageOf, pageResponse } from './params';
import { iso } from './products';
import { validQuery } from '../validation';
import { PageQuerySchema, ShortLinkQuerySchema } from '../../contract/schemas/catalog/queries';
import type { Wire } from '../../contract/schemas/page';
import type { NoticeListSchema } from '../../contract/schemas/catalog/notice-list';
import type { NoticeLastSchema } from '../../contract/schemas/catalog/notice-last';
import type { NoticeDetailSchema } from '../../contract/schemas/catalog/notice-detail';
import type { ShortLinkSchema } from '../../contract/schemas/app';

/**
 * Notices (GET /api/v1/display/notice, /notice/:id, /notice/last) and short links
 * (GET /api/v1/display/web/shortlink).
 */

type NoticeRow = typeof notices.$inferSelect;

/** a notice is shown as new for this long */
const NEW_NOTICE_DAYS = 7;

function noticeSummary(row: NoticeRow, now: Date) {
  return {
    noticeId: row.id,
    category: row.category,
    title: row.title,
    isImportant: row.isImportant,
    isNew: now.getTime() - new Date(row.createdAt).getTime() < NEW_NOTICE_DAYS * 86_400_000,
    createdAt: iso(row.createdAt),
  };
}

async function neighbour(db: AppDb, row: NoticeRow, direction: 'prev' | 'next') {
  // newest first: "previous" is the next older one, "next" the next newer one
  const older = or(lt(notices.createdAt, row.createdAt), and(eq(notices.createdAt, row.createdAt), lt(notices.id, row.id)));
  const newer = or(gt(notices.createdAt, row.createdAt), and(eq(notices.createdAt, row.createdAt), gt(notices.id, row.id)));
  const [found] = await db
    .select({ noticeId: notices.id, title: notices.title })
    .from(notices)
    .where(direction === 'prev' ? older : newer)
    .orderBy(...(direction === 'prev' ? [desc(notices.createdAt), desc(notices.id)] : [asc(notices.createdAt), asc(notices.id)]))
    .limit(1);
  return found ?? null;
}

export function noticeRoutes({ db, clock }: CatalogDeps): Hono {
  return new Hono()
    .get('/v1/display/notice', validQuery(PageQuerySchema), async (c) => {
      const page = pageOf(c.req.valid('query'));
      const now = clock();
      const [rows, total] = await Promise.all([
        db.select().from(notices).orderBy(desc(notices.isImportant), desc(notices.createdAt), desc(notices.id)).limit(page.size).offset(page.offset),
        db.$count(notices),
      ]);
      return c.json(pageResponse(rows.map((row) => noticeSummary(row, now)), total, page) satisfies Wire<typeof NoticeListSchema>);
    })
    .get('/v1/display/notice/last', async (c) => {
      const [row] = await db.select().from(notices).orderBy(desc(notices.createdAt), desc(notices.id)).limit(1);
      return c.json({ notice: row ? noticeSummary(row, clock()) : null } satisfies Wire<typeof NoticeLastSchema>);
    })
    .get('/v1/display/notice/:noticeId{[0-9]+}', async (c) => {
      const noticeId = idParam(c, 'noticeId');
      const [row] = await db.select().from(notices).where(eq(notices.id, noticeId));
      if (!row) throw new ApiError(ErrorCode.NoData, { message: '공지사항을 찾을 수 없어요.' });
      const [prev, next] = await Promise.all([neighbour(db, row, 'prev'), neighbour(db, row, 'next')]);
      return c.json({ ...noticeSummary(row, clock()), content: row.content, prev, next } satisfies Wire<typeof NoticeDetailSchema>);
    })
    .get('/v1/display/web/shortlink', validQuery(ShortLinkQuerySchema), async (c) => {
      const { code } = c.req.valid('query');
      const [row] = await db.select().from(shortLinks).where(eq(shortLinks.code, code));
      if (!row) throw new ApiError(ErrorCode.NoData, { message: '링크를 찾을 수 없어요. 주소를 다시 확인해 주세요.' });
      return c.json({ code: row.code, targetPath: row.targetPath, title: row.title } satisfies Wire<typeof ShortLinkSchema>);
    });
}
