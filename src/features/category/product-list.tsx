import { useRouteContext } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { isLoggedIn } from '../../../machines/session/session.selectors';
import { flattenPages, type ProductCard as ProductCardData } from '../../api/catalog/product-card';
import { useProductLike } from '../../api/likes';
import { ProductFeed, type FeedPaging } from '../../ui/product/product-feed';
import { groupDigits } from '../../ui/number';
import { useHydratedSelector } from '../../ui/use-hydrated';

/** The part of an infinite product query the list reads (any catalogue list of product cards). */
export interface ProductListQuery extends FeedPaging {
  data: { pages: readonly { items: readonly ProductCardData[] }[] } | undefined;
  /** a new choice (sort, filter, group) is loading while the previous products are kept */
  isPlaceholderData: boolean;
}

export interface ProductListProps {
  query: ProductListQuery;
  /** the list's accessible name, e.g. '국산과일 상품' */
  label: string;
  /** shown when there is no product */
  empty: ReactNode;
  /** under the last page, e.g. '국산과일 상품을 모두 봤어요' */
  end: string;
}

/**
 * The product feed of the category screens (src/ui's ProductFeed) with the viewer's hearts: two
 * columns of cards, a skeleton while a new choice loads, more pages as the shopper scrolls.
 */
export function ProductList({ query, label, empty, end }: ProductListProps) {
  const { session } = useRouteContext({ from: '__root__' });
  const loggedIn = useHydratedSelector(session, isLoggedIn, false);
  const { toggle } = useProductLike(loggedIn);
  return (
    <ProductFeed
      label={label}
      items={flattenPages(query.data)}
      paging={query}
      onToggleLike={toggle}
      switching={query.isPlaceholderData}
      empty={empty}
      endText={end}
      className={productListStyles.grid}
    />
  );
}

/** '총 128개' above a list */
export function TotalCount({ count }: { count: number }) {
  return (
    <p className={styles.count} aria-live="polite">
      총 <strong>{groupDigits(count)}</strong>개
    </p>
  );
}

export const productListStyles = {
  toolbar: css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    minHeight: '44px',
    paddingInline: '4',
    paddingBlock: '1',
    bg: 'white',
    borderBottom: '1px solid token(colors.gray.100)',
  }),
  grid: css({ paddingInline: '4', paddingTop: '4', paddingBottom: '6' }),
};

const styles = {
  count: css({ fontSize: '13px', color: 'gray.600', '& strong': { color: 'gray.900' } }),
};
