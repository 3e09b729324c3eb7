import type { QueryClient } from '@tanstack/react-query';
import { noticeDetailQueryOptions } from '../../api/catalog/notice-detail';
import { settled } from '../../api/catalog/settle';
import { sanitizeHtml } from '../../ui/dialogs/sanitize-html';
import type { HeadData } from '../../ui/page-head';

/** What a notice's route loads: the notice in the query cache, its body sanitised, its page's head. */
export interface NoticePage extends HeadData {
  /** the body as the page draws it, or null when the notice could not be loaded */
  readonly bodyHtml: string | null;
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** The text of the server's simple HTML, for a description (never drawn as HTML). */
export function noticeText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The notice routes' loader (notice/:id, admin-notice/:id). The body is sanitised here, not while
 * rendering: on the server (in jsdom) the result travels with the page's data, and the browser
 * hydrates with that very string, so the body is in the HTML before any script and matches after it;
 * in the browser (a later visit) DOMPurify loads with the route.
 */
export async function loadNoticePage(queryClient: QueryClient, id: string, siteOrigin: string): Promise<NoticePage> {
  await settled(queryClient.ensureQueryData(noticeDetailQueryOptions(id)));
  const notice = queryClient.getQueryData(noticeDetailQueryOptions(id).queryKey);
  if (!notice) return { bodyHtml: null, head: null };
  return {
    bodyHtml: await sanitizeHtml(notice.content, 'rich', siteOrigin).catch(() => null),
    head: { title: notice.title, description: noticeText(notice.content), type: 'article' },
  };
}
