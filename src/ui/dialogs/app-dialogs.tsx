import { ShareHost } from '../share/share-host';
import { useCurrentDialog } from './dialog-store';
import { MessageDialog } from './message-dialog';
import { loadSanitizer } from './sanitize-html';

/**
 * Loads the HTML sanitiser's chunk (DOMPurify) while the page is idle, so the first dialog with a
 * message opens at once, offline too (bootstrap calls it once). The alert dialog itself stays on
 * the first screen: loaded lazily behind Suspense, it sometimes never appeared (docs/decisions.md
 * "First-screen budget").
 */
export function preloadDialogs(): void {
  const load = () => void loadSanitizer().catch(() => undefined);
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(load, { timeout: 5000 });
  else window.setTimeout(load, 2000);
}

/**
 * Host of the app-level dialogs: mount once near the root. Shows queued alerts and confirms one
 * at a time, and the share dialog (loaded on first use).
 */
export function AppDialogs() {
  const current = useCurrentDialog();
  return (
    <>
      {current && <MessageDialog key={current.id} request={current} />}
      <ShareHost />
    </>
  );
}
