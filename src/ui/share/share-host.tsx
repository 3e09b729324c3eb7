import { lazy, Suspense } from 'react';
import { useShareRequest } from './share-store';

/** The share dialog lives in its own chunk: nothing of it loads until openShare() is first called. */
const ShareDialog = lazy(() => import('./share-dialog').then((module) => ({ default: module.ShareDialog })));

export function ShareHost() {
  const request = useShareRequest();
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <ShareDialog key={request.id} request={request} />
    </Suspense>
  );
}
