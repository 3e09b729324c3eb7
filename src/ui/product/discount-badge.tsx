import { cva, cx } from 'styled-system/css';
import { formatDiscountRate } from '../price';

export interface DiscountBadgeProps {
  /** whole percent; nothing is drawn for 0 */
  rate: number;
  /** solid: white on orange (over pictures); soft: orange on pale orange (beside titles) */
  tone?: 'solid' | 'soft';
  size?: 'sm' | 'md';
  className?: string;
}

/** '37%' in a small orange label, read as '37% 할인'. */
export function DiscountBadge({ rate, tone = 'solid', size = 'sm', className }: DiscountBadgeProps) {
  if (!(rate > 0)) return null;
  return (
    <span className={cx(badge({ tone, size }), className)} aria-label={`${formatDiscountRate(rate)} 할인`}>
      {formatDiscountRate(rate)}
    </span>
  );
}

const badge = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: '4px',
    fontWeight: 'bold',
    lineHeight: '1',
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    tone: {
      solid: { bg: 'primaryStrong', color: 'white' },
      soft: { bg: 'orange.50', color: 'primaryStrong' },
    },
    size: {
      sm: { height: '22px', paddingInline: '1.5', fontSize: '12px' },
      md: { height: '28px', paddingInline: '2', fontSize: '15px' },
    },
  },
});
