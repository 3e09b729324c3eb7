import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { ShareHost } from '../share/share-host';
import { answerDialog, removeDialog, useCurrentDialog, type DialogRequest } from './dialog-store';
import { loadSanitizer } from './sanitize-html';

const loadMessageDialog = () => import('./message-dialog');

/**
 * The alert/confirm dialog lives in its own chunk, like the share dialog: it is not on the first
 * screen's path. `preloadDialogs()` fetches it (and the HTML sanitiser it needs) once the page is
 * idle, so a dialog opens at once later, offline too. Should the chunk still fail to load, the
 * browser's own alert/confirm says the message as text: a message is never lost.
 */
type DialogView = ComponentType<{ request: DialogRequest }>;
const MessageDialog = lazy(() =>
  loadMessageDialog().then(
    (module): { default: DialogView } => ({ default: module.MessageDialog }),
    (): { default: DialogView } => ({ default: NativeDialog }),
  ),
);

/** The message as plain text (the HTML is parsed inertly, never run). */
function plainText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}

export function NativeDialog({ request }: { request: DialogRequest }) {
  useEffect(() => {
    const text = [request.title, plainText(request.message)].filter(Boolean).join('\n\n');
    if (request.kind === 'alert') window.alert(text);
    answerDialog(request.id, request.kind === 'alert' ? true : window.confirm(text));
    removeDialog(request.id);
  }, [request]);
  return null;
}

/** Loads the dialog and sanitiser chunks while the page is idle (bootstrap calls it once). */
export function preloadDialogs(): void {
  const load = () => {
    void loadMessageDialog().catch(() => undefined);
    void loadSanitizer().catch(() => undefined);
  };
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
      {current && (
        <Suspense fallback={null}>
          <MessageDialog key={current.id} request={current} />
        </Suspense>
      )}
      <ShareHost />
    </>
  );
}
