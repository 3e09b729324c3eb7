import { Link } from '@tanstack/react-router';
import { css, cva } from 'styled-system/css';
import { groupDigits } from '../../ui/number';

export interface SearchTabsProps {
  keyword: string;
  current: 'products' | 'stores';
  /** how many stores the keyword finds (the search answer's storeCount), when known */
  storeCount?: number | undefined;
}

/**
 * 상품 | 상점 (N) above the results: two links (/search and /search/stores with the keyword), so
 * each has its own address. Switching replaces the entry (as tabs do): back leaves the search.
 * The current one is marked aria-current="page".
 */
export function SearchTabs({ keyword, current, storeCount }: SearchTabsProps) {
  return (
    <nav aria-label="검색 결과 종류" className={styles.root}>
      <Link to="/search" search={{ keyword }} replace className={tab({ active: current === 'products' })} aria-current={current === 'products' ? 'page' : undefined}>
        상품
      </Link>
      <Link to="/search/stores" search={{ keyword }} replace className={tab({ active: current === 'stores' })} aria-current={current === 'stores' ? 'page' : undefined}>
        상점{storeCount !== undefined && <span className={styles.count}>({groupDigits(storeCount)})</span>}
      </Link>
    </nav>
  );
}

const tab = cva({
  base: {
    flex: '1',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '1',
    height: '44px',
    fontSize: '15px',
    textDecoration: 'none',
    borderBottom: '2px solid transparent',
    _focusVisible: { outline: '2px solid token(colors.primary)', outlineOffset: '-2px' },
  },
  variants: {
    active: {
      true: { color: 'primaryStrong', fontWeight: 'bold', borderBottomColor: 'primary' },
      false: { color: 'gray.700' },
    },
  },
});

const styles = {
  root: css({ display: 'flex', bg: 'white', borderBottom: '1px solid token(colors.gray.200)' }),
  count: css({ fontVariantNumeric: 'tabular-nums' }),
};
