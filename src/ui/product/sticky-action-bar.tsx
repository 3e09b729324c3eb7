import { useEffect, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';

/** Height of the action bar; the scroll-top button rises by this much while one is shown. */
export const ACTION_BAR_HEIGHT_PX = 64;
const CSS_VARIABLE = '--action-bar-height';

export interface StickyActionBarProps {
  children: ReactNode;
  /** sits above the app's bottom bar when the page has one */
  hasBottomBar: boolean;
  /** landmark name, e.g. '구매' */
  label: string;
  className?: string;
}

/**
 * The bar fixed at the bottom of detail pages ('찜' + '구매하기', '응모하기'), inside the 480px app
 * column and above the bottom bar. The page leaves room for it; the scroll-top button moves up.
 */
export function StickyActionBar({ children, hasBottomBar, label, className }: StickyActionBarProps) {
  useEffect(() => {
    const root = document.documentElement;
    root.style.setProperty(CSS_VARIABLE, `${ACTION_BAR_HEIGHT_PX}px`);
    return () => {
      root.style.removeProperty(CSS_VARIABLE);
    };
  }, []);
  return (
    <>
      <div className={styles.spacer} aria-hidden="true" />
      <div role="region" aria-label={label} className={cx(styles.bar, hasBottomBar ? styles.aboveBottomBar : styles.atBottom, className)}>
        {children}
      </div>
    </>
  );
}

const styles = {
  spacer: css({ height: '64px' }),
  bar: css({
    position: 'fixed',
    left: '0',
    right: '0',
    // above the bottom bar's hint bubble, so the action stays tappable
    zIndex: 'scrollTop',
    marginInline: 'auto',
    maxWidth: 'app',
    height: '64px',
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    paddingInline: '3',
    bg: 'white',
    borderTop: '1px solid token(colors.gray.200)',
    boxShadow: '0 -2px 8px rgba(0, 0, 0, 0.04)',
  }),
  atBottom: css({ bottom: '0', paddingBottom: 'env(safe-area-inset-bottom)', height: 'calc(64px + env(safe-area-inset-bottom))' }),
  aboveBottomBar: css({ bottom: 'calc(token(sizes.bottomBar) + env(safe-area-inset-bottom))' }),
};
