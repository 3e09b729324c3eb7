import { css } from 'styled-system/css';

/** Shared by the first-paint banner and the lazy carousel, so the swap does not move anything. */
export const bannerBox = css({ width: '100%', aspectRatio: '750 / 360', borderRadius: '0' });

export const bannerCounter = css({
  position: 'absolute',
  right: '3',
  bottom: '3',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  height: '24px',
  paddingInline: '2.5',
  borderRadius: 'full',
  bg: 'rgba(0, 0, 0, 0.62)',
  color: 'white',
  fontSize: '12px',
  fontVariantNumeric: 'tabular-nums',
});

