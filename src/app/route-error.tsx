import { Navigate, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { errorMessage, NetworkError, TimeoutError } from '../api/errors';
import { isOnline, onNetworkChange } from '../platform/network';
import { isChunkLoadError, reloadOnceForChunkError } from '../platform/page-lifecycle';
import { OFFLINE_STATE } from '../ui/load-failure';
import { useOnline } from '../ui/offline-banner';
import { ErrorState } from '../ui/page';
import { Page } from '../ui/page';
import { useRouteMeta } from '../ui/route-meta';

/** SPEC.md §2: an unknown path (and a detail id that is not digits) redirects to /404. */
export function NotFoundRedirect() {
  return <Navigate to="/404" replace />;
}

/**
 * A route failed to load or render. A stale chunk after a deploy reloads the page once
 * (SPEC.md §8); anything else shows a Korean error with a retry, never a blank page. A failure of
 * the network (offline, a chunk or loader that could not be fetched) retries by itself when the
 * browser is back online (issue 11 §6).
 */
export function RouteErrorScreen({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const online = useOnline();
  const { title } = useRouteMeta();
  const [reloading] = useState(() => reloadForChunkError(error));
  // a lazy chunk that could not be fetched (offline: no reload, see page-lifecycle) fails like a call
  const networkFailure = error instanceof NetworkError || error instanceof TimeoutError || isChunkLoadError(error);
  useEffect(() => {
    if (!reloading) console.error(error);
  }, [error, reloading]);
  useEffect(() => {
    if (reloading || !networkFailure) return undefined;
    return onNetworkChange((isOnline) => {
      if (!isOnline) return;
      reset();
      void router.invalidate();
    });
  }, [reloading, networkFailure, reset, router]);
  if (reloading) return <RoutePending />;
  const offline = !online && networkFailure;
  return (
    // a page that could not be fetched keeps its own title (its route knows it without its code): the
    // shopper sees which page will come back; a failure of the page itself says so
    <Page title={networkFailure && title ? title : '잠시 문제가 생겼어요'}>
      <ErrorState
        title={offline ? OFFLINE_STATE.title : '페이지를 불러오지 못했어요'}
        description={offline ? OFFLINE_STATE.description : errorMessage(error)}
        onRetry={() => {
          reset();
          void router.invalidate();
        }}
      />
    </Page>
  );
}

/**
 * Chunk errors met offline: the file could not be fetched, it is not a new deploy. The screen may
 * mount again with the same error once back online (the retry), and must not reload then.
 */
const offlineChunkErrors = new WeakSet<Error>();

function reloadForChunkError(error: unknown): boolean {
  if (!(error instanceof Error) || !isChunkLoadError(error)) return false;
  if (!isOnline() || offlineChunkErrors.has(error)) {
    offlineChunkErrors.add(error);
    return false;
  }
  return reloadOnceForChunkError();
}

/** A route still loading after 300 ms: a line of Korean text, never a blank page. */
export function RoutePending() {
  return (
    <div aria-busy="true" className={styles.pending}>
      <p className={styles.pendingText}>불러오는 중이에요</p>
    </div>
  );
}

const styles = {
  pending: css({ display: 'flex', justifyContent: 'center', paddingBlock: '16' }),
  pendingText: css({ margin: '0', color: 'gray.500', fontSize: '14px' }),
};
