import { Link, useRouteContext } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { isLoggedIn } from '../../../machines/session/session.selectors';
import { useShopLike } from '../../api/like-shop';
import { flattenPages } from '../../api/catalog/product-card';
import { useStoreSearch } from '../../api/catalog/search-store';
import { LoadFailure } from '../../ui/load-failure';
import { EmptyState, Page } from '../../ui/page';
import { InfiniteSentinel } from '../../ui/product/infinite-sentinel';
import { useShopLink } from '../../ui/product/shop-link';
import { StoreCard, StoreCardSkeleton } from '../../ui/product/store-card';
import { useStoreLink } from '../../ui/product/store-link';
import { button } from '../../ui/recipes';
import { SearchKeywordHeader } from './search-header';
import { SearchTabs } from './search-tabs';
import { groupDigits } from '../../ui/number';
import { useHydratedSelector } from '../../ui/use-hydrated';

/**
 * Store results (/search/stores?keyword=): stores whose name, town, region or description match,
 * as store cards (picture, region, counts, heart, three products), loading more as the shopper
 * scrolls. A card opens the store's page; a product its page on the shop site.
 */
export function SearchStoresScreen({ keyword }: { keyword: string }) {
  const shopLink = useShopLink();
  const title = `${keyword} 상점 검색 결과`;
  const query = useStoreSearch(keyword);
  const storeLink = useStoreLink();
  const { session } = useRouteContext({ from: '__root__' });
  const loggedIn = useHydratedSelector(session, isLoggedIn, false);
  const { toggle } = useShopLike(loggedIn);

  const first = query.data?.pages[0];
  const stores = flattenPages(query.data);
  return (
    <Page title={title} header={false}>
      <SearchKeywordHeader title={title} keyword={keyword} />
      <SearchTabs keyword={keyword} current="stores" storeCount={first?.totalCount} />
      {query.isPending ? (
        <div role="status" aria-busy="true" className={styles.list}>
          <span className={css({ srOnly: true })}>상점을 불러오는 중이에요</span>
          {Array.from({ length: 4 }, (_, index) => (
            <StoreCardSkeleton key={index} withProducts />
          ))}
        </div>
      ) : !first ? (
        <LoadFailure error={query.error} notFound={{ title: '상점을 찾을 수 없어요' }} onRetry={() => void query.refetch()} />
      ) : stores.length === 0 ? (
        <EmptyState
          title={`‘${keyword}’에 맞는 상점이 없어요`}
          description="상점 이름이나 지역 이름으로 찾아보세요."
          action={
            <Link to="/search" search={{ keyword }} replace className={button({ variant: 'outline', size: 'md' })}>
              상품 검색 결과 보기
            </Link>
          }
        />
      ) : (
        <>
          <p className={styles.count} aria-live="polite">
            상점 <strong>{groupDigits(first.totalCount)}</strong>곳
          </p>
          <ul className={styles.list} aria-label={`${keyword} 상점 검색 결과`}>
            {stores.map((store, index) => (
              <li key={store.shopId} className={styles.item}>
                <StoreCard
                  store={store}
                  eager={index < 4}
                  {...storeLink(store)}
                  productLink={(product) => shopLink(product.shopPath)}
                  onToggleLike={() => toggle(store)}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      {first && (
        <div className={styles.sentinel}>
          <InfiniteSentinel
            hasNextPage={query.hasNextPage}
            isFetchingNextPage={query.isFetchingNextPage}
            isError={query.isFetchNextPageError}
            onLoadMore={() => void query.fetchNextPage()}
            loading={<StoreCardSkeleton withProducts />}
            end={stores.length > 0 && <p className={styles.end}>상점을 모두 봤어요</p>}
          />
        </div>
      )}
    </Page>
  );
}

const styles = {
  count: css({ paddingInline: '4', paddingTop: '3', fontSize: '13px', color: 'gray.600', '& strong': { color: 'gray.900' } }),
  list: css({ listStyle: 'none', margin: '0', paddingInline: '4' }),
  item: css({ borderBottom: '1px solid token(colors.gray.100)', _last: { borderBottom: 'none' } }),
  sentinel: css({ paddingInline: '4', paddingBottom: '6' }),
  end: css({ paddingBlock: '8', textAlign: 'center', fontSize: '13px', color: 'gray.600' }),
};
