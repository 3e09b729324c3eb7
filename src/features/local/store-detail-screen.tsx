import { Tabs } from '@ark-ui/react/tabs';
import { Link, useNavigate, useRouteContext } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { isLoggedIn } from '../../../machines/session/session.selectors';
import { flattenPages } from '../../api/catalog/product-card';
import { useShop, type Shop } from '../../api/catalog/shop';
import { useShopProducts } from '../../api/catalog/shop-products';
import { useShopLike } from '../../api/like-shop';
import { useProductLike } from '../../api/likes';
import { useWebProfile } from '../../api/web-profile';
import { Img } from '../../ui/image';
import { LoadFailure } from '../../ui/load-failure';
import { EmptyState, Page } from '../../ui/page';
import { LikeButton } from '../../ui/product/like-button';
import { ProductFeed } from '../../ui/product/product-feed';
import { ProductGridSkeleton } from '../../ui/product/product-grid';
import { SortSelect } from '../../ui/product/sort-select';
import { button } from '../../ui/recipes';
import { stickyTabs } from '../../ui/sticky-tabs';
import { pageShareInfo } from '../../ui/share/page-share-info';
import { Skeleton } from '../../ui/skeleton';
import type { StoreSearch } from './local-search';
import { ALL_PRODUCTS, storeProductChoice } from './store-detail-data';
import { groupDigits } from '../../ui/number';
import { useHydratedSelector } from '../../ui/use-hydrated';

const TITLE = '상점';

export interface StoreDetailScreenProps extends StoreSearch {
  localCode: string;
  shopId: string;
}

/**
 * A store of a region (local/store/:localCode/:shopId): its picture, name, region and place, the
 * year it started, its story, product and follower counts and its heart (상점 찜), then its
 * products by category tab and sort, loading more as the shopper scrolls. `?category=` and
 * `?sort=` keep the choice in the address. A store of another region is not found, as an unknown
 * one is.
 */
export function StoreDetailScreen({ localCode, shopId, category, sort }: StoreDetailScreenProps) {
  const query = useShop(shopId, localCode);
  const { session } = useRouteContext({ from: '__root__' });
  const loggedIn = useHydratedSelector(session, isLoggedIn, false);
  const shopLike = useShopLike(loggedIn);

  if (query.isPending) {
    return (
      <Page title={TITLE}>
        <StoreHeaderSkeleton />
        <ProductGridSkeleton className={styles.grid} />
      </Page>
    );
  }
  if (!query.data) {
    return (
      <Page title={TITLE}>
        <LoadFailure
          error={query.error}
          notFound={{ title: '상점을 찾을 수 없어요', description: '상점이 문을 닫았거나 주소가 바뀌었을 수 있어요.' }}
          onRetry={() => void query.refetch()}
          action={
            <Link to="/local-main" className={button({ variant: 'solid', size: 'md' })}>
              지역 특산물 보기
            </Link>
          }
        />
      </Page>
    );
  }

  const shop = query.data;
  return (
    <Page title={TITLE} header={{ share: pageShareInfo(shop.shareInfo, 'shop'), showHome: true }}>
      <StoreHeader shop={shop} onToggleLike={() => shopLike.toggle(shop)} />
      <StoreProducts shop={shop} category={category} sort={sort} loggedIn={loggedIn} />
    </Page>
  );
}

function StoreHeader({ shop, onToggleLike }: { shop: Shop; onToggleLike: () => void }) {
  return (
    <section aria-labelledby="store-title" className={styles.hero}>
      <div className={styles.heroTop}>
        <span className={styles.picture}>
          <Img src={shop.imageUrl} alt="" aspectRatio={1} loading="eager" />
        </span>
        <div className={styles.heroHead}>
          <h2 id="store-title" className={styles.name}>
            {shop.name}
          </h2>
          <p className={styles.place}>
            <Link to="/local/$code" params={{ code: shop.localCode }} className={styles.regionLink}>
              {shop.regionName}
            </Link>
            {shop.place && ` · ${shop.place}`}
          </p>
        </div>
        <LikeButton variant="labelled" liked={shop.isLike} onToggle={onToggleLike} className={styles.like} />
      </div>
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt>상품</dt>
          <dd>{groupDigits(shop.productCount)}개</dd>
        </div>
        <div className={styles.stat}>
          <dt>찜</dt>
          <dd aria-live="polite">{groupDigits(shop.likeCount)}</dd>
        </div>
        <div className={styles.stat}>
          <dt>함께한 해</dt>
          <dd>{shop.sinceYear}년부터</dd>
        </div>
      </dl>
      <p className={styles.introduction}>{shop.introduction}</p>
    </section>
  );
}

