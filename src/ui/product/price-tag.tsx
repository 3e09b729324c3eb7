import { css, cx } from 'styled-system/css';
import { discountRate as rateOf, formatDiscountRate, formatKRW } from '../price';

export interface PriceTagProps {
  /** the price the shopper pays */
  salePrice: number;
  /** the regular price; struck through when higher than the sale price */
  listPrice?: number | undefined;
  /** whole percent; computed from the two prices when absent */
  discountRate?: number | undefined;
  /** sm: cards in a list, md: large cards, lg: detail pages */
  size?: 'sm' | 'md' | 'lg';
  /**
   * stacked (default): the struck list price above '37% 8,690원' (cards);
   * inline: '37% 8,690원 13,900원' on one line (rows, sticky bars)
   */
  layout?: 'stacked' | 'inline';
  className?: string;
}

/**
 * A price as Korean shops print it: discount rate in primary orange, the sale price bold, the
 * list price struck through in grey. Screen readers hear '할인율 37%, 판매가 8,690원, 정가 13,900원'.
 */
export function PriceTag({ salePrice, listPrice, discountRate, size = 'sm', layout = 'stacked', className }: PriceTagProps) {
  const rate = discountRate ?? (listPrice === undefined ? 0 : rateOf(listPrice, salePrice));
  const struck = rate > 0 && listPrice !== undefined && listPrice > salePrice ? listPrice : undefined;
  const list = struck !== undefined && (
    <del className={cx(styles.list, styles.listSize[size])}>
      <span className={styles.hidden}>정가 </span>
      {formatKRW(struck)}
    </del>
  );
  return (
    <div className={cx(styles.root[layout], className)}>
      {layout === 'stacked' &&
        (list || (
          // an empty line of the same height: prices line up across a row of cards
          <span className={cx(styles.list, styles.listSize[size], styles.placeholder)} aria-hidden="true">
            &nbsp;
          </span>
        ))}
      <p className={styles.line}>
        {rate > 0 && (
          <span className={cx(styles.rate, styles.big[size])}>
            <span className={styles.hidden}>할인율 </span>
            {formatDiscountRate(rate)}
          </span>
        )}
        <strong className={cx(styles.sale, styles.big[size])}>
          <span className={styles.hidden}>판매가 </span>
          {formatKRW(salePrice)}
        </strong>
        {layout === 'inline' && list}
      </p>
    </div>
  );
}



const styles = {
  // each variant a literal css() (class strings at build time, scripts/static-css.ts), not a cva recipe
  root: {
    stacked: css({ display: 'flex', minWidth: '0', flexDirection: 'column', gap: '0.5' }),
    inline: css({ display: 'flex', minWidth: '0', alignItems: 'baseline' }),
  },
  line: css({ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: '1', lineHeight: '1.3' }),
  hidden: css({ srOnly: true }),
  placeholder: css({ visibility: 'hidden' }),
  rate: css({ color: 'primaryStrong', fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' }),
  sale: css({ color: 'gray.900', fontWeight: 'bold', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }),
  /** the rate's and the sale price's size */
  big: { sm: css({ fontSize: '15px' }), md: css({ fontSize: '17px' }), lg: css({ fontSize: '22px' }) },
  list: css({ color: 'gray.600', textDecoration: 'line-through', whiteSpace: 'nowrap', lineHeight: '1.3' }),
  listSize: { sm: css({ fontSize: '12px' }), md: css({ fontSize: '13px' }), lg: css({ fontSize: '14px' }) },
};
