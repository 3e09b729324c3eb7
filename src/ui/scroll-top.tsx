import { useSyncExternalStore } from 'react';
import { css, cx } from 'styled-system/css';
import { ChevronUpIcon } from './icons';

/** The button appears once the page is scrolled further than this. */
export const SCROLL_TOP_THRESHOLD_PX = 200;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

// a boolean snapshot: React re-renders only when the button should appear or disappear
const isScrolled = () => window.scrollY > SCROLL_TOP_THRESHOLD_PX;

function scrollToTop() {
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
}

export interface ScrollTopProps {
  /** sits above the bottom bar when there is one */
  hasBottomBar: boolean;
}

/** Round '맨 위로' button, bottom right of the app column. */
export function ScrollTop({ hasBottomBar }: ScrollTopProps) {
  const visible = useSyncExternalStore(subscribe, isScrolled, () => false);
  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label="맨 위로"
      className={cx(styles.button, hasBottomBar ? styles.aboveBottomBar : styles.atBottom)}
      onClick={scrollToTop}
    >
      <ChevronUpIcon size={22} />
    </button>
  );
}

const styles = {
  button: css({
    position: 'fixed',
    // inside the 480px app column on wide screens
    right: 'max(16px, calc((100vw - token(sizes.app)) / 2 + 16px))',
    zIndex: 'scrollTop',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '44px',
    height: '44px',
    borderRadius: 'full',
    bg: 'white',
    color: 'gray.800',
    border: '1px solid token(colors.gray.200)',
    boxShadow: '0 2px 8px rgba(0, 0, 0, 0.12)',
    transition: 'opacity 0.2s, transform 0.2s',
    _starting: { opacity: 0, transform: 'translateY(8px)' },
    _active: { bg: 'gray.100' },
    _focusVisible: { outline: '2px solid token(colors.primary)', outlineOffset: '2px' },
    _motionReduce: { transition: 'none' },
  }),
  atBottom: css({ bottom: 'calc(16px + var(--action-bar-height, 0px) + env(safe-area-inset-bottom))' }),
  // a page's sticky action bar (src/ui/product/sticky-action-bar.tsx) sets --action-bar-height
  aboveBottomBar: css({ bottom: 'calc(token(sizes.bottomBar) + 16px + var(--action-bar-height, 0px) + env(safe-area-inset-bottom))' }),
};
