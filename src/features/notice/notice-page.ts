import type { QueryClient } from '@tanstack/react-query';
import { noticeDetailQueryOptions } from '../../api/catalog/notice-detail';
import { settled } from '../../api/catalog/settle';
import { sanitizeHtml } from '../../ui/dialogs/sanitize-html';

/** What a notice's route loads: the notice in the query cache, and its body sanitised. */
export interface NoticePage {
  /** the body as the page draws it, or null when the notice could not be loaded */
  readonly bodyHtml: string | null;
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
  if (!notice) return { bodyHtml: null };
  return { bodyHtml: await sanitizeHtml(notice.content, 'rich', siteOrigin).catch(() => null) };
}
