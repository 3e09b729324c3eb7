import { useSyncExternalStore } from 'react';
import { css } from 'styled-system/css';
import { networkStore } from '../platform/network';

export const OFFLINE_BANNER_TEXT = '인터넷 연결이 끊겼어요. 연결되면 자동으로 다시 불러올게요.';

/** The browser's online state, for components (issue 11 §6). */
export function useOnline(): boolean {
  return useSyncExternalStore(networkStore.subscribe, networkStore.getSnapshot, networkStore.getServerSnapshot);
}

/**
 * While the browser is offline: one line under the header, over the top of the page content (never
 * over the purchase bar or a price at the bottom). Screens show their own offline state where a
 * load failed; this says why, and that nothing needs to be done.
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    // the live region stays in the page so that screen readers announce the text when it appears
    <div role="status" aria-live="polite" className={styles.region}>
      {!online && <p className={styles.banner}>{OFFLINE_BANNER_TEXT}</p>}
    </div>
  );
}

const styles = {
  region: css({
    position: 'fixed',
    top: 'calc(token(sizes.header) + env(safe-area-inset-top))',
    left: '50%',
    transform: 'translateX(-50%)',
    width: '100%',
    maxWidth: 'app',
    zIndex: 'header',
    pointerEvents: 'none',
  }),
  banner: css({
    margin: '0',
    paddingBlock: '2',
    paddingInline: '4',
    bg: 'rgba(33, 33, 33, 0.92)',
    color: 'white',
    fontSize: '13px',
    lineHeight: '1.4',
    textAlign: 'center',
    pointerEvents: 'auto',
  }),
};
