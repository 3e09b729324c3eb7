import { ShareHost } from '../share/share-host';
import { useCurrentDialog } from './dialog-store';
import { MessageDialog } from './message-dialog';

/**
 * Host of the app-level dialogs: mount once near the root. A message with markup loads the HTML
 * sanitiser (DOMPurify, a lazy chunk) when its dialog mounts; plain messages never need it
 * (sanitize-html.ts `hasMarkup`), and without the chunk (offline) a message shows as plain text.
 * It is no longer preloaded while idle: that was 12 KiB on every first load (issue 14). The alert
 * dialog itself stays on the first screen: loaded lazily behind Suspense, it sometimes never
 * appeared (docs/decisions.md "First-screen budget"). Shows queued alerts and confirms one
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