function StoreProducts({ shop, category, sort, loggedIn }: { shop: Shop; category: string | undefined; sort: string | undefined; loggedIn: boolean }) {
  const { data: profile } = useWebProfile();
  const sorts = profile.filterInfo.sortFilterList;
  // the tab and sort of the address: the products the route's loader fetched (./store-detail-data.ts)
  const { tab: currentTab, sort: currentSort, defaultSort, filter } = storeProductChoice(shop, profile, { category, sort });
  const navigate = useNavigate({ from: '/local/store/$localCode/$shopId' });
  const { toggle } = useProductLike(loggedIn);
  const query = useShopProducts(filter);
  const items = flattenPages(query.data);
  const first = query.data?.pages[0];
  const switching = query.isPlaceholderData;

  const chooseTab = (value: string) =>
    void navigate({ search: (previous) => ({ ...previous, category: value === ALL_PRODUCTS ? undefined : value }), replace: true });
  const chooseSort = (code: string) =>
    void navigate({ search: (previous) => ({ ...previous, sort: code === defaultSort ? undefined : code }), replace: true });

  const tabs = [{ categoryCode: ALL_PRODUCTS, name: '전체', count: shop.productCount }, ...shop.categories];
  const tabName = tabs.find((tab) => tab.categoryCode === currentTab)?.name ?? '전체';

  return (
    <Tabs.Root value={currentTab} onValueChange={(details) => chooseTab(details.value)} activationMode="manual" className={tabStyles.root}>
      <Tabs.List className={tabStyles.list} aria-label="상품 카테고리">
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.categoryCode} value={tab.categoryCode} className={tabStyles.trigger}>
            {tab.name}
            <span className={tabStyles.count}>{tab.count}</span>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.categoryCode} value={tab.categoryCode} className={tabStyles.panel}>
          {tab.categoryCode === currentTab && (
            <>
              <div className={styles.toolbar}>
                <p className={styles.count} aria-live="polite">
                  총 <strong>{groupDigits(first?.totalCount ?? tab.count)}</strong>개
                </p>
                <SortSelect choices={sorts} value={currentSort ?? ''} onChange={chooseSort} />
              </div>
              {query.isPending ? (
                <ProductGridSkeleton className={styles.grid} />
              ) : !first ? (
                <LoadFailure error={query.error} notFound={{ title: '상품을 찾을 수 없어요' }} onRetry={() => void query.refetch()} />
              ) : (
                <ProductFeed
                  className={styles.grid}
                  label={`${shop.name} ${tabName} 상품`}
                  items={items}
                  paging={query}
                  onToggleLike={toggle}
                  switching={switching}
                  empty={<EmptyState title="준비된 상품이 없어요" description="상점이 곧 새 상품을 올릴 거예요." />}
                  endText="상점의 상품을 모두 봤어요"
                />
              )}
            </>
          )}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

function StoreHeaderSkeleton() {
  return (
    <div aria-hidden="true" className={styles.hero}>
      <div className={styles.heroTop}>
        <Skeleton className={css({ width: '72px', height: '72px', borderRadius: 'full', flexShrink: 0 })} />
        <div className={styles.heroHead}>
          <Skeleton className={css({ width: '70%', height: '22px' })} />
          <Skeleton className={css({ width: '45%', height: '14px', marginTop: '2' })} />
          <Skeleton className={css({ width: '30%', height: '13px', marginTop: '1.5' })} />
        </div>
      </div>
      <Skeleton className={css({ width: '100%', height: '44px', marginTop: '4' })} />
      <Skeleton className={css({ width: '100%', height: '56px', marginTop: '4' })} />
    </div>
  );
}

const tabStyles = stickyTabs;

const styles = {
  hero: css({ paddingInline: '4', paddingTop: '5', paddingBottom: '5', borderBottom: '8px solid token(colors.gray.100)' }),
  heroTop: css({ display: 'flex', alignItems: 'flex-start', gap: '3' }),
  picture: css({
    display: 'block',
    flexShrink: 0,
    width: '72px',
    height: '72px',
    borderRadius: 'full',
    overflow: 'hidden',
    bg: 'gray.100',
    border: '1px solid token(colors.gray.200)',
  }),
  heroHead: css({ flex: '1', minWidth: '0', paddingTop: '2' }),
  name: css({ fontSize: '19px', fontWeight: 'bold', lineHeight: '1.35', color: 'gray.900', wordBreak: 'keep-all' }),
  place: css({ marginTop: '1', fontSize: '13px', color: 'gray.700' }),
  like: css({ marginTop: '-1', marginRight: '-2' }),
  introduction: css({ marginTop: '4', fontSize: '14px', lineHeight: '1.65', color: 'gray.800', wordBreak: 'keep-all' }),
  stats: css({
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    marginTop: '4',
    paddingBlock: '3',
    borderRadius: '10px',
    bg: 'gray.100',
    textAlign: 'center',
  }),
  stat: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '0.5',
    '& + &': { borderLeft: '1px solid token(colors.gray.300)' },
    '& dt': { fontSize: '12px', color: 'gray.700' },
    '& dd': { fontSize: '15px', fontWeight: 'bold', color: 'gray.900', fontVariantNumeric: 'tabular-nums' },
  }),
  regionLink: css({
    color: 'gray.800',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    _focusVisible: { outline: '2px solid token(colors.primary)', outlineOffset: '2px', borderRadius: '4px' },
  }),
  toolbar: css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', paddingInline: '4', paddingTop: '2' }),
  count: css({ fontSize: '13px', color: 'gray.600', '& strong': { color: 'gray.900' } }),
  grid: css({ paddingInline: '4', paddingTop: '3', paddingBottom: '6' }),
};
