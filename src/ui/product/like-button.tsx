import type { MouseEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { HeartIcon } from '../icons';

export const LIKE_LABEL = '찜하기';
export const UNLIKE_LABEL = '찜 해제';

export interface LikeButtonProps {
  /** the shopper likes the product now (optimistically, while the call runs) */
  liked: boolean;
  onToggle: () => void;
  /**
   * overlay: a white disc over a product picture; plain: a bare heart (detail page, sticky bar);
   * labelled: heart above '찜' for the purchase bar
   */
  variant?: 'overlay' | 'plain' | 'labelled';
  disabled?: boolean;
  className?: string;
}

/**
 * The heart (찜). A toggle button: `aria-pressed` carries the state and the Korean name says what
 * a tap does ('찜하기' / '찜 해제'). It never lets a tap reach a product link around it.
 */
export function LikeButton({ liked, onToggle, variant = 'overlay', disabled = false, className }: LikeButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    event.stopPropagation();
    onToggle();
  };
  return (
    <button
      type="button"
      className={cx(button, buttonSize[variant], className)}
      aria-pressed={liked}
      aria-label={liked ? UNLIKE_LABEL : LIKE_LABEL}
      data-liked={liked || undefined}
      disabled={disabled}
      onClick={handleClick}
    >
      <span className={cx(disc, variant === 'overlay' && overlayDisc)} aria-hidden="true">
        <HeartIcon size={variant === 'overlay' ? 20 : 26} filled={liked} />
      </span>
      {variant === 'labelled' && <span aria-hidden="true">찜</span>}
    </button>
  );
}

// literal css() calls (class strings at build time, scripts/static-css.ts): the button's own classes,
// and beside them its variant's size and colour (no property set by both)
const button = css({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  bg: 'transparent',
  borderRadius: 'full',
  transition: 'color 0.15s',
  _focusVisible: { outline: '2px solid token(colors.primary)', outlineOffset: '-2px' },
  _disabled: { cursor: 'not-allowed', opacity: 0.5 },
  '&[data-liked] svg': { color: 'red.500' },
});
const heartOnly = css({ width: '44px', height: '44px', color: 'gray.800' });
const buttonSize = {
  overlay: heartOnly,
  plain: heartOnly,
  labelled: css({ width: '48px', height: '52px', gap: '0', fontSize: '11px', color: 'gray.700' }),
};

const disc = css({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' });
/** the white disc behind the heart over a picture */
const overlayDisc = css({
  width: '32px',
  height: '32px',
  borderRadius: 'full',
  bg: 'rgba(255, 255, 255, 0.92)',
  boxShadow: '0 1px 3px rgba(0, 0, 0, 0.16)',
  color: 'gray.700',
});
