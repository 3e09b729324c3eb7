import { css, cx } from 'styled-system/css';

export interface SkeletonProps {
  /** sizes, radius and margins of the box it stands in for */
  className?: string;
}

/**
 * A grey placeholder box that gently pulses while content loads. Hidden from screen readers: the
 * region around it says it is busy (`aria-busy`).
 */
export function Skeleton({ className }: SkeletonProps) {
  return <span aria-hidden="true" className={cx(styles.box, className)} />;
}

const styles = {
  box: css({
    display: 'block',
    bg: 'gray.200',
    borderRadius: '6px',
    animation: 'pulse',
    _motionReduce: { animation: 'none' },
  }),
};
