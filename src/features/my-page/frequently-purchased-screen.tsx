import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { flattenPages } from '../../api/catalog/product-card';
import { PURCHASE_SORTS, useFrequentlyPurchased, type PurchasedProduct, type PurchaseSort } from '../../api/frequently-purchased';
import { useProductLike } from '../../api/likes';
import { LoadFailure } from '../../ui/load-failure';
import { EmptyState, Page } from '../../ui/page';
import { FilterChips } from '../../ui/product/filter-chips';
import { InfiniteSentinel } from '../../ui/product/infinite-sentinel';
import { ProductCard } from '../../ui/product/product-card';
import { ProductGrid, ProductGridSkeleton } from '../../ui/product/product-grid';
import { useShopLink } from '../../ui/product/shop-link';
import { button } from '../../ui/recipes';
import { formatDateKo } from './point-format';

const SORT_LABELS: Record<PurchaseSort, string> = { COUNT: '많이 산 순', RECENT: '최근 산 순' };

export interface FrequentlyPurchasedScreenProps {
  sort: PurchaseSort;
  onSortChange: (sort: PurchaseSort) => void;
}

/** /my-page/frequently-purchased: what the member bought most (or last) on the shop, to buy again. */
export function FrequentlyPurchasedScreen({ sort, onSortChange }: FrequentlyPurchasedScreenProps) {
  const shopLink = useShopLink();
  const query = useFrequentlyPurchased(sort);
  const { toggle } = useProductLike(true);
  const items = flattenPages(query.data);

  return (
    <Page title="자주 산 상품">
      <div className={styles.bar}>
        <FilterChips
          label="정렬"
          choices={PURCHASE_SORTS.map((code) => ({ code, name: SORT_LABELS[code] }))}
          value={sort}
          onChange={(value) => onSortChange(value as PurchaseSort)}
        />
      </div>
      {query.isPending ? (
        <ProductGridSkeleton variant="row" count={5} className={styles.list} />
      ) : query.isError && items.length === 0 ? (
        <LoadFailure error={query.error} notFound={{ title: '구매한 상품이 없어요' }} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          title="아직 구매한 상품이 없어요"
          description="쇼핑몰에서 산 상품이 여기에 모여요. 자주 사는 상품을 한 번에 다시 담아 보세요."
          action={
            <Link to="/best" className={button({ variant: 'outline' })}>
              베스트 상품 보기
            </Link>
          }
        />
      ) : (
        <>
          <ProductGrid
            variant="row"
            label="자주 산 상품"
            className={styles.list}
            items={items}
            getKey={(item) => item.productNo}
            renderItem={(item, index) => (
              <ProductCard
                variant="row"
                product={item}
                eager={index < 4}
                footer={<PurchaseNote item={item} />}
                {...shopLink(item.shopPath)}
                onToggleLike={() => toggle(item)}
              />
            )}
          />
          <InfiniteSentinel
            hasNextPage={query.hasNextPage}
            isFetchingNextPage={query.isFetchingNextPage}
            isError={query.isFetchNextPageError}
            onLoadMore={() => void query.fetchNextPage()}
            loading={<ProductGridSkeleton variant="row" count={2} className={styles.list} />}
          />
        </>
      )}
    </Page>
  );
}

function PurchaseNote({ item }: { item: PurchasedProduct }) {
  return (
    <span className={styles.note}>
      {item.purchaseCount}번 구매 · 마지막 {formatDateKo(item.lastPurchasedAt)}
    </span>
  );
}

const styles = {
  bar: css({ paddingInline: '4', paddingBlock: '3', borderBottom: '1px solid token(colors.gray.100)' }),
  list: css({ paddingInline: '4', paddingBottom: '6' }),
  note: css({ marginTop: '1', fontSize: '12px', color: 'primaryStrong', fontWeight: 'semibold' }),
};
