import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { InfiniteSentinel } from './infinite-sentinel';
import { ProductCard } from './product-card';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import type { ProductSummary } from './product-types';
import { useShopLink } from './shop-link';

/** The paging half of a TanStack infinite query result (pass the query object itself). */
export interface FeedPaging {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

export interface ProductFeedProps<T extends ProductSummary & { shopPath: string }> {
  /** the list's accessible name, e.g. '기획전 상품' */
  label: string;
  items: readonly T[];
  paging: FeedPaging;
  onToggleLike: (item: T) => void;
  /** while another filter's first page loads: a skeleton in the list's place, no paging */
  switching?: boolean;
  /** shown when there is no item (an EmptyState) */
  empty: ReactNode;
  /** under the last page, e.g. '기획전 상품을 모두 봤어요' */
  endText: ReactNode;
  className?: string;
}

/**
 * A two-column product list that loads page after page as the shopper scrolls: cards open the
 * product on the shop site, hearts toggle the like, skeletons hold the space while loading.
 */
export function ProductFeed<T extends ProductSummary & { shopPath: string }>({
  label,
  items,
  paging,
  onToggleLike,
  switching = false,
  empty,
  endText,
  className,
}: ProductFeedProps<T>) {
  const shopLink = useShopLink();
  return (
    <div className={cx(styles.root, className)} aria-busy={switching || undefined}>
      {switching ? (
        <ProductGridSkeleton />
      ) : items.length === 0 ? (
        empty
      ) : (
        <ProductGrid
          label={label}
          items={items}
          getKey={(item) => item.productNo}
          renderItem={(item, index) => (
            <ProductCard product={item} eager={index < 4} {...shopLink(item.shopPath)} onToggleLike={() => onToggleLike(item)} />
          )}
        />
      )}
      {!switching && (
        <InfiniteSentinel
          hasNextPage={paging.hasNextPage}
          isFetchingNextPage={paging.isFetchingNextPage}
          isError={paging.isFetchNextPageError}
          onLoadMore={() => void paging.fetchNextPage()}
          loading={<ProductGridSkeleton count={2} className={styles.more} />}
          end={items.length > 0 && <p className={styles.end}>{endText}</p>}
        />
      )}
    </div>
  );
}

const styles = {
  root: css({ minWidth: '0' }),
  more: css({ marginTop: '6' }),
  end: css({ textAlign: 'center', fontSize: '13px', color: 'gray.600', paddingBlock: '8' }),
};
