import type { CSSProperties } from 'react';
import { css, cx } from 'styled-system/css';
import { groupDigits } from '../number';

export interface StockMeterProps {
  /** left of the deal's stock */
  remaining: number;
  /** the deal's stock at the start */
  total: number;
  className?: string;
}

/** Remaining stock of a limited deal: a bar of what is sold and 'n개 남음' (or '품절'). */
export function StockMeter({ remaining, total, className }: StockMeterProps) {
  const left = Math.max(0, Math.floor(remaining));
  const sold = total > 0 ? Math.min(100, Math.max(0, Math.round(((total - left) / total) * 100))) : 100;
  const few = left > 0 && left <= Math.max(10, total * 0.2);
  return (
    <div className={cx(styles.root, className)}>
      <span
        className={styles.track}
        role="meter"
        aria-label="판매율"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={sold}
        aria-valuetext={`${sold}% 판매`}
      >
        <span className={styles.fill} style={{ '--sold': `${sold}%` } as CSSProperties} />
      </span>
      <span className={cx(styles.text, few && styles.few)}>{left > 0 ? `${groupDigits(left)}개 남음` : '품절'}</span>
    </div>
  );
}

const styles = {
  root: css({ display: 'flex', alignItems: 'center', gap: '2', minWidth: '0' }),
  track: css({ position: 'relative', flex: '1', height: '6px', borderRadius: 'full', bg: 'orange.50', overflow: 'hidden' }),
  fill: css({ position: 'absolute', insetBlock: '0', left: '0', width: 'var(--sold)', borderRadius: 'full', bg: 'primary' }),
  text: css({ flexShrink: 0, fontSize: '12px', fontWeight: 'semibold', color: 'gray.700', fontVariantNumeric: 'tabular-nums' }),
  few: css({ color: 'red.700' }),
};
