import { LottieLight } from 'lottie-react';
import { css } from 'styled-system/css';
import dots from './loading-dots.json';

/** SPEC.md §2: the throbber loops 9999 times. */
export const LOADING_LOOP_COUNT = 9999;

/**
 * The animation player and its data. Only ever imported dynamically (loading-overlay.tsx), so the
 * player stays out of the initial bundle and arrives in this module's chunk on first use.
 */
export default function LoadingAnimation() {
  return <LottieLight src={dots} autoplay loop={LOADING_LOOP_COUNT} className={styles.player} aria-hidden="true" />;
}

const styles = {
  player: css({ width: '120px', height: '60px' }),
};
