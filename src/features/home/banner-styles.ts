import { css } from 'styled-system/css';

/** Shared by the first-paint banner and the lazy carousel, so the swap does not move anything. */
export const bannerBox = css({ width: '100%', aspectRatio: '750 / 360', borderRadius: '0' });

/**
 * The banner strip, its link and its picture. The server draws the first banner with these same
 * classes before the script runs (server/first-screen.ts, issue 14), so they are plain classes: the
 * picture's ratio is not the `--img-ratio` style of `Img` (CSP allows no style attribute in HTML).
 */
export const bannerRoot = css({ position: 'relative', width: '100%', aspectRatio: '750 / 360', overflow: 'hidden', bg: 'gray.100' });
export const bannerLink = css({ display: 'block' });
export const bannerImage = css({ width: '100%', height: 'auto', aspectRatio: '750 / 360' });
/** the banners' pictures are drawn at 750×360 */
export const BANNER_WIDTH = 750;
export const BANNER_HEIGHT = 360;

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

