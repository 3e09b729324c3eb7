import { ShareHost } from '../share/share-host';
import { useCurrentDialog } from './dialog-store';
import { MessageDialog } from './message-dialog';

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
