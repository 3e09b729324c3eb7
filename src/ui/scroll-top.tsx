import { useSyncExternalStore } from 'react';
import { css, cx } from 'styled-system/css';
import { ChevronUpIcon } from './icons';

/** The button appears once the page is scrolled further than this. */
export const SCROLL_TOP_THRESHOLD_PX = 200;

/**
 * Whether the page is scrolled past the threshold, as last read. Reading `window.scrollY` makes the
 * browser lay the page out at once; in a render (useSyncExternalStore reads the snapshot on every
 * render of the shell) that was a forced layout in the middle of the first screen's render, 15–60 ms
 * of it on a slow phone (issue 14). It is read in scroll events and in a frame after subscribing,
 * when the layout is due anyway.
 */
let scrolled = false;

function subscribe(onChange: () => void): () => void {
  const read = () => {
    const next = window.scrollY > SCROLL_TOP_THRESHOLD_PX;
    if (next === scrolled) return;
    scrolled = next;
    onChange();
  };
  window.addEventListener('scroll', read, { passive: true });
  const frame = requestAnimationFrame(read);
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', read);
  };
}

// a boolean snapshot: React re-renders only when the button should appear or disappear
const isScrolled = () => scrolled;

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
