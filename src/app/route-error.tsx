import { Navigate, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { errorMessage } from '../api/errors';
import { isChunkLoadError, reloadOnceForChunkError } from '../platform/page-lifecycle';
import { ErrorState } from '../ui/page';
import { Page } from '../ui/page';

/** SPEC.md §2: any unknown path (and a detail id that is not digits) redirects to /404. */
export function NotFoundRedirect() {
  return <Navigate to="/404" replace />;
}

/**
 * A route failed to load or render. A stale chunk after a deploy reloads the page once
 * (SPEC.md §8); anything else shows a Korean error with a retry, never a blank page.
 */
export function RouteErrorScreen({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const [reloading] = useState(() => isChunkLoadError(error) && reloadOnceForChunkError());
  useEffect(() => {
    if (!reloading) console.error(error);
  }, [error, reloading]);
  if (reloading) return <RoutePending />;
  return (
    <Page title="잠시 문제가 생겼어요">
      <ErrorState
        title="페이지를 불러오지 못했어요"
        description={errorMessage(error)}
        onRetry={() => {
          reset();
          void router.invalidate();
        }}
      />
    </Page>
  );
}

export function RoutePending() {
  return <div aria-busy="true" aria-label="불러오는 중" />;
}
