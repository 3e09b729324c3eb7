import { lazy, Suspense } from 'react';
import { css } from 'styled-system/css';
import { useLoadingVisible } from './loading-store';

const LoadingAnimation = lazy(() => import('./loading-animation'));

/** The app's loading overlay (mount once near the root): shown while showLoading() calls are pending. */
export function LoadingOverlay() {
  const visible = useLoadingVisible();
  if (!visible) return null;
  return (
    <div role="progressbar" aria-busy="true" aria-label="불러오는 중" className={styles.overlay}>
      <Suspense fallback={null}>
        <LoadingAnimation />
      </Suspense>
    </div>
  );
}

const styles = {
  overlay: css({
    position: 'fixed',
    inset: '0',
    zIndex: 'loading',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    bg: 'rgba(255, 255, 255, 0.5)',
    // keeps taps from reaching the page underneath while work is pending
    touchAction: 'none',
  }),
};
